// Idempotency-Key for create calls (DESIGN §4): a client that did not see the answer (time-out,
// lost connection) sends the same request with the same key again and gets the first answer
// instead of a second user, company or area.
//
// The first request claims a record (conditional Put, per user + route + key) holding a
// fingerprint of the request; when it succeeds the answer is stored on the record for 24 hours.
// A retry with the same key and request replays it (header `Idempotent-Replayed: true`); with a
// different request it is refused (422); while the first is still running it gets 409. A failed
// first request (any 4xx/5xx) releases the key, so the retry runs again — except one that met an
// outage mid-request (a time-out: its write may have been applied without its answer), which keeps
// the claim: a retry gets 409 until the claim goes stale, instead of a second effect. A claim whose
// Lambda died, or whose outcome is unknown, is taken over after CLAIM_STALE_MS (longer than any
// create's time-out).
import { createHash } from 'node:crypto';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { servidor } from '../../shared/messages.js';
import type { Caller } from './auth/caller.js';
import { claimKey, completeKey, idempotencyKey, readKey, releaseKey } from './db/idempotency.js';
import { IdempotencyInProgressError, IdempotencyKeyReusedError, ValidationError } from './errors.js';
import { logger } from './logger.js';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const REPLAY_HEADER = 'idempotent-replayed';
const KEY_FORMAT = /^[A-Za-z0-9_.:-]{8,200}$/;
const TTL_SECONDS = 24 * 3_600;
export const CLAIM_STALE_MS = 60_000;

export interface Idempotency {
  /** The stored first answer, when this request is a retry of a finished one. */
  replay?: APIGatewayProxyStructuredResultV2;
  /**
   * Stores the answer (2xx) or releases the key (anything else) — but keeps the claim when the
   * outcome is unknown (`desenlaceIncierto`: an outage met mid-request).
   */
  finish(response: APIGatewayProxyStructuredResultV2, opciones?: { desenlaceIncierto?: boolean }): Promise<void>;
}

/** The request's identity for comparing a retry with the first: route, path and body. */
export function fingerprint(handler: string, path: string, body: unknown): string {
  return createHash('sha256')
    .update(`${handler}\n${path}\n${JSON.stringify(body ?? null)}`)
    .digest('base64url');
}

/**
 * Starts an idempotent request, or answers null when the request carries no key. Throws 400 for a
 * malformed key, 422 for a key reused with another request and 409 while the first is running.
 */
export async function beginIdempotent(opts: {
  clave: string | undefined;
  /** Whose key it is: a user, or a company API key (its own `clave:{id}`). */
  caller: Pick<Caller, 'empresaId' | 'userId'>;
  handler: string;
  path: string;
  body: unknown;
}): Promise<Idempotency | null> {
  if (opts.clave === undefined) return null;
  const clave = opts.clave.trim();
  if (!KEY_FORMAT.test(clave))
    throw new ValidationError(servidor.idempotenciaClaveInvalida, [{ campo: 'Idempotency-Key', msg: servidor.idempotenciaClaveInvalida }]);
  const key = idempotencyKey(opts.caller.empresaId, opts.caller.userId, opts.handler, clave);
  const h = fingerprint(opts.handler, opts.path, opts.body);

  const finish = async (response: APIGatewayProxyStructuredResultV2, opciones: { desenlaceIncierto?: boolean } = {}) => {
    const status = response.statusCode ?? 200;
    try {
      if (status >= 200 && status < 300) await completeKey(key, h, { statusCode: status, body: response.body ?? '' });
      else if (opciones.desenlaceIncierto) logger.warn('Idempotency claim kept: the outcome of the request is unknown', { status });
      else await releaseKey(key);
    } catch (err) {
      // The answer already exists; failing to record it only costs the replay.
      logger.warn('Idempotency record not finished', { error: (err as Error).message });
    }
  };

  const claim = () => claimKey(key, h, Date.now(), CLAIM_STALE_MS, TTL_SECONDS);
  if (await claim()) return { finish };

  const existing = await readKey(key);
  // Released between our claim and this read: claim again once.
  if (!existing) {
    if (await claim()) return { finish };
    throw new IdempotencyInProgressError();
  }
  if (existing.huella !== h) throw new IdempotencyKeyReusedError();
  if (existing.estado !== 'completada' || !existing.respuesta) throw new IdempotencyInProgressError();
  return {
    replay: {
      statusCode: existing.respuesta.statusCode,
      headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', [REPLAY_HEADER]: 'true' },
      body: existing.respuesta.body,
    },
    finish: async () => undefined,
  };
}
