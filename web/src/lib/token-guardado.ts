// The token a sign-in answered, kept where the app finds it when it starts (localStorage): the
// app's session (session.ts) and the sign-in page, which is its own entry (login.html, D86) and
// hands the session to the app through these keys, with the user it answered (D130).
import { getStoredToken, storeToken } from './api-client';
import { llamar } from './api-rutas';
import type { EmpresaResumen, SessionUser } from './sesion-tipos';
import { type Traspasos, dejarTraspaso, leerTraspaso, olvidarTraspaso } from './traspaso';

/** localStorage key of the token's expiry (epoch ms), next to the token itself. */
export const AUTH_EXPIRES_KEY = 'talentia.authExpiresAt';

/** The payload of a JWT; null when the token is not a readable JWT. */
export function jwtClaims(token: string | null): Record<string, unknown> | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(payload.length / 4) * 4, '=');
    const claims: unknown = JSON.parse(atob(base64));
    return claims && typeof claims === 'object' ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The `exp` claim of a JWT, in epoch ms. */
export function jwtExpiry(token: string): number | null {
  const exp = jwtClaims(token)?.exp;
  return typeof exp === 'number' ? exp * 1000 : null;
}

/** When a token answered with `expiresIn` seconds expires (epoch ms), else its `exp` claim. */
export function expiryOf(token: string, expiresIn?: number): number | null {
  if (typeof expiresIn === 'number' && Number.isFinite(expiresIn) && expiresIn > 0) return Date.now() + expiresIn * 1000;
  return jwtExpiry(token);
}

/** Stores the token and its expiry. */
export function saveToken(token: string, expiresAt: number | null): void {
  storeToken(token);
  if (expiresAt === null) window.localStorage.removeItem(AUTH_EXPIRES_KEY);
  else window.localStorage.setItem(AUTH_EXPIRES_KEY, String(expiresAt));
}

/** The stored token's expiry (epoch ms): the one stored with it, else its `exp` claim. */
export function storedExpiry(token: string): number | null {
  try {
    const stored = Number(window.localStorage.getItem(AUTH_EXPIRES_KEY));
    return stored > 0 ? stored : jwtExpiry(token);
  } catch {
    return jwtExpiry(token);
  }
}

/**
 * Whether a token is stored that has not expired yet: the sign-in page then hands over to the app
 * at once, which checks it with the server (GET /api/auth/me) as on any start. A token of unknown
 * expiry, or an expired one, does not count: the sign-in page stays.
 */
export function hayTokenVigente(ahora = Date.now()): boolean {
  const token = getStoredToken();
  if (!token) return false;
  const caduca = storedExpiry(token);
  return caduca !== null && caduca > ahora;
}

/**
 * POST /api/init, the application's initialisation once after a sign-in (spec part 1 §4). Nothing
 * waits for it: the session is valid without it, it only reports permissions the user already
 * carries (D130). Its failure is logged, not thrown; `keepalive`, so a page change does not cut it.
 */
export function inicializarAplicacion(): Promise<void> {
  return llamar('POST /api/init', undefined, { keepalive: true }).then(
    () => undefined,
    (error: unknown) => console.warn('No se pudo inicializar la aplicación', error),
  );
}

/** The characters of a token's end that name it in the sign-in's hand-over. */
const FIN_DEL_TOKEN = 32;
/** A hand-over older than this is not from the sign-in that loaded this page. */
export const VIGENCIA_ENTREGA_MS = 2 * 60_000;

/** What a sign-in answered that the app needs to open the session. */
export interface SesionDelLogin {
  token: string;
  /** Seconds until `token` expires. */
  expiresIn?: number;
  user: SessionUser;
  empresas?: EmpresaResumen[];
}

/**
 * The sign-in page's hand-over to the app it loads next (D130): the token stored, and the user and
 * companies the sign-in answered left for the app, which opens the session with them instead of
 * asking GET /api/auth/me again and initialises the application itself (after its first screen).
 * Where the note cannot be kept (storage off), the app will check the token with /me as on any
 * start, and the application is initialised here, awaited, as before.
 */
export async function entregarSesion(sesion: SesionDelLogin): Promise<void> {
  saveToken(sesion.token, expiryOf(sesion.token, sesion.expiresIn));
  const dejada = dejarTraspaso('sesion', {
    fin: sesion.token.slice(-FIN_DEL_TOKEN),
    en: Date.now(),
    user: sesion.user,
    empresas: sesion.empresas ?? [],
  });
  if (!dejada) await inicializarAplicacion();
}

/** The note is for `token`: it names the token's end. */
const esDe = (nota: Traspasos['sesion'], token: string) => nota.fin === token.slice(-FIN_DEL_TOKEN);

/**
 * The user and companies a sign-in in this tab answered for `token` a moment ago, or null (none, for
 * another token, or older than VIGENCIA_ENTREGA_MS). Reading leaves the note: the app takes it once
 * the session is open (tomarEntrega), so React's second run of a first render finds it too.
 */
export function sesionEntregada(token: string, ahora = Date.now()): Traspasos['sesion'] | null {
  const nota = leerTraspaso('sesion');
  if (!nota || !esDe(nota, token)) return null;
  return ahora - nota.en <= VIGENCIA_ENTREGA_MS && nota.en <= ahora + 1000 ? nota : null;
}

/** The token whose sign-in handed over its session and whose application is still to initialise. */
let porInicializar: string | null = null;

/**
 * The open session's token: when the note is for it, it is taken (a reload checks with /me again) and
 * the application is left to initialise once for it (inicializarTrasEntrega). Answers whether that
 * is still to do.
 */
export function tomarEntrega(token: string): boolean {
  const nota = leerTraspaso('sesion');
  if (nota) {
    olvidarTraspaso('sesion');
    if (esDe(nota, token)) porInicializar = token;
  }
  return porInicializar === token;
}

/** The application initialised once for the sign-in that handed over `token`'s session (D130). */
export function inicializarTrasEntrega(token: string): void {
  if (porInicializar !== token) return;
  porInicializar = null;
  void inicializarAplicacion();
}
