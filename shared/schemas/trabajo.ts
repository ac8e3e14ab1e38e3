// The states of a queued job (D135): the candidates CSV import (D57), the company
// deletion (D72), the data import and the restore (D100, D103) and the data clear (D103) answer one
// vocabulary. Feminine, as the jobs are named (la importación, la eliminación, la limpieza, la
// restauración) and as the spec's own states are (an interview is completada). A job is pendiente
// until its first delivery starts it, en_curso while a delivery carries it on, and ends completada
// or fallida (its reason in the job's error field). A company deletion starts en_curso and has no
// completada: once it finishes the company is gone.
import * as z from 'zod/mini';

export const ESTADOS_TRABAJO = ['pendiente', 'en_curso', 'completada', 'fallida'] as const;
export const EstadoTrabajo = z.enum(ESTADOS_TRABAJO);
export type EstadoTrabajo = z.infer<typeof EstadoTrabajo>;

/** The states a job ends in: nothing moves it afterwards. */
export const ESTADOS_TERMINADOS = ['completada', 'fallida'] as const satisfies readonly EstadoTrabajo[];

/** A job that ended (completada or fallida): the screens stop asking how it goes. */
export function trabajoTerminado(estado: string | undefined): boolean {
  return (ESTADOS_TERMINADOS as readonly string[]).includes(estado ?? '');
}

/** A job still to run or running (pendiente or en_curso). */
export function trabajoVivo(estado: string | undefined): boolean {
  return estado === 'pendiente' || estado === 'en_curso';
}
