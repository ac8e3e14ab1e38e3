// Changing one's own password, signed in (Mi Perfil, or the change required at first sign-in): see password.ts.
import type { CambiarPasswordBody } from '../../../shared/schemas/auth.js';
import { password as msgPassword } from '../../../shared/messages.js';
import type { Caller } from '../auth/caller.js';
import {
  esReto,
  passwordSignIn,
  revokeRefreshToken,
  setSoftwareTokenMfa,
  signInOrChallenge,
  type PoolTokens,
  type RetoCodigo,
} from '../auth/cognito-auth.js';
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
  // A user with a second factor gets Cognito's code challenge: the password was right all the same.
  let comprobacion: PoolTokens | RetoCodigo;
  try {
    comprobacion = await conLimiteDeLogin(caller.email, origen, () => signInOrChallenge(caller.email, body.passwordActual), {
      frenado: 'espera',
    });
  } catch (err) {
    // Not a 401: the session is fine, only the password typed is wrong (counted as a failure).
    if (err instanceof UnauthorizedError)
      throw new ValidationError(msgPassword.actualIncorrecta, [{ campo: 'passwordActual', msg: msgPassword.actualIncorrecta }]);
    throw err;
  }
  if (!esReto(comprobacion) && comprobacion.refreshToken) await revokeRefreshToken(comprobacion.refreshToken);

  if (!(await fijarPassword(caller.email, body.password))) throw politica();
  const cambiadaEn = new Date().toISOString();
  await cerrarSesiones(caller.email);
  const tokens = await nuevasCredenciales(caller.email, body.password);
  // Tokens issued before this one end; its own issue time is the mark, so the issuer's clock is compared with itself.
  const { claims } = await verifyToken(tokens.idToken);
  const sesionesDesde = typeof claims.iat === 'number' ? claims.iat : Math.floor(Date.now() / 1000);
  const profile = await registrarPasswordElegida(caller.empresaId, caller.userId, { sesionesDesde, passwordCambiadaEn: cambiadaEn });
  logger.info('Password changed', { userId: caller.userId, forzado: caller.profile.debeCambiarPassword === true });
  return { tokens, profile };
}

/**
 * The new tokens after the change. A user with a second factor (D155) already proved it for this
 * session and the current password just now, so the factor is lifted for this one sign-in and put
 * back at once (AdminSetUserMFAPreference): Cognito has no other way to sign in without the code.
 */
async function nuevasCredenciales(email: string, password: string): Promise<PoolTokens> {
  const r = await signInOrChallenge(email, password);
  if (!esReto(r)) return r;
  await setSoftwareTokenMfa(email, false);
  try {
    return await passwordSignIn(email, password);
  } finally {
    await setSoftwareTokenMfa(email, true);
  }
}
