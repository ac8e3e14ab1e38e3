// Changing one's own password, signed in (Mi Perfil, or the change required at first sign-in): see password.ts.
import type { CambiarPasswordBody } from '../../../shared/schemas/auth.js';
import { password as msgPassword } from '../../../shared/messages.js';
import type { Caller } from '../auth/caller.js';
import { passwordSignIn, revokeRefreshToken, type PoolTokens } from '../auth/cognito-auth.js';
import { conLimiteDeLogin } from '../auth/limite-login.js';
import { verifyToken } from '../auth/verify.js';
import { registrarPasswordElegida, type ProfileItem } from '../db/usuarios.js';
import { UnauthorizedError, ValidationError } from '../errors.js';
import { logger } from '../logger.js';
import { cerrarSesiones, fijarPassword } from './cognito-admin.js';
import { comprobarPolitica, politica } from './password.js';

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
  // Before the current password is tried, so a refused new one does not count as a sign-in attempt.
  comprobarPolitica(body.password, { ...caller.profile, email: caller.email });
  let comprobacion: PoolTokens;
  try {
    comprobacion = await conLimiteDeLogin(caller.email, origen, () => passwordSignIn(caller.email, body.passwordActual));
  } catch (err) {
    // Not a 401: the session is fine, only the password typed is wrong (counted as a failure).
    if (err instanceof UnauthorizedError)
      throw new ValidationError(msgPassword.actualIncorrecta, [{ campo: 'passwordActual', msg: msgPassword.actualIncorrecta }]);
    throw err;
  }
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
