// A vacancy's figures (issue 66 item 7, D194), counted from its applications as they are now: every
// application of the vacancy read through its index (GSI2, page after page; never a Scan), then summed
// here. Only counts and medians leave: no name, no id.
//
// - invited: the application names an interview for the vacancy (scheduled by the team, a bulk action
//   or the apply link);
// - interviewed: its interview was finished (`entrevistadaEn`; before D194, a move to «entrevistado»);
// - time to the interview: joining → finishing it; time to a decision: joining → the first move to
//   a decision stage (etapasDeDecision: with the defaults finalista, oferta, contratado or descartado);
//   both medians, in hours;
// - per stage, in the company's order (D195): who is there now, and who ever got there or further in
//   that order (from the application's history and its stage now; «descartado» counts only itself).
import type { EtapaVacante } from '../../../shared/schemas/candidatura.js';
import { ETAPAS_POR_DEFECTO, nombreEtapa, type Etapa } from '../../../shared/schemas/etapas-vacante.js';
import { etapasDeDecision, type CifrasVacante } from '../../../shared/schemas/vacante-cifras.js';
import { todasLasCandidaturas, type CandidaturaItem } from '../db/candidaturas.js';
import { vacanteDe } from './candidaturas.js';
import { leerEtapas } from './etapas.js';

const HORA = 3_600_000;

function mediana(xs: number[]): number | null {
  if (xs.length === 0) return null;
  const o = [...xs].sort((a, b) => a - b);
  const m = Math.floor(o.length / 2);
  return o.length % 2 ? o[m]! : (o[m - 1]! + o[m]!) / 2;
}

const redondear = (x: number | null) => (x === null ? null : Math.round(x * 10) / 10);
const cociente = (a: number, b: number) => (b === 0 ? null : a / b);

function entrevistadaEn(c: CandidaturaItem): string | undefined {
  return c.entrevistadaEn ?? c.historial?.find((h) => h.a === 'entrevistado')?.fecha;
}

/** The stages an application reached: each one in its history and its stage now. */
function alcanzadas(c: CandidaturaItem): Set<EtapaVacante> {
  return new Set<EtapaVacante>([c.etapa, ...(c.historial ?? []).map((h) => h.a)]);
}

/**
 * What a set of applications adds up to before any rate or median: counts, and every time (in hours)
 * the medians are taken over. Two sets' recuentos add (sumarRecuentos) to the recuento of both, so a
 * median across vacancies is the median of all their times pooled, never a median of medians (D199).
 */
export interface RecuentoVacante {
  solicitudes: number;
  enlace: number;
  invitados: number;
  entrevistados: number;
  horasEntrevista: number[];
  horasDecision: number[];
  ahora: Map<EtapaVacante, number>;
  llegaron: Map<EtapaVacante, number>;
}

export const recuentoVacio = (): RecuentoVacante => ({
  solicitudes: 0,
  enlace: 0,
  invitados: 0,
  entrevistados: 0,
  horasEntrevista: [],
  horasDecision: [],
  ahora: new Map(),
  llegaron: new Map(),
});

const sumar = (m: Map<EtapaVacante, number>, e: EtapaVacante, n = 1) => m.set(e, (m.get(e) ?? 0) + n);

/** The recuento of a set of applications, in the company's stage order (pure: the unit tests give it the items). */
export function recuentoDe(
  items: readonly CandidaturaItem[],
  etapasEmpresa: readonly Pick<Etapa, 'id'>[] = ETAPAS_POR_DEFECTO,
): RecuentoVacante {
  const todas = etapasEmpresa.map((e) => e.id);
  const orden = todas.filter((e) => e !== 'descartado');
  const deDecision = etapasDeDecision(todas);
  const r = recuentoVacio();
  for (const c of items) {
    r.solicitudes++;
    if (c.origen === 'enlace') r.enlace++;
    if (c.entrevistaId) r.invitados++;
    const fin = entrevistadaEn(c);
    if (fin) {
      r.entrevistados++;
      r.horasEntrevista.push((Date.parse(fin) - Date.parse(c.unidaEn)) / HORA);
    }
    const decision = (c.historial ?? []).find((h) => deDecision.includes(h.a));
    if (decision) r.horasDecision.push((Date.parse(decision.fecha) - Date.parse(c.unidaEn)) / HORA);
    sumar(r.ahora, c.etapa);
    const suyas = alcanzadas(c);
    // The furthest stage of the pipeline's order it reached: every earlier one counts as passed.
    const mas = Math.max(...orden.map((e, i) => (suyas.has(e) ? i : -1)));
    for (let i = 0; i <= mas; i++) sumar(r.llegaron, orden[i]!);
    if (suyas.has('descartado')) sumar(r.llegaron, 'descartado');
  }
  return r;
}

/** The recuento of several sets together: counts added, times pooled. */
export function sumarRecuentos(rs: readonly RecuentoVacante[]): RecuentoVacante {
  const t = recuentoVacio();
  for (const r of rs) {
    t.solicitudes += r.solicitudes;
    t.enlace += r.enlace;
    t.invitados += r.invitados;
    t.entrevistados += r.entrevistados;
    t.horasEntrevista.push(...r.horasEntrevista);
    t.horasDecision.push(...r.horasDecision);
    for (const [e, n] of r.ahora) sumar(t.ahora, e, n);
    for (const [e, n] of r.llegaron) sumar(t.llegaron, e, n);
  }
  return t;
}

/** The figures a recuento gives: rates over its counts, medians over its times. */
export function cifrasDeRecuento(
  vacanteId: string,
  r: RecuentoVacante,
  now: Date,
  etapasEmpresa: readonly Pick<Etapa, 'id' | 'nombre'>[] = ETAPAS_POR_DEFECTO,
): CifrasVacante {
  const todas = etapasEmpresa.map((e) => e.id);
  const total = r.solicitudes;
  return {
    vacanteId,
    solicitudes: total,
    porOrigen: { equipo: total - r.enlace, enlace: r.enlace },
    invitados: r.invitados,
    entrevistados: r.entrevistados,
    tasaFinalizacion: cociente(r.entrevistados, r.invitados),
    horasHastaEntrevista: redondear(mediana(r.horasEntrevista)),
    horasHastaDecision: redondear(mediana(r.horasDecision)),
    decididos: r.horasDecision.length,
    etapasDecision: etapasDeDecision(todas).map((e) => nombreEtapa(etapasEmpresa, e)),
    // A stage deleted while someone was being moved into it (D195) still shows who is there, at the end.
    etapas: [...todas, ...[...r.ahora.keys()].filter((e) => !todas.includes(e))].map((etapa) => ({
      etapa,
      nombre: nombreEtapa(etapasEmpresa, etapa),
      ahora: r.ahora.get(etapa) ?? 0,
      alcanzaron: r.llegaron.get(etapa) ?? 0,
      conversion: cociente(r.llegaron.get(etapa) ?? 0, total),
    })),
    calculadasEn: now.toISOString(),
  };
}

/** The figures of a set of applications (pure: the unit tests give it the items). */
export function cifrasDe(
  vacanteId: string,
  items: CandidaturaItem[],
  now: Date,
  etapasEmpresa: readonly Pick<Etapa, 'id' | 'nombre'>[] = ETAPAS_POR_DEFECTO,
): CifrasVacante {
  return cifrasDeRecuento(vacanteId, recuentoDe(items, etapasEmpresa), now, etapasEmpresa);
}

/** GET /api/vacantes/{id}/cifras: the vacancy (404 if not the company's) and its figures now. */
export async function cifrasVacante(empresaId: string, vacanteId: string, now = new Date()): Promise<CifrasVacante> {
  const [, { etapas }, items] = await Promise.all([
    vacanteDe(empresaId, vacanteId),
    leerEtapas(empresaId),
    todasLasCandidaturas(empresaId, vacanteId),
  ]);
  return cifrasDe(vacanteId, items, now, etapas);
}
