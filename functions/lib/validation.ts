// zod issues as the API answers them: 400 with the first issue's (Spanish) message and every issue
// as `details: [{ campo, msg }]` (docs/decisions.md D4). The middleware and the domain modules that
// validate what is not a JSON body (multipart fields) use the same shape.
import type * as z from 'zod/mini';
import { fmt, servidor } from '../../shared/messages.js';
import { ValidationError, type ErrorDetail } from './errors.js';

/** zod issues → `{ campo, msg }` details; the first issue's message is the answer's message. */
export function validationError(error: z.core.$ZodError, prefix?: string): ValidationError {
  const details: ErrorDetail[] = error.issues.map((issue) => {
    const campo = [prefix, ...issue.path.map(String)].filter(Boolean).join('.') || '(raíz)';
    const msg = issue.code === 'unrecognized_keys' ? fmt(servidor.campoNoPermitido, { campo: issue.keys.join(', ') }) : issue.message;
    return { campo, msg };
  });
  return new ValidationError(details[0]?.msg ?? servidor.datosInvalidos, details);
}
