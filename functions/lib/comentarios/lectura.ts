// Feedback to every candidate (D173), the read: GET /api/entrevistas/{id}/comentarios — the draft
// from the reviewed report once a person recorded the decision (borrador.ts), or what was sent with
// who approved it and when, and the candidate's opinion of the process only after the decision. Apart
// from the approval (aprobar.ts), so that the read's bundle carries no mail or key client.
import { entrevistas as msgEntrevistas } from '../../../shared/messages.js';
import { comentariosActivos, type ComentariosEntrevista } from '../../../shared/schemas/comentarios.js';
import { getCandidato } from '../db/candidatos.js';
import { getComentarios, type ComentariosItem } from '../db/comentarios.js';
import { getEntrevista, type EntrevistaItem } from '../db/entrevistas.js';
import { getEmpresa, type EmpresaItem } from '../db/empresas.js';
import { NotFoundError } from '../errors.js';
import { borradorDe, esRechazo } from './borrador.js';
import { opinionTrasDecision } from './opinion.js';

export async function contexto(empresaId: string, id: string) {
  const e = await getEntrevista(empresaId, id);
  if (!e) throw new NotFoundError(msgEntrevistas.noEncontrada);
  const [empresa, candidato] = await Promise.all([getEmpresa(empresaId), getCandidato(empresaId, e.candidatoId)]);
  const rechazo = e.validacion ? esRechazo(e.validacion, candidato?.estado) : false;
  return { e, empresa, candidato, rechazo };
}

const enviados = (c: ComentariosItem): NonNullable<ComentariosEntrevista['enviados']> => ({
  fortalezas: c.fortalezas,
  mejoras: c.mejoras,
  aprobadoPor: c.aprobadoPor,
  aprobadoEn: c.aprobadoEn,
  email: c.email,
});

export async function vista(
  e: EntrevistaItem,
  empresa: EmpresaItem | undefined,
  rechazo: boolean,
  c?: ComentariosItem,
): Promise<ComentariosEntrevista> {
  const opinion = await opinionTrasDecision(e);
  if (c) return { estado: 'enviados', rechazo, borrador: null, enviados: enviados(c), opinion };
  if (e.estado !== 'validada' || !e.validacion || !e.informeIA)
    return { estado: 'sin_decision', rechazo, borrador: null, enviados: null, opinion };
  if (!comentariosActivos(empresa)) return { estado: 'desactivados', rechazo, borrador: null, enviados: null, opinion };
  return {
    estado: 'borrador',
    rechazo,
    borrador: borradorDe(e.informeIA, e.validacion, e.transcripcion ?? [], rechazo),
    enviados: null,
    opinion,
  };
}

/** GET /api/entrevistas/{id}/comentarios. */
export async function leerComentarios(empresaId: string, id: string): Promise<ComentariosEntrevista> {
  const [{ e, empresa, rechazo }, c] = await Promise.all([contexto(empresaId, id), getComentarios(empresaId, id)]);
  return vista(e, empresa, rechazo, c);
}
