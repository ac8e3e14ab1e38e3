// Consumer of the importar-candidatos queue (shared/colas.ts): one message = one import to carry on.
// A failure is thrown so SQS delivers the message again (the worker resumes at the last saved block);
// on the last delivery the import is marked fallida before the message goes to the dead-letter queue.
import type { Context, SQSEvent } from 'aws-lambda';
import { colas, type MensajeImportacion } from '../../shared/colas.js';
import { marcarFallida, procesarImportacion, type ResultadoProceso } from '../lib/candidatos/importacion.js';
import { logger } from '../lib/logger.js';

const MAX_INTENTOS = colas.find((c) => c.id === 'importar-candidatos')!.maxIntentos;

export async function handler(event: SQSEvent, context?: Partial<Context>): Promise<ResultadoProceso[]> {
  const resultados: ResultadoProceso[] = [];
  for (const record of event.Records) {
    const m = JSON.parse(record.body) as MensajeImportacion;
    try {
      const r = await procesarImportacion(m, {
        quedaMs: context?.getRemainingTimeInMillis ? () => context.getRemainingTimeInMillis!() : undefined,
      });
      logger.info('Import run', { importacionId: m.importacionId, resultado: r });
      resultados.push(r);
    } catch (err) {
      const intento = Number(record.attributes?.ApproximateReceiveCount ?? '1');
      logger.error('Import run failed', { importacionId: m.importacionId, intento, error: (err as Error).message });
      if (intento >= MAX_INTENTOS) await marcarFallida(m).catch(() => undefined);
      throw err;
    }
  }
  return resultados;
}
