// Editing, deactivating and deleting a company's users. Admins act on their own company, the
// superadmin on the one named or, platform-wide, by the user's id. Nobody changes their own role or
// deactivates or deletes themselves. No email is sent here (creating a user is crear.ts).
import { auth as msgAuth } from '../../../shared/messages.js';
import type { Usuario, UsuarioUpdateBody } from '../../../shared/schemas/usuario.js';
import type { Caller } from '../auth/caller.js';
import { liberarCuotaStep } from '../db/empresa-contadores.js';
import { transact } from '../db/repository.js';
import { actualizarPerfil, borrarPerfilSteps, getPerfil, getPerfilPorId, type ProfileItem } from '../db/usuarios.js';
import { ForbiddenError, NotFoundError } from '../errors.js';
import { logger } from '../logger.js';
import { cambiarAtributos, cerrarSesiones, deshabilitarCuenta, habilitarCuenta } from './cognito-admin.js';
import { getEmpresa } from '../db/empresas.js';
import { telefonosDeUsuario } from '../telefono.js';
import { paisDeEmpresa } from '../../../shared/paises.js';
import { toUsuario } from './mapping.js';

const noEncontrado = () => new NotFoundError(msgAuth.usuarioNoEncontrado);

/** A company user the request may manage; anything else (another company, the superadmin) is 404. */
async function usuarioGestionable(empresaId: string | null, userId: string): Promise<ProfileItem & { empresaId: string }> {
  const profile = empresaId ? await getPerfil(empresaId, userId) : await getPerfilPorId(userId);
  if (!profile || profile.rol === 'superadmin' || !profile.empresaId) throw noEncontrado();
  return profile as ProfileItem & { empresaId: string };
}

export async function actualizarUsuario(
  caller: Caller,
  empresaId: string | null,
  userId: string,
  body: UsuarioUpdateBody,
  now = new Date(),
): Promise<Usuario> {
  const target = await usuarioGestionable(empresaId, userId);
  const self = target.id === caller.userId;
  if (self && body.rol !== undefined && body.rol !== target.rol) throw new ForbiddenError(msgAuth.noCambiarPropioRol);
  if (self && body.activo === false) throw new ForbiddenError(msgAuth.noDesactivarseASiMismo);

  // Their phones read with their company's country, stored in E.164 (issue 67 item 9).
  const telefonos = await telefonosDeUsuario(body, target, async () => paisDeEmpresa(await getEmpresa(target.empresaId)));
  const changes: Record<string, unknown> = { ...telefonos, updatedAt: now.toISOString() };
  if (body.puesto !== undefined && body.titulo === undefined) changes.titulo = body.puesto;
  if (body.titulo !== undefined && body.puesto === undefined) changes.puesto = body.titulo;
  const updated = await actualizarPerfil(target.empresaId, userId, changes, noEncontrado);

  if (body.rol !== undefined && body.rol !== target.rol) await cambiarAtributos(target.email, [{ Name: 'custom:rol', Value: body.rol }]);
  if (body.activo === false && target.activo !== false) {
    await deshabilitarCuenta(target.email);
    await cerrarSesiones(target.email);
  } else if (body.activo === true && target.activo === false) {
    await habilitarCuenta(target.email);
  }
  return toUsuario(updated);
}

/** Deletes the profile and its email marker and frees the seat in one transaction, then disables the login. */
export async function eliminarUsuario(caller: Caller, empresaId: string | null, userId: string): Promise<void> {
  const target = await usuarioGestionable(empresaId, userId);
  if (target.id === caller.userId) throw new ForbiddenError(msgAuth.noDesactivarseASiMismo);
  await transact([...borrarPerfilSteps(target, noEncontrado), liberarCuotaStep(target.empresaId, 'usuarios')]);
  try {
    await deshabilitarCuenta(target.email);
    await cerrarSesiones(target.email);
  } catch (err) {
    // The profile is gone, so the platform refuses the login anyway; the Cognito account is tidied later.
    logger.error('Could not disable the Cognito user of a deleted user', { error: (err as Error).message });
  }
}
