// Users of a company: create (through the provisioning module, taking a seat), update, deactivate,
// delete and list. Which company comes from the route's tenant rule: admins act on their own, the
// superadmin on the one named (or, for edits and deletes, platform-wide by the user's id). Nobody
// changes their own role or deactivates or deletes themselves.
import { nombreEmpresa } from '../../../shared/empresa-etiquetas.js';
import { auth as msgAuth, empresas as msgEmpresas, fmt, notificaciones as msgNotif } from '../../../shared/messages.js';
import { ROL_ETIQUETA } from '../../../shared/permissions.js';
import type { Usuario, UsuarioCreateBody, UsuarioUpdateBody } from '../../../shared/schemas/usuario.js';
import type { Caller } from '../auth/caller.js';
import { config } from '../config.js';
import { getEmpresa, liberarCuotaStep, tomarCuotaStep } from '../db/empresas.js';
import { transact } from '../db/repository.js';
import { actualizarPerfil, borrarPerfilSteps, getPerfil, getPerfilPorId, paginaUsuarios, type ProfileItem } from '../db/usuarios.js';
import { ForbiddenError, NotFoundError, QuotaExceededError } from '../errors.js';
import { logger } from '../logger.js';
import { sendMail } from '../mail/send.js';
import { renderMail } from '../mail/templates.js';
import { adminsDeEmpresa, notificar } from '../notificaciones/service.js';
import { cambiarAtributos, cerrarSesiones, deshabilitarCuenta, habilitarCuenta } from './cognito-admin.js';
import { toUsuario } from './mapping.js';
import { generarPassword, provisionarUsuario } from './provision.js';

const noEncontrado = () => new NotFoundError(msgAuth.usuarioNoEncontrado);

/** A company user the request may manage; anything else (another company, the superadmin) is 404. */
async function usuarioGestionable(empresaId: string | null, userId: string): Promise<ProfileItem & { empresaId: string }> {
  const profile = empresaId ? await getPerfil(empresaId, userId) : await getPerfilPorId(userId);
  if (!profile || profile.rol === 'superadmin' || !profile.empresaId) throw noEncontrado();
  return profile as ProfileItem & { empresaId: string };
}

export async function listarUsuarios(
  empresaId: string | null,
  q: { cursor?: string; limit?: number },
): Promise<{ items: Usuario[]; cursor: string | null }> {
  const page = await paginaUsuarios(empresaId, q);
  return { items: page.items.map((i) => toUsuario(i)), cursor: page.cursor };
}

export async function crearUsuario(
  caller: Caller,
  empresaId: string,
  body: UsuarioCreateBody,
  now = new Date(),
): Promise<{ user: Usuario; passwordGenerada?: string; emailEnviado: boolean }> {
  const empresa = await getEmpresa(empresaId);
  if (!empresa) throw new NotFoundError(fmt(msgEmpresas.noEncontrada, { id: empresaId }));
  const password = body.password ?? generarPassword();
  const limite = empresa.limites?.usuarios ?? 0;
  const { profile } = await provisionarUsuario(
    // The admin typed or generated the password: the user chooses their own at first sign-in.
    { ...body, empresaId, password, debeCambiarPassword: true },
    caller.userId,
    () => [tomarCuotaStep(empresaId, 'usuarios', () => new QuotaExceededError(fmt(msgAuth.limiteUsuarios, { limite })))],
    now,
  );

  let emailEnviado = false;
  try {
    await sendMail(
      renderMail('invitacionUsuario', profile.email, {
        nombre: body.nombre,
        nombreAdmin: String(caller.profile.nombre ?? caller.email),
        nombreEmpresa: nombreEmpresa(empresa),
        rol: ROL_ETIQUETA[body.rol],
        email: profile.email,
        password,
        urlAcceso: `${config.webOrigin}/login`,
      }),
    );
    emailEnviado = true;
  } catch (err) {
    // The user exists and the admin sees the password once in the answer: a mail outage does not undo it.
    logger.error('Invitation email not sent', { error: (err as Error).message });
  }
  const destinatarios = (await adminsDeEmpresa(empresaId)).filter((d) => d.userId !== profile.id);
  await notificar(destinatarios, {
    type: 'sistema',
    prioridad: 'baja',
    title: fmt(msgNotif.usuarioAgregadoTitulo, { empresa: nombreEmpresa(empresa) || empresaId }),
    message: fmt(msgNotif.usuarioAgregadoMensaje, { nombre: body.nombre, email: profile.email, rol: ROL_ETIQUETA[body.rol] }),
    actionUrl: '/usuarios',
    actionText: msgNotif.verUsuarios,
  });
  return {
    user: toUsuario(profile, { empresaNombre: nombreEmpresa(empresa) || undefined }),
    passwordGenerada: body.password ? undefined : password,
    emailEnviado,
  };
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

  const changes: Record<string, unknown> = { ...body, updatedAt: now.toISOString() };
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
