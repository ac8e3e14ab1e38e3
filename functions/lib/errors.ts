// Why one module: the error types and their statuses are one table, the one the middleware maps to
// answers.
// Typed domain errors. One middleware (http.ts) maps them to status codes and the
// `{ success:false, message, error }` envelope; handlers and domain modules only throw.
import { servidor } from '../../shared/messages.js';

export interface ErrorDetail {
  campo: string;
  msg: string;
}

export class AppError extends Error {
  /** Set-Cookie values to send with the refusal (e.g. clearing a dead session cookie). */
  cookies?: string[];
  /** Headers to send with the refusal (e.g. Retry-After). */
  headers?: Record<string, string>;

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: ErrorDetail[],
  ) {
    super(message);
    this.name = new.target.name;
  }

  withCookies(cookies: string[]): this {
    this.cookies = cookies;
    return this;
  }
}

/**
 * An AppError with a fixed status and code: `porDefecto` names the message (in `servidor`) a caller
 * may leave out; without it, every throw must say why. One line per error kind below, so a kind is
 * its status, code and text. The calls are marked pure and take only literals, so that a bundle
 * drops the kinds its function never throws.
 */
type MensajeServidor = keyof typeof servidor;
function tipoDeError(status: number, code: string): new (message: string, details?: ErrorDetail[]) => AppError;
function tipoDeError(
  status: number,
  code: string,
  porDefecto: MensajeServidor,
): new (message?: string, details?: ErrorDetail[]) => AppError;
function tipoDeError(status: number, code: string, porDefecto?: MensajeServidor) {
  return class extends AppError {
    constructor(message = porDefecto ? servidor[porDefecto] : '', details?: ErrorDetail[]) {
      super(status, code, message, details);
    }
  };
}

export class ValidationError extends /* @__PURE__ */ tipoDeError(400, 'VALIDATION_ERROR', 'datosInvalidos') {}
export class UnauthorizedError extends /* @__PURE__ */ tipoDeError(401, 'UNAUTHORIZED', 'noAutenticado') {}
export class ForbiddenError extends /* @__PURE__ */ tipoDeError(403, 'FORBIDDEN', 'sinPermiso') {}
/** 403 while the caller must still choose their own password (D37): the web shows the change screen. */
export class PasswordChangeRequiredError extends /* @__PURE__ */ tipoDeError(403, 'PASSWORD_CHANGE_REQUIRED') {}
/**
 * 403 when Cognito requires a password reset (RESET_REQUIRED: an administrator's reset, or threat
 * protection's compromised-credentials check): the web takes the user to password recovery, whose
 * link sets a new permanent password and clears the state (docs/decisions/ D73).
 */
export class PasswordResetRequiredError extends /* @__PURE__ */ tipoDeError(403, 'PASSWORD_RESET_REQUIRED') {}
export class NotFoundError extends /* @__PURE__ */ tipoDeError(404, 'NOT_FOUND', 'noEncontrado') {}
export class ConflictError extends /* @__PURE__ */ tipoDeError(409, 'CONFLICT', 'conflicto') {}
/** A plan limit (users, candidates, interviews) is used up. 409 like the other write conflicts. */
export class QuotaExceededError extends /* @__PURE__ */ tipoDeError(409, 'QUOTA_EXCEEDED') {}
export class UnsupportedMediaTypeError extends /* @__PURE__ */ tipoDeError(415, 'UNSUPPORTED_MEDIA_TYPE', 'tipoContenido') {}
export class PayloadTooLargeError extends /* @__PURE__ */ tipoDeError(413, 'PAYLOAD_TOO_LARGE', 'cuerpoDemasiadoGrande') {}

/** Too many attempts (login throttling): try again after `retryAfterS` seconds. */
export class TooManyRequestsError extends AppError {
  constructor(message: string, retryAfterS: number) {
    super(429, 'TOO_MANY_REQUESTS', message);
    this.headers = { 'retry-after': String(Math.max(1, Math.ceil(retryAfterS))) };
  }
}

/**
 * A service the request needs did not answer (an outage, a time-out: D33). It says when to try again,
 * as HTTP asks of a 503 (RFC 9110 §10.2.3): a client, or a test acting as one, retries after it (with
 * the same Idempotency-Key for a create, which D22/D136 make safe).
 */
export class ServiceUnavailableError extends /* @__PURE__ */ tipoDeError(503, 'SERVICE_UNAVAILABLE', 'servicioNoDisponible') {
  override headers: Record<string, string> = { 'retry-after': String(REINTENTO_TRAS_CAIDA_S) };
}

/** Seconds a client waits after an outage's 503 before trying again. */
const REINTENTO_TRAS_CAIDA_S = 5;

/**
 * A write kept being refused because other requests held the same items (DynamoDB's
 * TransactionConflict) until its retries ran out (docs/decisions/ D110): nothing was written; try
 * again after `retryAfterS` seconds. Never the "already exists" 409, never a 500.
 */
export class DataBusyError extends AppError {
  /**
   * @param desenlaceIncierto an attempt was answered TransactionInProgressException (D114): an earlier
   * attempt of the same transaction was still being applied and may yet commit — so this 503 cannot
   * promise that nothing was written (D139).
   */
  constructor(
    retryAfterS: number,
    readonly desenlaceIncierto = false,
  ) {
    super(503, 'SERVICE_UNAVAILABLE', servidor.datosOcupados);
    this.headers = { 'retry-after': String(Math.max(1, Math.ceil(retryAfterS))) };
  }
}

/** An Idempotency-Key already used with a different request (IETF draft: 422). */
export class IdempotencyKeyReusedError extends AppError {
  constructor() {
    super(422, 'IDEMPOTENCY_KEY_REUSED', servidor.idempotenciaOtraPeticion);
  }
}

/** The first request with this Idempotency-Key has not finished yet. */
export class IdempotencyInProgressError extends AppError {
  constructor() {
    super(409, 'IDEMPOTENCY_IN_PROGRESS', servidor.idempotenciaEnCurso);
  }
}
