// Analytics' «Vacantes» through the local stack (D199): two vacancies of the company with applications
// in and out of a period; the rows count only those that joined in it, the totals pool them; an operator
// sees the same table (vacancies are not kept to areas); another company's vacancies are never counted
// and naming it is a 404; the pages follow the cursor; a bad query is a Spanish 400.
import { describe, expect, it } from 'vitest';
import { candidaturaKeys, getCandidatura, indicesCandidatura } from '../../functions/lib/db/candidaturas.js';
import { putItem } from '../../functions/lib/db/repository.js';
import { fmt, listas, vacantes as msg } from '../../shared/messages.js';
import { AnaliticaVacantes } from '../../shared/schemas/analitica-vacantes.js';
import { type Session, vacanteConDefectos, norteYSurDelArchivo } from './fixtures.js';
import type { TestStack } from './local-stack.js';

let stack: TestStack;
let admin: Session;
let operador: Session;
let otra: { empresaId: string; admin: Session };

norteYSurDelArchivo('Cifras', (hecha) => ({ stack, admin, operador, otra } = hecha), { nombreAdmin: 'Irene Norte' });

let n = 0;
/**
 * A candidate joins the vacancy through the API; then the application is rewritten as if it had joined
 * at `unida` (noon UTC: the same day in any company zone) and finished its interview `horas` later.
 */
async function solicitud(s: Session, v: string, unida: string, horas: number | null): Promise<void> {
  n++;
  const c = await stack.call('POST', '/api/candidatos', {
    token: s.token,
    body: { nombre: `Persona ${n}`, email: `persona${n}@cifras.test`, puesto: 'Mozo' },
  });
  expect(c.status, JSON.stringify(c.body)).toBe(201);
  const u = await stack.call('POST', `/api/vacantes/${v}/candidatos`, { token: s.token, body: { candidatoId: c.body.data.id } });
  expect(u.status, JSON.stringify(u.body)).toBe(201);
  const empresaId = s.user.empresaId!;
  const item = (await getCandidatura(empresaId, c.body.data.id, v))!;
  const fin = horas === null ? undefined : new Date(Date.parse(unida) + horas * 3_600_000).toISOString();
  const nuevo = {
    ...item,
    unidaEn: unida,
    movidaEn: unida,
    historial: [{ de: null, a: 'nuevo', fecha: unida, por: item.movidaPor }],
    entrevistaId: `ent-${n}`,
    ...(fin ? { entrevistadaEn: fin } : {}),
  };
  await putItem({
    ...candidaturaKeys.candidatura(empresaId, item.candidatoId, v),
    entidad: 'CANDIDATURA',
    ...nuevo,
    ...indicesCandidatura(nuevo),
  });
}

const leer = async (s: Session, query: string) => {
  const r = await stack.call('GET', `/api/analytics/vacantes${query}`, { token: s.token });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return AnaliticaVacantes.parse(r.body.data);
};

describe('GET /api/analytics/vacantes', () => {
  it('counts each vacancy over its applications in the period, pools the totals, and never another company’s', async () => {
    const almacen = await vacanteConDefectos(stack, admin, 'Mozo de almacén', 'Zaragoza');
    const tienda = await vacanteConDefectos(stack, admin, 'Dependienta', 'Huesca');
    const ajena = await vacanteConDefectos(stack, otra.admin, 'Mozo del sur', 'Sevilla');
    // January: five interviewed after 1..5 h in the warehouse, two after 100 and 200 h in the shop.
    for (const [i, h] of [1, 2, 3, 4, 5].entries()) await solicitud(admin, almacen, `2026-01-${10 + i}T12:00:00.000Z`, h);
    await solicitud(admin, tienda, '2026-01-20T12:00:00.000Z', 100);
    await solicitud(admin, tienda, '2026-01-21T12:00:00.000Z', 200);
    // Out of the period: December and February.
    await solicitud(admin, almacen, '2025-12-31T12:00:00.000Z', 7);
    await solicitud(admin, tienda, '2026-02-01T12:00:00.000Z', null);
    // Another company's, in the period.
    await solicitud(otra.admin, ajena, '2026-01-15T12:00:00.000Z', 1);

    const t = await leer(admin, '?desde=2026-01-01&hasta=2026-01-31');
    expect(t.filas.map((f) => f.titulo)).toEqual(['Dependienta', 'Mozo de almacén']);
    const [tiendaF, almacenF] = t.filas;
    expect(almacenF).toMatchObject({
      vacanteId: almacen,
      solicitudes: 5,
      invitados: 5,
      entrevistados: 5,
      tasaFinalizacion: 1,
      horasHastaEntrevista: 3,
    });
    // Two: the counts, and no median («Muy pocos datos»).
    expect(tiendaF).toMatchObject({
      vacanteId: tienda,
      solicitudes: 2,
      entrevistados: 2,
      horasHastaEntrevista: null,
      tasaFinalizacion: null,
    });
    // Pooled 1, 2, 3, 4, 5, 100, 200 h → 4 (not the median of 3 and 150).
    expect(t.totales).toMatchObject({ solicitudes: 7, invitados: 7, entrevistados: 7, horasHastaEntrevista: 4 });
    expect(t.etapas.map((e) => e.etapa)).toContain('contratado');
    // Counts only: no one named.
    expect(JSON.stringify(t)).not.toMatch(/Persona|@cifras\.test/);

    // Without a period, all of them; the operator sees the same (vacancies are not kept to areas).
    const todo = await leer(operador, '');
    expect(todo.totales).toMatchObject({ solicitudes: 9 });
    expect(todo.filas.some((f) => f.vacanteId === ajena)).toBe(false);
    // The other company's own table has only its vacancy; naming it from this company is a 404.
    expect((await leer(otra.admin, '')).filas.map((f) => f.vacanteId)).toEqual([ajena]);
    expect((await stack.call('GET', `/api/analytics/vacantes?empresaId=${otra.empresaId}`, { token: admin.token })).status).toBe(404);

    // Pages: one vacancy, then the next by the cursor.
    const p1 = await leer(admin, '?limit=1');
    expect(p1.filas).toHaveLength(1);
    expect(p1.cursor).not.toBeNull();
    const p2 = await leer(admin, `?limit=1&cursor=${encodeURIComponent(p1.cursor!)}`);
    expect(p2.filas.map((f) => f.vacanteId)).toEqual([almacen]);
    // By status: none closed.
    expect(await leer(admin, '?estado=cerrada')).toMatchObject({ filas: [], totales: null });
  }, 120_000);

  it.each([
    ['?desde=01/01/2026', listas.periodoInvalido],
    ['?desde=2026-02-01&hasta=2026-01-01', listas.periodoInvertido],
    ['?limit=51', fmt(msg.limiteAnalitica, { max: 50 })],
    ['?estado=borrador', msg.estadoInvalido],
  ])('%s → 400 in Spanish', async (query, mensaje) => {
    const r = await stack.call('GET', `/api/analytics/vacantes${query}`, { token: admin.token });
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.body)).toContain(mensaje);
  });
});
