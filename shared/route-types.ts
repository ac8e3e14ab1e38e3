// The shape of one row of the route table (shared/routes.ts) and of one scheduled job
// (shared/jobs.ts). Infra (CDK), the local adapter, the OpenAPI generator and the security tests
// all read these rows; the handler middleware takes its schemas and permission from them.
import type { z } from 'zod';
import type { Permiso } from './permissions.js';

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/**
 * What a route's function may touch. CDK grants exactly these (least privilege):
 * table:read → grantReadData; table:write → grantReadWriteData; files:read / files:write on the
 * files bucket; cognito:admin → the admin user APIs of the user pool; cognito:auth → the
 * user-pool client's own calls (InitiateAuth, RevokeToken: no IAM needed, but the function gets
 * the pool and client ids); mail:send → SES SendEmail; oauth:state → the secret that signs the
 * OAuth state (OAUTH_STATE_SECRET).
 */
export const GRANTS = [
  'table:read',
  'table:write',
  'files:read',
  'files:write',
  'cognito:admin',
  'cognito:auth',
  'mail:send',
  'oauth:state',
] as const;
export type Grant = (typeof GRANTS)[number];

export interface RouteDef<
  B extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  P extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  /** API Gateway syntax: `/api/empresas/{id}`, greedy `{key+}`. */
  path: string;
  /** Module under functions/http/ without extension, exporting `handler`: `empresas/create`. */
  handler: string;
  /** Resource family: the CDK stack that holds the function (keeps each stack far under 500 resources). */
  family: string;
  /** Public routes take no token (health, OpenAPI, OAuth redirects, login). */
  public: boolean;
  /** The permission the caller needs; null on a non-public route means any active user. */
  permission: Permiso | null;
  /** The route reads or writes one company's data (tenant isolation tests iterate these). */
  tenantScoped: boolean;
  grants: readonly Grant[];
  summary: string;
  body?: B;
  query?: Q;
  params?: P;
  /** Schema of `data` in the `{ success, data, message }` envelope, or of the raw body for `raw` routes. */
  response?: R;
  /** The handler answers its own body (a file, a redirect, a document) instead of the envelope. */
  raw?: boolean;
  /**
   * In AWS, CloudFront serves this path straight from the files bucket, so no Lambda is created
   * for it; the local stack, which has no CDN, serves it with this row's handler.
   */
  servedByCdn?: boolean;
  /** Also accepts the bearer token as `?token=` (a file opened in a new window sends no header). */
  tokenInQuery?: boolean;
  /**
   * A create call a client may retry: it honours an `Idempotency-Key` header (the same key and
   * body within 24 h answer the first result again instead of creating twice).
   */
  idempotent?: boolean;
  /** Lambda settings when the default (10 s, 512 MB) does not fit. */
  timeoutSeconds?: number;
  memoryMb?: number;
}

export interface JobDef {
  id: string;
  /** Module under functions/jobs/ without extension, exporting `handler`. */
  handler: string;
  /** How often EventBridge (and the local scheduler) runs it. */
  rateMinutes: number;
  grants: readonly Grant[];
  summary: string;
}

/**
 * Keeps the literal types of a row (its schemas, `public: true`, `raw: true`) so that
 * `httpHandler(route, …)` infers body, query, params, caller and reply types from it.
 */
export function defineRoute<const T extends RouteDef<any, any, any, any>>(def: T): T {
  return def;
}
