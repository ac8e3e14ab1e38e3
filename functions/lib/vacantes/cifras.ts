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

/** The figures of a set of applications (pure: the unit tests give it the items). */
export function cifrasDe(
  vacanteId: string,
  items: CandidaturaItem[],
  now: Date,
  etapasEmpresa: readonly Pick<Etapa, 'id' | 'nombre'>[] = ETAPAS_POR_DEFECTO,
): CifrasVacante {
  const todas = etapasEmpresa.map((e) => e.id);
  const orden = todas.filter((e) => e !== 'descartado');
  const deDecision = etapasDeDecision(todas);
  const horasEntrevista: number[] = [];
  const horasDecision: number[] = [];
  const ahora = new Map<EtapaVacante, number>();
  const llegaron = new Map<EtapaVacante, number>();
  let invitados = 0;
  let entrevistados = 0;
  let enlace = 0;
  for (const c of items) {
    if (c.origen === 'enlace') enlace++;
    if (c.entrevistaId) invitados++;
    const fin = entrevistadaEn(c);
    if (fin) {
      entrevistados++;
      horasEntrevista.push((Date.parse(fin) - Date.parse(c.unidaEn)) / HORA);
    }
    const decision = (c.historial ?? []).find((h) => deDecision.includes(h.a));
    if (decision) horasDecision.push((Date.parse(decision.fecha) - Date.parse(c.unidaEn)) / HORA);
    ahora.set(c.etapa, (ahora.get(c.etapa) ?? 0) + 1);
    const suyas = alcanzadas(c);
    // The furthest stage of the pipeline's order it reached: every earlier one counts as passed.
    const mas = Math.max(...orden.map((e, i) => (suyas.has(e) ? i : -1)));
    for (let i = 0; i <= mas; i++) llegaron.set(orden[i]!, (llegaron.get(orden[i]!) ?? 0) + 1);
    if (suyas.has('descartado')) llegaron.set('descartado', (llegaron.get('descartado') ?? 0) + 1);
  }
  const total = items.length;
  return {
    vacanteId,
    solicitudes: total,
    porOrigen: { equipo: total - enlace, enlace },
    invitados,
    entrevistados,
    tasaFinalizacion: cociente(entrevistados, invitados),
    horasHastaEntrevista: redondear(mediana(horasEntrevista)),
    horasHastaDecision: redondear(mediana(horasDecision)),
    decididos: horasDecision.length,
    etapasDecision: deDecision.map((e) => nombreEtapa(etapasEmpresa, e)),
    // A stage deleted while someone was being moved into it (D195) still shows who is there, at the end.
    etapas: [...todas, ...[...ahora.keys()].filter((e) => !todas.includes(e))].map((etapa) => ({
      etapa,
      nombre: nombreEtapa(etapasEmpresa, etapa),
      ahora: ahora.get(etapa) ?? 0,
      alcanzaron: llegaron.get(etapa) ?? 0,
      conversion: cociente(llegaron.get(etapa) ?? 0, total),
    })),
    calculadasEn: now.toISOString(),
  };
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
