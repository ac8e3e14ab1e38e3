// «Reenviar» and «Enviar evento de prueba» (D147): one attempt now, put on the webhooks queue
// (a lost send is left to the sweep: the delivery is due in its index).
import { webhooks as msg } from '../../../shared/messages.js';
import { EVENTO_COMPROBACION, type EntregaWebhook } from '../../../shared/schemas/webhooks.js';
import { enviarACola } from '../aws/sqs.js';
import { idOrdenado } from '../db/ids.js';
import { crearEntrega, getEntrega, nuevaEntrega, pedirReenvio, type EntregaItem } from '../db/webhook-entregas.js';
import { ConflictError, NotFoundError } from '../errors.js';
import { logger } from '../logger.js';
import { datosEntrega, mensajeIntento } from './cola.js';
import { toEntrega, webhookDe } from './servicio.js';

/** Puts a due attempt on the queue; a lost send is left to the sweep (the delivery is due in its index). */
async function encolar(e: EntregaItem): Promise<void> {
  try {
    await enviarACola('entregar-webhooks', mensajeIntento(e));
  } catch (err) {
    logger.warn('Webhook attempt not queued, the sweep will send it', { ...datosEntrega(e), error: (err as Error).message });
  }
}

/** «Reenviar»: one more attempt of a delivered or failed delivery, now, with the same webhook-id. */
export async function reenviarEntrega(empresaId: string, id: string, entregaId: string, now = new Date()): Promise<EntregaWebhook> {
  const w = await webhookDe(empresaId, id);
  if (w.estado !== 'activo') throw new ConflictError(msg.webhookInactivo);
  const e = await getEntrega(empresaId, id, entregaId);
  if (!e) throw new NotFoundError(msg.entregaNoEncontrada);
  const pedida = await pedirReenvio(e, now);
  if (!pedida) throw new ConflictError(msg.envioEnCurso);
  await encolar(pedida);
  return toEntrega(pedida);
}

/** «Enviar evento de prueba»: a `webhook.comprobacion` event to this endpoint only, one attempt. */
export async function enviarComprobacion(empresaId: string, id: string, now = new Date()): Promise<EntregaWebhook> {
  const w = await webhookDe(empresaId, id);
  if (w.estado !== 'activo') throw new ConflictError(msg.webhookInactivo);
  const eventoId = idOrdenado(now);
  const cuerpo = JSON.stringify({
    type: EVENTO_COMPROBACION,
    timestamp: now.toISOString(),
    data: { empresaId, webhookId: id, mensaje: 'Evento de prueba de Talentia: si lo recibes y la firma es válida, el webhook está listo.' },
  });
  const e = nuevaEntrega(
    { id: eventoId, webhookId: id, empresaId, mensajeId: `msg_${eventoId}`, tipo: EVENTO_COMPROBACION, cuerpo, manual: true },
    now,
  );
  await crearEntrega(e);
  await encolar(e);
  return toEntrega(e);
}
