// Form error helpers shared by the forms that validate with the contract's zod schemas.
import type * as z from 'zod/mini';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

/**
 * A per-parse zod error map that names the required fields in Spanish: the contract marks them
 * with min(1) and leaves the text to zod's generic "too small" message.
 */
export function mensajesObligatorios(mensajes: Record<string, string>): { error: z.core.$ZodErrorMap } {
  return {
    error: (issue) => {
      const campo = issue.path?.map(String).join('.');
      if (!campo || !Object.hasOwn(mensajes, campo)) return undefined;
      const vacio =
        (issue.code === 'too_small' && issue.origin === 'string' && Number(issue.minimum) <= 1) ||
        (issue.code === 'invalid_type' && issue.input === undefined);
      return vacio ? mensajes[campo] : undefined;
    },
  };
}

/**
 * Puts the server's `details: [{ campo, msg }]` (a 400 of the shared validation) on the form's
 * fields. Returns true when at least one field got its message.
 */
export function aplicarErroresServidor<T extends FieldValues>(
  error: unknown,
  campos: readonly Path<T>[],
  setError: UseFormSetError<T>,
): boolean {
  if (!(error instanceof ApiError) || typeof error.body !== 'object' || error.body === null) return false;
  const details = (error.body as { details?: unknown }).details;
  if (!Array.isArray(details)) return false;
  let applied = false;
  for (const detail of details) {
    const campo = typeof detail?.campo === 'string' ? detail.campo : undefined;
    const msg = typeof detail?.msg === 'string' ? detail.msg : undefined;
    if (campo && msg && (campos as readonly string[]).includes(campo)) {
      setError(campo as Path<T>, { type: 'server', message: msg });
      applied = true;
    }
  }
  return applied;
}

/** The Spanish message of a failed call (the server's text or a transport error), or the fallback. */
export function mensajeDeError(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}
