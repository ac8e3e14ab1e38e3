// Email-and-password login (spec part 1 §2.2, §5, §7.2, §8.2): the form schema, the call and the
// Spanish failure text.
// TODO(contract): move LoginBody to shared/schemas/auth.ts when the auth endpoint's schemas land,
// so the browser and the handler validate with the same schema (STYLE.md rule 10).
import { z } from 'zod';
import { login as msg } from '../../../../../shared/messages';
import { ApiError, api } from '../../../lib/api-client';
import type { EmpresaResumen, SessionUser } from '../../../lib/session';

/** The email is trimmed and lower-cased before it is sent (part 1 §5). */
export const LoginBody = z.object({
  email: z.string().trim().toLowerCase().min(1, 'El email es obligatorio').pipe(z.email('Introduce un email válido')),
  password: z.string().min(1, 'La contraseña es obligatoria'),
});
export type LoginFormValues = z.input<typeof LoginBody>;
export type LoginBody = z.output<typeof LoginBody>;

/** `data` of POST /api/auth/login. */
export interface LoginAnswer {
  user: SessionUser;
  token: string;
  empresas?: EmpresaResumen[];
}

export async function loginWithPassword(body: LoginBody): Promise<LoginAnswer> {
  const { data } = await api.post<LoginAnswer>('/api/auth/login', body);
  if (!data?.token || !data?.user) throw new Error(msg.errorCritico);
  return data;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Part 1 §8.2: the server's message, or its error, or the joined msg values of its details; else the fallback. */
export function loginErrorMessage(error: unknown): string {
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
