// User profiles: the platform's record of each Cognito user (keyed by its `sub`), inside its
// company's partition (the superadmin's on the platform's), with the email marker that keeps one
// platform user per email and maps an email to its user (social sign-in). GSI1 `USUARIOS` lists
// every user by email (superadmin); GSI2 finds a profile by id when the company is not known.
import { TIEMPOS_SERVIDOR } from '../../../shared/constants.js';
import type { Rol } from '../../../shared/permissions.js';
import { NotFoundError, type AppError } from '../errors.js';
import { assertKeyPart, partitionPk, PLATFORM_PK, tenantPk, type Key } from './keys.js';
import { getByIndexId, getItem, getRecentItem, queryAll, queryPage, updateItem, type Page, type TransactStep } from './repository.js';

/** The stored profile (part 1 §3.1, part 2 §3 "User profile"). */
export interface ProfileItem {
  id: string;
  email: string;
  nombre?: string;
  rol: Rol;
  empresaId?: string | null;
  activo?: boolean;
  /** The password was set by someone else: the user must choose their own (D37). */
  debeCambiarPassword?: boolean;
  /** ID tokens issued before this (epoch seconds) are refused: the password changed since. */
  sesionesDesde?: number;
  /** When the user last chose their password (ISO): older refresh cookies and recovery links are void. */
  passwordCambiadaEn?: string;
  /** The company is being deleted (D72): every request of this user is refused until the profile goes. */
  empresaEliminandose?: boolean;
  [k: string]: unknown;
}

export interface EmailMarker {
  userId: string;
  empresaId?: string | null;
}

export const usuarioKeys = {
  /** A platform user's profile: inside its company, or on the platform for the superadmin. */
  perfil: (empresaId: string | null, userId: string): Key => ({
    PK: partitionPk(empresaId),
    SK: `USUARIO#${assertKeyPart(userId, 'userId')}`,
  }),
  /** Uniqueness marker: one platform user per email (and the email → user lookup for social sign-in). */
  email: (email: string): Key => ({ PK: `UNICO#EMAIL#${email.trim().toLowerCase()}`, SK: 'UNICO' }),
  indices: (userId: string, email: string) => ({
    GSI1PK: 'USUARIOS',
    GSI1SK: email.trim().toLowerCase(),
    GSI2PK: `USUARIO#${assertKeyPart(userId, 'userId')}`,
    GSI2SK: 'PERFIL',
  }),
};

export function getPerfil(empresaId: string | null, userId: string): Promise<ProfileItem | undefined> {
  return getItem<ProfileItem>(usuarioKeys.perfil(empresaId, userId));
}

/**
 * The profile as this container read it at most TIEMPOS_SERVIDOR.autorizacionRecienteMs ago, or
 * read now; only a profile `guardar` accepts is kept (docs/decisions/ D84: read-only GETs only).
 */
export function getPerfilReciente(
  empresaId: string | null,
  userId: string,
  guardar: (perfil: ProfileItem) => boolean,
): Promise<ProfileItem | undefined> {
  return getRecentItem<ProfileItem>(usuarioKeys.perfil(empresaId, userId), TIEMPOS_SERVIDOR.autorizacionRecienteMs, guardar);
}

/** A company user's profile by id alone (the superadmin acting platform-wide). */
export function getPerfilPorId(userId: string): Promise<ProfileItem | undefined> {
  return getByIndexId<ProfileItem>(`USUARIO#${assertKeyPart(userId, 'userId')}`, 'PERFIL', (f) =>
    f.empresaId ? usuarioKeys.perfil(f.empresaId, userId) : undefined,
  );
}

export function getMarcadorEmail(email: string): Promise<EmailMarker | undefined> {
  return getItem<EmailMarker>(usuarioKeys.email(email));
}

/**
 * The profile an email belongs to, through its marker; with `guardar`, both as this container read
 * them at most TIEMPOS_SERVIDOR.autorizacionRecienteMs ago (see getPerfilReciente).
 */
export async function perfilPorEmail(email: string, guardar?: (perfil: ProfileItem) => boolean): Promise<ProfileItem | undefined> {
  if (!guardar) {
    const marker = await getMarcadorEmail(email);
    return marker?.userId ? getPerfil(marker.empresaId ?? null, marker.userId) : undefined;
  }
  const marker = await getRecentItem<EmailMarker>(usuarioKeys.email(email), TIEMPOS_SERVIDOR.autorizacionRecienteMs, (m) => !!m.userId);
  return marker?.userId ? getPerfilReciente(marker.empresaId ?? null, marker.userId, guardar) : undefined;
}

/** One page of a company's users, or (null) of every user of the platform by email. */
export function paginaUsuarios(empresaId: string | null, q: { cursor?: string | null; limit?: number }): Promise<Page<ProfileItem>> {
  return empresaId
    ? queryPage<ProfileItem>({ pk: tenantPk(empresaId), skPrefix: 'USUARIO#', cursor: q.cursor, limit: q.limit })
    : queryPage<ProfileItem>({ pk: 'USUARIOS', index: 'GSI1', cursor: q.cursor, limit: q.limit });
}

/** Every profile of a company (tens of users; notifications and reminders read it once per run). */
export function perfilesDeEmpresa(empresaId: string): Promise<ProfileItem[]> {
  return queryAll<ProfileItem>({ pk: tenantPk(empresaId), skPrefix: 'USUARIO#' });
}

/** The platform's superadmins. */
export function perfilesSuperadmin(): Promise<ProfileItem[]> {
  return queryAll<ProfileItem>({ pk: PLATFORM_PK, skPrefix: 'USUARIO#' });
}

export function actualizarPerfil(
  empresaId: string | null,
  userId: string,
  changes: Record<string, unknown>,
  onMissing?: () => AppError,
): Promise<ProfileItem> {
  return updateItem<ProfileItem>(usuarioKeys.perfil(empresaId, userId), changes, onMissing);
}

/**
 * Records that the user's password was just set by the user (a change or a reset): the forced
 * change is done, and what was issued before ends — ID tokens issued before `sesionesDesde` (epoch
 * seconds, the issuer's clock), refresh cookies sealed and recovery links made before
 * `passwordCambiadaEn` (this server's clock). docs/decisions/ D36.
 */
export function registrarPasswordElegida(
  empresaId: string | null,
  userId: string,
  marcas: { sesionesDesde: number; passwordCambiadaEn: string },
  onMissing?: () => AppError,
): Promise<ProfileItem> {
  return updateItem<ProfileItem>(
    usuarioKeys.perfil(empresaId, userId),
    {
      debeCambiarPassword: undefined,
      sesionesDesde: marcas.sesionesDesde,
      passwordCambiadaEn: marcas.passwordCambiadaEn,
      updatedAt: marcas.passwordCambiadaEn,
    },
    onMissing,
  );
}

/** A new profile and its email marker (a taken email fails the marker's step with `onDuplicate`). */
export function crearPerfilSteps(profile: ProfileItem, onDuplicate: () => AppError): TransactStep[] {
  const empresaId = profile.empresaId ?? null;
  return [
    {
      op: {
        Put: {
          Item: {
            ...usuarioKeys.perfil(empresaId, profile.id),
            ...usuarioKeys.indices(profile.id, profile.email),
            entidad: 'USUARIO',
            ...profile,
          },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
    },
    {
      op: {
        Put: {
          Item: { ...usuarioKeys.email(profile.email), entidad: 'UNICO', userId: profile.id, empresaId },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      onConditionFail: onDuplicate,
    },
  ];
}

/** Deletes a profile (refused with `onMissing` when already gone) and its email marker. */
export function borrarPerfilSteps(profile: Pick<ProfileItem, 'id' | 'email' | 'empresaId'>, onMissing?: () => AppError): TransactStep[] {
  return [
    {
      op: { Delete: { Key: usuarioKeys.perfil(profile.empresaId ?? null, profile.id), ConditionExpression: 'attribute_exists(PK)' } },
      onConditionFail: onMissing,
    },
    { op: { Delete: { Key: usuarioKeys.email(profile.email) } } },
  ];
}

/**
 * Shuts a company user out because their company is being deleted (D72): inactive (what sign-in,
 * social sign-in and password recovery check) and marked, so the middleware says why. False when
 * the profile is gone already.
 */
export async function bloquearPerfilPorEliminacion(empresaId: string, userId: string, now: string): Promise<boolean> {
  try {
    await updateItem(usuarioKeys.perfil(empresaId, userId), { activo: false, empresaEliminandose: true, updatedAt: now });
    return true;
  } catch (err) {
    if (err instanceof NotFoundError) return false;
    throw err;
  }
}

/** Deletes profiles and their email markers whatever is there (a company's deletion, D72: a gone profile is no error). */
export function borrarPerfilesSteps(perfiles: Array<Pick<ProfileItem, 'id' | 'email' | 'empresaId'>>): TransactStep[] {
  return perfiles.flatMap((p) => [
    { op: { Delete: { Key: usuarioKeys.perfil(p.empresaId ?? null, p.id) } } },
    { op: { Delete: { Key: usuarioKeys.email(p.email) } } },
  ]);
}
