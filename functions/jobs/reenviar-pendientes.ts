// Scheduled every 5 minutes (shared/jobs.ts): the outbox sweep of D78. Every piece of work committed
// with a hand-off that no consumer has received GRACIA_MS after it was due (the send after the commit
// failed, or the request was cut before it) is sent to its queue again. A run with sends that failed
// fails, so the job's error alarm fires; what failed is tried again by the next run.
import { enviarACola } from '../lib/aws/sqs.js';
import { barrerPendientes, type ResultadoBarrido } from '../lib/colas/entrega.js';
import { conRegistro } from '../lib/sistema/ejecuciones.js';

export function handler(): Promise<ResultadoBarrido> {
  return conRegistro('reenviar-pendientes', async () => {
    const r = await barrerPendientes(enviarACola, new Date());
    if (r.fallidos > 0) throw new Error(`Outbox sweep: ${r.fallidos} hand-off(s) not sent (${r.reenviados} sent)`);
    return r;
  });
}
