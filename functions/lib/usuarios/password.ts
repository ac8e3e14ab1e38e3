// A user's own password (issue 9 §5, docs/decisions.md D36): the change from Mi Perfil (or the
// forced one at first sign-in), and recovery by a single-use link sent by email. The same code
// runs locally and in AWS: Cognito's ForgotPassword is not used (cognito-local only logs its code).
//
// What a new password ends, in both flows: Cognito's refresh tokens (AdminUserGlobalSignOut; not
// implemented by cognito-local), and on the platform's side — which works everywhere — every ID
// token issued before it (`sesionesDesde`, checked by the middleware), every refresh cookie sealed
// before it and every recovery link made before it (`passwordCambiadaEn`).
import { createHash, randomBytes } from 'node:crypto';
import { RECUPERACION_PASSWORD } from '../../../shared/constants.js';
import { fmt, password as msgPassword, servidor } from '../../../shared/messages.js';
import type { CambiarPasswordBody, RestablecerPasswordBody } from '../../../shared/schemas/auth.js';
import type { Caller } from '../auth/caller.js';
import { passwordSignIn, revokeRefreshToken, type PoolTokens } from '../auth/cognito-auth.js';
import { reservarIntentoLogin } from '../auth/limite-login.js';
import { verifyToken } from '../auth/verify.js';
import { config } from '../config.js';
import { borrarLimite, limiteKeys, tomarIntento } from '../db/limites.js';
import { consumirRestablecimiento, devolverRestablecimiento, guardarRestablecimiento } from '../db/restablecimientos.js';
import { getPerfil, perfilPorEmail, registrarPasswordElegida, type ProfileItem } from '../db/usuarios.js';
import { ForbiddenError, TooManyRequestsError, UnauthorizedError, ValidationError } from '../errors.js';
import { logger } from '../logger.js';
import { sendMail } from '../mail/send.js';
import { renderMail } from '../mail/templates.js';
import { cerrarSesiones, fijarPassword } from './cognito-admin.js';

// ---- The link's token ------------------------------------------------------------------------

/** A new link token: RECUPERACION_PASSWORD.tokenBytes random bytes (256 bits), base64url. */
export function tokenNuevo(): string {
  return randomBytes(RECUPERACION_PASSWORD.tokenBytes).toString('base64url');
}

/** What is stored of a token: its SHA-256, hex. The token itself only travels in the email. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** The link the email carries: the token in the fragment, which browsers never send to a server nor in a Referer. */
export function enlaceRestablecimiento(token: string): string {
  return `${config.webOrigin}/restablecer#token=${token}`;
}

const politica = () =>
  new ValidationError(msgPassword.rechazadaPorPolitica, [{ campo: 'password', msg: msgPassword.rechazadaPorPolitica }]);
const enlaceInvalido = () => new ValidationError(msgPassword.enlaceInvalido, [{ campo: 'token', msg: msgPassword.enlaceInvalido }]);

// ---- Change (signed in) ----------------------------------------------------------------------

export interface PasswordCambiada {
  tokens: PoolTokens;
  profile: ProfileItem;
}

/**
 * Changes the caller's password. The current one is checked by signing in with it, counted like
 * a sign-in attempt (D34: a wrong one stays counted, past the limit the answer is 429), so the
 * form cannot be used to guess it. Then the new one is set, every other session ended, and the
 * caller signed in again with it: the answer's token and cookie keep this session going.
 */
export async function cambiarPassword(caller: Caller, body: CambiarPasswordBody, origen: string): Promise<PasswordCambiada> {
  const intento = await reservarIntentoLogin(caller.email, origen);
  let comprobacion: PoolTokens;
  try {
    comprobacion = await passwordSignIn(caller.email, body.passwordActual);
  } catch (err) {
    // Not a 401: the session is fine, only the password typed is wrong.
    if (err instanceof UnauthorizedError)
      throw new ValidationError(msgPassword.actualIncorrecta, [{ campo: 'passwordActual', msg: msgPassword.actualIncorrecta }]);
    await intento.devolver();
    throw err;
  }
  await intento.devolver();
  if (comprobacion.refreshToken) await revokeRefreshToken(comprobacion.refreshToken);

  if (!(await fijarPassword(caller.email, body.password))) throw politica();
  const cambiadaEn = new Date().toISOString();
  await cerrarSesiones(caller.email);
  const tokens = await passwordSignIn(caller.email, body.password);
  // Tokens issued before this one end; its own issue time is the mark, so the issuer's clock is compared with itself.
  const { claims } = await verifyToken(tokens.idToken);
  const sesionesDesde = typeof claims.iat === 'number' ? claims.iat : Math.floor(Date.now() / 1000);
  const profile = await registrarPasswordElegida(caller.empresaId, caller.userId, { sesionesDesde, passwordCambiadaEn: cambiadaEn });
  logger.info('Password changed', { userId: caller.userId, forzado: caller.profile.debeCambiarPassword === true });
  return { tokens, profile };
}

// ---- Recovery (signed out) -------------------------------------------------------------------

async function contarSolicitud(email: string, origen: string, now: number): Promise<void> {
  const ventanaMs = RECUPERACION_PASSWORD.ventanaMinutos * 60_000;
  for (const [key, maximo] of [
    [limiteKeys.recuperacionOrigen(origen), RECUPERACION_PASSWORD.porOrigen],
    [limiteKeys.recuperacion(email), RECUPERACION_PASSWORD.porEmail],
  ] as const) {
    const intento = await tomarIntento(key, maximo, ventanaMs, now);
    if (!intento.permitido) {
      const segundos = Math.max(1, Math.ceil((intento.hasta - now) / 1000));
      const minutos = Math.ceil(segundos / 60);
      logger.warn('Password recovery throttled', { origen });
      throw new TooManyRequestsError(
        fmt(msgPassword.demasiadasSolicitudes, { espera: minutos === 1 ? '1 minuto' : `${minutos} minutos` }),
        segundos,
      );
    }
  }
}

/**
 * Sends a recovery link to `email` when it belongs to an active user. The request is counted
 * first, whether or not the email exists, and the caller learns nothing either way: same answer,
 * and (the handler) the same minimum time. A mail that could not be sent is logged, not told.
 */
export async function solicitarRestablecimiento(email: string, origen: string, now = Date.now()): Promise<void> {
  await contarSolicitud(email, origen, now);
  const profile = await perfilPorEmail(email);
  if (!profile || profile.activo === false) {
    logger.info('Password recovery for no active user');
    return;
  }
  const token = tokenNuevo();
  await guardarRestablecimiento({
    hash: hashToken(token),
    userId: profile.id,
    empresaId: profile.empresaId ?? null,
    email: profile.email,
    creadoEn: now,
    expiraEn: now + RECUPERACION_PASSWORD.validezMinutos * 60_000,
  });
  try {
    await sendMail(
      renderMail('resetPassword', profile.email, {
        nombre: String(profile.nombre ?? profile.email),
        email: profile.email,
        enlace: enlaceRestablecimiento(token),
        minutos: String(RECUPERACION_PASSWORD.validezMinutos),
      }),
    );
    logger.info('Password recovery link sent', { userId: profile.id });
  } catch (err) {
    logger.error('Password recovery email not sent', { userId: profile.id, error: (err as Error).message });
  }
}

/**
 * Sets a new password with a recovery link's token. The link is taken first (one conditional
 * delete: it must exist and not have expired), so it works once; if Cognito then refuses the
 * password, the link is put back for another try. A link made before the user's last password
 * change, or of a deactivated or deleted user, does not work.
 */
export async function restablecerPassword(body: RestablecerPasswordBody, now = Date.now()): Promise<void> {
  const enlace = await consumirRestablecimiento(hashToken(body.token), now);
  if (!enlace) throw enlaceInvalido();
  const profile = await getPerfil(enlace.empresaId, enlace.userId);
  if (!profile || profile.email !== enlace.email) throw enlaceInvalido();
  if (profile.passwordCambiadaEn && Date.parse(profile.passwordCambiadaEn) > enlace.creadoEn) throw enlaceInvalido();
  if (profile.activo === false) throw new ForbiddenError(servidor.usuarioInactivo);

  let aceptada: boolean;
  try {
    aceptada = await fijarPassword(profile.email, body.password);
  } catch (err) {
    await devolverRestablecimiento(enlace);
    throw err;
  }
  if (!aceptada) {
    await devolverRestablecimiento(enlace);
    throw politica();
  }
  await cerrarSesiones(profile.email);
  await registrarPasswordElegida(profile.empresaId ?? null, profile.id, {
    sesionesDesde: Math.floor(now / 1000),
    passwordCambiadaEn: new Date(now).toISOString(),
  });
  // Whoever holds the mailbox owns the account: its failed sign-ins stop counting (D34's window).
  try {
    await borrarLimite(limiteKeys.login(profile.email));
  } catch (err) {
    logger.warn('Login counter not cleared after a reset', { error: (err as Error).message });
  }
  logger.info('Password reset', { userId: profile.id });
}
