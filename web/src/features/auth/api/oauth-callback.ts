// The social-login hand-off (spec part 1 §2.3, §7.2, §8.3): what the callback's `?error=` means,
// and the steps that turn the session the callback opened into a signed-in session here. The
// callback carries no token in the address (CloudFront logs query strings; docs/decisions/ D75):
// it sets the HttpOnly refresh cookie, and the page gets its token with POST /api/auth/refresh.
import { fmt, oauth as msg, segundoFactor as msgSegundoFactor } from '@shared/messages';
import { SEGUNDO_FACTOR_REQUERIDO } from '@shared/constants';
import { OAUTH_PROVIDER_NOMBRES, type OAuthProvider, type TokenData } from '@shared/schemas/auth';
import { ApiError, clearStoredToken, storeToken } from '../../../lib/api-client';
import { llamar } from '../../../lib/api-rutas';
import type { LoginSession } from '../../../lib/session';

const ERRORES_CONOCIDOS = ['google_failed', 'microsoft_failed', 'google_callback_failed', 'microsoft_callback_failed'] as const;
type ErrorConocido = (typeof ERRORES_CONOCIDOS)[number];

function isErrorConocido(value: string): value is ErrorConocido {
  return (ERRORES_CONOCIDOS as readonly string[]).includes(value);
}

/** Part 1 §8.3: the text for the callback's `error` value, with the provider's display name. */
export function oauthErrorMessage(error: string): string {
  // An account that must sign in with a second factor (D155) cannot use a social sign-in.
  if (error === SEGUNDO_FACTOR_REQUERIDO) return msgSegundoFactor.accesoSocialNoPermitido;
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

/** The refresh answered 401: no session came with the callback (the page was opened by hand, or the cookie expired). */
export class SinSesionOAuth extends Error {
  constructor() {
    super(msg.sinToken);
    this.name = 'SinSesionOAuth';
  }
}

/**
 * The token of the session the callback opened: POST /api/auth/refresh with the HttpOnly cookie
 * the callback set. A 401 (no cookie, or a refused one) is a SinSesionOAuth; any other failure is
 * thrown as it came.
 */
export async function oauthSessionToken(): Promise<{ token: string; expiresIn?: number }> {
  let data: TokenData | undefined;
  try {
    ({ data } = await llamar('POST /api/auth/refresh'));
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw new SinSesionOAuth();
    throw error;
  }
  if (!data?.token) throw new Error('Respuesta de refresco sin token');
  return { token: data.token, expiresIn: data.expiresIn };
}

/**
 * Checks a social session's token (GET /api/oauth/verify) and loads the session it opens
 * (GET /api/auth/me). The token is stored first because every call sends the stored token; it is
 * removed again when a step fails.
 */
export async function exchangeOAuthToken(token: string, expiresIn?: number): Promise<LoginSession> {
  storeToken(token);
  try {
    const verified = await llamar('GET /api/oauth/verify');
    if (!verified.data?.user) throw new Error('Verificación sin usuario');
    const { data } = await llamar('GET /api/auth/me');
    if (!data?.user) throw new Error('Sesión sin usuario');
    return { token, expiresIn, user: data.user, empresas: data.empresas ?? [] };
  } catch (error) {
    clearStoredToken();
    throw error;
  }
}

/** The whole hand-off: the token from the refresh cookie, checked, and the session it opens. */
export async function openOAuthSession(): Promise<LoginSession> {
  const { token, expiresIn } = await oauthSessionToken();
  return exchangeOAuthToken(token, expiresIn);
}
