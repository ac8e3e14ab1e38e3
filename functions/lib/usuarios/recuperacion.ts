// Asking for a recovery link, signed out: counted, then mailed when the email belongs to an active
// user (see password.ts). No Cognito call: the link is ours (docs/decisions/ D36).
import { RECUPERACION_PASSWORD } from '../../../shared/constants.js';
import { fmt, password as msgPassword } from '../../../shared/messages.js';
import { limiteKeys, tomarIntentos } from '../db/limites.js';
import { guardarRestablecimiento } from '../db/restablecimientos.js';
import { perfilPorEmail } from '../db/usuarios.js';
import { logger } from '../logger.js';
import { enviarPlantilla } from '../mail/send.js';
import { enlaceRestablecimiento, hashToken, tokenNuevo } from './password.js';

async function contarSolicitud(email: string, origen: string, now: number): Promise<void> {
  const limites = [
    [limiteKeys.recuperacionOrigen(origen), RECUPERACION_PASSWORD.porOrigen],
    [limiteKeys.recuperacion(email), RECUPERACION_PASSWORD.porEmail],
  ] as const;
  await tomarIntentos(limites, RECUPERACION_PASSWORD.ventanaMinutos * 60_000, now, (espera) => {
    logger.warn('Password recovery throttled', { origen });
    return fmt(msgPassword.demasiadasSolicitudes, { espera });
  });
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
    const r = await enviarPlantilla(
      'resetPassword',
      { to: profile.email, empresaId: profile.empresaId ?? null },
      {
        nombre: String(profile.nombre ?? profile.email),
        email: profile.email,
        enlace: enlaceRestablecimiento(token),
        minutos: String(RECUPERACION_PASSWORD.validezMinutos),
      },
    );
    logger.info(r.estado === 'enviado' ? 'Password recovery link sent' : 'Password recovery email disabled by the platform', {
      userId: profile.id,
    });
  } catch (err) {
    logger.error('Password recovery email not sent', { userId: profile.id, error: (err as Error).message });
  }
}
