// The candidate's public link for company users to copy (GET /api/entrevistas/{id}/enlace; D63):
// opened from its sealed copy, only while the interview can still be taken and the link is alive.
import { entrevistas as msg, fmt } from '../../../shared/messages.js';
import { entrevistaDe } from './de-empresa.js';
import { ConflictError } from '../errors.js';
import { abrirToken, enlacePublico } from './item.js';

/** The link works while the interview can still be taken and has not expired. */
export async function enlaceEntrevista(empresaId: string, id: string, now = new Date()) {
  const e = await entrevistaDe(empresaId, id);
  const vivo = (e.estado === 'programada' || e.estado === 'en_progreso') && Date.parse(e.tokenExpiraEn) > now.getTime();
  if (!vivo) throw new ConflictError(fmt(msg.enlaceNoDisponible, { estado: e.estado.replace('_', ' ') }));
  return { enlace: enlacePublico(await abrirToken(e)), expiraEn: e.tokenExpiraEn };
}
