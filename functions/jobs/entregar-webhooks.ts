// Consumer of the entregar-webhooks queue (shared/colas.ts; D147): an event handed off through
// the outbox (D78, whose record the first delivery clears) is fanned out to the company's endpoints
// and tried on each; a delivery's message is its due attempt (a retry, a resend, a test event). A
// receiver's failure is recorded on the delivery and retried on its own schedule, not by SQS: only a
// failure of the table or the queue throws here. The same queue carries a stage change's move of a
// Greenhouse application (D201: functions/lib/greenhouse/movimientos.ts).
import { enviarACola } from '../lib/aws/sqs.js';
import { jobHandler } from '../lib/colas/consumidor.js';
import { ejecutarMovimientoGreenhouse } from '../lib/greenhouse/movimientos-envio.js';
import { difundir, intentar } from '../lib/webhooks/entregas.js';

export const handler = jobHandler('entregar-webhooks', {
  registro: 'Webhook run',
  claves: (m) => ({
    empresaId: m.empresaId,
    evento: m.evento?.tipo,
    entregaId: m.entrega?.id ?? m.evento?.id,
    movimientoGh: m.greenhouse?.movimientoId,
  }),
  procesar: async (m) => {
    if (m.evento) return difundir(m.empresaId, m.evento, { enviar: enviarACola });
    // A stage change sent to Greenhouse as a move (D201).
    if (m.greenhouse) return ejecutarMovimientoGreenhouse(m.empresaId, m.greenhouse.movimientoId, { enviar: enviarACola });
    if (m.entrega) return intentar(m.empresaId, m.entrega.webhookId, m.entrega.id, { enviar: enviarACola });
    return 'vacio' as const;
  },
  // A delivery stays due in its index: the sweep sends it again. An event whose fan-out failed on
  // every delivery goes to the dead-letter queue (its alarm).
  abandonar: async () => undefined,
});
