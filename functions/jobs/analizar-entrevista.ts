// Consumer of the analizar-entrevista queue (shared/colas.ts): one message = one completed interview
// to analyse into its AI report (D69). A run that throws leaves the message for the queue to retry
// (maxIntentos, then the dead-letter queue); a redelivered message finds the report written and does
// nothing more.
import type { SQSEvent } from 'aws-lambda';
import type { MensajeAnalisis } from '../../shared/colas.js';
import { analizarEntrevista, type ResultadoAnalisis } from '../lib/analisis/analizar.js';
import { logger } from '../lib/logger.js';

export async function handler(event: SQSEvent): Promise<Array<{ entrevistaId: string; resultado: ResultadoAnalisis }>> {
  const out: Array<{ entrevistaId: string; resultado: ResultadoAnalisis }> = [];
  for (const record of event.Records) {
    const m = JSON.parse(record.body) as MensajeAnalisis;
    const resultado = await analizarEntrevista(m);
    logger.info('Interview analysis run', { empresaId: m.empresaId, entrevistaId: m.entrevistaId, resultado });
    out.push({ entrevistaId: m.entrevistaId, resultado });
  }
  return out;
}
