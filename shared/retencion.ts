// Retention per company (issue 44 §2, D151): how long a candidate who was not hired is kept after
// their process ended, the optional consent to be kept for future processes, and the dates both
// the job and the pages compute from them. One module for the API, the job and the web.
import { AVISO_ENTREVISTA_VERSION, huellaDeTexto, representanteDelAviso, type DatosAviso } from './aviso-entrevista.js';
import type { VarianteEspanol } from './espanol.js';
import { fmt, retencion as msgRetencion } from './messages.js';
import { leyDe, mesesRetencionPais, nombrePais, paisDe, paisDeEmpresa } from './paises.js';

export const RETENCION = {
  /** The default period (issue 44: 12 months after the process ended for a candidate not hired). */
  mesesPorDefecto: 12,
  mesesMin: 1,
  mesesMax: 60,
  /** The warning e-mail goes this many days before the due date; never erased sooner after it. */
  diasAviso: 7,
} as const;

const DIA_MS = 86_400_000;

/**
 * The period a company in that «País» gets when it sets none (issue 67 item 7): its country's
 * (shared/paises.ts, each with the rule it rests on), the product's for a country not known yet.
 */
export function mesesPorDefecto(pais: string | null | undefined): number {
  return mesesRetencionPais(pais) ?? RETENCION.mesesPorDefecto;
}

/**
 * The company's period in months: its own (`configuracion.retencionMeses`) when set and in range, else
 * its country's default (`direccion.pais`).
 */
export function mesesDeRetencion(empresa: object | null | undefined): number {
  const e = empresa as { configuracion?: { retencionMeses?: unknown } | null; direccion?: unknown } | null | undefined;
  const m = e?.configuracion?.retencionMeses;
  if (typeof m === 'number' && Number.isInteger(m) && m >= RETENCION.mesesMin && m <= RETENCION.mesesMax) return m;
  return mesesPorDefecto(paisDeEmpresa(e));
}

/**
 * What Configuración says under the period (issue 67 item 7): the default of the company's country and
 * the rule it rests on, for the company's law on that day (Chile's changes on 1 December 2026).
 */
export function textoPlazoPorDefecto(pais: string | null | undefined, ahora: Date): string {
  const meses = plazo(mesesPorDefecto(pais));
  const ley = leyDe(pais, ahora);
  const codigo = paisDe(pais);
  return ley && codigo
    ? fmt(msgRetencion.plazoPorDefectoPais, { plazo: meses, pais: nombrePais(codigo), base: ley.conservacion })
    : fmt(msgRetencion.plazoPorDefecto, { plazo: meses });
}

/** `iso` plus `meses` calendar months in UTC (31 January + 1 month is the last day of February). */
export function sumarMeses(iso: string, meses: number): string {
  const d = new Date(iso);
  const dia = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + meses);
  const ultimo = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(dia, ultimo));
  return d.toISOString();
}

/** When the warning is due for a due date. */
export const avisoDe = (venceEn: string): string => new Date(new Date(venceEn).getTime() - RETENCION.diasAviso * DIA_MS).toISOString();

/** The earliest due date after a warning sent at `avisadoEn`: the candidate always has the warning's days. */
export const venceTrasAviso = (avisadoEn: string): string =>
  new Date(new Date(avisadoEn).getTime() + RETENCION.diasAviso * DIA_MS).toISOString();

/**
 * The interview notice's version for a company's period: the default period keeps the text's own
 * version; another period is other words, so another version (an old consent is not stretched over
 * a period the candidate never read). With the company's AI paused (D153) the notice says other
 * things too (no model's follow-ups, the built-in analyzer's report): `+pausa`; with the integrity
 * signals turned off (D158), `+sin-senales`.
 */
export function versionAviso(
  meses: number,
  iaPausada = false,
  senales = true,
  ley?: string | null,
  representante?: string | null,
  variante: VarianteEspanol = 'es',
): string {
  const v = meses === RETENCION.mesesPorDefecto ? AVISO_ENTREVISTA_VERSION : `${AVISO_ENTREVISTA_VERSION}+r${meses}`;
  // The integrity signals turned off (D158) are other words too: `+sin-senales`; another country's law
  // (D214), or Chile's new one, too: `+MX`, `+CL-21719` (Spain's is the base text's); the representative's
  // paragraph (issue 67 item 7), a fingerprint of its words: another representative is another text; and
  // the candidate's Spanish (D215): `+usted`, `+vos` (Spain's tú is the base text's).
  return `${v}${iaPausada ? '+pausa' : ''}${senales ? '' : '+sin-senales'}${ley && ley !== 'ES' ? `+${ley}` : ''}${representante ? `+rep-${huellaDeTexto(representante)}` : ''}${variante === 'es' ? '' : `+${variante}`}`;
}

/** The version of the notice these data print (`versionAviso` with each of its parts read from them). */
export function versionDelAviso(d: DatosAviso): string {
  return versionAviso(d.meses, !!d.iaPausada, d.senales !== false, d.ley?.clave, representanteDelAviso(d)[0], d.variante);
}

/** The consent to be kept for future processes: its own text and version, separate from the notice. */
export const CONSERVAR_VERSION = '2026-11-26.1';

export function versionConservar(meses: number): string {
  return `${CONSERVAR_VERSION}+r${meses}`;
}

export function textoConservar(d: { empresa: string; meses: number }): string {
  return `Acepto que ${d.empresa} conserve mis datos cuando termine este proceso para tenerme en cuenta en futuros procesos de selección. Es opcional y no cambia nada de este proceso. Antes de que se borren me avisarán por email y podré ampliar el plazo ${plazo(d.meses)} más; puedo retirar este consentimiento cuando quiera desde «Mis datos».`;
}

/** «12 meses», «1 mes». */
export const plazo = (meses: number): string => (meses === 1 ? '1 mes' : `${meses} meses`);
