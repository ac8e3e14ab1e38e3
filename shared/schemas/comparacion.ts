// Candidates of a vacancy side by side (issue 66 item 4, D188): for two to five of them, each one's
// stage, the interview of that vacancy, and from its report and its review per competency the
// report's score, the review's score and the quotes behind the report's score; the integrity flags
// and the page's signals counted and named; the report's recommendation by rule and the person's
// decision. Facts to read together: no score here is a decision, and nothing is ranked by the server.
import * as z from 'zod/mini';
import { vacantes as msg } from '../messages.js';
import { EtapaVacante } from './candidatura.js';
import { Id } from './comun.js';
import { EstadoEntrevista } from './entrevista.js';
import { DecisionValidacion, Evidencia, METODOS_INFORME, NIVELES_ANCLA_INFORME, RECOMENDACIONES_IA } from './informe.js';
import { TIPOS_MARCA } from './integridad.js';

/** How many candidates a comparison holds: two at least (one is the report), five at most (a screen's width). */
export const COMPARAR = { min: 2, max: 5 } as const;

/** Said wherever candidates are set in an order (DESIGN §12: a score is a fact for a person, never a decision). */
export const AVISO_COMPARACION = 'La decisión la toma una persona.';

const IdCandidato = z
  .string({ error: msg.compararIdInvalido })
  .check(
    z.minLength(1, { error: msg.compararIdInvalido }),
    z.maxLength(200, { error: msg.compararIdInvalido }),
    z.regex(/^[^#\s]+$/, { error: msg.compararIdInvalido }),
  );

/** `?candidatos=a,b,c`: 2 to 5 ids of the vacancy's candidates, each once, in the order the columns take. */
export const CandidatosComparar = z.pipe(
  z.pipe(
    z.string({ error: msg.compararCuantos }),
    z.transform((s: string) =>
      s
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean),
    ),
  ),
  z.array(IdCandidato).check(
    z.minLength(COMPARAR.min, { error: msg.compararCuantos }),
    z.maxLength(COMPARAR.max, { error: msg.compararCuantos }),
    z.refine((ids: string[]) => new Set(ids).size === ids.length, { error: msg.compararRepetidos }),
  ),
);

export const ComparacionQuery = z.object({ empresaId: z.optional(Id), candidatos: CandidatosComparar });
export type ComparacionQuery = z.output<typeof ComparacionQuery>;

/** One competency of one candidate's report, with the review beside it. */
export const CompetenciaComparada = z.object({
  habilidad: z.string(),
  /** The report's score (the AI's or the built-in analyzer's), null when it could not be evaluated. */
  puntuacionInforme: z.nullable(z.number()),
  evaluado: z.boolean(),
  /** The rubric anchor the evidence matched. */
  ancla: z.nullable(z.enum(NIVELES_ANCLA_INFORME)),
  /** The review's score: the reviewer's own where they changed it, else the report's they confirmed; null with no review. */
  puntuacionRevision: z.nullable(z.number()),
  /** The reviewer changed the report's score. */
  ajustada: z.boolean(),
  /** The quotes of the candidate's answers behind the report's score (none when not evaluated). */
  evidencia: z.array(Evidencia),
});
export type CompetenciaComparada = z.infer<typeof CompetenciaComparada>;

/** The integrity checks of one report and the page's signals, counted and named (facts; none changes a score). */
export const IntegridadComparada = z.object({
  /** False for a report written before the checks: nothing is known, which is not «none». */
  comprobada: z.boolean(),
  /** Answers with a flag that points at them, or pasted whole (the Informes card's count). */
  respuestasConSenales: z.number(),
  /** Each kind of flag found, with its label and how many answers carry it; `deJuego`: it points at the answer. */
  marcas: z.array(z.object({ tipo: z.enum(TIPOS_MARCA), etiqueta: z.string(), respuestas: z.number(), deJuego: z.boolean() })),
  /** Competencies the model scored high whose only evidence is flagged. */
  discrepancias: z.number(),
  /** The checks' own sentences for the reviewer. */
  resumen: z.array(z.string()),
  /** What the candidate's page noted (D158): answers with pasted text, with focus lost, and pasted whole or nearly. */
  senalesPagina: z.object({ conPegado: z.number(), conPerdidaFoco: z.number(), pegadasEnteras: z.number() }),
});
export type IntegridadComparada = z.infer<typeof IntegridadComparada>;

export const InformeComparado = z.object({
  /** Who wrote it: a model («de la IA») or the built-in analyzer («del analizador»). */
  metodo: z.enum(METODOS_INFORME),
  competencias: z.array(CompetenciaComparada),
  /** The mean of the evaluated competencies, one decimal: the report's, and the review's (null with no review). */
  mediaInforme: z.nullable(z.number()),
  mediaRevision: z.nullable(z.number()),
  /** The report's recommendation by rule (D157) and the rule in the report's words (null on reports before it). */
  recomendacion: z.object({ valor: z.enum(RECOMENDACIONES_IA), regla: z.nullable(z.string()) }),
  integridad: IntegridadComparada,
});
export type InformeComparado = z.infer<typeof InformeComparado>;

/** The person's decision: what, who and when (the review in force; a correction replaces it). */
export const RevisionComparada = z.object({ decision: DecisionValidacion, por: z.string(), fecha: z.string(), numero: z.number() });

export const CandidatoComparado = z.object({
  candidatoId: Id,
  nombre: z.string(),
  etapa: EtapaVacante,
  /** The interview of this vacancy (the board's link to it); null when none was scheduled for it. */
  entrevista: z.nullable(z.object({ id: Id, estado: EstadoEntrevista, servicioNombre: z.string() })),
  /** Null until the interview is analysed. */
  informe: z.nullable(InformeComparado),
  /** Null until a person reviewed the report. */
  revision: z.nullable(RevisionComparada),
});
export type CandidatoComparado = z.infer<typeof CandidatoComparado>;

export const ComparacionVacante = z.object({
  vacante: z.object({ id: Id, titulo: z.string() }),
  /** Every competency of the reports, in the order they first appear: the table's rows. */
  competencias: z.array(z.string()),
  /** In the order asked for. */
  candidatos: z.array(CandidatoComparado),
});
export type ComparacionVacante = z.infer<typeof ComparacionVacante>;
