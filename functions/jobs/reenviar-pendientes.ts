// Scheduled every 5 minutes (shared/jobs.ts): the outbox sweep of D78. Every piece of work committed
// with a hand-off that no consumer has received GRACIA_MS after it was due (the send after the commit
// failed, or the request was cut before it) is sent to its queue again. A run with sends that failed
// fails, so the job's error alarm fires; what failed is tried again by the next run. It also sends
// the outbound webhook deliveries whose attempt is due (their due-time index, D147).
import { enviarACola } from '../lib/aws/sqs.js';
import { barrerPendientes, type ResultadoBarrido } from '../lib/colas/entrega.js';
import { conRegistro } from '../lib/sistema/ejecuciones.js';
import { barrerWebhooks } from '../lib/webhooks/barrido.js';

export function handler(): Promise<ResultadoBarrido & { webhooks: ResultadoBarrido }> {
  return conRegistro('reenviar-pendientes', async () => {
    const now = new Date();
    const r = await barrerPendientes(enviarACola, now);
    // The webhook deliveries due by now (a retry hours away, or a lost one): D147.
    const webhooks = await barrerWebhooks(enviarACola, now);
    if (r.fallidos > 0 || webhooks.fallidos > 0) {
      throw new Error(
        `Outbox sweep: ${r.fallidos} hand-off(s) and ${webhooks.fallidos} webhook delivery(ies) not sent (${r.reenviados} and ${webhooks.reenviados} sent)`,
      );
    }
    return { ...r, webhooks };
  });
}
