// Consumer of the eliminar-empresa queue (shared/colas.ts, docs/decisions.md D72): one message = one
// company deletion to carry on. A failure is thrown so SQS delivers the message again (the worker
// resumes at the saved phase); on the last delivery the deletion is marked fallida before the message
// goes to the dead-letter queue, so the Empresas screen says so and a new DELETE can start it again.
import type { Context, SQSEvent } from 'aws-lambda';
import { colas, type MensajeEliminacionEmpresa } from '../../shared/colas.js';
import { marcarEliminacionFallida, procesarEliminacion, type ResultadoEliminacion } from '../lib/empresas/eliminar.js';
import { logger } from '../lib/logger.js';

const MAX_INTENTOS = colas.find((c) => c.id === 'eliminar-empresa')!.maxIntentos;

export async function handler(event: SQSEvent, context?: Partial<Context>): Promise<ResultadoEliminacion[]> {
  const resultados: ResultadoEliminacion[] = [];
  for (const record of event.Records) {
    const m = JSON.parse(record.body) as MensajeEliminacionEmpresa;
    logger.appendKeys({ tenantId: m.empresaId });
    try {
      const r = await procesarEliminacion(m, {
        quedaMs: context?.getRemainingTimeInMillis ? () => context.getRemainingTimeInMillis!() : undefined,
      });
      logger.info('Company deletion run', { eliminacionId: m.eliminacionId, resultado: r });
      resultados.push(r);
    } catch (err) {
      const intento = Number(record.attributes?.ApproximateReceiveCount ?? '1');
      logger.error('Company deletion run failed', { eliminacionId: m.eliminacionId, intento, error: (err as Error).message });
      if (intento >= MAX_INTENTOS) await marcarEliminacionFallida(m).catch(() => undefined);
      throw err;
    }
  }
  return resultados;
}
