// Consumer of the simular-entrevista queue (shared/colas.ts): a simulated interview's demo transcript,
// delivered 2 s after the start, then its analysis queued 2 s later (part 2 §9).
import type { SQSEvent } from 'aws-lambda';
import type { MensajeSimulacion } from '../../shared/colas.js';
import { enviarACola } from '../lib/aws/sqs.js';
import { completarSimulacion } from '../lib/entrevistas/simular.js';

export async function handler(event: SQSEvent): Promise<string[]> {
  const out: string[] = [];
  for (const record of event.Records) {
    const m = JSON.parse(record.body) as MensajeSimulacion;
    out.push(await completarSimulacion(m, (msg, s) => enviarACola('analizar-entrevista', msg, { retrasoSegundos: s })));
  }
  return out;
}
