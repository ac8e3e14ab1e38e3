// Setting a new password with a recovery link's token (see password.ts): Cognito, no email.
import type { RestablecerPasswordBody } from '../../../shared/schemas/auth.js';
import { borrarLimitesDeCuenta } from '../db/limites.js';
import { consumirRestablecimiento, devolverRestablecimiento } from '../db/restablecimientos.js';
import { registrarPasswordElegida } from '../db/usuarios.js';
import { logger } from '../logger.js';
import { cerrarSesiones, fijarPassword } from './cognito-admin.js';
import { perfilDelEnlace } from './enlace-restablecimiento.js';
import { comprobarPolitica, enlaceInvalido, hashToken, politica } from './password.js';

/**
 * Sets a new password with a recovery link's token. The link is taken first (one conditional
 * delete: it must exist and not have expired), so it works once; if Cognito then refuses the
 * password, the link is put back for another try. A link made before the user's last password
 * change, or of a deactivated or deleted user, does not work.
 */
export async function restablecerPassword(body: RestablecerPasswordBody, now = Date.now()): Promise<void> {
  const enlace = await consumirRestablecimiento(hashToken(body.token), now);
  if (!enlace) throw enlaceInvalido();
  const profile = await perfilDelEnlace(enlace);

  let aceptada: boolean;
  try {
    // The link stays usable when the password is refused, as when Cognito refuses it.
    comprobarPolitica(body.password, profile);
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
  // Whoever holds the mailbox owns the account: its failed sign-ins stop counting, from every source (D34, D165).
  try {
    await borrarLimitesDeCuenta(profile.email);
  } catch (err) {
    logger.warn('Login counter not cleared after a reset', { error: (err as Error).message });
  }
  logger.info('Password reset', { userId: profile.id });
}
