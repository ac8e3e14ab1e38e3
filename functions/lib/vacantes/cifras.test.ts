// A vacancy's figures (D194) from its applications: the completion rate over those invited, the medians
// from joining to the interview and to a decision, and per stage who is there and who got that far.
import { describe, expect, it } from 'vitest';
import type { CandidaturaItem } from '../db/candidaturas.js';
import { etapasDeDecision } from '../../../shared/schemas/vacante-cifras.js';
import { cifrasDe } from './cifras.js';

const P = { id: 'u1', nombre: 'Ana' };
const T0 = Date.parse('2026-03-01T09:00:00.000Z');
const en = (horas: number) => new Date(T0 + horas * 3_600_000).toISOString();

function app(id: string, pasos: Array<[string, number]>, extra: Partial<CandidaturaItem> = {}): CandidaturaItem {
  const historial = pasos.map(([a, h], i) => ({
    de: i === 0 ? null : pasos[i - 1]![0],
    a,
    fecha: en(h),
    por: P,
  })) as CandidaturaItem['historial'];
  const ultimo = pasos.at(-1)!;
  return {
    empresaId: 'e1',
    vacanteId: 'v1',
    candidatoId: id,
    etapa: ultimo[0] as CandidaturaItem['etapa'],
    unidaEn: en(pasos[0]![1]),
    movidaEn: en(ultimo[1]),
    movidaPor: P,
    historial,
    version: pasos.length,
    ...extra,
  };
}

describe('cifrasDe', () => {
  it('counts, rates, medians and the conversion per stage', () => {
    const items = [
      // Applied by the link, interviewed after 24 h, finalist after 48 h.
      app(
        'a',
        [
          ['invitado', 0],
          ['entrevistado', 24],
          ['finalista', 48],
        ],
        { entrevistaId: 'i1', origen: 'enlace', entrevistadaEn: en(24) },
      ),
      // Invited, interviewed after 12 h (before D194: only the move says so), rejected after 30 h.
      app(
        'b',
        [
          ['nuevo', 0],
          ['invitado', 2],
          ['entrevistado', 12],
          ['descartado', 30],
        ],
        { entrevistaId: 'i2' },
      ),
      // Invited, never finished; the team moved them to «en revisión» anyway.
      app(
        'c',
        [
          ['invitado', 0],
          ['en_revision', 5],
        ],
        { entrevistaId: 'i3' },
      ),
      // Finished while already further on (D194: recorded, not moved), hired after 100 h.
      app(
        'd',
        [
          ['invitado', 0],
          ['oferta', 3],
          ['contratado', 100],
        ],
        { entrevistaId: 'i4', entrevistadaEn: en(6) },
      ),
      // Just joined.
      app('e', [['nuevo', 1]]),
    ];
    const c = cifrasDe('v1', items, new Date(T0));
    expect(c).toMatchObject({
      solicitudes: 5,
      porOrigen: { equipo: 4, enlace: 1 },
      invitados: 4,
      entrevistados: 3,
      tasaFinalizacion: 0.75,
      // 6, 12, 24 h → 12.
      horasHastaEntrevista: 12,
      // finalista 48, descartado 30, oferta 3 → 30.
      horasHastaDecision: 30,
      decididos: 3,
    });
    const etapa = Object.fromEntries(c.etapas.map((x) => [x.etapa, x]));
    expect(etapa.nuevo).toEqual({ etapa: 'nuevo', nombre: 'Nuevo', ahora: 1, alcanzaron: 5, conversion: 1 });
    // b's furthest is «entrevistado»; e never left «nuevo».
    expect(etapa.invitado).toMatchObject({ ahora: 0, alcanzaron: 4, conversion: 0.8 });
    expect(etapa.entrevistado).toMatchObject({ ahora: 0, alcanzaron: 4 });
    expect(etapa.en_revision).toMatchObject({ ahora: 1, alcanzaron: 3 });
    expect(etapa.finalista).toMatchObject({ ahora: 1, alcanzaron: 2 });
    expect(etapa.contratado).toMatchObject({ ahora: 1, alcanzaron: 1, conversion: 0.2 });
    expect(etapa.descartado).toMatchObject({ ahora: 1, alcanzaron: 1 });
  });

  it('an empty vacancy has no rates and no medians, never a division by zero', () => {
    const c = cifrasDe('v1', [], new Date(T0));
    expect(c).toMatchObject({ solicitudes: 0, tasaFinalizacion: null, horasHastaEntrevista: null, horasHastaDecision: null });
    expect(c.etapas.every((e) => e.conversion === null && e.alcanzaron === 0)).toBe(true);
  });

  it("follows the company's own stages (D195): its order, its names, a decision after «Entrevistado» when «En revisión» is gone, and a deleted stage still holding someone last", () => {
    const propias = [
      { id: 'nuevo', nombre: 'Recibido' },
      { id: 'invitado', nombre: 'Invitado' },
      { id: 'entrevistado', nombre: 'Entrevistado' },
      { id: 'e-prueba1', nombre: 'Prueba técnica' },
      { id: 'finalista', nombre: 'Finalista' },
      { id: 'contratado', nombre: 'Contratado' },
      { id: 'descartado', nombre: 'No sigue' },
    ];
    const items = [
      app('a', [
        ['nuevo', 0],
        ['e-prueba1', 10],
      ]),
      app('b', [
        ['nuevo', 0],
        ['finalista', 20],
      ]),
      app('c', [
        ['nuevo', 0],
        ['e-vieja', 5],
      ]),
    ];
    const c = cifrasDe('v1', items, new Date(T0), propias);
    expect(c.etapas.map((e) => [e.etapa, e.nombre])).toEqual([...propias.map((e) => [e.id, e.nombre]), ['e-vieja', 'Etapa borrada']]);
    const etapa = Object.fromEntries(c.etapas.map((x) => [x.etapa, x]));
    // a reached the custom stage, b went past it: both counted there, in the company's order.
    expect(etapa['e-prueba1']).toMatchObject({ ahora: 1, alcanzaron: 2 });
    expect(etapa['e-vieja']).toMatchObject({ ahora: 1 });
    // Decisions: the custom stage after «Entrevistado» (10 h) and «Finalista» (20 h) → median 15.
    expect(c).toMatchObject({ decididos: 2, horasHastaDecision: 15 });
  });
});

describe('etapasDeDecision', () => {
  it.each([
    [
      ['nuevo', 'invitado', 'entrevistado', 'en_revision', 'finalista', 'oferta', 'contratado', 'descartado'],
      ['finalista', 'oferta', 'contratado', 'descartado'],
    ],
    [
      ['nuevo', 'entrevistado', 'e-x', 'en_revision', 'oferta', 'descartado'],
      ['oferta', 'descartado'],
    ],
    [
      ['nuevo', 'invitado', 'entrevistado', 'e-x', 'descartado'],
      ['e-x', 'descartado'],
    ],
    [
      ['descartado', 'nuevo', 'invitado', 'entrevistado', 'finalista'],
      ['finalista', 'descartado'],
    ],
  ])('%j → %j', (orden, decision) => {
    expect(etapasDeDecision(orden)).toEqual(decision);
  });
});
