// What every analyzer of an interview reads (D69): the transcript as the candidate left it,
// the questions of the design it followed (with the competency each one evidences) and the rubric.
// The job (analizar.ts) builds it from the interview item and its design snapshot; the built-in
// analyzer, the prompt and the evidence check all read the same thing.
import type { TurnoTranscripcion } from '../../../shared/schemas/entrevista.js';

export type { TurnoTranscripcion };

export interface PreguntaDiseno {
  /** 0-based, the transcript turn's `n`. */
  n: number;
  fase: string;
  texto: string;
  /** What the question explores (the template's note). */
  explora?: string;
  /** The rubric competency the question evidences, by name. */
  competencia?: string;
}

export interface CompetenciaRubricaEntrada {
  competencia: string;
  descripcion?: string;
  anclas: { bajo: string; medio: string; alto: string };
}

export interface EntradaAnalisis {
  turnos: TurnoTranscripcion[];
  preguntas: PreguntaDiseno[];
  rubrica: CompetenciaRubricaEntrada[];
}
