// Builds the caller context of a request from the verified token. The platform profile in
// DynamoDB is the source of truth for `activo`, `rol` and `empresaId` (cognito-local does not
// block disabled users, and a deactivation must take effect on the next request, not at token
// expiry); the profile is found by the token's verified `sub` and `custom:empresaId` only.
import type { Permiso, Rol } from '../../../shared/permissions.js';
import { permisosDe } from '../../../shared/permissions.js';
import { servidor } from '../../../shared/messages.js';
import { ForbiddenError, NotFoundError, UnauthorizedError } from '../errors.js';
import { keys } from '../db/keys.js';
import { getItem } from '../db/repository.js';
import type { TokenClaims } from './verify.js';

export interface Caller {
  userId: string;
  email: string;
  rol: Rol;
  /** The caller's own company; null for the superadmin. */
  empresaId: string | null;
  permisos: Permiso[];
}

interface ProfileItem {
  id: string;
  email: string;
  rol: Rol;
  empresaId?: string | null;
  activo?: boolean;
  [k: string]: unknown;
}

export async function callerFromClaims(claims: TokenClaims): Promise<Caller> {
  const empresaId = claims['custom:empresaId'] || null;
  const profile = await getItem<ProfileItem>(keys.usuario(empresaId, claims.sub));
  if (!profile) throw new UnauthorizedError(servidor.tokenInvalido);
  if (profile.activo === false) throw new ForbiddenError(servidor.usuarioInactivo);
  return {
    userId: claims.sub,
    email: profile.email,
    rol: profile.rol,
    empresaId: profile.empresaId ?? null,
    permisos: permisosDe(profile.rol, true),
  };
}

/**
 * The company a request acts on. Company users always act on their own company: naming another
 * one answers 404 (a foreign id is indistinguishable from a missing one). Only the superadmin may
 * name any company; without one it acts platform-wide (null).
 */
export function resolveTenant(caller: Caller, requested?: string | null): string | null {
  if (caller.rol === 'superadmin') return requested || null;
  if (!caller.empresaId) throw new ForbiddenError(servidor.sinPermiso);
  if (requested && requested !== caller.empresaId) throw new NotFoundError();
  return caller.empresaId;
}
