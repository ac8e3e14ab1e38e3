// The KPI formulas of D97 as a table of cases: the counters and month events that the subscription
// writes leave (D94 eventosSuscripcion) in, the figures out. Months are fixed strings: no clock.
import { describe, expect, it } from 'vitest';
import { calcularKpis, mesesHistorial, mesSiguiente, mrrPorMes, mrrPorMesYMoneda, type ContadoresKpi, type EventosMes } from './kpis.js';
import { esClaveDe } from '../../../shared/moneda.js';
import { eventosSuscripcion } from './reglas.js';

/** Replays subscription writes (month, before, after) into counters and month items, as the writes do. */
function replay(escritos: Array<[string, Parameters<typeof eventosSuscripcion>[0], Parameters<typeof eventosSuscripcion>[1]]>) {
  const c: Record<string, number> = {};
  const meses: Record<string, Record<string, number>> = {};
  for (const [mes, antes, despues] of escritos) {
    const ev = eventosSuscripcion(antes, despues);
    const m = (meses[mes] ??= {});
    for (const [k, v] of Object.entries(ev)) {
      m[k] = (m[k] ?? 0) + v;
      if (k !== 'pagoDelta' && !esClaveDe(k, 'mrrDeltaCentimos')) c[k] = (c[k] ?? 0) + v;
      // Each currency's MRR follows its own events, as the company item's `suscripcion` moves it (issue 67).
      if (esClaveDe(k, 'mrrDeltaCentimos')) {
        const total = k.replace('mrrDeltaCentimos', 'mrrCentimos');
        c[total] = (c[total] ?? 0) + v;
      }
    }
    c.suscripcionesActivas = (c.suscripcionesActivas ?? 0) + (ev.pagoDelta ?? 0);
  }
  return { c: c as ContadoresKpi, meses: meses as Record<string, EventosMes> };
}

const trial = { estado: 'trial', precioMensualCentimos: 4900 };
const activa = (p: number) => ({ estado: 'activa', precioMensualCentimos: p });
const cancelada = (p: number) => ({ estado: 'cancelada', precioMensualCentimos: p });

describe('calcularKpis', () => {
  it.each([
    ['nothing yet', [], { mrr: 0, arr: 0, churn_rate: 0, conversion_trial: 0, ingresos_mes: 0, ingresos_total: 0 }],
    ['a trial pays nothing', [['2026-11', null, trial]], { mrr: 0, arr: 0, ingresos_total: 0, conversion_trial: 0 }],
    ['one active at 49 €', [['2026-11', null, activa(4900)]], { mrr: 49, arr: 588, ingresos_mes: 49, ingresos_total: 49, churn_rate: 0 }],
    ['active since October: two months billed', [['2026-10', null, activa(4900)]], { mrr: 49, ingresos_mes: 49, ingresos_total: 98 }],
    [
      'trial converted, another trial cancelled: conversion 50 %',
      [
        ['2026-10', null, trial],
        ['2026-10', null, trial],
        ['2026-11', trial, activa(4900)],
        ['2026-11', trial, cancelada(4900)],
      ],
      { conversion_trial: 50, mrr: 49, churn_rate: 0, ingresos_total: 49 },
    ],
    [
      'one of two paying cancelled this month: churn 50 %, October billed both',
      [
        ['2026-10', null, activa(4900)],
        ['2026-10', null, activa(14900)],
        ['2026-11', activa(14900), cancelada(14900)],
      ],
      { churn_rate: 50, mrr: 49, ingresos_mes: 49, ingresos_total: 198 + 49 },
    ],
    [
      'a subscription opened and cancelled this month does not count as paying at its start',
      [
        ['2026-10', null, activa(4900)],
        ['2026-11', null, activa(9900)],
        ['2026-11', activa(9900), cancelada(9900)],
      ],
      { churn_rate: 100, mrr: 49 },
    ],
    [
      'plan changed mid-month: the new price from now, October at the old one',
      [
        ['2026-10', null, activa(4900)],
        ['2026-11', activa(4900), activa(14900)],
      ],
      { mrr: 149, arr: 1788, ingresos_mes: 149, ingresos_total: 49 + 149, churn_rate: 0 },
    ],
    ['a quiet month in between is still billed (no item for September)', [['2026-08', null, activa(1000)]], { ingresos_total: 40 }],
  ] as const)('%s', (_, escritos, esperado) => {
    const { c, meses } = replay(escritos as never);
    expect(calcularKpis(c, meses, '2026-11', 0)).toMatchObject(esperado);
  });

  it('passes the platform counters through, never negative', () => {
    const k = calcularKpis(
      { empresasActivas: 3, entrevistasCompletadas: 7, suscripcionesTrial: 2, solicitudesDemoPendientes: 4 },
      {},
      '2026-11',
      12,
    );
    expect(k).toMatchObject({
      empresas_activas: 3,
      entrevistas_realizadas: 7,
      usuarios_totales: 12,
      suscripciones_trial: 2,
      solicitudes_demo_pendientes: 4,
      mes: '2026-11',
    });
    expect(calcularKpis({ empresasActivas: -1, solicitudesDemoPendientes: -1 }, {}, '2026-11', -2)).toMatchObject({
      empresas_activas: 0,
      usuarios_totales: 0,
      solicitudes_demo_pendientes: 0,
    });
  });

  it('splits the active companies into paying, in trial and without a subscription, always adding up (D118)', () => {
    const k = calcularKpis(
      { empresasActivas: 40, empresasActivasPago: 33, empresasActivasPrueba: 5, suscripcionesActivas: 34 },
      {},
      '2026-11',
      0,
    );
    expect(k).toMatchObject({ empresas_activas: 40, empresas_de_pago: 33, empresas_en_prueba: 5, empresas_sin_suscripcion: 2 });
    // Counters a hand edit left inconsistent still give a breakdown that adds up.
    const raro = calcularKpis({ empresasActivas: 3, empresasActivasPago: 2, empresasActivasPrueba: 4 }, {}, '2026-11', 0);
    expect(raro.empresas_de_pago + raro.empresas_en_prueba + raro.empresas_sin_suscripcion).toBe(raro.empresas_activas);
    expect(raro).toMatchObject({ empresas_de_pago: 2, empresas_en_prueba: 1, empresas_sin_suscripcion: 0 });
    expect(calcularKpis(undefined, {}, '2026-11', 0)).toMatchObject({
      empresas_activas: 0,
      empresas_de_pago: 0,
      empresas_en_prueba: 0,
      empresas_sin_suscripcion: 0,
    });
  });

  it('rounds money to the cent and rates to one decimal', () => {
    const k = calcularKpis({ mrrCentimos: 1242, trialsConvertidos: 1, trialsCancelados: 2 }, {}, '2026-11', 0);
    expect(k).toMatchObject({ mrr: 12.42, arr: 149.04, conversion_trial: 33.3 });
  });
});

describe('totals per currency (issue 67)', () => {
  const mxn = (p: number) => ({ estado: 'activa', precioMensualCentimos: p, moneda: 'MXN' });
  it('euros and pesos each in their own, never summed: the euro figures stay euros', () => {
    const { c, meses } = replay([
      ['2026-10', null, activa(4900)],
      ['2026-10', null, mxn(99_000)],
      ['2026-11', mxn(99_000), mxn(149_000)],
      ['2026-11', null, { estado: 'activa', precioMensualCentimos: 4_500_000, moneda: 'CLP' }],
    ]);
    const k = calcularKpis(c, meses, '2026-11', 0);
    expect(k).toMatchObject({ mrr: 49, arr: 588, ingresos_mes: 49, ingresos_total: 98 });
    expect(k.por_moneda).toEqual([
      { moneda: 'EUR', mrr: 49, arr: 588, ingresos_mes: 49, ingresos_total: 98 },
      { moneda: 'MXN', mrr: 1490, arr: 17_880, ingresos_mes: 1490, ingresos_total: 990 + 1490 },
      { moneda: 'CLP', mrr: 45_000, arr: 540_000, ingresos_mes: 45_000, ingresos_total: 45_000 },
    ]);
  });
  it('euros are always there; a currency that never billed is not', () => {
    expect(calcularKpis(undefined, {}, '2026-11', 0).por_moneda).toEqual([
      { moneda: 'EUR', mrr: 0, arr: 0, ingresos_mes: 0, ingresos_total: 0 },
    ]);
    // A currency whose only subscription was cancelled keeps its row: it billed.
    const { c, meses } = replay([
      ['2026-10', null, mxn(99_000)],
      ['2026-11', mxn(99_000), { ...mxn(99_000), estado: 'cancelada' }],
    ]);
    expect(calcularKpis(c, meses, '2026-11', 0).por_moneda.map((t) => [t.moneda, t.mrr, t.ingresos_total])).toEqual([
      ['EUR', 0, 0],
      ['MXN', 0, 990],
    ]);
  });
});

describe('the history per currency (issue 67)', () => {
  const mxn = (p: number) => ({ estado: 'activa', precioMensualCentimos: p, moneda: 'MXN' });
  const clp = (p: number) => ({ estado: 'activa', precioMensualCentimos: p, moneda: 'CLP' });
  // A Spanish company at 49 € since October; a Mexican one at 990 MXN since October, 1.490 since November.
  const dos = () =>
    replay([
      ['2026-10', null, activa(4900)],
      ['2026-10', null, mxn(99_000)],
      ['2026-11', mxn(99_000), mxn(149_000)],
    ]);
  const snapshot = (mes: string, pares: Record<string, number>) => ({ mes, empresasActivas: 2, ...pares });

  it('two companies in two currencies: each month has each currency apart, never 49 + 990', () => {
    const { c, meses } = dos();
    const octubre = snapshot('2026-10', { mrrCentimos: 4900, ingresosCentimos: 4900, mrrCentimosMXN: 99_000, ingresosCentimosMXN: 99_000 });
    const h = mesesHistorial({ ...c, empresasActivas: 2 }, meses, [octubre], '2026-11');
    // Each month: the euro company's 49 and the Mexican one's pesos, never added.
    const mesDe = (mes: string, pesos: number, cerrado: boolean) => ({
      mes,
      mrr: 49,
      ingresos: 49,
      por_moneda: [
        { moneda: 'EUR', mrr: 49, ingresos: 49 },
        { moneda: 'MXN', mrr: pesos, ingresos: pesos },
      ],
      empresas_activas: 2,
      cerrado,
    });
    expect(h).toEqual([mesDe('2026-10', 990, true), mesDe('2026-11', 1490, false)]);
    for (const m of h) for (const p of m.por_moneda) expect([49, 990, 1490]).toContain(p.mrr);
  });

  it('a snapshot written before issue 67 (the euro pair alone) reads as euros, as it was', () => {
    const antiguo = {
      mes: '2026-09',
      mrrCentimos: 19_800,
      ingresosCentimos: 19_800,
      empresasActivas: null,
      cerradoEn: '2026-10-01T00:00:00Z',
    };
    const [septiembre] = mesesHistorial(undefined, {}, [antiguo], '2026-11');
    expect(septiembre).toEqual({
      mes: '2026-09',
      mrr: 198,
      ingresos: 198,
      por_moneda: [{ moneda: 'EUR', mrr: 198, ingresos: 198 }],
      empresas_activas: null,
      cerrado: true,
    });
  });

  it('a currency an older snapshot lacks is taken from the month events walked back, not lost', () => {
    const { c, meses } = dos();
    // Closed with euros only (before the snapshots kept each currency): October's pesos come from the events.
    const [octubre] = mesesHistorial(c, meses, [snapshot('2026-10', { mrrCentimos: 4900, ingresosCentimos: 4900 })], '2026-11');
    expect(octubre!.por_moneda).toEqual([
      { moneda: 'EUR', mrr: 49, ingresos: 49 },
      { moneda: 'MXN', mrr: 990, ingresos: 990 },
    ]);
    // What a snapshot stored wins over the walk (the reconciler may have corrected a counter since).
    const [guardado] = mesesHistorial(
      c,
      meses,
      [snapshot('2026-10', { mrrCentimos: 4900, ingresosCentimos: 4900, mrrCentimosMXN: 98_000 })],
      '2026-11',
    );
    expect(guardado!.por_moneda[1]).toEqual({ moneda: 'MXN', mrr: 980, ingresos: 980 });
  });

  it('a month before a currency billed has no figure in it; CLP is kept in hundredths like the rest', () => {
    const { c, meses } = replay([
      ['2026-10', null, activa(4900)],
      ['2026-11', null, clp(4_500_000)],
    ]);
    const h = mesesHistorial(c, meses, [snapshot('2026-10', { mrrCentimos: 4900, ingresosCentimos: 4900 })], '2026-11');
    expect(h.map((m) => m.por_moneda.map((p) => [p.moneda, p.mrr]))).toEqual([
      [['EUR', 49]],
      [
        ['EUR', 49],
        ['CLP', 45_000],
      ],
    ]);
    // The close writes every currency counted, a zero too.
    expect([...mrrPorMesYMoneda(c, meses, '2026-11')].map(([m, porMes]) => [m, Object.fromEntries(porMes)])).toEqual([
      ['EUR', { '2026-10': 4900, '2026-11': 4900 }],
      ['CLP', { '2026-10': 0, '2026-11': 4_500_000 }],
    ]);
  });
});

describe('months', () => {
  it('walks years', () => {
    expect(mesSiguiente('2026-12')).toBe('2027-01');
    expect(mesSiguiente('2026-09')).toBe('2026-10');
  });
  it('MRR at the end of each month, back from now; months after the current one are ignored', () => {
    expect(
      mrrPorMes(
        5000,
        { '2026-10': { mrrDeltaCentimos: 3000 }, '2026-11': { mrrDeltaCentimos: 2000 }, '2027-01': { mrrDeltaCentimos: 9 } },
        '2026-11',
      ),
    ).toEqual([
      { mes: '2026-10', mrrCentimos: 3000 },
      { mes: '2026-11', mrrCentimos: 5000 },
    ]);
  });
});
