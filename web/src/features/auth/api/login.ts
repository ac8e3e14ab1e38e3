// Email-and-password login (spec part 1 §2.2, §5, §7.2, §8.2): the call and the Spanish failure
// text. The form validates with the contract's LoginBody, the schema the handler uses.
import type * as z from 'zod/mini';
import { login as msg } from '@shared/messages';
import type { LoginBody, PasoSegundoFactor } from '@shared/schemas/auth';
import { ApiError } from '../../../lib/api-client';
import { llamar } from '../../../lib/api-rutas';
import type { EmpresaResumen, SessionUser } from '../../../lib/session';

export type LoginFormValues = z.input<typeof LoginBody>;

/** `data` of POST /api/auth/login. */
export interface LoginAnswer {
  user: SessionUser;
  token: string;
  /** Seconds until `token` expires. */
  expiresIn?: number;
  empresas?: EmpresaResumen[];
}

export type { PasoSegundoFactor };

/** The session, or the second step it still needs (D155: the authenticator's code, or its set-up). */
export async function loginWithPassword(body: LoginBody): Promise<LoginAnswer | PasoSegundoFactor> {
  const { data } = await llamar('POST /api/auth/login', { body });
  if (data && 'segundoFactor' in data && data.sesion) return data;
  if (!data || !('token' in data) || !data.token || !data.user) throw new Error(msg.errorCritico);
  return data;
}

export function esPasoSegundoFactor(answer: LoginAnswer | PasoSegundoFactor): answer is PasoSegundoFactor {
  return 'segundoFactor' in answer;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Part 1 §8.2: the server's message, or its error, or the joined msg values of its details; else
 * the fallback. A time-out says so (§8.1), not that the server could not be reached.
 */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.kind === 'timeout') return error.message;
  if (error instanceof ApiError && isRecord(error.body)) {
    const body = error.body;
    for (const key of ['message', 'error'] as const) {
      const value = body[key];
      if (typeof value === 'string' && value.trim()) return value;
    }
    if (Array.isArray(body.details)) {
      const joined = body.details
        .map((d) => (isRecord(d) ? (d.msg ?? d.message) : undefined))
        .filter((m): m is string => typeof m === 'string' && m.length > 0)
        .join(', ');
      if (joined) return joined;
    }
  }
  if (error instanceof Error && error.message === msg.errorCritico) return msg.errorCritico;
  return msg.fallbackError;
}
