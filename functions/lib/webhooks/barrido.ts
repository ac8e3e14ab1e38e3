// The sweep of the webhook deliveries (D147), run by the outbox's job every 5 minutes
// (functions/jobs/reenviar-pendientes.ts): a module of its own, so that job's bundle carries no
// signing, mail or notification code.
import { barrerVencidos, GRACIA_MS, type Enviar, type ResultadoBarrido } from '../colas/entrega.js';
import { WEBHOOK_PEND_SHARDS, entregasVencidas, marcarEnCola } from '../db/webhook-entregas.js';
import { datosEntrega, mensajeIntento } from './cola.js';

/**
 * Step 3's sweep (run by the outbox's job every 5 minutes): every delivery due by now whose message
 * is not on the queue (a retry hours away), was lost (past GRACIA_MS) or whose run died holding the
 * claim, is sent to the queue. A failed send is counted: the job then fails and its alarm fires.
 */
export async function barrerWebhooks(enviar: Enviar, now = new Date()): Promise<ResultadoBarrido> {
  return barrerVencidos(WEBHOOK_PEND_SHARDS, (shard, cursor) => entregasVencidas(shard, now.toISOString(), cursor), {
    omitir: (e) => Boolean(e.enColaDesde && Date.parse(e.enColaDesde) > now.getTime() - GRACIA_MS),
    enviar: (e) => enviar('entregar-webhooks', mensajeIntento(e)),
    noEnviado: 'Webhook delivery not queued',
    datos: datosEntrega,
    enviado: (e) => marcarEnCola(e, now),
  });
}
