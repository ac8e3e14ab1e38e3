// A new company's first steps (issue 54 item 10, D164) through the local stack: none done for a
// company just made; each ticked by the real thing (an area, a candidate, an interview, a colleague;
// an AI key or the built-in analyzer accepted); the admin dismisses the list (an operator cannot),
// and a dismissed list stays dismissed.
import { describe, expect, it } from 'vitest';
import { completarCif } from '../../shared/identificacion-fiscal.js';
import { empresaDelArchivo, usuarioConSesion, type Session } from './fixtures.js';
import type { TestStack } from './local-stack.js';
import { adminPrueba, empresaPrueba } from '../testing/empresa-prueba.js';

let stack: TestStack;
let admin: Session;

empresaDelArchivo(
  { scheduler: false },
  {
    ...empresaPrueba('Primeros Pasos', completarCif('B', '1000166'), { licencias: { activas: 1, total: 1 } }),
    admin: adminPrueba('Primeros Pasos'),
  },
  async (hecha) => {
    ({ stack, admin } = hecha);
  },
);

const leer = async (token = admin.token) => {
  const res = await stack.call('GET', '/api/dashboard/primeros-pasos', { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { pasos: { id: string; hecho: boolean }[]; completados: number; total: number; oculta: boolean };
};
const hechos = async () => (await leer()).pasos.filter((p) => p.hecho).map((p) => p.id);

describe('the first steps of a new company', () => {
  it('none done at first; each is ticked by the real thing, in any order', async () => {
    const inicio = await leer();
    expect(inicio.pasos.map((p) => p.id)).toEqual(['area', 'candidato', 'ia', 'entrevista', 'colega']);
    expect(inicio).toMatchObject({ completados: 0, total: 5, oculta: false });

    expect((await stack.call('POST', '/api/areas', { token: admin.token, body: { nombreArea: 'Ventas' } })).status).toBe(201);
    expect(await hechos()).toEqual(['area']);

    const candidato = (
      await stack.call('POST', '/api/candidatos', { token: admin.token, body: { nombre: 'Carmen Paso', email: 'carmen@cand.test' } })
    ).body.data;
    expect(await hechos()).toEqual(['area', 'candidato']);

    const analizador = await stack.call('PUT', '/api/dashboard/primeros-pasos', { token: admin.token, body: { analizadorAceptado: true } });
    expect(analizador.status).toBe(200);
    expect(analizador.body.message).toContain('analizador integrado');
    expect(await hechos()).toEqual(['area', 'candidato', 'ia']);

    const entrevista = await stack.call('POST', '/api/entrevistas', {
      token: admin.token,
      body: {
        candidatoId: candidato.id,
        servicioId: 'entrevistas-profundidad',
        fechaProgramada: new Date(Date.now() + 86_400_000).toISOString(),
      },
    });
    expect(entrevista.status, JSON.stringify(entrevista.body)).toBe(201);
    expect(await hechos()).toEqual(['area', 'candidato', 'ia', 'entrevista']);

    const operador = await usuarioConSesion(stack, admin, { email: 'olivia@primeros.test', rol: 'operador', password: 'Pmhb-Clave-2026' });
    expect(await leer()).toMatchObject({ completados: 5, total: 5 });

    // An operator reads them but cannot dismiss them.
    expect((await leer(operador.token)).completados).toBe(5);
    expect((await stack.call('PUT', '/api/dashboard/primeros-pasos', { token: operador.token, body: { oculta: true } })).status).toBe(403);
  });

  it('the admin dismisses the list, and it stays dismissed (the analyzer choice kept); a body with nothing to change is a 400', async () => {
    const vacio = await stack.call('PUT', '/api/dashboard/primeros-pasos', { token: admin.token, body: {} });
    expect(vacio.status).toBe(400);
    expect(JSON.stringify(vacio.body)).toContain('Indica si ocultas la lista');
    const res = await stack.call('PUT', '/api/dashboard/primeros-pasos', { token: admin.token, body: { oculta: true } });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Lista de primeros pasos ocultada');
    expect(await leer()).toMatchObject({ oculta: true, analizadorAceptado: true });
  });
});
