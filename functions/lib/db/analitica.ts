// Analytics aggregates (D70; docs/data-model.md "Analytics"): counters in the company's
// partition, moved by the writes that change what they count (scheduling, finishing, the report,
// the review) as steps of those writes' own transactions — never computed by reading interviews.
// - `ESTAD#SEMANA#{monday, UTC}`: per week (Monday 00:00 UTC; the same for every viewer's zone)
//   scheduled, completed, reports, score sums, and time sums (interview length, time to report);
// - `ESTAD#AREA#{areaId | sin-area}`: per area of the candidate when the report was written;
// - `ESTAD#SERVICIO#{servicioId}`: per HR service;
// - `ESTAD#CALIDAD`: the quality block (quotes kept, reports by a model, reviews, agreement);
// - `ESTAD#MES#{YYYY-MM}`: per calendar month (UTC), completed interviews (D97, the SaaS panel's tenants).
// Aggregates are anonymous counts: erasing a candidate removes their personal data, not the count
// of interviews the company ran (D70).
// Each aggregate is spread over fractions (`…#F{n}`, db/fracciones.ts, D111): a write adds to the
// request's fraction, a read sums them, so a company's parallel requests rarely hold the same item.
import { claveFraccion, fraccionAleatoria, FRACCIONES_EMPRESA, sumarFracciones } from './fracciones.js';
import { tenantPk, assertKeyPart, type Key } from './keys.js';
import { queryAll, type TransactStep } from './repository.js';

/** Monday 00:00 UTC of a date's week, `YYYY-MM-DD`. */
export function semanaDe(fecha: Date | string): string {
  const d = new Date(fecha);
  const dia = (d.getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() - dia)).toISOString().slice(0, 10);
}

export const SIN_AREA = 'sin-area';

export const analiticaKeys = {
  semana: (empresaId: string, semana: string): Key => ({ PK: tenantPk(empresaId), SK: `ESTAD#SEMANA#${assertKeyPart(semana, 'semana')}` }),
  area: (empresaId: string, areaId: string | null | undefined): Key => ({
    PK: tenantPk(empresaId),
    SK: `ESTAD#AREA#${assertKeyPart(areaId || SIN_AREA, 'areaId')}`,
  }),
  servicio: (empresaId: string, servicioId: string): Key => ({
    PK: tenantPk(empresaId),
    SK: `ESTAD#SERVICIO#${assertKeyPart(servicioId, 'servicioId')}`,
  }),
  calidad: (empresaId: string): Key => ({ PK: tenantPk(empresaId), SK: 'ESTAD#CALIDAD' }),
  /** Per calendar month (UTC, `YYYY-MM`): interviews completed (D97: the SaaS panel's entrevistas_mes). */
  mes: (empresaId: string, mes: string): Key => ({ PK: tenantPk(empresaId), SK: `ESTAD#MES#${assertKeyPart(mes, 'mes')}` }),
};

/**
 * ADD the non-zero deltas to fraction `f` of one aggregate (created on first use), as a transaction
 * step; `f` is the request's (db/fracciones.ts), the same for every aggregate it moves.
 */
export function pasoSumar(
  key: Key,
  delta: Record<string, number>,
  extra: Record<string, string> = {},
  f: number = fraccionAleatoria(),
): TransactStep | null {
  const entries = Object.entries(delta).filter(([, v]) => v !== 0 && Number.isFinite(v));
  if (!entries.length) return null;
  const sets = Object.keys(extra);
  return {
    op: {
      Update: {
        Key: claveFraccion(key, f),
        UpdateExpression:
          (sets.length ? `SET ${sets.map((_, i) => `#s${i} = :s${i}`).join(', ')} ` : '') +
          `ADD ${entries.map((_, i) => `#c${i} :c${i}`).join(', ')}`,
        ExpressionAttributeNames: {
          ...Object.fromEntries(entries.map(([k], i) => [`#c${i}`, k])),
          ...Object.fromEntries(sets.map((k, i) => [`#s${i}`, k])),
        },
        ExpressionAttributeValues: {
          ...Object.fromEntries(entries.map(([, v], i) => [`:c${i}`, v])),
          ...Object.fromEntries(sets.map((k, i) => [`:s${i}`, extra[k]])),
        },
      },
    },
  };
}

export interface AgregadoSemana {
  semana: string;
  programadas?: number;
  completadas?: number;
  informes?: number;
  sumaPuntuacion?: number;
  conPuntuacion?: number;
  /** Milliseconds from the candidate's start (en_progreso) to "Finalizar", summed, and how many. */
  duracionMsSuma?: number;
  duracionN?: number;
  /** Milliseconds from completada to the report, summed, and how many. */
  hastaInformeMsSuma?: number;
  hastaInformeN?: number;
}

export interface AgregadoGrupo {
  id: string;
  nombre?: string;
  informes?: number;
  sumaPuntuacion?: number;
  conPuntuacion?: number;
  recomendados?: number;
  validadas?: number;
}

export interface AgregadoCalidad {
  citasTotales?: number;
  citasDescartadas?: number;
  informesProveedor?: number;
  informesIntegrado?: number;
  validadas?: number;
  /** Reviews whose decision matched the AI's (recomendado ↔ recommended conclusions). */
  coincidencias?: number;
  /** Reviews that changed at least one score. */
  conAjustes?: number;
  /** Milliseconds from the report to its review, summed. */
  hastaRevisionMsSuma?: number;
}

export interface Analitica {
  semanas: AgregadoSemana[];
  areas: AgregadoGrupo[];
  servicios: AgregadoGrupo[];
  calidad: AgregadoCalidad;
}

/** Segments of each aggregate's own sort key (the fraction follows them). */
const SEGMENTOS = { semana: 3, area: 3, servicio: 3, calidad: 2, mes: 3 } as const;
/** At most this many fractions (and a legacy item) per aggregate. */
const POR_AGREGADO = FRACCIONES_EMPRESA + 1;

/** Everything the Analytics screen reads: the weeks from `desde`, every area and service, quality. */
export async function leerAnalitica(empresaId: string, desde: string): Promise<Analitica> {
  const pk = tenantPk(empresaId);
  const [semanas, areas, servicios, calidad] = await Promise.all([
    queryAll<Record<string, unknown> & { SK: string }>({
      pk,
      skBetween: [`ESTAD#SEMANA#${desde}`, 'ESTAD#SEMANA#\uffff'],
      max: 60 * POR_AGREGADO,
    }),
    queryAll<Record<string, unknown> & { SK: string }>({ pk, skPrefix: 'ESTAD#AREA#', max: 500 * POR_AGREGADO }),
    queryAll<Record<string, unknown> & { SK: string }>({ pk, skPrefix: 'ESTAD#SERVICIO#', max: 200 * POR_AGREGADO }),
    queryAll<Record<string, unknown> & { SK: string }>({ pk, skPrefix: 'ESTAD#CALIDAD', max: POR_AGREGADO }),
  ]);
  const ultimo = (sk: string) => sk.slice(sk.lastIndexOf('#') + 1);
  return {
    semanas: sumarFracciones<AgregadoSemana>(semanas, SEGMENTOS.semana).map((s) => ({ ...s, semana: ultimo(s.SK) })),
    areas: sumarFracciones<AgregadoGrupo>(areas, SEGMENTOS.area).map((a) => ({ ...a, id: ultimo(a.SK) })),
    servicios: sumarFracciones<AgregadoGrupo>(servicios, SEGMENTOS.servicio).map((s) => ({ ...s, id: ultimo(s.SK) })),
    calidad: sumarFracciones<AgregadoCalidad>(calidad, SEGMENTOS.calidad)[0] ?? {},
  };
}

/** A calendar month's aggregate (`YYYY-MM`), its fractions summed; {} before anything was counted. */
export async function leerMes(empresaId: string, mes: string): Promise<{ completadas?: number }> {
  const base = analiticaKeys.mes(empresaId, mes);
  const items = await queryAll<Record<string, unknown> & { SK: string }>({ pk: base.PK, skPrefix: base.SK, max: POR_AGREGADO });
  return (
    sumarFracciones<{ completadas?: number }>(
      items.filter((i) => i.SK === base.SK || i.SK.startsWith(`${base.SK}#`)),
      SEGMENTOS.mes,
    )[0] ?? {}
  );
}

/** Every month's aggregate of a company (`YYYY-MM` → completed): the reconcile job's source. */
export async function leerMeses(empresaId: string): Promise<Record<string, { completadas?: number }>> {
  const items = await queryAll<Record<string, unknown> & { SK: string }>({ pk: tenantPk(empresaId), skPrefix: 'ESTAD#MES#' });
  const ultimo = (sk: string) => sk.slice(sk.lastIndexOf('#') + 1);
  return Object.fromEntries(sumarFracciones<{ completadas?: number }>(items, SEGMENTOS.mes).map((m) => [ultimo(m.SK), m]));
}

const cuando = (historial: Array<{ estado: string; fecha: string }> | undefined, estado: string) => {
  const h = [...(historial ?? [])].reverse().find((x) => x.estado === estado);
  return h ? Date.parse(h.fecha) : NaN;
};

/** Milliseconds since the interview last entered `estado` (null when unknown or negative). */
export function msDesde(historial: Array<{ estado: string; fecha: string }> | undefined, estado: string, now: Date): number | null {
  const t = cuando(historial, estado);
  const ms = now.getTime() - t;
  return Number.isFinite(ms) && ms >= 0 ? ms : null;
}

/** Steps with something to add (a step whose deltas are all zero is left out). */
export function pasosAnalitica(...pasos: Array<TransactStep | null>): TransactStep[] {
  return pasos.filter((p): p is TransactStep => p !== null);
}
