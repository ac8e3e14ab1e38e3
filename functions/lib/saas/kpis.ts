// The SaaS panel's KPIs (D97) from what the writes keep (D94): the platform counters
// `PLATAFORMA / CONTADORES` and the per-month events `PLATAFORMA / MES#{YYYY-MM}`. The formulas are
// pure (`calcularKpis`, unit-tested as a table); `estadisticas` reads the two item kinds (one Get,
// one Query of the month items — a dozen a year) and the users' total (`usuariosTotales`).
import { claveMoneda, MONEDAS, porMonedaDe, type Moneda } from '../../../shared/moneda.js';
import type { Estadisticas, Historial, MesHistorialMoneda, TotalesMoneda } from '../../../shared/schemas/saas.js';

type MesHistorial = Historial['meses'][number];

export interface ContadoresKpi {
  empresasActivas?: number;
  empresasActivasPago?: number;
  empresasActivasPrueba?: number;
  entrevistasCompletadas?: number;
  suscripcionesActivas?: number;
  suscripcionesTrial?: number;
  mrrCentimos?: number;
  trialsConvertidos?: number;
  trialsCancelados?: number;
  solicitudesDemoPendientes?: number;
  /** The other currencies' MRR (`mrrCentimosMXN`…, issue 67). */
  [clave: string]: number | undefined;
}

/** One month's events (D94 `eventosSuscripcion`), keyed by `YYYY-MM`. */
export type EventosMes = Partial<
  Record<'pagoDelta' | 'mrrDeltaCentimos' | 'cancelacionesPago' | 'trialsConvertidos' | 'trialsCancelados', number>
> &
  Record<string, number | undefined>;

/** The month after `YYYY-MM`. */
export function mesSiguiente(mes: string): string {
  const [a, m] = mes.split('-').map(Number) as [number, number];
  return m === 12 ? `${a + 1}-01` : `${a}-${String(m + 1).padStart(2, '0')}`;
}

const n = (v: number | undefined) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
const euros = (centimos: number) => Math.round(centimos) / 100;
const porcentaje = (parte: number, total: number) => (total > 0 ? Math.round((parte / total) * 1000) / 10 : 0);

/**
 * MRR in cents at the end of each month from the first month with events to `mesActual` (the
 * current one: the MRR now). Walking back from now: MRR(end of M) = MRR(end of M+1) − Δmrr(M+1).
 * One currency's (`moneda`, euros by default): its own events only (issue 67).
 */
export function mrrPorMes(
  mrrCentimos: number,
  meses: Record<string, EventosMes>,
  mesActual: string,
  moneda: Moneda = 'EUR',
): Array<{ mes: string; mrrCentimos: number }> {
  const delta = claveMoneda('mrrDeltaCentimos', moneda);
  const primero =
    Object.keys(meses)
      .filter((m) => m <= mesActual)
      .sort()[0] ?? mesActual;
  const lista: string[] = [];
  for (let m = primero; m <= mesActual; m = mesSiguiente(m)) lista.push(m);
  const out: Array<{ mes: string; mrrCentimos: number }> = [];
  let mrr = mrrCentimos;
  for (let i = lista.length - 1; i >= 0; i--) {
    out.unshift({ mes: lista[i]!, mrrCentimos: mrr });
    mrr -= n(meses[lista[i]!]?.[delta]);
  }
  return out;
}

/**
 * The KPIs of `mesActual` (D97):
 * - mrr = mrrCentimos / 100 (the active subscriptions' monthly prices); arr = 12 × mrr; these and
 *   the ingresos are in euros, and each currency's in `por_moneda` (issue 67: never summed across);
 * - ingresos_mes = the MRR at the end of the month (what the paying subscriptions bill for it; for
 *   the current month, the MRR now); ingresos_total = Σ ingresos_mes over every month since the first
 *   with a subscription event, the current one included;
 * - churn_rate = paying cancellations this month / paying subscriptions at its start, where paying at
 *   the start = suscripcionesActivas − pagoDelta(this month) (0 when none were paying);
 * - conversion_trial = trialsConvertidos / (trialsConvertidos + trialsCancelados), over the trials
 *   that ended (0 when none has);
 * - empresas_activas, entrevistas_realizadas, solicitudes_demo_pendientes (D125): the platform
 *   counters; usuarios_totales: given;
 * - empresas_de_pago / empresas_en_prueba: the active companies whose live subscription is activa /
 *   trial; empresas_sin_suscripcion: the rest of them (D118), so the three add up to empresas_activas.
 */
/**
 * The money KPIs of each currency (issue 67), never added across currencies: euros always, each other
 * currency once it has an MRR or had an event.
 */
export function totalesPorMoneda(c: ContadoresKpi | undefined, meses: Record<string, EventosMes>, mesActual: string): TotalesMoneda[] {
  return monedasPresentes(c, meses).map((moneda) => {
    const mrrCentimos = n(c?.[claveMoneda('mrrCentimos', moneda)]);
    const historia = mrrPorMes(mrrCentimos, meses, mesActual, moneda);
    return {
      moneda,
      mrr: euros(mrrCentimos),
      arr: euros(mrrCentimos * 12),
      ingresos_mes: euros(mrrCentimos),
      ingresos_total: euros(historia.reduce((s, h) => s + h.mrrCentimos, 0)),
    };
  });
}

/** The currencies with money to show (issue 67): euros always, each other once its MRR counter holds anything or a month had its event. */
export function monedasPresentes(c: ContadoresKpi | undefined, meses: Record<string, EventosMes>): Moneda[] {
  return MONEDAS.filter((moneda) => {
    if (moneda === 'EUR' || n(c?.[claveMoneda('mrrCentimos', moneda)])) return true;
    const delta = claveMoneda('mrrDeltaCentimos', moneda);
    return Object.values(meses).some((m) => n(m[delta]) !== 0);
  });
}

/** Each present currency's MRR in cents at each month's close up to `mesActual` (mrrPorMes), by currency then month. */
export function mrrPorMesYMoneda(
  c: ContadoresKpi | undefined,
  meses: Record<string, EventosMes>,
  mesActual: string,
): Map<Moneda, Map<string, number>> {
  return new Map(
    monedasPresentes(c, meses).map((moneda) => [
      moneda,
      new Map(mrrPorMes(n(c?.[claveMoneda('mrrCentimos', moneda)]), meses, mesActual, moneda).map((m) => [m.mes, m.mrrCentimos])),
    ]),
  );
}

/** A snapshot as kpis.ts reads it: the euro pair, and each other currency's pair when it was written (db/plataforma.ts SnapshotMes). */
export type SnapshotLeido = { mes: string; empresasActivas: number | null } & Record<string, unknown>;

/**
 * The history the Analytics tab charts (D97), per currency (issue 67): every closed month from its
 * snapshot, oldest first, then the current month live. A snapshot holds each currency it was closed
 * with; one written before issue 67 holds euros alone (`mrrCentimos`: read as EUR, as it was). A
 * currency such a snapshot lacks is taken from the month events walked back (mrrPorMes: the same
 * figure the close would have written), and left out when that is zero. Never a sum across currencies.
 */
export function mesesHistorial(
  c: ContadoresKpi | undefined,
  meses: Record<string, EventosMes>,
  snapshots: readonly SnapshotLeido[],
  mesActual: string,
): MesHistorial[] {
  const caminos = mrrPorMesYMoneda(c, meses, mesActual);
  const guardadas = new Set(snapshots.flatMap((s) => Object.keys(porMonedaDe(s, 'mrrCentimos')) as Moneda[]));
  const monedas = MONEDAS.filter((m) => caminos.has(m) || guardadas.has(m));
  const cerrados = snapshots
    .filter((s) => s.mes < mesActual)
    .map((s) => {
      const mrr = porMonedaDe(s, 'mrrCentimos');
      const ingresos = porMonedaDe(s, 'ingresosCentimos');
      const por_moneda = monedas.flatMap((moneda) => {
        const guardado = mrr[moneda];
        const centimos = guardado ?? caminos.get(moneda)?.get(s.mes) ?? 0;
        if (moneda !== 'EUR' && guardado === undefined && !centimos) return [];
        return [{ moneda, mrr: euros(centimos), ingresos: euros(ingresos[moneda] ?? centimos) }];
      });
      return mesDeHistorial(s.mes, por_moneda, s.empresasActivas, true);
    });
  const ahora = monedasPresentes(c, meses).map((moneda) => {
    const mrr = euros(n(c?.[claveMoneda('mrrCentimos', moneda)]));
    return { moneda, mrr, ingresos: mrr };
  });
  return [...cerrados, mesDeHistorial(mesActual, ahora, Math.max(0, n(c?.empresasActivas)), false)];
}

function mesDeHistorial(mes: string, por_moneda: MesHistorialMoneda[], empresas_activas: number | null, cerrado: boolean): MesHistorial {
  const eur = por_moneda.find((m) => m.moneda === 'EUR');
  return { mes, mrr: eur?.mrr ?? 0, ingresos: eur?.ingresos ?? 0, por_moneda, empresas_activas, cerrado };
}

export function calcularKpis(
  c: ContadoresKpi | undefined,
  meses: Record<string, EventosMes>,
  mesActual: string,
  usuariosTotales: number,
): Estadisticas {
  const mrrCentimos = n(c?.mrrCentimos);
  const historia = mrrPorMes(mrrCentimos, meses, mesActual);
  const este = meses[mesActual] ?? {};
  const pagandoAlEmpezar = n(c?.suscripcionesActivas) - n(este.pagoDelta);
  const convertidos = n(c?.trialsConvertidos);
  const terminados = convertidos + n(c?.trialsCancelados);
  // The active companies' breakdown always adds up to them: paying + in trial + without a live subscription.
  const activas = Math.max(0, n(c?.empresasActivas));
  const dePago = Math.min(activas, Math.max(0, n(c?.empresasActivasPago)));
  const enPrueba = Math.min(activas - dePago, Math.max(0, n(c?.empresasActivasPrueba)));
  return {
    mes: mesActual,
    mrr: euros(mrrCentimos),
    arr: euros(mrrCentimos * 12),
    empresas_activas: activas,
    empresas_de_pago: dePago,
    empresas_en_prueba: enPrueba,
    empresas_sin_suscripcion: activas - dePago - enPrueba,
    usuarios_totales: Math.max(0, usuariosTotales),
    entrevistas_realizadas: Math.max(0, n(c?.entrevistasCompletadas)),
    conversion_trial: porcentaje(convertidos, terminados),
    churn_rate: porcentaje(n(este.cancelacionesPago), pagandoAlEmpezar),
    ingresos_mes: euros(mrrCentimos),
    ingresos_total: euros(historia.reduce((s, h) => s + h.mrrCentimos, 0)),
    por_moneda: totalesPorMoneda(c, meses, mesActual),
    suscripciones_activas: Math.max(0, n(c?.suscripcionesActivas)),
    suscripciones_trial: Math.max(0, n(c?.suscripcionesTrial)),
    solicitudes_demo_pendientes: Math.max(0, n(c?.solicitudesDemoPendientes)),
  };
}
