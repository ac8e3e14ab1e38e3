// The outcome and the feedback to the candidate (D173, D180), the read: GET /api/entrevistas/{id}/comentarios —
// once a person recorded the decision with the candidate selected or rejected, the draft of the one
// mail the candidate receives: the outcome from the company's template (resultado.ts) and, when the
// company sends feedback, the points from the reviewed report (borrador.ts); or what was sent with who
// approved it and when; and the candidate's opinion of the process only after the decision. Apart
// from the approval (aprobar.ts), so that the read's bundle carries no mail or key client.
import { comentariosActivos, type ComentariosEntrevista } from '../../../shared/schemas/comentarios.js';
import { getCandidato, type CandidatoItem } from '../db/candidatos.js';
import { getComentarios, type ComentariosItem } from '../db/comentarios.js';
import type { EntrevistaItem } from '../db/entrevistas.js';
import { entrevistaDe } from '../entrevistas/de-empresa.js';
import { getEmpresa, type EmpresaItem } from '../db/empresas.js';
import { borradorDe, esRechazo, preguntasSenaladas } from './borrador.js';
import { opinionTrasDecision } from './opinion.js';
import { borradorResultado, resultadoDe } from './resultado.js';

export async function contexto(empresaId: string, id: string) {
  const e = await entrevistaDe(empresaId, id);
  const [empresa, candidato] = await Promise.all([getEmpresa(empresaId), getCandidato(empresaId, e.candidatoId)]);
  const rechazo = e.validacion ? esRechazo(e.validacion, candidato?.estado) : false;
  return { e, empresa, candidato, rechazo };
}

const enviados = (c: ComentariosItem): NonNullable<ComentariosEntrevista['enviados']> => ({
  fortalezas: c.fortalezas,
  mejoras: c.mejoras,
  // Feedback approved before D180 went without the outcome: its mail said nothing of it.
  resultado: c.resultado?.resultado ?? 'rechazado',
  asunto: c.resultado?.asunto ?? '',
  mensaje: c.resultado?.mensaje ?? '',
  aprobadoPor: c.aprobadoPor,
  aprobadoEn: c.aprobadoEn,
  email: c.email,
});

export async function vista(
  e: EntrevistaItem,
  empresa: EmpresaItem | undefined,
  candidato: CandidatoItem | undefined,
  rechazo: boolean,
  c?: ComentariosItem,
): Promise<ComentariosEntrevista> {
  const opinion = await opinionTrasDecision(e);
  const conComentarios = comentariosActivos(empresa);
  const senaladas = e.informeIA ? preguntasSenaladas(e.informeIA) : [];
  const base = { rechazo, conComentarios, preguntasSenaladas: senaladas, opinion };
  if (c) return { ...base, estado: 'enviados', borrador: null, enviados: enviados(c) };
  if (e.estado !== 'validada' || !e.validacion || !e.informeIA) return { ...base, estado: 'sin_decision', borrador: null, enviados: null };
  const resultado = resultadoDe(e.validacion, candidato);
  if (!resultado) return { ...base, estado: 'sin_resultado', borrador: null, enviados: null };
  const puntos = conComentarios ? borradorDe(e.informeIA, e.validacion, e.transcripcion ?? [], rechazo) : { fortalezas: [], mejoras: [] };
  return {
    ...base,
    estado: 'borrador',
    borrador: { resultado, ...(await borradorResultado(resultado, e, candidato, empresa)), ...puntos },
    enviados: null,
  };
}

/** GET /api/entrevistas/{id}/comentarios. */
export async function leerComentarios(empresaId: string, id: string): Promise<ComentariosEntrevista> {
  const [{ e, empresa, candidato, rechazo }, c] = await Promise.all([contexto(empresaId, id), getComentarios(empresaId, id)]);
  return vista(e, empresa, candidato, rechazo, c);
}
