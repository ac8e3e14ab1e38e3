// Users of a company: create (Cognito user + profile + email marker + seat, consistently), update,
// deactivate, delete and list. Admins manage their own company's users, the superadmin any
// company's; nobody changes their own role or company, or deactivates or deletes themselves.
import { randomInt } from 'node:crypto';
import {
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  AdminUpdateUserAttributesCommand,
  AdminUserGlobalSignOutCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { PASSWORD } from '../../../shared/constants.js';
import { auth as msgAuth, empresas as msgEmpresas, fmt, notificaciones as msgNotif } from '../../../shared/messages.js';
import { ROL_ETIQUETA } from '../../../shared/permissions.js';
import type { UsuarioCreateBody, UsuarioUpdateBody } from '../../../shared/schemas/auth.js';
import type { Usuario } from '../../../shared/schemas/usuario.js';
import type { Caller, ProfileItem } from '../auth/caller.js';
import { cognito } from '../aws/cognito.js';
import { config } from '../config.js';
import { indexKeys, keys, tenantPk } from '../db/keys.js';
import { getByIndexId, getItem, queryPage, quotaReleaseStep, quotaStep, transact, updateItem, type Page } from '../db/repository.js';
import { ConflictError, ForbiddenError, NotFoundError, QuotaExceededError, ValidationError } from '../errors.js';
import { logger } from '../logger.js';
import { sendMail } from '../mail/send.js';
import { renderMail } from '../mail/templates.js';
import { getEmpresaItem } from '../empresas/read.js';
import { adminsDeEmpresa, notificar } from '../notificaciones/service.js';
import { toUsuario } from './profile.js';

export function generarPassword(length: number = PASSWORD.generatedLength): string {
  const alphabet = PASSWORD.generatorAlphabet;
  // Cognito's default policy wants a digit, a symbol and both cases: make sure each appears.
  const groups = [/[A-Z]/, /[a-z]/, /[0-9]/, /[@#$%&*]/];
  for (;;) {
    const pwd = Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');
    if (groups.every((g) => g.test(pwd))) return pwd;
  }
}

function empresaNombre(empresa: Record<string, unknown> | undefined): string | undefined {
  const n = empresa?.nombreComercial || empresa?.nombreLegal || empresa?.nombre;
  return typeof n === 'string' ? n : undefined;
}

/** The company an admin acts on: their own (another one is a 404); the superadmin must name it. */
function empresaDestino(caller: Caller, requested?: string): string {
  if (caller.rol === 'superadmin') {
    if (!requested) throw new ValidationError(msgAuth.empresaRequerida, [{ campo: 'empresaId', msg: msgAuth.empresaRequerida }]);
    return requested;
  }
  if (!caller.empresaId) throw new ForbiddenError();
  if (requested && requested !== caller.empresaId) throw new NotFoundError(fmt(msgEmpresas.noEncontrada, { id: requested }));
  return caller.empresaId;
}

async function empresaExistente(empresaId: string): Promise<Record<string, unknown>> {
  const empresa = await getEmpresaItem(empresaId);
  if (!empresa) throw new NotFoundError(fmt(msgEmpresas.noEncontrada, { id: empresaId }));
  return empresa;
}

/** Finds a company user the caller may manage; anything else (another company, the superadmin) is 404. */
async function usuarioGestionable(caller: Caller, userId: string): Promise<ProfileItem> {
  let profile: ProfileItem | undefined;
  if (caller.rol === 'superadmin') {
    profile = await getByIndexId<ProfileItem>(`USUARIO#${userId}`, 'PERFIL', (f) => (f.empresaId ? keys.usuario(f.empresaId, userId) : undefined));
  } else if (caller.empresaId) {
    profile = await getItem<ProfileItem>(keys.usuario(caller.empresaId, userId));
  }
  if (!profile || profile.rol === 'superadmin' || !profile.empresaId) throw new NotFoundError(msgAuth.usuarioNoEncontrado);
  return profile;
}

export async function listarUsuarios(
  caller: Caller,
  q: { empresaId?: string; cursor?: string; limit?: number },
): Promise<{ items: Usuario[]; cursor: string | null }> {
  let page: Page<ProfileItem>;
  if (caller.rol === 'superadmin' && !q.empresaId) {
    page = await queryPage<ProfileItem>({ pk: 'USUARIOS', index: 'GSI1', cursor: q.cursor, limit: q.limit });
  } else {
    const empresaId = empresaDestino(caller, q.empresaId);
    page = await queryPage<ProfileItem>({ pk: tenantPk(empresaId), skPrefix: 'USUARIO#', cursor: q.cursor, limit: q.limit });
  }
  return { items: page.items.map((i) => toUsuario(i)), cursor: page.cursor };
}

interface CognitoUserRef {
  sub: string;
  /** True when the Cognito user was made for this request (undo deletes it; otherwise it is disabled again). */
  createdNow: boolean;
}

/**
 * Creates (or, for an email whose platform user was deleted earlier, re-enables) the Cognito user
 * with a permanent password. An email that still has a platform user is a 409.
 */
async function cognitoUsuario(body: UsuarioCreateBody, empresaId: string, password: string): Promise<CognitoUserRef> {
  const attributes = [
    { Name: 'email', Value: body.email },
    { Name: 'email_verified', Value: 'true' },
    { Name: 'name', Value: [body.nombre, body.apellidos].filter(Boolean).join(' ') },
    { Name: 'custom:rol', Value: body.rol },
    { Name: 'custom:empresaId', Value: empresaId },
  ];
  let ref: CognitoUserRef;
  try {
    const out = await cognito.send(
      new AdminCreateUserCommand({ UserPoolId: config.userPoolId, Username: body.email, MessageAction: 'SUPPRESS', UserAttributes: attributes }),
    );
    const sub = out.User?.Attributes?.find((a) => a.Name === 'sub')?.Value;
    if (!sub) throw new Error('Cognito did not return a sub');
    ref = { sub, createdNow: true };
  } catch (err) {
    if ((err as Error).name !== 'UsernameExistsException') throw err;
    // The marker check before this call says the email has no platform user: a deleted user's
    // Cognito account (kept disabled) is given back to the new user.
    const existing = await cognito.send(new AdminGetUserCommand({ UserPoolId: config.userPoolId, Username: body.email }));
    const sub = existing.UserAttributes?.find((a) => a.Name === 'sub')?.Value;
    if (!sub || existing.Enabled !== false) throw new ConflictError(fmt(msgAuth.emailDuplicado, { email: body.email }));
    await cognito.send(new AdminUpdateUserAttributesCommand({ UserPoolId: config.userPoolId, Username: body.email, UserAttributes: attributes }));
    await cognito.send(new AdminEnableUserCommand({ UserPoolId: config.userPoolId, Username: body.email }));
    ref = { sub, createdNow: false };
  }
  await cognito.send(
    new AdminSetUserPasswordCommand({ UserPoolId: config.userPoolId, Username: body.email, Password: password, Permanent: true }),
  );
  return ref;
}

async function deshacerCognito(email: string, ref: CognitoUserRef): Promise<void> {
  try {
    await cognito.send(
      ref.createdNow
        ? new AdminDeleteUserCommand({ UserPoolId: config.userPoolId, Username: email })
        : new AdminDisableUserCommand({ UserPoolId: config.userPoolId, Username: email }),
    );
  } catch (err) {
    logger.error('Could not undo the Cognito user of a failed create', { error: (err as Error).message });
  }
}

export async function crearUsuario(
  caller: Caller,
  body: UsuarioCreateBody,
  now = new Date(),
): Promise<{ user: Usuario; passwordGenerada?: string; emailEnviado: boolean }> {
  const empresaId = empresaDestino(caller, body.empresaId);
  const empresa = await empresaExistente(empresaId);
  if (await getItem(keys.emailUnico(body.email))) throw new ConflictError(fmt(msgAuth.emailDuplicado, { email: body.email }));

  const password = body.password ?? generarPassword();
  const ref = await cognitoUsuario(body, empresaId, password);
  const iso = now.toISOString();
  const profile: ProfileItem = {
    id: ref.sub,
    email: body.email,
    nombre: body.nombre,
    apellidos: body.apellidos ?? '',
    telefono: body.telefono,
    puesto: body.puesto,
    titulo: body.puesto,
    departamento: body.departamento,
    rol: body.rol,
    empresaId,
    activo: body.activo,
    verificado: true,
    direccion: {},
    redesSociales: {},
    configuracion: { notificaciones: {}, privacidad: {} },
    fechaCreacion: iso,
    createdAt: iso,
    updatedAt: iso,
    creadoPor: caller.userId,
  };
  const limite = (empresa.limites as { usuarios?: number } | undefined)?.usuarios ?? 0;
  try {
    await transact([
      {
        op: {
          Put: {
            Item: { ...keys.usuario(empresaId, ref.sub), ...indexKeys.usuario(ref.sub, body.email), entidad: 'USUARIO', ...profile },
            ConditionExpression: 'attribute_not_exists(PK)',
          },
        },
      },
      {
        op: {
          Put: {
            Item: { ...keys.emailUnico(body.email), entidad: 'UNICO', userId: ref.sub, empresaId },
            ConditionExpression: 'attribute_not_exists(PK)',
          },
        },
        onConditionFail: () => new ConflictError(fmt(msgAuth.emailDuplicado, { email: body.email })),
      },
      quotaStep(keys.empresa(empresaId), 'usuarios', () => new QuotaExceededError(fmt(msgAuth.limiteUsuarios, { limite }))),
    ]);
  } catch (err) {
    await deshacerCognito(body.email, ref);
    throw err;
  }
  if (!body.activo) await cognito.send(new AdminDisableUserCommand({ UserPoolId: config.userPoolId, Username: body.email }));

  let emailEnviado = false;
  try {
    await sendMail(
      renderMail('invitacionUsuario', body.email, {
        nombre: body.nombre,
        nombreAdmin: String(caller.profile.nombre ?? caller.email),
        nombreEmpresa: empresaNombre(empresa) ?? '',
        rol: ROL_ETIQUETA[body.rol],
        email: body.email,
        password,
        urlAcceso: `${config.webOrigin}/login`,
      }),
    );
    emailEnviado = true;
  } catch (err) {
    // The user exists and the admin sees the password once in the answer: a mail outage does not undo it.
    logger.error('Invitation email not sent', { error: (err as Error).message });
  }
  const destinatarios = (await adminsDeEmpresa(empresaId)).filter((d) => d.userId !== ref.sub);
  await notificar(destinatarios, {
    type: 'sistema',
    prioridad: 'baja',
    title: fmt(msgNotif.usuarioAgregadoTitulo, { empresa: empresaNombre(empresa) ?? empresaId }),
    message: fmt(msgNotif.usuarioAgregadoMensaje, { nombre: body.nombre, email: body.email, rol: ROL_ETIQUETA[body.rol] }),
    actionUrl: '/usuarios',
    actionText: msgNotif.verUsuarios,
  });
  return {
    user: toUsuario(profile, { empresaNombre: empresaNombre(empresa) }),
    passwordGenerada: body.password ? undefined : password,
    emailEnviado,
  };
}

export async function actualizarUsuario(caller: Caller, userId: string, body: UsuarioUpdateBody, now = new Date()): Promise<Usuario> {
  const target = await usuarioGestionable(caller, userId);
  const self = target.id === caller.userId;
  if (self && body.rol !== undefined && body.rol !== target.rol) throw new ForbiddenError(msgAuth.noCambiarPropioRol);
  if (self && body.activo === false) throw new ForbiddenError(msgAuth.noDesactivarseASiMismo);

  const changes: Record<string, unknown> = { ...body, updatedAt: now.toISOString() };
  if (body.puesto !== undefined && body.titulo === undefined) changes.titulo = body.puesto;
  if (body.titulo !== undefined && body.puesto === undefined) changes.puesto = body.titulo;
  const updated = await updateItem<ProfileItem>(keys.usuario(target.empresaId!, userId), changes, () => new NotFoundError(msgAuth.usuarioNoEncontrado));

  const pool = { UserPoolId: config.userPoolId, Username: target.email };
  if (body.rol !== undefined && body.rol !== target.rol) {
    await cognito.send(new AdminUpdateUserAttributesCommand({ ...pool, UserAttributes: [{ Name: 'custom:rol', Value: body.rol }] }));
  }
  if (body.activo === false && target.activo !== false) {
    await cognito.send(new AdminDisableUserCommand(pool));
    await signOutEverywhere(target.email);
  } else if (body.activo === true && target.activo === false) {
    await cognito.send(new AdminEnableUserCommand(pool));
  }
  return toUsuario(updated);
}

/** Ends the user's other sessions; cognito-local does not implement it (the profile check still blocks). */
async function signOutEverywhere(email: string): Promise<void> {
  try {
    await cognito.send(new AdminUserGlobalSignOutCommand({ UserPoolId: config.userPoolId, Username: email }));
  } catch (err) {
    logger.warn('AdminUserGlobalSignOut failed', { error: (err as Error).message });
  }
}

/** Deletes the profile and its email marker and frees the seat in one transaction, then disables the login. */
export async function eliminarUsuario(caller: Caller, userId: string): Promise<void> {
  const target = await usuarioGestionable(caller, userId);
  if (target.id === caller.userId) throw new ForbiddenError(msgAuth.noDesactivarseASiMismo);
  await transact([
    {
      op: { Delete: { Key: keys.usuario(target.empresaId!, userId), ConditionExpression: 'attribute_exists(PK)' } },
      onConditionFail: () => new NotFoundError(msgAuth.usuarioNoEncontrado),
    },
    { op: { Delete: { Key: keys.emailUnico(target.email) } } },
    quotaReleaseStep(keys.empresa(target.empresaId!), 'usuarios'),
  ]);
  try {
    await cognito.send(new AdminDisableUserCommand({ UserPoolId: config.userPoolId, Username: target.email }));
    await signOutEverywhere(target.email);
  } catch (err) {
    // The profile is gone, so the platform refuses the login anyway; the Cognito account is tidied later.
    logger.error('Could not disable the Cognito user of a deleted user', { error: (err as Error).message });
  }
}
