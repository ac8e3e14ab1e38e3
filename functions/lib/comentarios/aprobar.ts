// Feedback to every candidate (issue 55 item 3, D173): PUT /api/entrevistas/{id}/comentarios. Once a
// person recorded the decision, the reviewer approves the draft (lectura.ts), edited or not; only the
// approval sends it. The approved texts are checked again here (verbatim quotes, no flagged passage,
// nothing of a score for a rejection), stored once with who approved them and when, in one
// transaction with the webhooks' `candidato.comentarios_enviados` and the e-mail's outbox record (the
// enviar-avisos consumer mails it once, ../avisos/enviar.ts; issue 55), and shown on «Mis datos»
// (contenido.ts). The company's switch «Enviar comentarios al candidato» (on by default)
// turns it off.
import { comentarios as msg, entrevistas as msgEntrevistas } from '../../../shared/messages.js';
import { comentariosActivos, type ComentariosBody, type ComentariosEntrevista } from '../../../shared/schemas/comentarios.js';
import type { Caller } from '../auth/caller.js';
import { entregar, prepararEntrega, type Enviar } from '../colas/entrega.js';
import { comprobarSinBorradoPendiente } from '../candidatos/borrado-solicitado.js';
import { comentariosKeys, getComentarios, pasoEntrevistaExiste, pasoPonerUnaVez, type ComentariosItem } from '../db/comentarios.js';
import { transact } from '../db/repository.js';
import { ConflictError, NotFoundError } from '../errors.js';
import { nombreDe } from '../supervision/entradas.js';
import { datosComentarios, emitirEvento, pasosEvento, prepararEvento } from '../webhooks/eventos.js';
import { comprobarComentarios } from './borrador.js';
import { contexto, vista } from './lectura.js';

/** PUT /api/entrevistas/{id}/comentarios: the reviewer's approval sends them, once. */
export async function aprobarComentarios(
  caller: Caller,
  empresaId: string,
  id: string,
  body: ComentariosBody,
  now = new Date(),
  enviar?: Enviar,
): Promise<ComentariosEntrevista> {
  const { e, empresa, rechazo } = await contexto(empresaId, id);
  if (await getComentarios(empresaId, id)) throw new ConflictError(msg.yaEnviados);
  if (e.estado !== 'validada' || !e.validacion || !e.informeIA) throw new ConflictError(msg.sinDecision);
  if (!comentariosActivos(empresa)) throw new ConflictError(msg.desactivadosEmpresa);
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
    ...pasosEvento(evento),
    aviso.paso,
  ]);
  await emitirEvento(evento, enviar);
  if (enviar) await entregar(aviso, enviar);
  return vista(e, empresa, rechazo, item);
}
