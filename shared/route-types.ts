// Why one module: the contract of a route row and its grants, read by infra, the local adapter, the
// OpenAPI generator and the security tests alike; its constants are the grants' IAM key patterns.
// The shape of one row of the route table (shared/routes/) and of one scheduled job
// (shared/jobs.ts). Infra (CDK), the local adapter, the OpenAPI generator and the security tests
// all read these rows; the handler middleware takes its schemas and permission from them.
import type * as z from 'zod/mini';
import type { Permiso } from './permissions.js';
import type { AlcanceClave } from './schemas/clave-acceso.js';

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/**
 * What a route's function may touch. CDK grants exactly these (least privilege), each the IAM
 * actions its code calls and nothing more (test/infra/acciones-sdk.test.ts compares every
 * function's bundle with its grants):
 * - table:read → grantReadData; table:write → grantReadWriteData (the application table).
 * - table:key-use → UpdateItem and PutItem on the company API keys' own items only (their look-ups
 *   `CLAVEACCESO#…` and rate counters `LIMITE#CLAVEACCESO#…`, by dynamodb:LeadingKeys): a row that
 *   takes keys (`claveApi`) counts and dates each key's use even when it only reads. grantsOf adds
 *   it to such rows; no row names it.
 * - files:read → read and list the files bucket; files:put → PutObject (presigned uploads, a backup
 *   written once); files:delete → DeleteObject. Each alone: a function that deletes need not read.
 * - files:read:audio / files:delete:audio → the same, on the interviews' voice recordings only
 *   (CLAVES_GRABACIONES, functions/lib/entrevistas/voz.ts): GetObject and GetObjectVersion /
 *   DeleteObject and DeleteObjectVersion on those keys, and (read) ListBucket on the bucket itself,
 *   no other object of the bucket. For the transcription route, which needs nothing else of it.
 * - cognito:password → AdminSetUserPassword, AdminUserGlobalSignOut (a password changed or reset);
 *   cognito:provision → create a user (AdminCreateUser, AdminGetUser, AdminUpdateUserAttributes,
 *   AdminEnableUser, AdminSetUserPassword, and AdminDeleteUser / AdminDisableUser to undo a create
 *   that failed); cognito:update → AdminUpdateUserAttributes, AdminEnableUser, AdminDisableUser,
 *   AdminUserGlobalSignOut; cognito:disable → AdminDisableUser, AdminUserGlobalSignOut;
 *   cognito:delete → AdminDeleteUser; cognito:mfa → AdminSetUserMFAPreference (a second factor
 *   turned off by a recovery code or a superadmin's reset, D155). cognito:auth → the user-pool client's own calls
 *   (InitiateAuth, RevokeToken: no IAM needed, but the function gets the pool and client ids).
 * - mail:send → SES SendEmail (and kms:Decrypt for the sealed SMTP password).
 * - oauth:state / session:cookie → read the secret that signs the OAuth state / seals the refresh
 *   cookie (OAUTH_STATE_SECRET_ID / SESSION_SECRET_ID name them), at run time through the
 *   Parameters and Secrets extension, never in the environment or a template.
 * - queue:send → SQS SendMessage on the queues the row names in `colas` (shared/colas.ts; their URLs
 *   come in the environment as COLA_<ID>_URL), no other queue.
 * - keys:seal → seal stored secrets (provider keys) with the secrets KMS key: GenerateDataKey on that
 *   key only (SECRETS_KMS_KEY_ID); keys:open → Decrypt only (a row that seals and opens names both).
 * - ia:bedrock → bedrock:InvokeModel on the deploy's one model or inference profile (`-c bedrock=…`,
 *   D176) and BEDROCK_MODEL_ID; nothing at all when the deploy named none.
 * - ia:transcribe → Amazon Transcribe's batch jobs, s3:PutObject on the transcripts' prefix and
 *   GetObject and DeleteObject on the transcripts themselves (CLAVES_TRANSCRIPCIONES: read back, then
 *   deleted) only (`-c transcribe=true`, D176) and TRANSCRIBE_ENABLED; nothing when the deploy did not enable it.
 * - ia:embeddings → bedrock:InvokeModel on the deploy's one embeddings model (`-c bedrockEmbeddings=…`,
 *   its foundation-model ARN in the deploy region) and BEDROCK_EMBEDDINGS_MODEL_ID, for comparing
 *   answers with questions by meaning (issue 64 item 4); nothing when the deploy named none.
 */
export const GRANTS = [
  'table:read',
  'table:write',
  'table:key-use',
  'files:read',
  'files:put',
  'files:delete',
  'files:read:audio',
  'files:delete:audio',
  'cognito:password',
  'cognito:provision',
  'cognito:update',
  'cognito:disable',
  'cognito:delete',
  'cognito:mfa',
  'cognito:auth',
  'mail:send',
  'oauth:state',
  'session:cookie',
  'queue:send',
  'keys:seal',
  'keys:open',
  'ia:bedrock',
  'ia:transcribe',
  'ia:embeddings',
] as const;
export type Grant = (typeof GRANTS)[number];

/** Where Transcribe writes a voice answer's transcript (its OutputKey, D176): ia:transcribe's only S3 write. */
export const PREFIJO_TRANSCRIPCIONES = 'empresas/*/entrevistas/*/transcripciones/*';

// The two key patterns below are IAM resource patterns (after `<bucket ARN>/`), as narrow as IAM
// can say them. A resource ARN has two wildcards only, `*` (any run of characters, `/` included)
// and `?` (one character), and no "one path segment" wildcard or character class (IAM User Guide,
// "IAM JSON policy elements: Resource", Using wildcards in resource ARNs; an S3 object's ARN is
// `arn:aws:s3:::<bucket>/<key>`, wildcards allowed in the key: S3 User Guide, "Policy resources").
// The company and the interview are different on every request and one role serves every company,
// so each id is a `*`; everything else the code writes is fixed: `empresas/`, `/entrevistas/`, the
// folder, and the audio id's `aud_` (AUDIO_ID, server-made) and the transcript's `.json`. Since `*`
// also matches `/`, the patterns match any key with that shape; the bucket holds no other such keys
// (every key is built by the server from verified ids, functions/lib/empresas/archivos.ts).

/** A voice recording's key (voz.ts claveAudio: `empresas/<id>/entrevistas/<id>/audio/<audio id>`): files:*:audio's only objects. */
export const CLAVES_GRABACIONES = 'empresas/*/entrevistas/*/audio/aud_*';

/** A transcript's key (voz-transcribe.ts claveTranscripcion): what ia:transcribe reads back and deletes. */
export const CLAVES_TRANSCRIPCIONES = 'empresas/*/entrevistas/*/transcripciones/aud_*.json';

/**
 * How a route finds the company (tenant) it acts on. httpHandler resolves it from the verified
 * caller before the handler runs and hands the handler `tenant`; nothing else decides it.
 * - 'platform': platform-wide data (plans, HR templates, health) or no caller at all: tenant null.
 * - 'caller': the caller's own partition: their company, or null (the platform) for the superadmin.
 * - { from, name, superadmin }: the company is named by a path parameter, a query parameter or a
 *   body field. A company user always acts on their own company, and naming another one answers
 *   404 'Empresa {id} no encontrada' (a foreign id is indistinguishable from a missing one). The
 *   superadmin acts on the company named; without one, 'required' answers 400 (`message`, default
 *   'Selecciona una empresa') and 'optional' acts platform-wide (tenant null).
 */
export type TenantRule =
  'platform' | 'caller' | { from: 'param' | 'query' | 'body'; name: string; superadmin: 'required' | 'optional'; message?: string };

/** What a route may answer when it succeeds: 200, a create's 201, work accepted (202), nothing (204), a redirect (302). */
export const SUCCESS_STATUSES = [200, 201, 202, 204, 302] as const;
export type SuccessStatus = (typeof SUCCESS_STATUSES)[number];

/**
 * What a route may answer when it refuses or fails, always with the shared error envelope
 * `{ success: false, message, error, details? }` (functions/lib/errors.ts names each one's class).
 */
export const ERROR_STATUSES = [400, 401, 403, 404, 409, 413, 415, 422, 429, 500, 502, 503] as const;
export type ErrorStatus = (typeof ERROR_STATUSES)[number];

/** The `permission` of a row only a company API key may call (issue 54 item 13): no user's session, whatever the role. */
export const SOLO_CLAVE_API = 'solo_clave_api' as const;

/** Whether only a company API key may call the row. */
export function soloClaveApi(route: { permission: Permiso | null | typeof SOLO_CLAVE_API }): boolean {
  return route.permission === SOLO_CLAVE_API;
}

export interface RouteDef<
  B extends z.ZodMiniType = z.ZodMiniType,
  Q extends z.ZodMiniType = z.ZodMiniType,
  P extends z.ZodMiniType = z.ZodMiniType,
  R extends z.ZodMiniType = z.ZodMiniType,
> {
  method: HttpMethod;
  /** API Gateway syntax: `/api/empresas/{id}`, greedy `{key+}`. */
  path: string;
  /** Module under functions/http/ without extension, exporting `handler`: `empresas/create`. */
  handler: string;
  /** Resource family: its route file (shared/routes/<family>.ts) and its CDK stack. */
  family: string;
  /** Public routes take no token (health, OpenAPI, OAuth redirects, login). */
  public: boolean;
  /**
   * Who may call a non-public row: a permission the user needs; null, any active user; or
   * SOLO_CLAVE_API, no user at all — only a company API key holding the row's `claveApi` scope
   * (Greenhouse's calls; a user's valid session gets 403).
   */
  permission: Permiso | null | typeof SOLO_CLAVE_API;
  /** The 403 message for a caller without the permission, when the spec gives one (default 'sin permiso'). */
  forbiddenMessage?: string;
  /** How the company the route acts on is found (see TenantRule). */
  tenant: TenantRule;
  /**
   * The row also takes a company API key (shared/schemas/clave-acceso.ts) that holds this scope,
   * sent as `Authorization: Bearer tk_…` or, as Greenhouse sends it, HTTP Basic with the key as the
   * user name and an empty password. The key acts for its own company only (the tenant rule treats
   * it as a company user of that company); a key on a row without this mark is refused (403), a key
   * without the scope too, and an unknown, revoked or expired key is a 401. Keys are rate-limited
   * per key (429). functions/lib/auth/clave-acceso.ts.
   */
  claveApi?: AlcanceClave;
  /**
   * What the function touches besides reading the caller's profile (every non-public route reads
   * the table: see `grantsOf`). CDK grants exactly these (least privilege).
   */
  grants: readonly Grant[];
  /** With queue:send: the queues (shared/colas.ts ids) it sends to, and may send to; no other. */
  colas?: readonly string[];
  summary: string;
  body?: B;
  query?: Q;
  params?: P;
  /** Schema of `data` in the `{ success, data, message }` envelope, or of the raw body for `raw` routes. */
  response?: R;
  /** The handler answers its own body (a file, a redirect, a document) instead of the envelope. */
  raw?: boolean;
  /** Fields the envelope carries beside `data` (the spec's `stats`): an object schema of them. */
  extra?: z.ZodMiniObject;
  /**
   * Failure statuses the handler answers with the envelope and its `data` (`success: false`), not the
   * error body: the health check's 503 still says what is up and what is down.
   */
  dataOnError?: readonly ErrorStatus[];
  /** A multipart/form-data body (an upload): the file's field and the optional text fields beside it. */
  multipart?: { archivo: string; campos?: readonly string[] };
  /**
   * In AWS, CloudFront serves this path straight from the files bucket, so no Lambda is created
   * for it; the local stack, which has no CDN, serves it with this row's handler.
   */
  servedByCdn?: boolean;
  /**
   * A create call a client may retry: it honours an `Idempotency-Key` header (the same key and
   * body within 24 h answer the first result again instead of creating twice).
   */
  idempotent?: boolean;
  /**
   * An authenticated route a user may call while they must still choose their own password
   * (`debeCambiarPassword`, D37): the change itself, /me and /init. httpHandler answers 403
   * on every other authenticated route until the password is changed. Public routes need no flag.
   */
  allowedBeforePasswordChange?: boolean;
  /**
   * The handler answers the caller's own stored profile (/me, /perfil): httpHandler reads it on every
   * request, even on a read-only GET, which may otherwise use the copy a warm container read in
   * the last few seconds (docs/decisions/ D84).
   */
  freshProfile?: boolean;
  /**
   * The success statuses when not 200 alone, the usual one first: [201] for a create, [202] for
   * work accepted, [201, 200] for an upsert, [302] for a redirect. The OpenAPI document declares
   * each (functions/lib/openapi.ts); test/integration/openapi-contract.test.ts checks real answers.
   */
  success?: readonly SuccessStatus[];
  /**
   * The error statuses the handler itself answers beyond those `statusesOf` derives from the row:
   * 404 for its own ids, 409 for a conflict or a used-up quota, 429, 502 … Read from the handler and
   * the use cases it calls (the error classes they throw), never guessed.
   */
  errors?: readonly ErrorStatus[];
  /** Bodies larger than this many bytes are refused with 413 before they are parsed. */
  maxBodyBytes?: number;
  /** Lambda settings when the default (10 s, 512 MB) does not fit. */
  timeoutSeconds?: number;
  memoryMb?: number;
}

/** The common rule of a company's own routes: the company named by the path parameter `name` (`/api/empresas/{id}/…`). */
export function empresaEnRuta<const N extends string>(name: N) {
  return { from: 'param', name, superadmin: 'required' } as const;
}

/** A row as written in its family file: the family comes from the file (`defineRow`). */
export type FamilyRouteDef = Omit<RouteDef<any, any, any, any>, 'family'>;

/**
 * The grants a route's function really needs: its own, plus table read on every non-public route
 * (the middleware reads the caller's profile on every authenticated request), plus the keys' use
 * items on a read-only row that takes API keys (the middleware counts and dates each key's use).
 */
export function grantsOf(row: Pick<RouteDef, 'grants' | 'public' | 'claveApi'>): Grant[] {
  const all = new Set<Grant>(row.grants);
  if (!row.public && !all.has('table:write')) all.add('table:read');
  if (row.claveApi && !all.has('table:write')) all.add('table:key-use');
  return GRANTS.filter((g) => all.has(g));
}

/**
 * Every status a route answers: its own (`success`, `errors`) and those httpHandler
 * (functions/lib/http.ts) answers for any row of its kind:
 * - 400 on every row: a path or query value that is not well-formed text, a body or parameter its
 *   schema refuses, a superadmin who names no company where one is required;
 * - 401 and 403 on every authenticated row (no valid token; an inactive user, a password still to
 *   change, a missing permission);
 * - 429 on rows that take an API key (`claveApi`: the key's rate limit);
 * - 404 where the company is named by the request (a company user naming another company);
 * - 409 (the first request still running) and 422 (the key used with another body) on idempotent rows;
 * - 413 with `maxBodyBytes`; 415 on rows with a JSON body (a body that is not JSON);
 * - 500 on every row; 503 on every row that calls a service (an outage), which is any
 *   authenticated row (the caller's profile is read) and any row with grants.
 * `success` keeps the row's order (the usual one first); `errors` comes back sorted, without repeats.
 */
export function statusesOf(
  row: Pick<RouteDef, 'public' | 'tenant' | 'idempotent' | 'maxBodyBytes' | 'body' | 'grants' | 'success' | 'errors' | 'claveApi'>,
): { success: SuccessStatus[]; errors: ErrorStatus[] } {
  const errors = new Set<ErrorStatus>([400, 500, ...(row.errors ?? [])]);
  if (!row.public) for (const s of [401, 403] as const) errors.add(s);
  // A key's requests are counted per key and window.
  if (row.claveApi) errors.add(429);
  if (typeof row.tenant === 'object') errors.add(404);
  if (row.idempotent) for (const s of [409, 422] as const) errors.add(s);
  if (row.maxBodyBytes !== undefined) errors.add(413);
  if (row.body) errors.add(415);
  if (!row.public || row.grants.length > 0) errors.add(503);
  const success: readonly SuccessStatus[] = row.success ?? [200];
  return {
    success: [...new Set(success)],
    errors: ERROR_STATUSES.filter((s) => errors.has(s)),
  };
}

/** True when the route reads or writes one company's data (the tenant-isolation suite has a case for each). */
export function isTenantScoped(row: Pick<RouteDef, 'tenant'>): boolean {
  return row.tenant !== 'platform';
}

export interface JobDef {
  id: string;
  /** Module under functions/jobs/ without extension, exporting `handler`. */
  handler: string;
  /** How often EventBridge (and the local scheduler) runs it. */
  rateMinutes: number;
  grants: readonly Grant[];
  /** With queue:send: the queues it sends to. */
  colas?: readonly string[];
  summary: string;
}

/**
 * One queue of asynchronous work (shared/colas.ts): SQS with a dead-letter queue and a Lambda
 * consumer in AWS, the local stack's in-process queue locally; both call `functions/jobs/<handler>`
 * with an SQS event of one record.
 */
export interface ColaDef {
  id: string;
  /** Module under functions/jobs/ without extension, exporting `handler` (an SQS event handler). */
  handler: string;
  /** Deliveries of a message before it goes to the dead-letter queue. */
  maxIntentos: number;
  /** The consumer's time-out (Lambda allows up to 900 s); the visibility time-out is set from it. */
  timeoutSeconds: number;
  /** The consumer's memory (MB); 512 by default. */
  memoryMb?: number;
  grants: readonly Grant[];
  /** With queue:send: the queues it sends to (its own, to go on with the rest of a job). */
  colas?: readonly string[];
  summary: string;
}

/** The environment variable holding a queue's URL for the functions that send to it (queue:send). */
export function colaUrlEnv(colaId: string): string {
  return `COLA_${colaId.toUpperCase().replace(/[^A-Z0-9]+/g, '_')}_URL`;
}

/** One row outside a family file (tests): keeps its literal types like defineRow does. */
export function defineRoute<const T extends RouteDef<any, any, any, any>>(def: T): T {
  return def;
}

/**
 * One row of a family's route file, given the family's name. Each row is its own export, so that a
 * function's bundle holds its own row and the schemas that row names, not its whole family's
 * (infra/aws/bundling.ts, D87). Keeps the literal types of the row (its schemas, `public: true`,
 * `raw: true`, its tenant rule) so that `httpHandler(route, …)` infers body, query, params, caller,
 * tenant and reply types from it.
 */
export function defineRow<const F extends string, const T extends FamilyRouteDef>(family: F, row: T): T & { family: F } {
  return { ...row, family };
}
