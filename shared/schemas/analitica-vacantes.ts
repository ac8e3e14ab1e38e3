// Analytics' «Vacantes» (issue 66 item 7, D199): one row per vacancy of the company — the same figures
// as its «Cifras» tab (D194), counted over the applications that joined in a period of the company's
// days — and a totals row over the rows listed: counts added, medians over the pooled times (never a
// median of medians). A rate or a median taken over fewer than MINIMO_VACANTES_ANALITICA values is
// null («Muy pocos datos»): with so few it describes the few people behind it. Counts only, no person.
import * as z from 'zod/mini';
import { fmt, vacantes as msg } from '../messages.js';
import { FiltroPeriodo, Id, periodoNoInvertido } from './comun.js';
import { EtapaVacante } from './candidatura.js';
import { EstadoVacante } from './vacante.js';

/** Below this many values a rate or a median is not shown (D199, amending D194 for this view). */
export const MINIMO_VACANTES_ANALITICA = 5;

/** Vacancies per page: each one's applications are read (its index, every page), so a page is bounded. */
export const VACANTES_POR_PAGINA_ANALITICA = 50;

const limite = fmt(msg.limiteAnalitica, { max: VACANTES_POR_PAGINA_ANALITICA });

export const AnaliticaVacantesQuery = z
  .object({
    empresaId: z.optional(Id),
    estado: z.optional(EstadoVacante),
    ...FiltroPeriodo,
    cursor: z.optional(z.string().check(z.maxLength(2_000))),
    limit: z.optional(
      z.coerce
        .number({ error: limite })
        .check(z.int({ error: limite }), z.minimum(1, { error: limite }), z.maximum(VACANTES_POR_PAGINA_ANALITICA, { error: limite })),
    ),
  })
  .check(periodoNoInvertido());
export type AnaliticaVacantesQuery = z.output<typeof AnaliticaVacantesQuery>;

const Cifra = z.nullable(z.number());

/** The figures of a vacancy, or of the rows together (the totals). */
const CifrasFila = z.object({
  solicitudes: z.number(),
  /** Of them, through the public apply link. */
  porEnlace: z.number(),
  /** porEnlace / solicitudes, 0..1; null with none. */
  cuotaEnlace: Cifra,
  invitados: z.number(),
  entrevistados: z.number(),
  /** entrevistados / invitados, 0..1; null below the minimum of invitados. */
  tasaFinalizacion: Cifra,
  /** Median hours joining → interview finished; null below the minimum of entrevistados. */
  horasHastaEntrevista: Cifra,
  /** How many decided (the decision median's values). */
  decididos: z.number(),
  /** Median hours joining → first decision stage; null below the minimum of decididos. */
  horasHastaDecision: Cifra,
  /** Per stage of the company's order (the response's `etapas`): got that far / solicitudes; null below the minimum of solicitudes. */
  conversion: z.array(Cifra),
});
export type CifrasFilaVacante = z.infer<typeof CifrasFila>;

export const FilaVacanteAnalitica = z.extend(CifrasFila, {
  vacanteId: z.string(),
  titulo: z.string(),
  estado: EstadoVacante,
});
export type FilaVacanteAnalitica = z.infer<typeof FilaVacanteAnalitica>;

export const AnaliticaVacantes = z.object({
  /** The company's stages in its order (D195), the conversion's columns. */
  etapas: z.array(z.object({ etapa: EtapaVacante, nombre: z.string() })),
  /** What «a decision» means in the median: the decision stages' names. */
  etapasDecision: z.array(z.string()),
  filas: z.array(FilaVacanteAnalitica),
  /** The rows of this page together; null with no row. */
  totales: z.nullable(CifrasFila),
  minimo: z.number(),
  cursor: z.nullable(z.string()),
  calculadasEn: z.string(),
});
export type AnaliticaVacantes = z.infer<typeof AnaliticaVacantes>;
