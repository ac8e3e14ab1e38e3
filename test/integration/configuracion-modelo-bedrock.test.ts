// The company's Amazon Bedrock model (issue 57 item 1, D176) through the local stack, with the deploy's
// list as the CDK app sets it (BEDROCK_MODEL_ID=a,b; nothing calls AWS here): an admin sees the list
// and the platform's default in Configuración, chooses another of the list and «IA que usa» names it;
// an id the deploy does not list, or a malformed body, is a Spanish 400 and nothing is stored; null
// goes back to the default; operators cannot; and a choice the deploy later dropped falls back to the
// default, saying why. Another company's choice is its own (test/security covers the foreign 404).
import { describe, expect, it } from 'vitest';
import { variablesDelArchivo } from '../testing/entorno.js';
import { empresaDelArchivo, usuarioConSesion, type Session } from './fixtures.js';
import type { TestStack } from './local-stack.js';

const PERFIL = 'eu.anthropic.claude-sonnet-4-5-20250929-v1:0';
const OTRO = 'mistral.mistral-large-2402-v1:0';
// The deploy's list, set before the stack starts. The local stack sets AWS_REGION for its emulators:
// that is the region Configuración names.
variablesDelArchivo({ BEDROCK_MODEL_ID: `${PERFIL},${OTRO}` });

let stack: TestStack;
let superadmin: Session;
let admin: Session;
let operador: Session;
let empresaId: string;

empresaDelArchivo(
  { scheduler: false },
  {
    nombreLegal: 'Modelos S.A.',
    cif: 'B10000057',
    email: 'info@modelos.test',
    admin: { nombre: 'Mia', email: 'mia@modelos.test', password: 'Beb-Modelo-2026' },
  },
  async (hecha) => {
    ({ stack, superadmin, empresaId, admin } = hecha);
    operador = await usuarioConSesion(stack, admin, { email: 'oli@modelos.test', rol: 'operador', password: 'Pup-Modelo-2026' });
  },
);

const ruta = () => `/api/configuracion/empresa/${empresaId}/modelo-bedrock`;
const elegir = (body: unknown, token = admin.token) => stack.call('PUT', ruta(), { token, body });
const apis = async () => {
  const r = await stack.call('GET', `/api/configuracion/empresa/${empresaId}/apis`, { token: admin.token });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data;
};
const region = () => process.env.AWS_REGION;

describe("the company's Bedrock model", () => {
  it('Configuración shows the deploy’s list, the default in use; another of the list is saved and used', async () => {
    const d = await apis();
    expect(d.bedrock).toEqual({ modelos: [PERFIL, OTRO], region: region(), modelo: null, por: null, fecha: null });
    expect(d.iaEnUso.informe.usa).toBe(`Amazon Bedrock · ${PERFIL} · ${region()}`);
    expect(d.iaEnUso.informe.porque).toContain('Es el modelo predeterminado de la plataforma.');

    const r = await elegir({ modelo: OTRO });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.message).toBe('Modelo de Amazon Bedrock guardado: se usa en los informes y preguntas de seguimiento desde ahora');
    expect(r.body.data).toMatchObject({ modelo: OTRO, por: { id: admin.user.id } });
    const despues = await apis();
    expect(despues.bedrock).toMatchObject({ modelo: OTRO, por: { id: admin.user.id } });
    expect(despues.iaEnUso.informe.usa).toBe(`Amazon Bedrock · ${OTRO} · ${region()}`);
    expect(despues.iaEnUso.repregunta.porque).toContain('Es el modelo que eligió la empresa entre los de este despliegue.');
  });

  it('an id the deploy does not list, or a malformed body: a Spanish 400, nothing stored', async () => {
    const fuera = await elegir({ modelo: 'anthropic.claude-3-haiku-20240307-v1:0' });
    expect(fuera.status).toBe(400);
    expect(fuera.body.message).toBe(
      `El modelo «anthropic.claude-3-haiku-20240307-v1:0» no está entre los de este despliegue de Amazon Bedrock (${PERFIL}, ${OTRO})`,
    );
    for (const body of [{ modelo: '' }, { modelo: 7 }, {}]) {
      const mal = await elegir(body);
      expect(mal.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(mal.body)).toContain('Indica el id de un modelo de Amazon Bedrock de este despliegue');
    }
    expect((await elegir({ modelo: OTRO, extra: true })).status).toBe(400);
    expect((await apis()).bedrock.modelo).toBe(OTRO);
  });

  it('operators cannot choose; the superadmin can, for the company', async () => {
    expect((await elegir({ modelo: PERFIL }, operador.token)).status).toBe(403);
    expect((await apis()).bedrock.modelo).toBe(OTRO);
    const r = await elegir({ modelo: PERFIL }, superadmin.token);
    expect([r.status, r.body.data.modelo]).toEqual([200, PERFIL]);
  });

  it('null goes back to the default; a choice the deploy later dropped falls back to the default and says why', async () => {
    expect((await elegir({ modelo: OTRO })).status).toBe(200);
    process.env.BEDROCK_MODEL_ID = PERFIL;
    try {
      const d = await apis();
      expect(d.bedrock).toMatchObject({ modelos: [PERFIL], modelo: OTRO });
      expect(d.iaEnUso.informe.usa).toBe(`Amazon Bedrock · ${PERFIL} · ${region()}`);
      expect(d.iaEnUso.informe.porque).toContain(`La empresa eligió «${OTRO}», que este despliegue ya no ofrece`);
      // Not offered any more: it cannot be chosen again either.
      expect((await elegir({ modelo: OTRO })).status).toBe(400);
    } finally {
      process.env.BEDROCK_MODEL_ID = `${PERFIL},${OTRO}`;
    }
    const r = await elegir({ modelo: null });
    expect([r.status, r.body.data.modelo, r.body.message]).toEqual([
      200,
      null,
      'Se vuelve a usar el modelo de Amazon Bedrock predeterminado de la plataforma',
    ]);
  });

  it('without Bedrock in the deploy (the local stack): nothing to show or choose', async () => {
    delete process.env.BEDROCK_MODEL_ID;
    try {
      expect((await apis()).bedrock).toBeNull();
      const r = await elegir({ modelo: PERFIL });
      expect([r.status, r.body.message]).toEqual([400, 'Este despliegue no tiene Amazon Bedrock activado: no hay modelo que elegir']);
    } finally {
      process.env.BEDROCK_MODEL_ID = `${PERFIL},${OTRO}`;
    }
  });
});
