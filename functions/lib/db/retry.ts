// Writes that another request's transaction refused are tried again here, once for every caller
// (docs/decisions/ D110). DynamoDB does not serialize transactions: "An item within a
// TransactWriteItems request is part of another ongoing TransactWriteItems request" cancels it with
// `TransactionConflict` among its CancellationReasons, and "a PutItem, UpdateItem, or DeleteItem
// request for an item [that] conflicts with an ongoing TransactWriteItems request" fails with
// TransactionConflictException (Developer Guide, "Transaction conflict handling"). The AWS SDK v3
// retries neither. Such a refusal changed nothing, so the same write is sent again after a random
// wait of up to base × 2^(attempt-1), capped (exponential backoff with full jitter, as the AWS
// Architecture Blog's "Exponential Backoff And Jitter" recommends for contended writes), within the
// request's deadline. A transaction keeps its ClientRequestToken across the attempts: if an attempt
// did commit but its answer was lost, the next one is answered success and applied once.
// A condition that really fails (a quota, a duplicate) is not a conflict: it is answered at once.
//
// A transaction is also sent again when it was answered TransactionInProgressException (D114): the
// SDK's own retry (same token) arrived while the first attempt, whose answer came too late for the
// client's time-out, was still being applied. The API reference's advice for that exception is to
// retry with backoff so that "the client retries will trigger completion of the ongoing
// TransactWriteItems request"; the token makes the retry safe, as the first attempt's outcome answers
// it. A time-out itself is not retried here beyond the SDK's own attempts: in an outage the request
// must answer its 503 soon (outages.test.ts), not after waiting out more time-outs.
import { TIEMPOS_SERVIDOR as T } from '../../../shared/constants.js';
import { DataBusyError } from '../errors.js';
import { logger } from '../logger.js';
import { requestDeadline, requestSignal } from '../request-scope.js';

/** Cancellation reasons that say "not now" rather than "no": the same request may pass later. */
const PASAJEROS = new Set(['TransactionConflict', 'ThrottlingError', 'ProvisionedThroughputExceeded']);

interface Cancelacion {
  name?: string;
  /** The AWS SDK's: how many times it sent this request (its own retries included). */
  $metadata?: { attempts?: number };
  CancellationReasons?: Array<{ Code?: string } | undefined>;
}

/**
 * True when a write was refused only because other requests were on its items at that moment:
 * a single write's TransactionConflictException, or a transaction cancelled with nothing but
 * transient reasons (at least one TransactionConflict/throttling, every other item `None`).
 */
export function esConflictoPasajero(err: unknown): boolean {
  const e = err as Cancelacion | undefined;
  if (e?.name === 'TransactionConflictException' || e?.name === 'TransactionInProgressException') return true;
  if (e?.name !== 'TransactionCanceledException') return false;
  const codigos = (e.CancellationReasons ?? []).map((r) => r?.Code ?? 'None');
  return codigos.some((c) => PASAJEROS.has(c)) && codigos.every((c) => c === 'None' || PASAJEROS.has(c));
}

/** What this container retried (the bench and the tests read it; the log has each request's). */
export const conflictosReintentados = { total: 0, agotados: 0 };

const esperar = (ms: number, signal: AbortSignal | undefined) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason as Error);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });

/**
 * Runs `write` and, while it is refused by a passing conflict, runs it again after a jittered wait;
 * when the attempts or the request's time run out, DataBusyError (503 with Retry-After; marked with
 * an unknown outcome when an attempt was still in progress). `write` must send the same request each
 * time (a transaction with the same ClientRequestToken).
 */
export async function conReintentos<T>(write: () => Promise<T>, random: () => number = Math.random): Promise<T> {
  // An attempt whose answer was lost may commit after this gives up: one still being applied when its
  // retry arrived (TransactionInProgressException), or one the SDK sent again after its own time-out
  // or a server fault (the error's `$metadata.attempts` > 1: the same token went out more than once,
  // and a later attempt's refusal says nothing of the earlier one). The refusal then cannot say that
  // nothing was written.
  let enCurso = false;
  for (let intento = 1; ; intento++) {
    try {
      const out = await write();
      if (intento > 1) logger.info('Write retried after conflicts', { intentos: intento });
      return out;
    } catch (err) {
      if (!esConflictoPasajero(err)) throw err;
      if ((err as Cancelacion).name === 'TransactionInProgressException' || ((err as Cancelacion).$metadata?.attempts ?? 1) > 1)
        enCurso = true;
      const espera = Math.floor(random() * Math.min(T.conflictoEsperaMaxMs, T.conflictoEsperaBaseMs * 2 ** (intento - 1)));
      const plazo = requestDeadline();
      // Room for the wait and one more attempt's answer before the request must answer.
      const sinTiempo = plazo !== undefined && Date.now() + espera + T.dynamoRespuestaMs > plazo;
      if (intento >= T.conflictoIntentos || sinTiempo) {
        conflictosReintentados.agotados++;
        logger.warn('Write refused by conflicts until its retries ran out', {
          intentos: intento,
          sinTiempo,
          enCurso,
          error: (err as Error).name,
        });
        throw new DataBusyError(T.conflictoReintentarTrasS, enCurso);
      }
      conflictosReintentados.total++;
      await esperar(espera, requestSignal());
    }
  }
}
