// Erasure on the candidate's request (D149), the company's side: the candidate's profile shows the
// request and its deadline, and an admin may object before it, only with a written legal reason
// (recorded with who and when; the candidate reads the reason on «Mis datos»). An objected request
// is never executed. The candidate must be the company's (404 otherwise, like the profile).
import type { BorradoEmpresa } from '../../../shared/schemas/borrado-solicitado.js';
import { getSolicitudBorrado, type BorradoSolicitadoItem } from '../db/borrado-solicitado.js';
import { getCandidato } from '../db/candidatos.js';
import { NotFoundError } from '../errors.js';
import { candidatos as msgCandidatos } from '../../../shared/messages.js';

export function vista(s: BorradoSolicitadoItem): BorradoEmpresa {
  return {
    estado: s.estado === 'opuesta' ? 'opuesta' : 'pendiente',
    solicitadoEn: s.solicitadoEn,
    plazoHasta: s.plazoHasta,
    oposicion: s.oposicion
      ? {
          motivo: s.oposicion.motivo,
          fecha: s.oposicion.fecha,
          por: s.oposicion.por.nombre,
          ...(s.oposicion.aviso ? { aviso: s.oposicion.aviso } : {}),
        }
      : null,
  };
}

export async function solicitudDe(empresaId: string, id: string): Promise<BorradoSolicitadoItem | undefined> {
  if (!(await getCandidato(empresaId, id))) throw new NotFoundError(msgCandidatos.noEncontrado);
  const s = await getSolicitudBorrado(empresaId, id);
  return s && s.estado !== 'ejecutada' ? s : undefined;
}

/** GET /api/candidatos/{id}/borrado-solicitado: the candidate's request, or null when they made none. */
export async function borradoDeCandidato(empresaId: string, id: string): Promise<BorradoEmpresa | null> {
  const s = await solicitudDe(empresaId, id);
  return s ? vista(s) : null;
}
