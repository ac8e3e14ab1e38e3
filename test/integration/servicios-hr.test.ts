// GET /api/servicios-hr/disponibles through the local stack (part 2 §6): the seeded templates, the
// company's contracted services and its AI configuration decide what it may schedule with.
import { describe, expect, it } from 'vitest';
import { crearUsuario, empresaDelArchivo, login, type Session } from './fixtures.js';
import type { TestStack } from './local-stack.js';

let stack: TestStack;
let superadmin: Session;
let admin: Session;
let empresaId: string;

empresaDelArchivo(
  { scheduler: false },
  {
    nombreLegal: 'Servicios S.A.',
    cif: 'B41000001',
    email: 'info@servicios.test',
    admin: { nombre: 'Sara', email: 'sara@servicios.test', password: 'Tbsb-Clave-2026' },
  },
  (hecha) => ({ stack, superadmin, empresaId, admin } = hecha),
);

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
    await crearUsuario(stack, admin, { email: 'otto@servicios.test', rol: 'operador', password: 'Puup-Clave-2026' });
    const otto = await login(stack, 'otto@servicios.test', 'Puup-Clave-2026');
    expect(await disponibles(otto.token)).toEqual(['mapeo-organizacional', 'test-vocacional']);
  });
});

describe('a company that cannot schedule is told why (D81)', () => {
  const bloqueo = async () => (await stack.call('GET', '/api/servicios-hr/disponibles', { token: admin.token })).body.bloqueo;

  it('a new company made without an AI configuration has both switches on and a zone only when given one', async () => {
    const e = await stack.call('POST', '/api/empresas', {
      token: superadmin.token,
      body: { nombreLegal: 'Zonas S.L.', cif: 'B10000024', email: 'info@zonas.test', configuracion: { zonaHoraria: 'Europe/Madrid' } },
    });
    expect(e.status, JSON.stringify(e.body)).toBe(201);
    expect(e.body.data.configuracion).toMatchObject({
      zonaHoraria: 'Europe/Madrid',
      configuracionIA: { chatgpt_enabled: true, claude_enabled: true },
    });
    const mal = await stack.call('POST', '/api/empresas', {
      token: superadmin.token,
      body: { nombreLegal: 'Marte S.L.', cif: 'B10000032', email: 'info@marte.test', configuracion: { zonaHoraria: 'Marte/Olympus' } },
    });
    expect(mal).toMatchObject({ status: 400, body: { message: expect.stringContaining('Zona horaria no válida') } });
  });

  it('its AI switches off: names the providers; no contracted service: says so; then no licence', async () => {
    // The state the earlier tests left: OpenAI on, Claude off, contracted mapeo and test vocacional — and 0 licences.
    expect(await bloqueo()).toEqual({
      motivo: 'sin_licencias',
      mensaje: 'La empresa no tiene licencias activas: cada entrevista usa una licencia. Asígnale licencias para programar entrevistas.',
    });
    const apagar = await stack.call('PUT', `/api/empresas/${empresaId}`, {
      token: admin.token,
      body: { configuracion: { configuracionIA: { chatgpt_enabled: false, claude_enabled: false } } },
    });
    expect(apagar.status, JSON.stringify(apagar.body)).toBe(200);
    expect(await disponibles()).toEqual([]);
    expect(await bloqueo()).toEqual({
      motivo: 'desactivados',
      mensaje: expect.stringContaining('desactivados en la configuración de IA de la empresa (ChatGPT, Claude)'),
    });
    const sinContratar = await stack.call('PUT', `/api/empresas/${empresaId}`, {
      token: superadmin.token,
      body: {
        configuracion: { configuracionIA: { chatgpt_enabled: true, claude_enabled: true } },
        serviciosContratados: {
          mapeoOrganizacional: false,
          'test-vocacional': false,
          'entrevistas-profundidad': false,
          'mapeo-organizacional': false,
          'analisis-cultural': false,
        },
      },
    });
    expect(sinContratar.status, JSON.stringify(sinContratar.body)).toBe(200);
    expect(await bloqueo()).toMatchObject({ motivo: 'sin_contratados' });
    // With services and a licence, nothing is in the way.
    const bien = await stack.call('PUT', `/api/empresas/${empresaId}`, {
      token: superadmin.token,
      body: { serviciosContratados: { 'test-vocacional': true }, licencias: { activas: 2 } },
    });
    expect(bien.status, JSON.stringify(bien.body)).toBe(200);
    expect(await disponibles()).toEqual(['test-vocacional']);
    expect(await bloqueo()).toBeUndefined();
  });
});
