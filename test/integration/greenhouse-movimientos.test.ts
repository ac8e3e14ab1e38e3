// A vacancy linked to a Greenhouse job (D201) through the local stack and the fake Harvest
// (test/contratos/harvest-falso.ts, which checks every request against the schemas written from
// Greenhouse's document): the job and the stage mapping are fields of the vacancy's PUT, the
// application id a field of the candidate's card (the move's PUT); a move in a linked vacancy is sent
// to Greenhouse once with the right ids and its outcome shown in GET /api/greenhouse/harvest; an
// unlinked vacancy, an unmapped stage or an unknown application sends nothing; a stale origin stage
// is Greenhouse's 422, recorded «fallido» with a Spanish reason and not tried again; a redelivery
// sends nothing twice; a 429 is tried again later. Bad input is a Spanish 400.
import { beforeAll, describe, expect, it } from 'vitest';
import { enviarACola } from '../../functions/lib/aws/sqs.js';
import { getItem } from '../../functions/lib/db/repository.js';
import { ejecutarMovimientoGreenhouse } from '../../functions/lib/greenhouse/movimientos-envio.js';
import { DIAS_MOVIMIENTO_GH, movimientoGhKey, type MovimientoGhItem } from '../../functions/lib/greenhouse/movimientos.js';
import { greenhouse as msg } from '../../shared/messages.js';
import { ConexionHarvestConMovimientos, type MovimientoGreenhouse } from '../../shared/schemas/greenhouse-harvest.js';
import { harvestFalsoDelArchivo, type HarvestFalso } from '../contratos/harvest-falso.js';
import { vacanteConDefectos, type Session, norteYSurDelArchivo } from './fixtures.js';
import type { TestStack } from './local-stack.js';

const CRED = { clientId: 'gh-mov-cliente', clientSecret: 'gh-mov-secreto-largo-7Yw2', userId: '445566' };
let stack: TestStack;
let admin: Session;
let empresaId: string;
let otra: { empresaId: string; admin: Session };
let falso: HarvestFalso;

norteYSurDelArchivo('Movimientos GH', (hecha) => ({ stack, admin, empresaId, otra } = hecha));

const harvest = harvestFalsoDelArchivo(CRED);
beforeAll(() => {
  falso = harvest();
});

// Greenhouse's ids (the fake's): a job, its interview stages, applications.
const JOB = '4001';
const GH = { nuevo: '501', entrevistado: '502', finalista: '503' } as const;
const MAPEO = { jobId: JOB, etapas: { nuevo: GH.nuevo, entrevistado: GH.entrevistado, finalista: GH.finalista } };

let n = 0;
async function enVacante(v: string, nombre: string, etapa = 'nuevo'): Promise<string> {
  const c = await stack.call('POST', '/api/candidatos', {
    token: admin.token,
    body: { nombre, email: `persona${++n}@mov-gh.test`, puesto: 'Técnica' },
  });
  expect(c.status, JSON.stringify(c.body)).toBe(201);
  const u = await stack.call('POST', `/api/vacantes/${v}/candidatos`, { token: admin.token, body: { candidatoId: c.body.data.id, etapa } });
  expect(u.status, JSON.stringify(u.body)).toBe(201);
  return c.body.data.id;
}

async function candidatura(v: string, candidatoId: string) {
  const r = await stack.call('GET', `/api/vacantes/${v}/candidatos`, { token: admin.token });
  return (r.body.data.items as Array<{ candidatoId: string; version: number; etapa: string; greenhouseAplicacionId: string | null }>).find(
    (c) => c.candidatoId === candidatoId,
  )!;
}
const ficha = async (v: string, candidatoId: string, body: Record<string, unknown>) =>
  stack.call('PUT', `/api/vacantes/${v}/candidatos/${candidatoId}`, {
    token: admin.token,
    body: { etapa: (await candidatura(v, candidatoId)).etapa, version: (await candidatura(v, candidatoId)).version, ...body },
  });
const mover = async (v: string, candidatoId: string, etapa: string) => {
  const r = await stack.call('PUT', `/api/vacantes/${v}/candidatos/${candidatoId}`, {
    token: admin.token,
    body: { etapa, version: (await candidatura(v, candidatoId)).version },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  await stack.colas.idle();
};
const enlazar = async (v: string, greenhouse: unknown) => {
  const actual = await stack.call('GET', `/api/vacantes/${v}`, { token: admin.token });
  return stack.call('PUT', `/api/vacantes/${v}`, { token: admin.token, body: { version: actual.body.data.version, greenhouse } });
};
const movimientos = async (token = admin.token): Promise<MovimientoGreenhouse[]> => {
  const r = await stack.call('GET', '/api/greenhouse/harvest', { token });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return ConexionHarvestConMovimientos.parse(r.body.data).movimientos;
};
const movesA = (aplicacion: number) => falso.peticiones.filter((p) => p.ruta === `/v3/applications/${aplicacion}/move`);

let vacante: string;

describe('a vacancy linked to a Greenhouse job', () => {
  it('the connection is saved; the link and the mapping are fields of the vacancy; bad input is a Spanish 400 that changes nothing', async () => {
    const c = await stack.call('PUT', '/api/greenhouse/harvest', { token: admin.token, body: CRED });
    expect(c.status, JSON.stringify(c.body)).toBe(200);
    vacante = await vacanteConDefectos(stack, admin, 'Analista de datos', 'Sevilla');
    const casos: Array<[unknown, RegExp]> = [
      [{ jobId: 'https://app.greenhouse.io/sdash/4001', etapas: {} }, /puesto de Greenhouse es un número/],
      [{ jobId: JOB, etapas: { nuevo: 'x'.repeat(10_000) } }, /etapa de Greenhouse es un número/],
      [{ jobId: JOB, etapas: { 'no-existe': '9' } }, /«no-existe» no es una etapa/],
      [{ jobId: JOB, etapas: { '<b>': '9' } }, /.+/],
      [{ jobId: JOB, etapas: {}, extra: 1 }, /.+/],
    ];
    for (const [greenhouse, mensaje] of casos) {
      const r = await enlazar(vacante, greenhouse);
      expect(r.status, JSON.stringify(greenhouse).slice(0, 80)).toBe(400);
      expect(JSON.stringify(r.body)).toMatch(mensaje);
    }
    expect((await stack.call('GET', `/api/vacantes/${vacante}`, { token: admin.token })).body.data.greenhouse).toBeNull();
    const r = await enlazar(vacante, MAPEO);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data.greenhouse).toEqual(MAPEO);
  });

  it("the application id is a field of the candidate's card; a bad one is a Spanish 400", async () => {
    const ana = await enVacante(vacante, 'Ana Greenhouse');
    const mal = await ficha(vacante, ana, { greenhouseAplicacionId: 'app-77' });
    expect(mal.status).toBe(400);
    expect(JSON.stringify(mal.body)).toContain(msg.ghAplicacionInvalida);
    const bien = await ficha(vacante, ana, { greenhouseAplicacionId: '9001' });
    expect(bien.status, JSON.stringify(bien.body)).toBe(200);
    expect(bien.body.data.greenhouseAplicacionId).toBe('9001');
    expect(bien.body.data.etapa).toBe('nuevo');
  });

  it('a move in the linked vacancy is sent once with the right ids and its outcome is shown; a redelivery sends nothing', async () => {
    const ana = (
      await candidatura(
        vacante,
        (await stack.call('GET', `/api/vacantes/${vacante}/candidatos`, { token: admin.token })).body.data.items[0].candidatoId,
      )
    ).candidatoId;
    falso.etapas.set(9001, Number(GH.nuevo));
    await mover(vacante, ana, 'entrevistado');
    const enviados = movesA(9001);
    expect(enviados).toHaveLength(1);
    expect(enviados[0]!.errores).toEqual([]);
    expect(enviados[0]!.cuerpo).toEqual({ from_stage_id: 501, to_stage_id: 502 });
    expect(falso.etapas.get(9001)).toBe(502);
    const [ultimo] = await movimientos();
    expect(ultimo).toMatchObject({
      candidato: { id: ana, nombre: 'Ana Greenhouse' },
      vacante: { id: vacante, titulo: 'Analista de datos' },
      aplicacionId: '9001',
      de: 'nuevo',
      a: 'entrevistado',
      desde: GH.nuevo,
      hacia: GH.entrevistado,
      estado: 'hecho',
      motivo: null,
      intentos: 1,
    });
    // The queue delivers the same message again: nothing is sent.
    const r = await ejecutarMovimientoGreenhouse(empresaId, ultimo!.id, { enviar: enviarACola });
    expect(r).toBe('repetido');
    expect(movesA(9001)).toHaveLength(1);
  });

  it('a worker killed after its claim: the next delivery takes the claim over and Greenhouse refuses a second move (422), recorded with a reason', async () => {
    const [ultimo] = await movimientos();
    const key = movimientoGhKey(empresaId, ultimo!.id);
    // As the record stands when a worker was killed after sending and before recording.
    const { updateItem } = await import('../../functions/lib/db/repository.js');
    await updateItem(key, { estado: 'enviando', reclamadoEn: new Date(Date.now() - 10 * 60_000).toISOString() });
    const r = await ejecutarMovimientoGreenhouse(empresaId, ultimo!.id, { enviar: enviarACola });
    expect(r).toBe('fallido');
    expect(falso.etapas.get(9001)).toBe(502);
    const item = await getItem<MovimientoGhItem>(key);
    expect(item?.motivo).toBe(msg.ghMovEtapaNoCoincideReintento);
    // Kept 90 days from the move, then the table's TTL deletes it (D208).
    expect(item?.expiresAt).toBe(Math.floor(Date.parse(item!.creadoEn) / 1000) + DIAS_MOVIMIENTO_GH * 86_400);
  });

  it('a stale origin stage is a 422, recorded «fallido» with a Spanish reason and not tried again', async () => {
    const ana = (await movimientos())[0]!.candidato.id;
    // Someone moved the application in Greenhouse meanwhile.
    falso.etapas.set(9001, 599);
    const antes = movesA(9001).length;
    await mover(vacante, ana, 'finalista');
    expect(movesA(9001)).toHaveLength(antes + 1);
    const [ultimo] = await movimientos();
    expect(ultimo).toMatchObject({
      a: 'finalista',
      desde: GH.entrevistado,
      hacia: GH.finalista,
      estado: 'fallido',
      motivo: msg.ghMovEtapaNoCoincide,
    });
    await stack.colas.idle();
    expect(movesA(9001)).toHaveLength(antes + 1);
    expect(falso.etapas.get(9001)).toBe(599);
  });

  it('a 429 is tried again later (the queue delay), then sent once', async () => {
    const luis = await enVacante(vacante, 'Luis Greenhouse');
    expect((await ficha(vacante, luis, { greenhouseAplicacionId: '9002' })).status).toBe(200);
    falso.etapas.set(9002, Number(GH.nuevo));
    falso.forzar({ status: 429, headers: { 'retry-after': '1' } });
    await mover(vacante, luis, 'entrevistado');
    await stack.colas.idle();
    const [ultimo] = await movimientos();
    // Either already retried by the local queue, or waiting its delay: never sent twice.
    if (ultimo!.estado === 'pendiente') {
      expect(ultimo!.motivo).toMatch(/429/);
      await ejecutarMovimientoGreenhouse(empresaId, ultimo!.id, { enviar: async () => undefined });
    }
    expect((await movimientos())[0]).toMatchObject({ estado: 'hecho', intentos: 2 });
    expect(falso.etapas.get(9002)).toBe(Number(GH.entrevistado));
    expect(movesA(9002).filter((p) => p.errores.length === 0)).toHaveLength(2);
  });

  it('nothing is sent for an unmapped stage, an unknown application or an unlinked vacancy; an origin with no Greenhouse stage is recorded with why', async () => {
    const total = () => falso.peticiones.filter((p) => p.ruta.endsWith('/move')).length;
    const antes = total();
    const registrados = (await movimientos()).length;
    // Unmapped target stage.
    const luis = (await movimientos())[0]!.candidato.id;
    await mover(vacante, luis, 'oferta');
    // Unknown application.
    const eva = await enVacante(vacante, 'Eva Sin Aplicación');
    await mover(vacante, eva, 'entrevistado');
    // Unlinked vacancy.
    const otraVacante = await vacanteConDefectos(stack, admin, 'Sin Greenhouse', 'Bilbao');
    const pedro = await enVacante(otraVacante, 'Pedro Sin Enlace');
    expect((await ficha(otraVacante, pedro, { greenhouseAplicacionId: '9003' })).status).toBe(200);
    await mover(otraVacante, pedro, 'entrevistado');
    expect(total()).toBe(antes);
    expect((await movimientos()).length).toBe(registrados);
    // From «oferta» (unmapped) to «finalista» (mapped): not sent, recorded with why.
    await mover(vacante, luis, 'finalista');
    expect(total()).toBe(antes);
    const [ultimo] = await movimientos();
    expect(ultimo).toMatchObject({ de: 'oferta', a: 'finalista', desde: null, estado: 'fallido' });
    expect(ultimo!.motivo).toMatch(/etapa de origen «oferta» no tiene etapa de Greenhouse/);
    // Unlinked again: the mapping goes.
    expect((await enlazar(vacante, null)).body.data.greenhouse).toBeNull();
  });

  it("another company sees none of these moves and cannot link this company's vacancy", async () => {
    expect(await movimientos(otra.admin.token)).toEqual([]);
    const r = await stack.call('PUT', `/api/vacantes/${vacante}`, { token: otra.admin.token, body: { version: 1, greenhouse: MAPEO } });
    expect(r.status).toBe(404);
  });

  it("a candidate's erasure deletes the moves that name them; the others' stay (D208)", async () => {
    const todos = await movimientos();
    const luis = todos[0]!.candidato.id;
    const suyos = todos.filter((m) => m.candidato.id === luis).length;
    expect(suyos).toBeGreaterThan(0);
    const borrado = await stack.call('DELETE', `/api/candidatos/${luis}`, { token: admin.token });
    expect(borrado.status, JSON.stringify(borrado.body)).toBe(200);
    const despues = await movimientos();
    expect(despues.length).toBe(todos.length - suyos);
    expect(despues.some((m) => m.candidato.id === luis)).toBe(false);
  });
});
