// The CV's and the rejection mail's traces on a candidate item as the API shows them (D163): pure,
// no AWS client, so the candidate's every reader can show them without carrying S3 or SES.
import type { CvCandidato, RechazoEnviado } from '../../../shared/schemas/candidato-envios.js';
import type { Caller } from '../auth/caller.js';
import type { CandidatoItem } from '../db/candidatos.js';
import { nombreDe } from '../supervision/entradas.js';

/** What the candidate item keeps (the key never leaves the server). */
export interface CvItem extends CvCandidato {
  key: string;
  subidoPor: string;
}

export function cvDe(c: CandidatoItem): CvItem | undefined {
  const cv = c.cv as CvItem | undefined;
  return cv?.key ? cv : undefined;
}

/** The CV as the API shows it. */
export function vistaCv(c: CandidatoItem): CvCandidato | null {
  const cv = cvDe(c);
  return cv ? { nombre: cv.nombre, tipo: cv.tipo, tamano: cv.tamano, subidoEn: cv.subidoEn } : null;
}

export function rechazoDe(c: CandidatoItem): RechazoEnviado | null {
  const r = c.rechazoEnviado as RechazoEnviado | undefined;
  if (!r?.fecha) return null;
  return {
    fecha: r.fecha,
    por: r.por,
    ...(r.porNombre ? { porNombre: r.porNombre } : {}),
    ...(r.entrevistaId ? { entrevistaId: r.entrevistaId } : {}),
  };
}

/**
 * The company's data file (D95) holds the table's items, never the bucket's files: a candidate's
 * item goes without its CV's pointer, so a restore (export → clear, which deletes the files → import)
 * never shows a CV whose file is gone. The CV is excluded from the data export, and said so (D163).
 */
export function sinArchivoCv(sk: string, item: Record<string, unknown>): Record<string, unknown> {
  if (!sk.startsWith('CAND#') || !('cv' in item)) return item;
  const { cv: _cv, ...resto } = item;
  return resto;
}

/** Who sent the rejection mail, as the profile shows it (and the interview whose outcome mail it was, D180). */
export const rechazoPor = (caller: Caller, fecha: Date, entrevistaId?: string): RechazoEnviado => ({
  fecha: fecha.toISOString(),
  por: caller.userId,
  porNombre: nombreDe(caller),
  ...(entrevistaId ? { entrevistaId } : {}),
});
