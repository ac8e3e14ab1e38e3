// Analytics' «Vacantes» (D199): each row the vacancy's «Cifras» over the applications that joined in the
// period (the company's days), the totals over the rows pooled (never a median of medians), and a rate
// or a median over fewer than 5 values hidden.
import { describe, expect, it } from 'vitest';
import { finDelDia, inicioDelDia } from '../../../shared/fechas.js';
import { ETAPAS_POR_DEFECTO } from '../../../shared/schemas/etapas-vacante.js';
import type { CandidaturaItem } from '../db/candidaturas.js';
import { tablaVacantes } from './vacantes.js';

const P = { id: 'u1', nombre: 'Ana' };
const T0 = Date.parse('2026-03-10T09:00:00.000Z');
const NOW = new Date('2026-04-15T10:00:00.000Z');
const en = (horas: number, desde = T0) => new Date(desde + horas * 3_600_000).toISOString();

/** An application that joined at `unida` and was interviewed `horas` later (none: not interviewed). */
function app(id: string, unida: string, horas: number | null, extra: Partial<CandidaturaItem> = {}): CandidaturaItem {
  const t = Date.parse(unida);
  const historial = [
    { de: null, a: 'invitado', fecha: unida, por: P },
    ...(horas === null ? [] : [{ de: 'invitado', a: 'entrevistado', fecha: en(horas, t), por: P }]),
  ] as CandidaturaItem['historial'];
  return {
    empresaId: 'e1',
    vacanteId: 'v',
    candidatoId: id,
    etapa: horas === null ? 'invitado' : 'entrevistado',
    unidaEn: unida,
    movidaEn: unida,
    movidaPor: P,
    historial,
    version: 1,
    entrevistaId: `i-${id}`,
    ...(horas === null ? {} : { entrevistadaEn: en(horas, t) }),
    ...extra,
  };
}

const vacante = (id: string) => ({ id, titulo: `Vacante ${id}`, estado: 'abierta' as const });
// March in Madrid: from 1 March 00:00 (23:00 UTC the day before) to 1 April 00:00 (22:00 UTC, summer time).
const MARZO = { desde: inicioDelDia('2026-03-01', 'Europe/Madrid'), hasta: finDelDia('2026-03-31', 'Europe/Madrid') };

describe('tablaVacantes', () => {
  const A = [1, 2, 3, 4, 5].map((h, i) => app(`a${i}`, en(i), h, i === 0 ? { origen: 'enlace' } : {}));
  // Joined at 00:30 of 1 March in Madrid (in), at 23:59 of 28 February (out) and at 00:30 of 1 April (out).
  A.push(app('a-limite', '2026-02-28T23:30:00.000Z', null));
  A.push(app('a-antes', '2026-02-28T22:59:00.000Z', 7));
  A.push(app('a-despues', '2026-03-31T22:30:00.000Z', 7));
  const B = [100, 200, 300].map((h, i) => app(`b${i}`, en(i), h, { origen: 'enlace' }));
  // Someone in a stage the company deleted (D195): counted, and no column of its own.
  B.push(app('b-borrada', en(5), null, { etapa: 'e-vieja' as CandidaturaItem['etapa'] }));
  const tabla = tablaVacantes(
    [
      { vacante: vacante('A'), items: A },
      { vacante: vacante('B'), items: B },
      { vacante: vacante('C'), items: [] },
    ],
    ETAPAS_POR_DEFECTO,
    MARZO,
    NOW,
  );
  const [a, b, c] = tabla.filas;

  it('counts each vacancy over the applications that joined in the period, read in the company’s zone', () => {
    expect(a).toMatchObject({ vacanteId: 'A', solicitudes: 6, porEnlace: 1, invitados: 6, entrevistados: 5 });
    expect(a!.tasaFinalizacion).toBeCloseTo(5 / 6);
    expect(a!.cuotaEnlace).toBeCloseTo(1 / 6);
    // 1, 2, 3, 4, 5 h: median 3 (the out-of-period 7 h are not in it).
    expect(a!.horasHastaEntrevista).toBe(3);
  });

  it('hides a rate or a median over fewer than 5 values, and keeps the counts', () => {
    expect(b).toMatchObject({ solicitudes: 4, porEnlace: 3, invitados: 4, entrevistados: 3 });
    expect(b).toMatchObject({ cuotaEnlace: null, tasaFinalizacion: null, horasHastaEntrevista: null, horasHastaDecision: null });
    expect(b!.conversion.every((x) => x === null)).toBe(true);
    // A: 6 applications, 5 interviewed → shown; none decided → null.
    expect(a!.conversion.every((x) => x !== null)).toBe(true);
    expect(a!.horasHastaDecision).toBeNull();
  });

  it('a vacancy without applicants is a row of zeros with nothing to compute', () => {
    expect(c).toMatchObject({ solicitudes: 0, porEnlace: 0, invitados: 0, entrevistados: 0, cuotaEnlace: null, tasaFinalizacion: null });
    expect(c!.conversion).toEqual(ETAPAS_POR_DEFECTO.map(() => null));
  });

  it('totals add the counts and take the medians over the pooled times, not a median of the medians', () => {
    expect(tabla.totales).toMatchObject({ solicitudes: 10, porEnlace: 4, invitados: 10, entrevistados: 8 });
    // Pooled 1, 2, 3, 4, 5, 100, 200, 300 → 4,5 h (the median of A's 3 and B's 200 would be 101,5).
    expect(tabla.totales!.horasHastaEntrevista).toBe(4.5);
    expect(tabla.totales!.tasaFinalizacion).toBeCloseTo(0.8);
    // The columns are the company's stages in its order: the deleted one has none; its applicant reached «invitado».
    expect(tabla.etapas.map((e) => e.etapa)).toEqual(ETAPAS_POR_DEFECTO.map((e) => e.id));
    const conversion = Object.fromEntries(tabla.etapas.map((e, i) => [e.etapa, tabla.totales!.conversion[i]]));
    expect(conversion).toMatchObject({ nuevo: 1, invitado: 1, entrevistado: 0.8, contratado: 0 });
  });

  it('no rows: no totals', () => {
    expect(tablaVacantes([], ETAPAS_POR_DEFECTO, undefined, NOW)).toMatchObject({ filas: [], totales: null, minimo: 5, cursor: null });
  });

  it('without a period every application counts', () => {
    const todo = tablaVacantes([{ vacante: vacante('A'), items: A }], ETAPAS_POR_DEFECTO, undefined, NOW);
    expect(todo.filas[0]).toMatchObject({ solicitudes: 8, entrevistados: 7 });
  });
});
