// What the candidate receives (issue 55 item 3, D173; one decision flow, D180): PUT
// /api/entrevistas/{id}/comentarios. Once a person recorded the decision with the candidate selected
// or rejected, the reviewer approves the one mail the candidate receives — the outcome, its subject
// and text drafted from the company's template (resultado.ts) and edited or not, with the feedback
// (lectura.ts) in it when the company sends feedback («Enviar comentarios al candidato», on by
// default); only the approval sends it, so feedback never arrives before or without the outcome. The
// approved texts are checked again here (verbatim quotes, a flagged answer cited by its question,
// nothing of a score for a rejection), stored once with who approved them and when, in one
// transaction with the webhooks' `candidato.comentarios_enviados`, the e-mail's outbox record (the
// enviar-avisos consumer mails it once, ../avisos/enviar.ts; issue 55) and, for a rejection, the
// candidate's one record of a rejection mail (D170), and shown on «Mis datos» (contenido.ts).
import { comentarios as msg, entrevistas as msgEntrevistas } from '../../../shared/messages.js';
import { comentariosActivos, type ComentariosBody, type ComentariosEntrevista } from '../../../shared/schemas/comentarios.js';
import type { Caller } from '../auth/caller.js';
import { entregar, prepararEntrega, type Enviar } from '../colas/entrega.js';
import { comprobarSinBorradoPendiente } from '../candidatos/borrado-solicitado.js';
import { rechazoPor } from '../candidatos/envios-vista.js';
import { pasoAnotarRechazo } from '../db/candidatos.js';
import { comentariosKeys, getComentarios, pasoEntrevistaExiste, pasoPonerUnaVez, type ComentariosItem } from '../db/comentarios.js';
import { transact } from '../db/repository.js';
import { ConflictError, NotFoundError, ValidationError } from '../errors.js';
import { nombreDe } from '../supervision/entradas.js';
import { datosComentarios, emitirEvento, pasosEvento, prepararEvento } from '../webhooks/eventos.js';
import { comprobarComentarios } from './borrador.js';
import { contexto, vista } from './lectura.js';
import { comprobarResultadoNoComunicado, resultadoDe } from './resultado.js';

/** The points the company's switch asks for: one of each at least while it sends feedback, none when it does not. */
function comprobarPuntos(body: ComentariosBody, conComentarios: boolean): void {
  const falla = (campo: string, m: string) => new ValidationError(m, [{ campo, msg: m }]);
  if (!conComentarios) {
    if (body.fortalezas.length || body.mejoras.length) throw falla('fortalezas', msg.sinComentariosEmpresa);
    return;
  }
  if (!body.fortalezas.length) throw falla('fortalezas', msg.fortalezasMin);
  if (!body.mejoras.length) throw falla('mejoras', msg.mejorasMin);
}

/** PUT /api/entrevistas/{id}/comentarios: the reviewer's approval sends the outcome with the feedback, once. */
export async function aprobarComentarios(
  caller: Caller,
  empresaId: string,
  id: string,
  body: ComentariosBody,
  now = new Date(),
  enviar?: Enviar,
): Promise<ComentariosEntrevista> {
  const { e, empresa, candidato, rechazo } = await contexto(empresaId, id);
  if (await getComentarios(empresaId, id)) throw new ConflictError(msg.yaEnviados);
  if (e.estado !== 'validada' || !e.validacion || !e.informeIA) throw new ConflictError(msg.sinDecision);
  const resultado = resultadoDe(e.validacion, candidato);
  if (!resultado) throw new ConflictError(msg.sinResultado);
  comprobarResultadoNoComunicado(resultado, e.validacion, candidato, empresa);
  const conComentarios = comentariosActivos(empresa);
  comprobarPuntos(body, conComentarios);
  const texto = comprobarComentarios(body, e.informeIA, e.transcripcion ?? [], rechazo);
  // Nothing goes to a candidate waiting for their erasure (D160).
  await comprobarSinBorradoPendiente(empresa, empresaId, { id: e.candidatoId, nombre: e.candidatoNombre });

  const item: ComentariosItem = {
    ...comentariosKeys.comentarios(empresaId, id),
    entidad: 'COMENTARIOS',
    empresaId,
    entrevistaId: id,
    candidatoId: e.candidatoId,
    ...texto,
    resultado: { resultado, asunto: body.asunto, mensaje: body.mensaje },
    aprobadoPor: { userId: caller.userId, nombre: nombreDe(caller) },
    aprobadoEn: now.toISOString(),
    email: 'pendiente',
  };
  const evento = await prepararEvento(empresaId, 'candidato.comentarios_enviados', datosComentarios(e, item), now);
  // The candidate's e-mail leaves through the outbox, in this transaction (issue 55): ids only.
  const aviso = prepararEntrega(
    { cola: 'enviar-avisos', empresaId, trabajo: `${id}-comentarios`, mensaje: { empresaId, entrevistaId: id, aviso: 'comentarios' } },
    now,
  );
  await transact([
    pasoEntrevistaExiste(empresaId, id, () => new NotFoundError(msgEntrevistas.noEncontrada)),
    pasoPonerUnaVez(item, () => new ConflictError(msg.yaEnviados)),
    // A rejection is the candidate's one rejection mail (D170): a second, from the profile meanwhile, does not land.
    ...(resultado === 'rechazado'
      ? [pasoAnotarRechazo(empresaId, e.candidatoId, rechazoPor(caller, now, id), () => new ConflictError(msg.yaEnviados))]
      : []),
    ...pasosEvento(evento),
    aviso.paso,
  ]);
  await emitirEvento(evento, enviar);
  if (enviar) await entregar(aviso, enviar);
  return vista(e, empresa, candidato, rechazo, item);
}
