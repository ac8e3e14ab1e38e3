// The queue's `httpHandler`: `jobHandler(cola, …)` makes the Lambda handler of a queue
// consumer (shared/colas.ts) whose work resumes across deliveries: one message = one piece of work to
// carry on, given the invocation's time left. Each message is parsed with its queue's schema (a
// message that does not match is logged and thrown: SQS delivers it again and then moves it to the
// dead-letter queue, where it can be read), and its company is the `tenantId` of every log line
// while it runs. A failure is thrown so SQS delivers the message again (the work resumes where it was
// saved); on the last delivery (the queue's maxIntentos) the work is first marked as given up, so the
// screen says so instead of waiting for ever. A message handed off through the outbox (D78) clears
// its outbox record first: from then on the queue retries it (unless the work clears it itself, D168).
import type { Context, SQSEvent } from 'aws-lambda';
import { colaDe, type ColaId, type MensajeDe } from '../../../shared/colas.js';
import { logger } from '../logger.js';
import { acuseDeRecibo } from './entrega.js';

/**
 * What a resumable job's worker is told about the delivery running it (each worker adds its own
 * test hook): its clock, the time left, and which delivery this is.
 */
export interface OpcionesEntrega {
  now?: () => Date;
  /** Milliseconds left before the function's time-out (Lambda's context); unlimited by default. */
  quedaMs?: () => number;
  /** Which delivery of the message this is (the queue's consumer): recorded as the job's last delivery (db/trabajos.ts). */
  intento?: number;
}

export interface Trabajo<C extends ColaId, R> {
  /** How the log lines name the work ('Import run', 'Import run failed'). */
  registro: string;
  /** What identifies the message in the log lines, besides its company. */
  claves: (m: MensajeDe<C>) => Record<string, unknown>;
  /**
   * The work, given the invocation's time left and which delivery of the message this is (SQS's
   * ApproximateReceiveCount: the jobs record it as their last delivery, db/trabajos.ts).
   */
  procesar: (m: MensajeDe<C>, o: { quedaMs?: () => number; intento: number }) => Promise<R>;
  /** On the last delivery's failure, before the message goes to the dead-letter queue. */
  abandonar: (m: MensajeDe<C>) => Promise<unknown>;
  /**
   * The work deletes its own outbox record, in the transaction that does it (D168: the record is
   * the change's idempotency key), so the record is not cleared on receipt.
   */
  acuseEnElTrabajo?: true;
}

export function jobHandler<C extends ColaId, R>(colaId: C, t: Trabajo<C, R>) {
  const cola = colaDe(colaId);
  return async (event: SQSEvent, context?: Partial<Context>): Promise<R[]> => {
    const resultados: R[] = [];
    for (const record of event.Records) {
      const intento = Number(record.attributes?.ApproximateReceiveCount ?? '1');
      let leido: unknown;
      try {
        leido = JSON.parse(record.body);
      } catch {
        leido = undefined;
      }
      const parsed = cola.mensaje.safeParse(leido);
      if (!parsed.success) {
        logger.error(`${t.registro}: message rejected`, { cola: colaId, intento, error: parsed.error.message });
        throw new Error(`Queue ${colaId}: the message does not match its schema`);
      }
      const m = parsed.data as MensajeDe<C>;
      logger.appendKeys({ tenantId: m.empresaId });
      try {
        if (!t.acuseEnElTrabajo) await acuseDeRecibo(colaId, m);
        const r = await t.procesar(m, {
          quedaMs: context?.getRemainingTimeInMillis ? () => context.getRemainingTimeInMillis!() : undefined,
          intento,
        });
        logger.info(t.registro, { ...t.claves(m), resultado: r });
        resultados.push(r);
      } catch (err) {
        logger.error(`${t.registro} failed`, { ...t.claves(m), intento, error: (err as Error).message });
        if (intento >= cola.maxIntentos) await t.abandonar(m).catch(() => undefined);
        throw err;
      } finally {
        logger.removeKeys(['tenantId']);
      }
    }
    return resultados;
  };
}
