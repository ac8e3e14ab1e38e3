// Builds the caller context of a request from the verified token. The platform profile in
// DynamoDB is the source of truth for `activo`, `rol` and `empresaId` (cognito-local does not
// block disabled users, and a deactivation must take effect on the next request, not at token
// expiry). A user-pool token finds the profile by its verified `sub` and `custom:empresaId`; a
// social-login token by its verified email, through the email marker (link by email, spec part 1
// §2.3): an email with no platform user has no access. Which company a request acts on is not
// decided here but by the route's tenant rule (http.ts resolveTenant).
//
// One exception to "read on every request" (docs/decisions/ D84): a read-only GET may be
// authorized with the profile as this warm container read it at most 5 s ago
// (TIEMPOS_SERVIDOR.autorizacionRecienteMs). Only a profile that let its user in is kept (active,
// company not being deleted, no password change pending), never a refusal or a missing profile, and
// every write of this container forgets it; expiry and "issued after the last password change" are
// checked on every request.
import type { Permiso, Rol } from '../../../shared/permissions.js';
import type { AlcanceClave } from '../../../shared/schemas/clave-acceso.js';
import { permisosDe } from '../../../shared/permissions.js';
import { auth as msgAuth, empresas as msgEmpresas, servidor } from '../../../shared/messages.js';
import { ForbiddenError, UnauthorizedError } from '../errors.js';
import { getPerfil, getPerfilReciente, perfilPorEmail, type ProfileItem } from '../db/usuarios.js';
import type { VerifiedToken } from './verify.js';

export type { ProfileItem };

export interface Caller {
  userId: string;
  email: string;
  rol: Rol;
  /** The caller's own company; null for the superadmin. */
  empresaId: string | null;
  permisos: Permiso[];
  /** The stored profile as read for this request. */
  profile: ProfileItem;
}

/**
 * A company API key as the caller (D145; functions/lib/auth/clave-acceso.ts): a credential of the
 * company, not of a person. It acts for its own company only, with exactly its scopes, on the rows
 * marked for keys (`claveApi`); it has no role, no profile and no permission of the matrix, and is
 * never the superadmin. What it writes names it as its author: `userId` is `clave:{id}`.
 */
export interface KeyCaller {
  userId: string;
  empresaId: string;
  clave: { id: string; nombre: string; alcances: AlcanceClave[] };
}

/** Any verified caller: a user (the token's profile) or a company API key. */
export type AnyCaller = Caller | KeyCaller;

export function esClave(caller: AnyCaller | null | undefined): caller is KeyCaller {
  return !!caller && 'clave' in caller;
}

/** How a key's writes record their author (`creadoPor`, notifications' sender): `clave:{id}`. */
export function autorClave(claveId: string): string {
  return `clave:${claveId}`;
}

/**
 * Whether a profile may be kept for a few seconds (D84): only one that lets its user in with no
 * step pending. A refused user is read again on every request, so a reactivation or a finished
 * password change counts at once.
 */
export function perfilGuardable(profile: ProfileItem): boolean {
  return profile.activo !== false && profile.empresaEliminandose !== true && profile.debeCambiarPassword !== true;
}

/**
 * The profile of a verified token, or undefined when the platform has none for it. With `reciente`
 * (read-only GETs, D84) it may be the one this container read in the last few seconds.
 */
export async function profileForToken(token: VerifiedToken, opciones: { reciente?: boolean } = {}): Promise<ProfileItem | undefined> {
  const { claims, source } = token;
  const guardar = opciones.reciente ? perfilGuardable : undefined;
  if (source === 'pool') {
    const empresaId = claims['custom:empresaId'] || null;
    const direct = guardar ? await getPerfilReciente(empresaId, claims.sub, guardar) : await getPerfil(empresaId, claims.sub);
    if (direct || !claims.identities) return direct;
  }
  // A federated email links to a platform user only when the provider says it verified it: linking
  // by an unverified (or unstated) email lets whoever controls a directory entry with that address
  // take over the account (D73). Cognito maps the provider's claim into email_verified
  // (infra/aws/stacks/auth-stack.ts); a token without it is refused, never taken as verified.
  const verified = claims.email_verified === true || claims.email_verified === 'true';
  if (!claims.email || !verified) return undefined;
  return perfilPorEmail(claims.email, guardar);
}

export function callerFromProfile(profile: ProfileItem): Caller {
  // The company is being deleted (D72): its users are out from the deletion's first step on, with
  // the reason (their profiles are also inactive, for the checks that look only at that).
  if (profile.empresaEliminandose === true) throw new ForbiddenError(msgEmpresas.accesoEmpresaEliminandose);
  if (profile.activo === false) throw new ForbiddenError(servidor.usuarioInactivo);
  return {
    userId: profile.id,
    email: profile.email,
    rol: profile.rol,
    empresaId: profile.empresaId ?? null,
    permisos: permisosDe(profile.rol, true),
    profile,
  };
}

/**
 * True when the token was issued before the user's last password change or reset: that session
 * has ended (docs/decisions/ D36), whatever the identity provider still thinks of it.
 */
export function emitidoAntesDelCambio(token: VerifiedToken, profile: ProfileItem): boolean {
  const iat = token.claims.iat;
  return typeof profile.sesionesDesde === 'number' && typeof iat === 'number' && iat < profile.sesionesDesde;
}

export async function callerFromToken(token: VerifiedToken, opciones: { reciente?: boolean } = {}): Promise<Caller> {
  const profile = await profileForToken(token, opciones);
  if (!profile) throw new UnauthorizedError(msgAuth.sinPerfil);
  if (emitidoAntesDelCambio(token, profile)) throw new UnauthorizedError(msgAuth.sesionExpirada);
  return callerFromProfile(profile);
}
