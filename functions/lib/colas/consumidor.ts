// A queue consumer whose work resumes across deliveries (the candidates import, a company's
// deletion): one message = one piece of work to carry on, given the invocation's time left. A failure
// is thrown so SQS delivers the message again (the work resumes where it was saved); on the last
// delivery (the queue's maxIntentos) the work is first marked as given up, so the screen says so
// instead of waiting for ever, and the message goes on to the dead-letter queue. A message handed
// off through the outbox (D78) clears its outbox record first: from then on the queue retries it.
import type { Context, SQSEvent } from 'aws-lambda';
import { colas, type ConEnvio } from '../../../shared/colas.js';
import { logger } from '../logger.js';
import { acuseDeRecibo } from './entrega.js';

export interface ConsumidorReanudable<M, R> {
  /** The queue's id in shared/colas.ts (its maxIntentos decides the last delivery). */
  cola: string;
  /** How the log lines name the work ('Import run', 'Import run failed'). */
  registro: string;
  /** What identifies the message in the log lines. */
  claves: (m: M) => Record<string, unknown>;
  procesar: (m: M, o: { quedaMs?: () => number }) => Promise<R>;
  /** On the last delivery's failure, before the message goes to the dead-letter queue. */
  abandonar: (m: M) => Promise<unknown>;
}

export function consumidorReanudable<M, R>(c: ConsumidorReanudable<M, R>) {
  const maxIntentos = colas.find((x) => x.id === c.cola)!.maxIntentos;
  return async (event: SQSEvent, context?: Partial<Context>): Promise<R[]> => {
    const resultados: R[] = [];
    for (const record of event.Records) {
      const m = JSON.parse(record.body) as M;
      await acuseDeRecibo(c.cola, m as { empresaId?: string } & ConEnvio);
      try {
        const r = await c.procesar(m, {
          quedaMs: context?.getRemainingTimeInMillis ? () => context.getRemainingTimeInMillis!() : undefined,
        });
        logger.info(c.registro, { ...c.claves(m), resultado: r });
        resultados.push(r);
      } catch (err) {
        const intento = Number(record.attributes?.ApproximateReceiveCount ?? '1');
        logger.error(`${c.registro} failed`, { ...c.claves(m), intento, error: (err as Error).message });
        if (intento >= maxIntentos) await c.abandonar(m).catch(() => undefined);
        throw err;
      }
    }
    return resultados;
  };
}
