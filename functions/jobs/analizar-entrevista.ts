// Consumer of the analizar-entrevista queue (shared/colas.ts): one message = one completed interview
// to analyse into its AI report (D69). A run that throws leaves the message for the queue to retry
// (maxIntentos, then the dead-letter queue); a redelivered message finds the report written and does
// nothing more. The first delivery clears the hand-off's outbox record (D78); the last one, when it
// fails too, marks the analysis fallida and tells the company (an admin may retry it).
import { analizarEntrevista, marcarAnalisisFallida } from '../lib/analisis/analizar.js';
import { enviarACola } from '../lib/aws/sqs.js';
import { jobHandler } from '../lib/colas/consumidor.js';

export const handler = jobHandler('analizar-entrevista', {
  registro: 'Interview analysis run',
  claves: (m) => ({ empresaId: m.empresaId, entrevistaId: m.entrevistaId }),
  procesar: (m) => analizarEntrevista(m, undefined, enviarACola),
  abandonar: (m) => marcarAnalisisFallida(m),
});
