// The report links answered to Greenhouse (`partner_profile_url`, D146): a capability URL
// to one reviewed interview's report, read-only, that expires (GREENHOUSE.enlaceInformeDias). Like
// the candidate's link (D63), the token is never stored: its look-up item, outside every partition,
// is keyed by its SHA-256 (`ENLACEINFORME#{hash} / ENLACEINFORME`) and names the company and the
// interview; DynamoDB's TTL removes it a day after it expired (expiry is always checked against
// `expiraEn`: the TTL is lazy). The interview is read again on each opening, so an erased candidate's
// report is gone from the link too.
import { assertKeyPart, type Key } from './keys.js';
import { createItem, getItem } from './repository.js';

export type EnlaceInformeItem = {
  PK: string;
  SK: string;
  entidad: 'ENLACE_INFORME';
  empresaId: string;
  entrevistaId: string;
  creadoEn: string;
  expiraEn: string;
  expiresAt: number;
};

export const enlaceInformeKeys = {
  busqueda: (hash: string): Key => ({ PK: `ENLACEINFORME#${assertKeyPart(hash, 'hash')}`, SK: 'ENLACEINFORME' }),
};

export async function crearEnlaceInforme(hash: string, e: { empresaId: string; entrevistaId: string }, now: Date, dias: number) {
  const expiraEn = new Date(now.getTime() + dias * 86_400_000).toISOString();
  const item: EnlaceInformeItem = {
    ...enlaceInformeKeys.busqueda(hash),
    entidad: 'ENLACE_INFORME',
    empresaId: e.empresaId,
    entrevistaId: e.entrevistaId,
    creadoEn: now.toISOString(),
    expiraEn,
    expiresAt: Math.floor(Date.parse(expiraEn) / 1000) + 86_400,
  };
  await createItem(item);
  return item;
}

export function getEnlaceInforme(hash: string): Promise<EnlaceInformeItem | undefined> {
  return getItem<EnlaceInformeItem>(enlaceInformeKeys.busqueda(hash));
}
