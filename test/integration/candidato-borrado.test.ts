// Erasing a candidate against the local emulators (D79): each interview is
// deleted only as it was read, so a state move that lands between the erasure's read and its write
// (here a consent, forced into that gap) is re-read and erased by what it became — the counters move
// once, in the right bucket; and the plan meter keeps the interviews that started: erasing and
// re-creating candidates never resets it.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AVISO_ENTREVISTA_VERSION } from '../../shared/aviso-entrevista.js';
import { ddb } from '../../functions/lib/aws/dynamo.js';
import { empresaKeys } from '../../functions/lib/db/empresas.js';
import { entrevistaKeys } from '../../functions/lib/db/entrevistas.js';
import { getItem, updateItem } from '../../functions/lib/db/repository.js';
import { entrevistasProgramadas } from '../../functions/lib/db/servicios-hr.js';
import { porEstadoEmpresa } from './contadores-empresa.js';
import { empresaConCandidato, otroCandidato, programarEntrevista, urlPublica } from './entrevista-fixtures.js';
import { startTestStack, type TestStack } from './local-stack.js';

let stack: TestStack;
const SERVICIO = 'entrevistas-profundidad';
const sendOriginal = ddb.send;

beforeAll(async () => {
  stack = await startTestStack({ scheduler: false });
});
afterEach(() => {
  ddb.send = sendOriginal;
});
afterAll(async () => {
  await stack?.cleanup();
});

const consentir = (token: string) =>
  stack.call('POST', urlPublica(token, '/consentimiento'), { body: { acepto: true, version: AVISO_ENTREVISTA_VERSION } });

const empresa = async (empresaId: string) => (await getItem<any>(empresaKeys.empresa(empresaId)))!;
// The template's count moves off the request path (D168): read once its queue has drained.
const programadasDelServicio = async () => {
  await stack.colas.idle();
  return (await entrevistasProgramadas(SERVICIO)).total;
};

/**
 * Runs `entre` once, just before the erasure's transaction for interview `id` is sent: after the
 * erasure read the interview, before it writes (the handlers run in this process, on this client).
 */
function antesDelBorrado(empresaId: string, id: string, entre: () => Promise<unknown>): { hecho: () => boolean } {
  let hecho = false;
  const clave = entrevistaKeys.entrevista(empresaId, id);
  ddb.send = (async (command: any, options?: any) => {
    const primero = command?.input?.TransactItems?.[0]?.Delete?.Key;
    if (!hecho && primero?.PK === clave.PK && primero?.SK === clave.SK) {
      hecho = true;
      await entre();
    }
    return sendOriginal(command, options);
  }) as typeof ddb.send;
  return { hecho: () => hecho };
}

describe('erasure conditioned on the interview as read', () => {
  it('a consent between the read and the delete: the counters move once, from en_progreso, and the template is not counted down twice', async () => {
    const emp = await empresaConCandidato(stack, {
      nombreComercial: 'Borrado Carrera',
      licencias: 2,
      candidato: { puesto: 'Técnica' },
    });
    // Another candidate's interview stays programada: the programada counter is not at 0, so a
    // decrement in the wrong bucket would not go below zero (the statistics fractions have no floor,
    // D111; the read checks no total is negative) and only the exact counts below catch it.
    const otro = await otroCandidato(stack, emp, 'Leo Gil', 'leo@candidatos-carrera.test');
    await programarEntrevista(stack, otro, SERVICIO);
    const borrada = await programarEntrevista(stack, emp, SERVICIO);
    const plantillaAntes = await programadasDelServicio();
    expect(await porEstadoEmpresa(emp.empresaId)).toMatchObject({ programada: 2 });

    const carrera = antesDelBorrado(emp.empresaId, borrada.id, async () => {
      expect((await consentir(borrada.token)).status).toBe(200);
    });
    const res = await stack.call('DELETE', `/api/candidatos/${emp.candidatoId}`, { token: emp.admin.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(carrera.hecho()).toBe(true);

    expect(await getItem(entrevistaKeys.entrevista(emp.empresaId, borrada.id))).toBeUndefined();
    const e = await empresa(emp.empresaId);
    // The other candidate's interview is the only one left, programada.
    expect(await porEstadoEmpresa(emp.empresaId)).toMatchObject({ programada: 1, en_progreso: 0 });
    // The consent took the interview off the template's count; the erasure of an en_progreso one does not again.
    expect(await programadasDelServicio()).toBe(plantillaAntes - 1);
    // It had started: its plan unit stays spent, the other one is still held.
    expect(e.uso.entrevistas).toBe(2);
  });
});

describe('the plan meter keeps what was used', () => {
  it('erasing gives back only the never-started interview; deleting and re-creating candidates does not reset the meter', async () => {
    const emp = await empresaConCandidato(stack, {
      nombreComercial: 'Borrado Cuota',
      licencias: 2,
      candidato: { nombre: 'Ana Vidal', email: 'ana@candidatos-cuota.test', puesto: 'Técnica' },
    });
    await updateItem(empresaKeys.empresa(emp.empresaId), { 'limites.entrevistas': 3 });
    await programarEntrevista(stack, emp, SERVICIO); // never started
    const empezada = await programarEntrevista(stack, emp, SERVICIO);
    expect((await consentir(empezada.token)).status).toBe(200);
    const otraEmpezada = await programarEntrevista(stack, emp, SERVICIO);
    expect((await consentir(otraEmpezada.token)).status).toBe(200);
    expect((await empresa(emp.empresaId)).uso.entrevistas).toBe(3);

    const res = await stack.call('DELETE', `/api/candidatos/${emp.candidatoId}`, { token: emp.admin.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const e = await empresa(emp.empresaId);
    expect(e.uso.entrevistas).toBe(2);
    expect(await porEstadoEmpresa(emp.empresaId)).toMatchObject({ programada: 0, en_progreso: 0 });

    // A new candidate gets the one unit given back, and no more.
    const nuevo = await otroCandidato(stack, emp, 'Ana Vidal', 'ana@candidatos-cuota.test');
    await programarEntrevista(stack, nuevo, SERVICIO);
    const otra = await stack.call('POST', '/api/entrevistas', {
      token: emp.admin.token,
      body: { candidatoId: nuevo.candidatoId, servicioId: SERVICIO, fechaProgramada: new Date(Date.now() + 86_400_000).toISOString() },
    });
    expect(otra.status).toBe(409);
    expect(otra.body).toMatchObject({ error: 'QUOTA_EXCEEDED', message: 'La empresa ha alcanzado su límite de 3 entrevistas de su plan' });
    expect((await empresa(emp.empresaId)).uso.entrevistas).toBe(3);
  });
});
