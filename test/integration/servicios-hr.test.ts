// GET /api/servicios-hr/disponibles through the local stack (part 2 §6): the seeded templates, the
// company's contracted services and its AI configuration decide what it may schedule with.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearUsuario, login, type Session } from './fixtures.js';
import { SUPERADMIN, startTestStack, type TestStack } from './local-stack.js';

let stack: TestStack;
let superadmin: Session;
let admin: Session;
let empresaId: string;

beforeAll(async () => {
  stack = await startTestStack({ scheduler: false });
  superadmin = await login(stack, SUPERADMIN.email, SUPERADMIN.password);
  const e = await stack.call('POST', '/api/empresas', {
    token: superadmin.token,
    body: {
      nombreLegal: 'Servicios S.A.',
      cif: 'B41000001',
      email: 'info@servicios.test',
      adminData: { nombre: 'Sara', email: 'sara@servicios.test', password: 'Sara-Clave-2026', confirmPassword: 'Sara-Clave-2026' },
    },
  });
  expect(e.status, JSON.stringify(e.body)).toBe(201);
  empresaId = e.body.data.id;
  admin = await login(stack, 'sara@servicios.test', 'Sara-Clave-2026');
});
afterAll(async () => {
  await stack?.cleanup();
});

const disponibles = async (token = admin.token, query = '') =>
  (await stack.call('GET', `/api/servicios-hr/disponibles${query}`, { token })).body.data.map((s: { codigo: string }) => s.codigo);

describe('GET /api/servicios-hr/disponibles', () => {
  it('without AI configuration: the active contracted services (the defaults: vocational test and in-depth interviews)', async () => {
    const res = await stack.call('GET', '/api/servicios-hr/disponibles', { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      expect.objectContaining({
        codigo: 'entrevistas-profundidad',
        nombre: 'Entrevistas en Profundidad',
        activo: true,
        api_preferida: 'claude',
      }),
      expect.objectContaining({ codigo: 'test-vocacional', nombre: 'Test Vocacional', activo: true, api_preferida: 'openai' }),
    ]);
    expect(res.body.data[0].configuracion_adicional).toEqual({ duracion_estimada: 60, numero_preguntas: 9 });
  });

  it('with OpenAI enabled only, the Claude service is not offered; a contracted key of the mapping counts (mapeoOrganizacional)', async () => {
    const put = await stack.call('PUT', `/api/empresas/${empresaId}`, {
      token: superadmin.token,
      body: {
        configuracion: { configuracionIA: { chatgpt_enabled: true, claude_enabled: false } },
        serviciosContratados: { mapeoOrganizacional: true, 'test-vocacional': true },
      },
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(await disponibles()).toEqual(['mapeo-organizacional', 'test-vocacional']);
    // The superadmin names the company.
    expect(await disponibles(superadmin.token, `?empresaId=${empresaId}`)).toEqual(['mapeo-organizacional', 'test-vocacional']);
    const sin = await stack.call('GET', '/api/servicios-hr/disponibles', { token: superadmin.token });
    expect(sin).toMatchObject({ status: 400, body: { message: 'Selecciona una empresa' } });
  });

  it('an operator may ask (they schedule interviews)', async () => {
    await crearUsuario(stack, admin, { email: 'otto@servicios.test', rol: 'operador', password: 'Otto-Clave-2026' });
    const otto = await login(stack, 'otto@servicios.test', 'Otto-Clave-2026');
    expect(await disponibles(otto.token)).toEqual(['mapeo-organizacional', 'test-vocacional']);
  });
});
