// The pure rules of plans and subscriptions (D94): what a plan change may not go below, the dates
// a subscription starts with, and the platform's subscription events a write adds (the formulas
// the KPIs will read). No I/O: the use cases compose these with the data layer's steps.
import { ILIMITADO, SUSCRIPCION } from '../../../shared/constants.js';
import { fmt, saas as msg } from '../../../shared/messages.js';
import { claveMoneda, monedaLeida } from '../../../shared/moneda.js';

export type Cuota = 'usuarios' | 'candidatos' | 'entrevistas';
const CUOTAS: Cuota[] = ['usuarios', 'candidatos', 'entrevistas'];

/** The company's limits on a plan: the stored plan's own (-1 unlimited). */
export function limitesDePlan(plan: { limites?: Record<string, unknown> }): Record<Cuota, number> {
  const l = plan.limites ?? {};
  const n = (k: Cuota) => (typeof l[k] === 'number' ? (l[k] as number) : ILIMITADO);
  return { usuarios: n('usuarios'), candidatos: n('candidatos'), entrevistas: n('entrevistas') };
}

/**
 * Why a company using `uso` cannot move to a plan with `limites`, with the numbers ('la empresa
 * usa 12 candidatos y el plan permite 10'), or null when it fits.
 */
export function motivoReduccion(
  uso: Partial<Record<Cuota, number>> | undefined,
  limites: Record<Cuota, number>,
  planNombre: string,
): string | null {
  const excesos = CUOTAS.filter((c) => limites[c] !== ILIMITADO && (uso?.[c] ?? 0) > limites[c]).map((c) =>
    fmt(msg.reduccionCuota, { usado: uso?.[c] ?? 0, cuota: c, limite: limites[c] }),
  );
  return excesos.length ? fmt(msg.reduccionRechazada, { plan: planNombre, detalle: excesos.join('; ') }) : null;
}

/** A calendar date (UTC) `dias` after `fecha` (YYYY-MM-DD). */
export function sumarDias(fecha: string, dias: number): string {
  return new Date(Date.parse(`${fecha}T00:00:00Z`) + dias * 86_400_000).toISOString().slice(0, 10);
}

/** The UTC calendar date of an instant. */
export function fechaDe(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/**
 * The dates a subscription starts with: a trial ends 30 days after it starts, the day of its first
 * payment (D161); an active one runs with no end and pays a period after it starts.
 */
export function fechasIniciales(estado: 'activa' | 'trial', inicio: string, periodo: string | undefined) {
  if (estado === 'trial')
    return { fechaFin: sumarDias(inicio, SUSCRIPCION.trialDias), fechaProximoPago: sumarDias(inicio, SUSCRIPCION.proximoPagoDias) };
  return { fechaFin: null, fechaProximoPago: sumarDias(inicio, periodo === 'anual' ? 365 : SUSCRIPCION.proximoPagoDias) };
}

/**
 * A trial's last day as every screen shows it (D170): the stored end, never past start +
 * SUSCRIPCION.trialDias. A trial opened before D161 stored a 365-day end; read through this rule it
 * ends with its first payment like every other, without rewriting the platform's record.
 */
export function finDePrueba(fechaInicio: string, fechaFin: string | null): string | null {
  if (!fechaFin) return null;
  const tope = ultimoDiaDePrueba(fechaInicio);
  return fechaFin.slice(0, 10) > tope ? tope : fechaFin;
}

/** The latest day a trial that started on `fechaInicio` may end. */
export const ultimoDiaDePrueba = (fechaInicio: string) => sumarDias(fechaInicio.slice(0, 10), SUSCRIPCION.trialDias);

/** A subscription as the counters see it: its state and the monthly price it pays while activa. */
export interface EstadoContable {
  estado: string;
  precioMensualCentimos: number;
  /** Its currency (none: euros); the MRR moves in that currency's own event (claveMoneda). */
  moneda?: string;
}

/**
 * The subscription events one write adds, for the platform totals and for the month it happens in
 * (D94 gives the KPI formulas over them):
 * - trialsIniciados: a subscription opened in trial;
 * - trialsConvertidos / trialsCancelados: a trial that became activa / was cancelled;
 * - altasPago: a subscription that starts paying (opened activa, or converted);
 * - cancelaciones (every cancel) and cancelacionesPago (of a paying one: the churn's numerator);
 * - pagoDelta: the change in paying subscriptions; mrrDeltaCentimos: the change in MRR (a plan
 *   change of a paying subscription moves it without any other event), one per currency
 *   (`mrrDeltaCentimosMXN`…, issue 67).
 */
export function eventosSuscripcion(antes: EstadoContable | null, despues: EstadoContable | null): Record<string, number> {
  const d: Record<string, number> = {};
  const add = (k: string, v: number) => {
    if (v) d[k] = (d[k] ?? 0) + v;
  };
  const paga = (s: EstadoContable | null) => s?.estado === 'activa';
  if (!antes && despues?.estado === 'trial') add('trialsIniciados', 1);
  if (antes?.estado === 'trial' && despues?.estado === 'activa') add('trialsConvertidos', 1);
  if (antes?.estado === 'trial' && despues?.estado === 'cancelada') add('trialsCancelados', 1);
  if (!paga(antes) && paga(despues)) add('altasPago', 1);
  if (antes && antes.estado !== 'cancelada' && despues?.estado === 'cancelada') {
    add('cancelaciones', 1);
    if (paga(antes)) add('cancelacionesPago', 1);
  }
  add('pagoDelta', (paga(despues) ? 1 : 0) - (paga(antes) ? 1 : 0));
  // Each side in its own currency (issue 67): a change of currency moves two MRRs, never one by the difference.
  const mrr: Record<string, number> = {};
  if (paga(antes)) mrr[claveMoneda('mrrDeltaCentimos', monedaLeida(antes!.moneda))] = -antes!.precioMensualCentimos;
  if (paga(despues)) {
    const k = claveMoneda('mrrDeltaCentimos', monedaLeida(despues!.moneda));
    mrr[k] = (mrr[k] ?? 0) + despues!.precioMensualCentimos;
  }
  for (const [k, v] of Object.entries(mrr)) add(k, v);
  return d;
}

/** The month key (`YYYY-MM`, UTC) an event of `now` is counted in. */
export function mesDe(now: Date): string {
  return now.toISOString().slice(0, 7);
}
