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

/** Puts `message` at a dotted path of a nested errors object (react-hook-form reads them so); a
 * list's own error (too many phases) sits beside its items' errors, as `root`. The first message
 * of a field wins. */
export function ponerError(errors: Record<string, unknown>, campo: string, message: string): void {
  const partes = campo.split('.');
  let nodo = errors;
  for (const parte of partes.slice(0, -1)) nodo = (nodo[parte] ??= {}) as Record<string, unknown>;
  const ultima = partes[partes.length - 1]!;
  const actual = nodo[ultima] as Record<string, unknown> | undefined;
  if (actual && !('message' in actual)) actual.root ??= { type: 'custom', message };
  else nodo[ultima] ??= { type: 'custom', message };
}

/** The dotted paths of every error in a react-hook-form errors object (a list's `root` error counts as the list's). */
export function camposConError(errors: object, prefijo = ''): string[] {
  return Object.entries(errors).flatMap(([k, v]: [string, unknown]) => {
    if (!v || typeof v !== 'object' || k === 'ref') return [];
    const campo = k === 'root' ? prefijo : prefijo ? `${prefijo}.${k}` : k;
    return 'message' in v || 'type' in v ? [campo] : camposConError(v, campo);
  });
}

/** The message of a dotted field's error. */
export function errorDe(errors: object, campo: string): string | undefined {
  let nodo: unknown = errors;
  for (const parte of campo.split('.')) nodo = (nodo as Record<string, unknown> | undefined)?.[parte];
  const message = (nodo as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
}

/**
 * A tabbed form's errors by tab: `conError` marks the tabs that hold one, `primera` is the first of
 * `orden` that does (where a failed submit takes the user). `pestanaDe` is the form's field → tab map.
 */
export function pestanasConError<P extends string>(
  errors: object,
  pestanaDe: (campo: string) => P,
  orden: readonly P[],
): { conError: Set<P>; primera: P | undefined } {
  const conError = new Set(camposConError(errors).map(pestanaDe));
  return { conError, primera: orden.find((p) => conError.has(p)) };
}
