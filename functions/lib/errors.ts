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

export class ValidationError extends AppError {
  constructor(message: string = servidor.datosInvalidos, details?: ErrorDetail[]) {
    super(400, 'VALIDATION_ERROR', message, details);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message: string = servidor.noAutenticado) {
    super(401, 'UNAUTHORIZED', message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message: string = servidor.sinPermiso) {
    super(403, 'FORBIDDEN', message);
  }
}

/** 403 while the caller must still choose their own password (issue 9 §5): the web shows the change screen. */
export class PasswordChangeRequiredError extends AppError {
  constructor(message: string) {
    super(403, 'PASSWORD_CHANGE_REQUIRED', message);
  }
}

/**
 * 403 when Cognito requires a password reset (RESET_REQUIRED: an administrator's reset, or threat
 * protection's compromised-credentials check): the web takes the user to password recovery, whose
 * link sets a new permanent password and clears the state (docs/decisions.md D73).
 */
export class PasswordResetRequiredError extends AppError {
  constructor(message: string) {
    super(403, 'PASSWORD_RESET_REQUIRED', message);
  }
}

export class NotFoundError extends AppError {
  constructor(message: string = servidor.noEncontrado) {
    super(404, 'NOT_FOUND', message);
  }
}

export class ConflictError extends AppError {
  constructor(message: string = servidor.conflicto) {
    super(409, 'CONFLICT', message);
  }
}

/** A plan limit (users, candidates, interviews) is used up. 409 like the other write conflicts. */
export class QuotaExceededError extends AppError {
  constructor(message: string) {
    super(409, 'QUOTA_EXCEEDED', message);
  }
}

export class UnsupportedMediaTypeError extends AppError {
  constructor(message: string = servidor.tipoContenido) {
    super(415, 'UNSUPPORTED_MEDIA_TYPE', message);
  }
}

export class PayloadTooLargeError extends AppError {
  constructor(message: string = servidor.cuerpoDemasiadoGrande) {
    super(413, 'PAYLOAD_TOO_LARGE', message);
  }
}

/** Too many attempts (login throttling): try again after `retryAfterS` seconds. */
export class TooManyRequestsError extends AppError {
  constructor(message: string, retryAfterS: number) {
    super(429, 'TOO_MANY_REQUESTS', message);
    this.headers = { 'retry-after': String(Math.max(1, Math.ceil(retryAfterS))) };
  }
}

export class ServiceUnavailableError extends AppError {
  constructor(message: string = servidor.servicioNoDisponible) {
    super(503, 'SERVICE_UNAVAILABLE', message);
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
