// The first read of a resumable job's worker (D135): the job its message names. A message may
// outlive its job (the company was deleted, or the job expired before a late delivery): then there
// is nothing to carry on, the worker answers 'no_existe' and the message is done — logged, so a
// message that keeps naming a missing job can be traced.
import { logger } from '../logger.js';

/** The job `leido` read, or undefined (logged as `nombre` not found, with the message's `ids`). */
export async function trabajoDelMensaje<T>(
  leido: Promise<T | undefined>,
  nombre: string,
  ids: Record<string, string>,
): Promise<T | undefined> {
  const trabajo = await leido;
  if (!trabajo) logger.warn(`${nombre} not found`, ids);
  return trabajo;
}
