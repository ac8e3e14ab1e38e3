// «Mis datos» (D148): the candidate's single-use links and the page's access keys, and the holder
// index's read. Links and keys are tenant-free like the password recovery's (D36): they prove an
// email address, not a company, and are opened before anyone is known. Each item is keyed by the
// SHA-256 of its token (the token is only in the email, or in the page's memory), carries the
// email it proves and its end (`expiraEn`, checked on every read: TTL is lazy and dynalite has
// none). Taking a link is one conditional delete, so only one request ever opens it.
import { candidatoKeys, hashEmailTitular } from './candidatos.js';
import { assertKeyPart, TENANT_PREFIX, type Key } from './keys.js';
import { getItem, putIf, queryAll, takeIf, type Item } from './repository.js';

export type EnlaceMisDatosItem = Key & {
  entidad: 'MISDATOS_ENLACE' | 'MISDATOS_ACCESO';
  /** The email the link was sent to (trimmed, lower case): what opening it proves. */
  email: string;
  /** When it was made and until when it works (ms since the epoch). */
  creadoEn: number;
  expiraEn: number;
  /** TTL (s): an hour after it stops working. */
  expiresAt: number;
};

export const misDatosKeys = {
  /** A link sent by email, by the hex SHA-256 of its token. */
  enlace: (hash: string): Key => ({ PK: `MISDATOS#ENLACE#${assertKeyPart(hash, 'hash')}`, SK: 'MISDATOS' }),
  /** An access key the opened link gave the page, by the hex SHA-256 of its token. */
  acceso: (hash: string): Key => ({ PK: `MISDATOS#ACCESO#${assertKeyPart(hash, 'hash')}`, SK: 'MISDATOS' }),
};

function item(key: Key, entidad: EnlaceMisDatosItem['entidad'], email: string, creadoEn: number, expiraEn: number): EnlaceMisDatosItem {
  return { ...key, entidad, email, creadoEn, expiraEn, expiresAt: Math.ceil(expiraEn / 1000) + 3_600 };
}

async function guardar(i: EnlaceMisDatosItem): Promise<void> {
  // A random 256-bit token's hash never collides: the condition only guards the rule.
  if (!(await putIf(i as EnlaceMisDatosItem & Item, { expression: 'attribute_not_exists(PK)' })))
    throw new Error('«Mis datos» token hash already stored');
}

export const guardarEnlaceMisDatos = (hash: string, email: string, creadoEn: number, expiraEn: number) =>
  guardar(item(misDatosKeys.enlace(hash), 'MISDATOS_ENLACE', email, creadoEn, expiraEn));

export const guardarAccesoMisDatos = (hash: string, email: string, creadoEn: number, expiraEn: number) =>
  guardar(item(misDatosKeys.acceso(hash), 'MISDATOS_ACCESO', email, creadoEn, expiraEn));

/** Takes the link with this hash if it exists and has not expired: only one caller ever gets it. */
export function consumirEnlaceMisDatos(hash: string, now: number): Promise<EnlaceMisDatosItem | undefined> {
  return takeIf<EnlaceMisDatosItem>(misDatosKeys.enlace(hash), {
    expression: 'attribute_exists(PK) AND #expira > :now',
    names: { '#expira': 'expiraEn' },
    values: { ':now': now },
  });
}

/** The access key with this hash while it works (a consistent read), or undefined. */
export async function leerAccesoMisDatos(hash: string, now: number): Promise<EnlaceMisDatosItem | undefined> {
  const a = await getItem<EnlaceMisDatosItem>(misDatosKeys.acceso(hash), { consistent: true });
  return a && a.expiraEn > now ? a : undefined;
}

/** A company's candidate the holder index names for an email. */
export interface FichaTitular {
  empresaId: string;
  candidatoId: string;
}

/**
 * Every company's candidate whose email marker carries this email's hash: one Query of GSI1
 * `TITULAR#{hash}` (a person is a candidate of a handful of companies; 500 bound it). The index is
 * eventually consistent and names only what the markers say: the reader checks each candidate's
 * own email before showing anything.
 */
export async function fichasDelTitular(email: string): Promise<FichaTitular[]> {
  const items = await queryAll<{ PK: string; candidatoId: string }>({
    index: 'GSI1',
    pk: candidatoKeys.titular(hashEmailTitular(email)),
    max: 500,
  });
  return items
    .filter((i) => i.PK.startsWith(TENANT_PREFIX) && typeof i.candidatoId === 'string')
    .map((i) => ({ empresaId: i.PK.slice(TENANT_PREFIX.length), candidatoId: i.candidatoId }));
}

/** Whether any company holds a candidate with this email (the link is sent only then). */
export async function hayDatosDelTitular(email: string): Promise<boolean> {
  return (await fichasDelTitular(email)).length > 0;
}
