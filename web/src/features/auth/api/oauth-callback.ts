// The social-login hand-off (spec part 1 §2.3, §7.2, §8.3): what the callback's query means, and
// the steps that turn its token into a session.
import { fmt, oauth as msg } from '@shared/messages';
import { OAUTH_PROVIDER_NOMBRES, type OAuthProvider } from '@shared/schemas/auth';
import { api, clearStoredToken, storeToken } from '../../../lib/api-client';
import type { LoginSession, SessionCheckAnswer, SessionUser } from '../../../lib/session';

const ERRORES_CONOCIDOS = ['google_failed', 'microsoft_failed', 'google_callback_failed', 'microsoft_callback_failed'] as const;
type ErrorConocido = (typeof ERRORES_CONOCIDOS)[number];

function isErrorConocido(value: string): value is ErrorConocido {
  return (ERRORES_CONOCIDOS as readonly string[]).includes(value);
}

/** Part 1 §8.3: the text for the callback's `error` value, with the provider's display name. */
export function oauthErrorMessage(error: string): string {
  if (!isErrorConocido(error)) return msg.desconocido;
  const provider = error.split('_')[0] as OAuthProvider;
  return fmt(msg[error], { provider: OAUTH_PROVIDER_NOMBRES[provider] });
}

/**
 * The help under the error, for the two '{provider}_failed' values only: they are what an account
 * Talentia does not know gets, and the words are the same whatever the cause (no email is revealed).
 */
export function oauthErrorAyuda(error: string): string | undefined {
  return error === 'google_failed' || error === 'microsoft_failed' ? msg.ayudaCuenta : undefined;
}

/** Seconds from the callback's `expiresIn`, when it is a positive number. */
export function parseExpiresIn(value: string | null): number | undefined {
  const seconds = Number(value);
  return value && Number.isFinite(seconds) && seconds > 0 ? seconds : undefined;
}

/**
 * Checks the callback's token (GET /api/oauth/verify) and loads the session it opens
 * (GET /api/auth/me). The token is stored first because every call sends the stored token; it is
 * removed again when a step fails.
 */
export async function exchangeOAuthToken(token: string, expiresIn?: number): Promise<LoginSession> {
  storeToken(token);
  try {
    const verified = await api.get<{ user: SessionUser }>('/api/oauth/verify');
    if (!verified.data?.user) throw new Error('Verificación sin usuario');
    const { data } = await api.get<SessionCheckAnswer>('/api/auth/me');
    if (!data?.user) throw new Error('Sesión sin usuario');
    return { token, expiresIn, user: data.user, empresas: data.empresas ?? [] };
  } catch (error) {
    clearStoredToken();
    throw error;
  }
}
