// Reliable hand-offs to the queues (D78) through the local stack. The send
// after the commit is made to fail by pointing the queue's URL at a queue that does not exist (the
// local SQS answers QueueDoesNotExist, as SQS would): the work is committed with its outbox record,
// the sweeping job (reenviar-pendientes, run with scheduler.runNow) sends it once it is past its grace
// period — the record is back-dated instead of waiting on the clock — and the work is done: the
// interview's analysis, the simulation, the candidates import, a company's deletion. Then an analysis whose every delivery
// fails becomes 'fallida', the company is told, and an admin's retry queues it again through the same
// hand-off and the report is written.
import { describe, expect, it } from 'vitest';
import { colaUrlEnv } from '../../shared/route-types.js';
import { empresaKeys } from '../../functions/lib/db/empresas.js';
import { envioKeys, type EnvioItem } from '../../functions/lib/db/envios.js';
import { getItem, putItem } from '../../functions/lib/db/repository.js';
import { averiarEstadisticaEmpresa } from './contadores-empresa.js';
import {
  completarEntrevista,
  empresaConCandidato,
  empresaConCandidatoDelArchivo,
  programarEntrevista,
  type EmpresaPrueba,
} from './entrevista-fixtures.js';
import { crearUsuario, login } from './fixtures.js';
import { SUPERADMIN, type TestStack } from './local-stack.js';

let stack: TestStack;
let emp: EmpresaPrueba;
let otra: EmpresaPrueba;

empresaConCandidatoDelArchivo(
  {},
  {
    nombreComercial: 'Entregas',
    licencias: 20,
    candidato: { nombre: 'Carmen Vidal' },
  },
  async (hecha) => {
    ({ stack, emp } = hecha);
    otra = await empresaConCandidato(stack, { nombreComercial: 'Vecina', licencias: 2 });
  },
  120_000,
);

const token = () => emp.admin.token;
const getEntrevista = async (id: string) => (await stack.call('GET', `/api/entrevistas/${id}`, { token: token() })).body.data;

/** Every send to `cola` fails (the queue does not exist) while `fn` runs. */
async function conColaCaida<T>(cola: string, fn: () => Promise<T>): Promise<T> {
  const variable = colaUrlEnv(cola);
  const url = process.env[variable]!;
  process.env[variable] = url.replace(/[^/]+$/, 'no-existe');
  try {
    return await fn();
  } finally {
    process.env[variable] = url;
  }
}

const registro = (cola: string, trabajo: string, empresaId = emp.empresaId) =>
  getItem<EnvioItem>(envioKeys.envio(empresaId, cola, trabajo));

/** The record was due ten minutes ago (past the grace period) — instead of a test that waits on the clock. */
async function atrasar(cola: string, trabajo: string, empresaId = emp.empresaId): Promise<void> {
  const r = (await registro(cola, trabajo, empresaId))!;
  expect(r, `outbox record ${cola} ${trabajo}`).toBeDefined();
  const debidoEn = new Date(Date.parse(r.debidoEn) - 10 * 60_000).toISOString();
  await putItem({ ...r, debidoEn, ...envioKeys.indice({ ...r, debidoEn }) });
}

/** The sweep's outbox figures; it also sweeps the webhook deliveries (D147), none in this file. */
const barrer = async () => {
  type Barrido = { reenviados: number; fallidos: number };
  const { webhooks, ...r } = (await stack.scheduler!.runNow('reenviar-pendientes')) as Barrido & { webhooks: Barrido };
  expect(webhooks).toEqual({ reenviados: 0, fallidos: 0 });
  return r;
};

/** Once past its grace period (atrasar), the sweep sends the record again, it alone, and its consumer runs. */
async function barridoLoReenvia(cola: string, trabajo: string, empresaId = emp.empresaId): Promise<void> {
  await atrasar(cola, trabajo, empresaId);
  expect(await barrer()).toEqual({ reenviados: 1, fallidos: 0 });
  await stack.colas.idle();
}

const completar = () => completarEntrevista(stack, emp);

describe('the interview finish: the send after the commit fails', () => {
  it('the interview is completada with its hand-off kept; the sweep sends it after the grace period and the report is written', async () => {
    const id = await conColaCaida('analizar-entrevista', completar);
    await stack.colas.idle();
    expect(await getEntrevista(id)).toMatchObject({ estado: 'completada', analisis: { estado: 'encolada' } });
    const pendiente = await registro('analizar-entrevista', id);
    expect(pendiente).toMatchObject({ cola: 'analizar-entrevista', trabajo: id, mensaje: { empresaId: emp.empresaId, entrevistaId: id } });
    expect(pendiente!.GSI1PK).toMatch(/^ENVIOPEND#\d$/);

    // Not yet past its grace period: the sweep leaves it (the consumer may still be on its way).
    expect(await barrer()).toEqual({ reenviados: 0, fallidos: 0 });

    await barridoLoReenvia('analizar-entrevista', id);
    const e = await getEntrevista(id);
    expect(e.estado).toBe('analizada');
    expect(e.informeIA.procedencia.metodo).toBe('integrado');
    expect(e.analisis).toMatchObject({ estado: 'ejecutada' });
    // Delivered: the consumer cleared the record, and nothing is sent again.
    expect(await registro('analizar-entrevista', id)).toBeUndefined();
    expect(await barrer()).toEqual({ reenviados: 0, fallidos: 0 });
  });

  it('with the queue up, the fast path delivers it and leaves no record', async () => {
    const id = await completar();
    await stack.colas.idle();
    expect((await getEntrevista(id)).estado).toBe('analizada');
    expect(await registro('analizar-entrevista', id)).toBeUndefined();
  });
});

describe('an analysis whose every delivery fails', () => {
  let id: string;
  let reparar: () => Promise<void>;

  it('is marked fallida on the last delivery, and the company admins and the scheduler are told', async () => {
    id = await conColaCaida('analizar-entrevista', completar);
    // The report's transaction moves the company's completada counter down, on one of its statistics
    // fractions (D111): with that counter made a string on every fraction, DynamoDB refuses the ADD
    // and every delivery's transaction, as a persistent fault would be.
    reparar = await averiarEstadisticaEmpresa(emp.empresaId, 'estado_completada');
    const muertosAntes = stack.colas.muertos('analizar-entrevista').length;
    await barridoLoReenvia('analizar-entrevista', id);
    expect(stack.colas.muertos('analizar-entrevista')).toHaveLength(muertosAntes + 1);

    const e = await getEntrevista(id);
    expect(e.estado).toBe('completada');
    expect(e.analisis).toMatchObject({ estado: 'fallida' });
    expect(e.analisis.fallidaEn).toEqual(expect.any(String));
    const avisos = (await stack.call('GET', '/api/notificaciones', { token: token() })).body.data.items.filter(
      (n: { title: string }) => n.title === 'El análisis de IA ha fallado',
    );
    expect(avisos).toHaveLength(1);
    expect(avisos[0]).toMatchObject({
      type: 'sistema',
      prioridad: 'alta',
      actionUrl: `/entrevistas?entrevista=${id}`,
      message: expect.stringContaining('Carmen Vidal'),
    });
  });

  it('an operator may not retry it; another company gets 404', async () => {
    await crearUsuario(stack, emp.admin, { email: 'oscar@entregas.test', rol: 'operador', nombre: 'Óscar' });
    const op = await login(stack, 'oscar@entregas.test', 'Usuario-Prueba-2026');
    const r = await stack.call('POST', `/api/entrevistas/${id}/reintentar-analisis`, { token: op.token });
    expect(r.status).toBe(403);
    expect(r.body.message).toBe('Solo un administrador puede reintentar el análisis');
    const ajena = await stack.call('POST', `/api/entrevistas/${id}/reintentar-analisis`, { token: otra.admin.token });
    expect(ajena.status).toBe(404);
    expect((await getEntrevista(id)).analisis.estado).toBe('fallida');
  });

  it("an admin's retry queues it again through the outbox and the report is written; a second retry is 409", async () => {
    await reparar();
    const r = await stack.call('POST', `/api/entrevistas/${id}/reintentar-analisis`, { token: token() });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.message).toBe('Análisis encolado de nuevo: el informe aparecerá cuando termine');
    expect(r.body.data).toMatchObject({ estado: 'completada', analisis: { estado: 'encolada', reintentos: 1 } });
    await stack.colas.idle();
    const e = await getEntrevista(id);
    expect(e.estado).toBe('analizada');
    expect(e.informeIA).toBeTruthy();
    expect(e.analisis).toMatchObject({ estado: 'ejecutada', reintentos: 1 });
    expect(e.analisis.fallidaEn).toBeUndefined();
    expect(await registro('analizar-entrevista', id)).toBeUndefined();

    const otraVez = await stack.call('POST', `/api/entrevistas/${id}/reintentar-analisis`, { token: token() });
    expect(otraVez.status).toBe(409);
    expect(otraVez.body.message).toBe('Solo se puede reintentar el análisis de una entrevista cuyo análisis ha fallado');
  });

  it('a retry whose send fails is swept like any hand-off', async () => {
    const id2 = await conColaCaida('analizar-entrevista', completar);
    const reparar2 = await averiarEstadisticaEmpresa(emp.empresaId, 'estado_completada');
    await atrasar('analizar-entrevista', id2);
    await barrer();
    await stack.colas.idle();
    expect((await getEntrevista(id2)).analisis.estado).toBe('fallida');
    await reparar2();

    const r = await conColaCaida('analizar-entrevista', () =>
      stack.call('POST', `/api/entrevistas/${id2}/reintentar-analisis`, { token: token() }),
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    await stack.colas.idle();
    expect((await getEntrevista(id2)).estado).toBe('completada');
    await barridoLoReenvia('analizar-entrevista', id2);
    expect((await getEntrevista(id2)).estado).toBe('analizada');
  });
});

describe('the other hand-offs', () => {
  it('a simulation whose send fails is swept: it completes and is analysed', async () => {
    const { id } = await programarEntrevista(stack, emp);
    const r = await conColaCaida('simular-entrevista', () => stack.call('POST', `/api/entrevistas/${id}/simular`, { token: token() }));
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    await stack.colas.idle();
    expect((await getEntrevista(id)).estado).toBe('en_progreso');
    // Swept, the demo completes, and its analysis is handed off (2 s later) and written.
    await barridoLoReenvia('simular-entrevista', id);
    const e = await getEntrevista(id);
    expect(e).toMatchObject({ estado: 'analizada', simulada: true });
    expect(await registro('simular-entrevista', id)).toBeUndefined();
    expect(await registro('analizar-entrevista', id)).toBeUndefined();
  });

  it('a candidates import whose send fails stays pendiente (not fallida) and the sweep processes it', async () => {
    const contenido = ['nombre;email', 'Lucía Pons;lucia@entregas.test', 'Marcos Gil;marcos@entregas.test'].join('\n');
    const r = await conColaCaida('importar-candidatos', () =>
      stack.call('POST', '/api/candidatos/importar', { token: token(), body: { nombreArchivo: 'c.csv', contenido } }),
    );
    expect(r.status, JSON.stringify(r.body)).toBe(202);
    const importacionId = r.body.data.id as string;
    await stack.colas.idle();
    const estado = async () => (await stack.call('GET', `/api/candidatos/importaciones/${importacionId}`, { token: token() })).body.data;
    expect(await estado()).toMatchObject({ estado: 'pendiente', procesadas: 0 });
    await barridoLoReenvia('importar-candidatos', importacionId);
    expect(await estado()).toMatchObject({ estado: 'completada', procesadas: 2, creados: 2 });
    expect(await registro('importar-candidatos', importacionId)).toBeUndefined();
  });

  it("a company deletion whose send fails stays 'en curso' (not fallida) and the sweep runs it to the end", async () => {
    const borrar = await empresaConCandidato(stack, { nombreComercial: 'Saliente', licencias: 1 });
    const superadmin = await login(stack, SUPERADMIN.email, SUPERADMIN.password);
    const r = await conColaCaida('eliminar-empresa', () =>
      stack.call('DELETE', `/api/empresas/${borrar.empresaId}`, { token: superadmin.token }),
    );
    expect(r.status, JSON.stringify(r.body)).toBe(202);
    expect(r.body.data).toMatchObject({ estado: 'en_curso' });
    await stack.colas.idle();
    const marca = (await getItem<{ eliminacion: { id: string; estado: string } }>(empresaKeys.empresa(borrar.empresaId)))!.eliminacion;
    expect(marca.estado).toBe('en_curso');
    await barridoLoReenvia('eliminar-empresa', marca.id, borrar.empresaId);
    expect(await getItem(empresaKeys.empresa(borrar.empresaId))).toBeUndefined();
    expect(await registro('eliminar-empresa', marca.id, borrar.empresaId)).toBeUndefined();
  });
});
