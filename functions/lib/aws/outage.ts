// Which errors mean "a service we depend on is unreachable, slow or failing" (not a refusal of the
// request): connection errors, time-outs, our request deadline, and AWS server-side faults and
// throttling. httpHandler maps them to 503 'Servicio no disponible temporalmente', in one place.

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  // undici (fetch)
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'UND_ERR_SOCKET',
  'UND_ERR_CLOSED',
]);

const OUTAGE_NAMES = new Set([
  // Abort signals (the request's deadline, a call's own time-out) and the SDK's socket time-outs.
  'AbortError',
  'TimeoutError',
  'DeadlineExceededError',
  'RequestEndedError',
  // AWS service faults and throttling.
  'RequestTimeout',
  'RequestTimeoutException',
  'ServiceUnavailable',
  'ServiceUnavailableException',
  'InternalServerError',
  'InternalFailure',
  'InternalErrorException',
  'ThrottlingException',
  'ProvisionedThroughputExceededException',
  'RequestLimitExceeded',
  'SlowDown',
]);

/** True when `err` (or what caused it) is an outage rather than an answer about the request. */
export function isOutage(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 4) return false;
  const e = err as {
    name?: unknown;
    code?: unknown;
    $fault?: unknown;
    $metadata?: { httpStatusCode?: number };
    cause?: unknown;
    outage?: unknown;
  };
  if (e.outage === true) return true;
  if (typeof e.name === 'string' && OUTAGE_NAMES.has(e.name)) return true;
  if (typeof e.code === 'string' && NETWORK_CODES.has(e.code)) return true;
  if (e.$fault === 'server' || (e.$metadata?.httpStatusCode ?? 0) >= 500) return true;
  return isOutage(e.cause, depth + 1);
}

/** An error for an upstream answer that says it is unavailable (e.g. a token endpoint's 5xx). */
export function outageError(message: string): Error {
  return Object.assign(new Error(message), { outage: true });
}
