// Consumer of the analizar-entrevista queue (shared/colas.ts): one message = one completed interview
// to analyse. Issue 13 makes it write the AI report; until then it records that it ran (analisis
// 'ejecutada') and leaves the interview completada, so the pipeline's plumbing is real and tested.
import type { SQSEvent } from 'aws-lambda';
import type { MensajeAnalisis } from '../../shared/colas.js';
import { registrarAnalisis } from '../lib/entrevistas/analisis.js';
import { logger } from '../lib/logger.js';

export async function handler(event: SQSEvent): Promise<Array<{ entrevistaId: string; resultado: string }>> {
  const out: Array<{ entrevistaId: string; resultado: string }> = [];
  for (const record of event.Records) {
    const m = JSON.parse(record.body) as MensajeAnalisis;
    const resultado = await registrarAnalisis(m);
    logger.info('Interview analysis run', { empresaId: m.empresaId, entrevistaId: m.entrevistaId, resultado });
    out.push({ entrevistaId: m.entrevistaId, resultado });
  }
  return out;
}
