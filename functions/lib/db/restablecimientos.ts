// Password-recovery links (D36). One item per link, keyed by the
// SHA-256 hash of its token: the token itself is only in the email, so whoever reads the table
// cannot use a link. Keys are tenant-free like the email marker (the link is opened before anyone
// is signed in). Taking a link is one conditional delete — it must exist and not have expired —
// so two requests with the same link cannot both win; TTL removes links nobody used (lazily in
// DynamoDB, never in dynalite: expiry is always checked against `expiraEn`).
import type { Key } from './keys.js';
import { getItem, putIf, takeIf, type Item } from './repository.js';

export type RestablecimientoItem = Key & {
  entidad: 'RESTABLECIMIENTO';
  userId: string;
  /** The user's company; null for the superadmin. */
  empresaId: string | null;
  email: string;
  /** When the link was made and until when it works (ms since the epoch). */
  creadoEn: number;
  expiraEn: number;
  /** TTL (s): an hour after the link expires. */
  expiresAt: number;
};

export const restablecimientoKeys = {
  /** A link, by the hex SHA-256 of its token. */
  enlace: (hash: string): Key => ({ PK: `RESTABLECER#${hash}`, SK: 'RESTABLECER' }),
};

export interface NuevoRestablecimiento {
  hash: string;
  userId: string;
  empresaId: string | null;
  email: string;
  creadoEn: number;
  expiraEn: number;
}

function item(r: NuevoRestablecimiento): RestablecimientoItem {
  return {
    ...restablecimientoKeys.enlace(r.hash),
    entidad: 'RESTABLECIMIENTO',
    userId: r.userId,
    empresaId: r.empresaId,
    email: r.email,
    creadoEn: r.creadoEn,
    expiraEn: r.expiraEn,
    expiresAt: Math.ceil(r.expiraEn / 1000) + 3_600,
  };
}

/** Stores a new link (a random 256-bit token's hash never collides: the condition only guards the rule). */
export async function guardarRestablecimiento(r: NuevoRestablecimiento): Promise<void> {
  if (!(await putIf(item(r) as RestablecimientoItem & Item, { expression: 'attribute_not_exists(PK)' })))
    throw new Error('Recovery token hash already stored');
}

/** Takes the link with this hash if it exists and has not expired: only one caller ever gets it. */
export function consumirRestablecimiento(hash: string, now = Date.now()): Promise<RestablecimientoItem | undefined> {
  return takeIf<RestablecimientoItem>(restablecimientoKeys.enlace(hash), {
    expression: 'attribute_exists(PK) AND #expira > :now',
    names: { '#expira': 'expiraEn' },
    values: { ':now': now },
  });
}

/** Reads the link with this hash if it exists and has not expired, without taking it (a consistent read). */
export async function leerRestablecimiento(hash: string, now = Date.now()): Promise<RestablecimientoItem | undefined> {
  const enlace = await getItem<RestablecimientoItem>(restablecimientoKeys.enlace(hash), { consistent: true });
  return enlace && enlace.expiraEn > now ? enlace : undefined;
}

/** Puts back a link taken for a reset that could not finish (Cognito refused the password): it works again until it expires. */
export async function devolverRestablecimiento(taken: RestablecimientoItem): Promise<void> {
  await putIf({ ...taken } as RestablecimientoItem & Item, { expression: 'attribute_not_exists(PK)' });
}
