// zod issues as the API answers them: 400 with the first issue's (Spanish) message and every issue
// as `details: [{ campo, msg }]` (docs/decisions/ D4). The middleware and the domain modules that
// validate what is not a JSON body (multipart fields) use the same shape.
// A schema's own message (the spec's texts) is kept as written; zod's defaults are rewritten to name
// the field («Falta el campo «nombre»», «El campo «edad» debe ser un número»): they name neither, and
// one of them names an internal type ('se esperaba nonoptional'; D113).
// `config` by name, not `z.core.config()`: reading the `core` namespace keeps all of it in every
// bundle — each locale zod ships, its JSON Schema writer — about 360 KB (the bench's cold imports).
import type * as z from 'zod/mini';
import { config } from 'zod/v4/core';
import { fmt, servidor } from '../../shared/messages.js';
import { ValidationError, type ErrorDetail } from './errors.js';

/** zod's type names (an issue's `expected`) in words. */
const TIPOS: Record<string, string> = {
  string: 'un texto',
  number: 'un número',
  int: 'un número entero',
  bigint: 'un número entero',
  boolean: 'verdadero o falso',
  object: 'un objeto',
  array: 'una lista',
  date: 'una fecha',
  tuple: 'una lista',
  record: 'un objeto',
  map: 'un objeto',
  null: 'nulo',
};

/** Whether zod's locale would have written this message itself (then it is not the schema's own). */
function esPorDefecto(issue: z.core.$ZodIssue): boolean {
  if (issue.code === 'invalid_type') return issue.message.startsWith('Entrada inválida');
  try {
    const local = config().localeError?.(issue as never);
    const texto = typeof local === 'string' ? local : local?.message;
    return texto === issue.message;
  } catch {
    return false;
  }
}

function mensaje(issue: z.core.$ZodIssue, campo: string, raiz: boolean): string {
  if (issue.code === 'unrecognized_keys') return fmt(servidor.campoNoPermitido, { campo: issue.keys.join(', ') });
  if (!esPorDefecto(issue)) return issue.message;
  if (issue.code === 'invalid_type') {
    if (raiz) return issue.expected === 'object' ? servidor.cuerpoObjeto : servidor.datosInvalidos;
    const falta = issue.expected === 'nonoptional' || issue.message.endsWith('recibido indefinido');
    if (falta) return fmt(servidor.campoObligatorio, { campo });
    return fmt(servidor.campoTipo, { campo, tipo: TIPOS[issue.expected] ?? 'de otro tipo' });
  }
  if (issue.code === 'invalid_value') {
    const valores = issue.values.map((v) => String(v));
    return valores.length === 1
      ? fmt(servidor.campoValor, { campo, valor: valores[0]! })
      : fmt(servidor.campoValores, { campo, valores: valores.join(', ') });
  }
  return fmt(servidor.campoInvalido, { campo, detalle: issue.message.charAt(0).toLowerCase() + issue.message.slice(1) });
}

/** zod issues → `{ campo, msg }` details; the first issue's message is the answer's message. */
export function validationError(error: z.core.$ZodError, prefix?: string): ValidationError {
  const details: ErrorDetail[] = error.issues.map((issue) => {
    const ruta = [prefix, ...issue.path.map(String)].filter(Boolean);
    const campo = ruta.join('.') || '(raíz)';
    return { campo, msg: mensaje(issue, campo, ruta.length === 0) };
  });
  return new ValidationError(details[0]?.msg ?? servidor.datosInvalidos, details);
}
