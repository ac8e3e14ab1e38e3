// The sweep of the webhook deliveries (D147), run by the outbox's job every 5 minutes
// (functions/jobs/reenviar-pendientes.ts): a module of its own, so that job's bundle carries no
// signing, mail or notification code.
import { GRACIA_MS, MAX_POR_BARRIDO, type Enviar, type ResultadoBarrido } from '../colas/entrega.js';
import { WEBHOOK_PEND_SHARDS, entregasVencidas, marcarEnCola } from '../db/webhook-entregas.js';
import { logger } from '../logger.js';
import { mensajeIntento } from './cola.js';

/**
 * Step 3's sweep (run by the outbox's job every 5 minutes): every delivery due by now whose message
 * is not on the queue (a retry hours away), was lost (past GRACIA_MS) or whose run died holding the
 * claim, is sent to the queue. A failed send is counted: the job then fails and its alarm fires.
 */
export async function barrerWebhooks(enviar: Enviar, now = new Date()): Promise<ResultadoBarrido> {
  const r: ResultadoBarrido = { reenviados: 0, fallidos: 0 };
  for (let shard = 0; shard < WEBHOOK_PEND_SHARDS; shard++) {
    let cursor: string | null = null;
    do {
      const page = await entregasVencidas(shard, now.toISOString(), cursor);
      for (const e of page.items) {
        if (r.reenviados + r.fallidos >= MAX_POR_BARRIDO) return r;
        if (e.enColaDesde && Date.parse(e.enColaDesde) > now.getTime() - GRACIA_MS) continue;
        try {
          await enviar('entregar-webhooks', mensajeIntento(e));
        } catch (err) {
          r.fallidos++;
          logger.error('Webhook delivery not queued', {
            empresaId: e.empresaId,
            webhookId: e.webhookId,
            entregaId: e.id,
            error: (err as Error).message,
          });
          continue;
        }
        r.reenviados++;
        await marcarEnCola(e, now);
      }
      cursor = page.cursor;
    } while (cursor);
  }
  return r;
}
