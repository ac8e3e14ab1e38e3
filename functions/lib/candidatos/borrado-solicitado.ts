// Erasure on the candidate's request (D149), the company's side: the candidate's profile shows the
// request and its deadline, and an admin may object before it, only with a written legal reason
// (recorded with who and when; the candidate reads the reason on «Mis datos»). An objected request
// is never executed. The candidate must be the company's (404 otherwise, like the profile).
import { formatFechaLarga } from '../../../shared/fechas.js';
import type { BorradoEmpresa } from '../../../shared/schemas/borrado-solicitado.js';
import { borradoKeys, getSolicitudBorrado, type BorradoSolicitadoItem } from '../db/borrado-solicitado.js';
import { getCandidato } from '../db/candidatos.js';
import type { EmpresaItem } from '../db/empresas.js';
import { getItems } from '../db/repository.js';
import { fechaEntrevista } from '../entrevistas/fecha.js';
import { ConflictError, NotFoundError } from '../errors.js';
import { borradoSolicitado as msg, candidatos as msgCandidatos, fmt } from '../../../shared/messages.js';

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

/**
 * While a request is pending (or being executed) nothing new is done with the candidate (issue 54
 * item 3, D160): no interview scheduled or moved, no row imported over them, no email sent. An
 * objected request does not block: the company keeps the data for a stated legal reason.
 */
const bloquea = (s: BorradoSolicitadoItem | undefined): s is BorradoSolicitadoItem =>
  s?.estado === 'pendiente' || s?.estado === 'ejecutando';

/** The candidate's pending request, or undefined. */
export async function borradoPendiente(empresaId: string, candidatoId: string): Promise<BorradoSolicitadoItem | undefined> {
  const s = await getSolicitudBorrado(empresaId, candidatoId);
  return bloquea(s) ? s : undefined;
}

/** When each of these candidates' pending erasure is due (one batch read for a page of a list). */
export async function borradosPendientes(empresaId: string, candidatoIds: string[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const items = await getItems<BorradoSolicitadoItem>(candidatoIds.map((id) => borradoKeys.solicitud(empresaId, id)));
  for (const s of items) if (bloquea(s)) out.set(s.candidatoId, s.plazoHasta);
  return out;
}

/** The due date as the company reads it (its zone), for the Spanish reasons below. */
export function fechaDelBorrado(s: Pick<BorradoSolicitadoItem, 'plazoHasta'>, empresa: EmpresaItem | undefined): string {
  const zona = (empresa?.configuracion as { zonaHoraria?: string } | undefined)?.zonaHoraria;
  return formatFechaLarga(s.plazoHasta, fechaEntrevista(s.plazoHasta, zona).zona) ?? s.plazoHasta;
}

/** 409 with the Spanish reason when the candidate has a pending erasure request. */
export async function comprobarSinBorradoPendiente(
  empresa: EmpresaItem | undefined,
  empresaId: string,
  candidato: { id: string; nombre: string },
): Promise<void> {
  const s = await borradoPendiente(empresaId, candidato.id);
  if (s) throw new ConflictError(fmt(msg.bloqueado, { candidato: candidato.nombre, fecha: fechaDelBorrado(s, empresa) }));
}
