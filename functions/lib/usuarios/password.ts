// A user's own password (D36, D38): the change from Mi Perfil (or the
// forced one at first sign-in), and recovery by a single-use link sent by email. The same code
// runs locally and in AWS: Cognito's ForgotPassword is not used (cognito-local only logs its code).
//
// What a new password ends, in both flows: Cognito's refresh tokens (AdminUserGlobalSignOut; not
// implemented by cognito-local), and on the platform's side — which works everywhere — every ID
// token issued before it (`sesionesDesde`, checked by the middleware), every refresh cookie sealed
// before it and every recovery link made before it (`passwordCambiadaEn`).
//
// The flows live one per module, so each function bundles only the clients it calls:
// cambiar-password.ts (Cognito), recuperacion.ts (the email, no Cognito), restablecer-password.ts
// (Cognito, no email). This module holds what they share: the link's token and the errors.
import { createHash, randomBytes } from 'node:crypto';
import { RECUPERACION_PASSWORD } from '../../../shared/constants.js';
import { password as msgPassword } from '../../../shared/messages.js';
import { problemaPassword, type DatosPersonales } from '../../../shared/password-politica.js';
import { config } from '../config.js';
import { ValidationError } from '../errors.js';

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

export const politica = () =>
  new ValidationError(msgPassword.rechazadaPorPolitica, [{ campo: 'password', msg: msgPassword.rechazadaPorPolitica }]);
/**
 * The policy's checks the body's schema cannot make: the password must not contain the user's
 * email or name, which only the server knows here (the schema already refused short and common ones).
 */
export function comprobarPolitica(password: string, perfil: { email: string; nombre?: unknown; apellidos?: unknown }): void {
  const texto = (v: unknown) => (typeof v === 'string' ? v : undefined);
  const datos: DatosPersonales = { email: perfil.email, nombre: texto(perfil.nombre), apellidos: texto(perfil.apellidos) };
  const problema = problemaPassword(password, datos);
  if (problema) throw new ValidationError(problema, [{ campo: 'password', msg: problema }]);
}
export const enlaceInvalido = () => new ValidationError(msgPassword.enlaceInvalido, [{ campo: 'token', msg: msgPassword.enlaceInvalido }]);
