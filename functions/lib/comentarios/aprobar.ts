// Feedback to every candidate (issue 55 item 3, D173): PUT /api/entrevistas/{id}/comentarios. Once a
// person recorded the decision, the reviewer approves the draft (lectura.ts), edited or not; only the
// approval sends it. The approved texts are checked again here (verbatim quotes, no flagged passage,
// nothing of a score for a rejection), stored once with who approved them and when, in one
// transaction with the webhooks' `candidato.comentarios_enviados`; then e-mailed, and shown on
// «Mis datos» (contenido.ts). The company's switch «Enviar comentarios al candidato» (on by default)
// turns it off.
import { nombreEmpresa } from '../../../shared/empresa-etiquetas.js';
import { comentarios as msg, entrevistas as msgEntrevistas } from '../../../shared/messages.js';
import { comentariosActivos, type ComentariosBody, type ComentariosEntrevista } from '../../../shared/schemas/comentarios.js';
import type { Caller } from '../auth/caller.js';
import type { Enviar } from '../colas/entrega.js';
import { comprobarSinBorradoPendiente } from '../candidatos/borrado-solicitado.js';
import { config } from '../config.js';
import { comentariosKeys, getComentarios, pasoEntrevistaExiste, pasoPonerUnaVez, type ComentariosItem } from '../db/comentarios.js';
import { transact, updateItem } from '../db/repository.js';
import { ConflictError, NotFoundError } from '../errors.js';
import { logger } from '../logger.js';
import { marcaDeEmpresa } from '../mail/marca.js';
import { enviarPlantilla } from '../mail/send.js';
import { nombreDe } from '../supervision/entradas.js';
import { datosComentarios, emitirEvento, pasosEvento, prepararEvento } from '../webhooks/eventos.js';
import { comprobarComentarios, type Borrador } from './borrador.js';
import { contexto, vista } from './lectura.js';

const lista = (puntos: Borrador['fortalezas']) => puntos.map((p) => `${p.texto} («${p.cita}»)`).join(' · ');

/** PUT /api/entrevistas/{id}/comentarios: the reviewer's approval sends them, once. */
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
    email: 'omitido',
  };
  const evento = await prepararEvento(empresaId, 'candidato.comentarios_enviados', datosComentarios(e, item), now);
  await transact([
    pasoEntrevistaExiste(empresaId, id, () => new NotFoundError(msgEntrevistas.noEncontrada)),
    pasoPonerUnaVez(item, () => new ConflictError(msg.yaEnviados)),
    ...pasosEvento(evento),
  ]);
  await emitirEvento(evento, enviar);

  let email: ComentariosItem['email'] = 'fallido';
  try {
    const r = await enviarPlantilla(
      'comentariosCandidato',
      { to: e.candidatoEmail, empresaId, marca: empresa ? marcaDeEmpresa(empresa) : undefined },
      {
        nombreCandidato: candidato?.nombre ?? e.candidatoNombre,
        nombreEmpresa: empresa ? nombreEmpresa(empresa) : '',
        servicio: e.servicioNombre,
        fortalezas: lista(item.fortalezas),
        mejoras: lista(item.mejoras),
        aprobadoPor: item.aprobadoPor.nombre,
        enlace: `${config.webOrigin}/mis-datos`,
      },
    );
    email = r.estado === 'enviado' ? 'enviado' : 'omitido';
  } catch (err) {
    logger.error('Candidate feedback email not sent', { empresaId, entrevistaId: id, error: (err as Error).message });
  }
  const guardado = { ...item, email };
  await updateItem(comentariosKeys.comentarios(empresaId, id), { email }, () => new NotFoundError(msgEntrevistas.noEncontrada)).catch(
    (err: Error) => logger.error('Candidate feedback email outcome not recorded', { empresaId, entrevistaId: id, error: err.message }),
  );
  return vista(e, empresa, rechazo, guardado);
}
