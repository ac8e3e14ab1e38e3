// Whether a recovery link still works for its user (see password.ts), shared by the reset and by the
// screen's check before its form. No Cognito here: the check's function reads the table only.
import { servidor } from '../../../shared/messages.js';
import type { ComprobarRestablecimientoBody } from '../../../shared/schemas/auth.js';
import { type RestablecimientoItem, leerRestablecimiento } from '../db/restablecimientos.js';
import { getPerfil } from '../db/usuarios.js';
import { ForbiddenError } from '../errors.js';
import { enlaceInvalido, hashToken } from './password.js';

/**
 * The user a link (taken or read, unexpired) is for, when it still works for them: the same email,
 * no password chosen after the link was made, not deactivated. Otherwise the refusal the reset gives.
 */
export async function perfilDelEnlace(enlace: RestablecimientoItem) {
  const profile = await getPerfil(enlace.empresaId, enlace.userId);
  if (!profile || profile.email !== enlace.email) throw enlaceInvalido();
  if (profile.passwordCambiadaEn && Date.parse(profile.passwordCambiadaEn) > enlace.creadoEn) throw enlaceInvalido();
  if (profile.activo === false) throw new ForbiddenError(servidor.usuarioInactivo);
  return profile;
}

/**
 * Whether a recovery link would work now, without using it (the screen asks before showing its form):
 * the same rules as the reset, and the same refusals. Only a read: the link stays for the reset.
 */
export async function comprobarRestablecimiento(body: ComprobarRestablecimientoBody, now = Date.now()): Promise<void> {
  const enlace = await leerRestablecimiento(hashToken(body.token), now);
  if (!enlace) throw enlaceInvalido();
  await perfilDelEnlace(enlace);
}
