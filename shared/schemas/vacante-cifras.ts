// A vacancy's figures (issue 66 item 7, D194): how many applied and how, how many were invited and took
// the interview (the completion rate), the median time from joining to the interview and to a decision,
// and per stage how many are there now and how many got that far (the conversion). Counted from the
// vacancy's applications as they are when asked: aggregates only, never a person.
import * as z from 'zod/mini';
import { EtapaVacante } from './candidatura.js';

/**
 * The stages a decision about a candidate puts them in (the time to a decision ends at the first): in
 * the company's order (D195), every stage after «En revisión» (after «Entrevistado» when the company
 * deleted «En revisión»), and «Descartado». With the defaults: finalista, oferta, contratado, descartado.
 */
export function etapasDeDecision(orden: readonly string[]): string[] {
  const desde = Math.max(orden.indexOf('en_revision'), orden.indexOf('entrevistado'));
  return [...orden.slice(desde + 1).filter((e) => e !== 'descartado'), 'descartado'];
}

export const CifrasEtapa = z.object({
  etapa: EtapaVacante,
  /** Its name in the company's pipeline (D195); «Etapa borrada» for one deleted while someone was moved into it. */
  nombre: z.string(),
  /** In this stage now (the board's column). */
  ahora: z.number(),
  /** Ever got to this stage or, in the pipeline's order, a later one («Descartado» is no step forward). */
  alcanzaron: z.number(),
  /** alcanzaron / solicitudes, 0..1; null with no applications. */
  conversion: z.nullable(z.number()),
});
export type CifrasEtapa = z.infer<typeof CifrasEtapa>;

export const CifrasVacante = z.object({
  vacanteId: z.string(),
  /** Applications: the candidates in the vacancy. */
  solicitudes: z.number(),
  porOrigen: z.object({ equipo: z.number(), enlace: z.number() }),
  /** Given the vacancy's interview (an interview for it was scheduled). */
  invitados: z.number(),
  /** Took the vacancy's interview (finished it). */
  entrevistados: z.number(),
  /** entrevistados / invitados, 0..1; null with no one invited. */
  tasaFinalizacion: z.nullable(z.number()),
  /** Median hours from joining the vacancy to finishing its interview; null with no one interviewed. */
  horasHastaEntrevista: z.nullable(z.number()),
  /** Median hours from joining to the first move to a decision stage (etapasDeDecision); null with none. */
  horasHastaDecision: z.nullable(z.number()),
  /** How many decided (the median's count). */
  decididos: z.number(),
  /** The decision stages' names in the company's order (D195): what «a decision» means in the median. */
  etapasDecision: z.array(z.string()),
  etapas: z.array(CifrasEtapa),
  calculadasEn: z.string(),
});
export type CifrasVacante = z.infer<typeof CifrasVacante>;
