// Why one module: the request pipeline every HTTP Lambda runs, in order (token, profile, body, tenant,
// idempotency, answer, error mapping): its steps share one request's state; what they call is elsewhere
// (auth/, validation.ts, idempotency.ts, errors.ts).
// httpHandler: the one middleware stack every HTTP Lambda is built with. From the route row it
// takes the schemas and the permission; it parses and validates the JSON body, query and path
// (400 with the Spanish message and the failing fields), verifies the bearer token (or, on the rows
// marked for them, a company API key: auth/clave-acceso.ts), loads the caller, holds back a user who must still change their password, checks the permission, logs with request id and tenant id, wraps the answer in
// `{ success, data, message }` and maps typed errors to status codes. An outage of a service the
// request needs (unreachable, timed out, failing) answers 503 'Servicio no disponible
// temporalmente'; any other error is a 500 with a request id, never a stack trace. Each request runs
// under a deadline (request-scope.ts): past it, or once the answer is out, nothing it started runs on.
import { isIP } from 'node:net';
import middy from '@middy/core';
import httpCors from '@middy/http-cors';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import * as z from 'zod/mini';
import { API_SECURITY_HEADERS, ORIGIN_VERIFY_HEADER, TIEMPOS_SERVIDOR, VIEWER_ADDRESS_HEADER } from '../../shared/constants.js';
import { clavesAcceso as msgClaves, empresas as msgEmpresas, fmt, password as msgPassword, servidor } from '../../shared/messages.js';
import { tienePermiso } from '../../shared/permissions.js';
import { SOLO_CLAVE_API, soloClaveApi, type RouteDef, type TenantRule } from '../../shared/route-types.js';
import '../../shared/zod-locale.js';
import { bearerToken, verifyToken } from './auth/verify.js';
import { validationError } from './validation.js';
import { callerFromToken, esClave, type AnyCaller, type Caller, type KeyCaller } from './auth/caller.js';
import { callerFromClave, secretoDeCabecera } from './auth/clave-acceso.js';
import { config } from './config.js';
import { isOutage } from './aws/outage.js';
import {
  AppError,
  DataBusyError,
  ForbiddenError,
  NotFoundError,
  PayloadTooLargeError,
  PasswordChangeRequiredError,
  ServiceUnavailableError,
  UnauthorizedError,
  UnsupportedMediaTypeError,
  ValidationError,
} from './errors.js';
import { beginIdempotent, IDEMPOTENCY_HEADER, type Idempotency } from './idempotency.js';
import { logger } from './logger.js';
import { openRequestScope, runWithSignal } from './request-scope.js';
import { conVariante, enSuVariante, hablarComoEmpresaDe, varianteActual } from './variante-peticion.js';
import { enVariante, type VarianteEspanol } from '../../shared/espanol.js';

type Infer<S> = S extends z.ZodMiniType ? z.output<S> : undefined;

export interface HandlerContext<R extends RouteDef<any, any, any, any>> {
  event: APIGatewayProxyEventV2;
  body: R extends RouteDef<infer B, any, any, any> ? Infer<B> : never;
  query: R extends RouteDef<any, infer Q, any, any> ? Infer<Q> : never;
  params: R extends RouteDef<any, any, infer P, any> ? Infer<P> : never;
  /**
   * The verified caller; null only on public routes without a token. A user, or on rows marked for
   * API keys (`claveApi`) a key too (only a key on SOLO_CLAVE_API rows).
   */
  caller: R extends { public: false } ? CallerOf<R> : Caller | null;
  /**
   * The company this request acts on, resolved from the route's tenant rule and the verified
   * caller (see TenantRule): a company id, or null for platform-wide (the superadmin without a
   * company, or a platform route).
   */
  tenant: TenantOf<R>;
  requestId: string;
}

type CallerOf<R> = R extends { permission: typeof SOLO_CLAVE_API } ? KeyCaller : R extends { claveApi: string } ? AnyCaller : Caller;

type TenantOf<R> = R extends { tenant: 'platform' }
  ? null
  : R extends { permission: typeof SOLO_CLAVE_API }
    ? string
    : R extends { tenant: { superadmin: 'required' } }
      ? string
      : string | null;

/**
 * The one place that decides which company a request acts on. Company users act on their own
 * company whatever they name (another company's id answers 404 like a missing one); only the
 * superadmin names any company, or none for platform-wide routes that allow it.
 */
export function resolveTenant(
  rule: TenantRule,
  caller: AnyCaller | null,
  input: { params?: unknown; query?: unknown; body?: unknown },
): string | null {
  if (rule === 'platform' || !caller) return null;
  if (rule === 'caller') return caller.empresaId;
  const source = (rule.from === 'param' ? input.params : rule.from === 'query' ? input.query : input.body) as
    Record<string, unknown> | undefined;
  const named = typeof source?.[rule.name] === 'string' && source[rule.name] !== '' ? (source[rule.name] as string) : undefined;
  // An API key is its company's, like a company user: never the superadmin's reach.
  if (!esClave(caller) && caller.rol === 'superadmin') {
    if (named) return named;
    if (rule.superadmin === 'optional') return null;
    const message = rule.message ?? servidor.seleccionaEmpresa;
    throw new ValidationError(message, [{ campo: rule.name, msg: message }]);
  }
  if (!caller.empresaId) throw new ForbiddenError();
  if (named && named !== caller.empresaId) throw new NotFoundError(fmt(msgEmpresas.noEncontrada, { id: named }));
  return caller.empresaId;
}

/** What a handler answers: the envelope's data and message, or (raw routes) a whole response. */
export interface Reply<T = unknown> {
  status?: number;
  data: T;
  message?: string;
  headers?: Record<string, string>;
  /** Set-Cookie values (payload v2 `cookies`). */
  cookies?: string[];
  /** Fields the spec puts beside `data` in the envelope (e.g. `stats`); never success, data or message. */
  extra?: Record<string, unknown>;
}

export type RawReply = APIGatewayProxyStructuredResultV2;

type ReplyFor<R> = R extends { raw: true }
  ? RawReply
  : Reply<R extends RouteDef<any, any, any, infer Res> ? (Res extends z.ZodMiniType ? z.input<Res> : unknown) : unknown>;

export function ok<T>(data: T, message?: string): Reply<T> {
  return { status: 200, data, message };
}

export function created<T>(data: T, message?: string): Reply<T> {
  return { status: 201, data, message };
}

function json(status: number, body: unknown, headers: Record<string, string> = {}): APIGatewayProxyStructuredResultV2 {
  return {
    statusCode: status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
    body: JSON.stringify(body),
  };
}

/**
 * A typed error's answer. Its messages in the variant of the company the request was about (a
 * candidate's: D215, functions/lib/variante-peticion.ts); Spain's Spanish, with no mark left, otherwise.
 */
export function errorResponse(err: AppError, variante: VarianteEspanol = 'es'): APIGatewayProxyStructuredResultV2 {
  const response = json(
    err.status,
    {
      success: false,
      message: enVariante(err.message, variante),
      error: err.code,
      ...(err.details ? { details: err.details.map((d) => ({ ...d, msg: enVariante(d.msg, variante) })) } : {}),
    },
    err.headers,
  );
  return err.cookies?.length ? { ...response, cookies: err.cookies } : response;
}

/**
 * Adds the API's security headers (shared/constants.ts) to an answer, keeping any the handler set
 * itself (a user file keeps its stricter sandboxing CSP).
 */
export function withSecurityHeaders(response: APIGatewayProxyStructuredResultV2): APIGatewayProxyStructuredResultV2 {
  const headers = { ...response.headers };
  const present = new Set(Object.keys(headers).map((k) => k.toLowerCase()));
  for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) if (!present.has(name)) headers[name] = value;
  return { ...response, headers };
}

function parseWith<S extends z.ZodMiniType | undefined>(schema: S, input: unknown, prefix: string): Infer<S> {
  if (!schema) return undefined as Infer<S>;
  const result = schema.safeParse(input);
  if (!result.success) throw validationError(result.error, prefix === 'body' ? undefined : prefix);
  return result.data as Infer<S>;
}

function header(event: APIGatewayProxyEventV2, name: string): string | undefined {
  const lower = name.toLowerCase();
  for (const [k, v] of Object.entries(event.headers ?? {})) if (k.toLowerCase() === lower) return v;
  return undefined;
}

/**
 * Who the per-address limits count (sign-in failures, password recovery, the public interview
 * page: docs/decisions/ D34, D36, D64). In AWS every request reaches API Gateway from CloudFront,
 * so `sourceIp` is an edge server's address, shared by everyone that edge serves. CloudFront's
 * viewer-request function on `/api/*` writes the viewer's own address into VIEWER_ADDRESS_HEADER,
 * over any value the viewer sent (infra/aws/stacks/web-stack.ts). That header is believed only on a
 * request that also carries ORIGIN_VERIFY_HEADER: every route's authorizer lets a request in only
 * with CloudFront's secret value there, so such a request came through the distribution and its
 * function, and nobody else chose the address. Without it (the local stack, which has no
 * CloudFront), or with a value that is no IP address, the answer is `sourceIp`; 'desconocido' when
 * there is none. Never `CloudFront-Viewer-Address`: CloudFront does not add it here (no origin
 * request policy can, beside Authorization and without Host), so any value of it is the viewer's.
 *
 * An IPv4 address is counted as it is; an IPv6 address as its /64 network (`2001:db8:1:2::/64`):
 * one subscriber gets a whole /64 and can use any address of it, so a limit per IPv6 address would
 * count nothing. An IPv4 address in IPv6 form (`::ffff:192.0.2.1`) is the IPv4 address.
 */
export function direccionCliente(event: APIGatewayProxyEventV2): string {
  if (header(event, ORIGIN_VERIFY_HEADER)) {
    const visitante = claveDireccion(header(event, VIEWER_ADDRESS_HEADER));
    if (visitante) return visitante;
    logger.warn('Request through CloudFront without a valid viewer address: counted by sourceIp');
  }
  const source = event.requestContext?.http?.sourceIp;
  return claveDireccion(source) ?? (source || 'desconocido');
}

/** The IPv4 address, or the /64 of the IPv6 address, in `value` (also `ip:port`, `[ip]:port`); undefined if none. */
function claveDireccion(value: string | undefined): string | undefined {
  let ip = value?.trim() ?? '';
  const entreCorchetes = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(ip);
  if (entreCorchetes) ip = entreCorchetes[1];
  if (!isIP(ip)) {
    // CloudFront-Viewer-Address's form: the address, a colon and the viewer's port.
    const conPuerto = /^(.+):\d{1,5}$/.exec(ip);
    if (!conPuerto || !isIP(conPuerto[1])) return undefined;
    ip = conPuerto[1];
  }
  if (isIP(ip) === 4) return ip;
  const g = gruposIPv6(ip);
  if (g.slice(0, 5).every((h) => h === 0) && g[5] === 0xffff) return `${g[6] >> 8}.${g[6] & 255}.${g[7] >> 8}.${g[7] & 255}`;
  const red = g.slice(0, 4).map((h) => h.toString(16));
  return `${red.join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a trailing IPv4 part and a zone id handled). */
function gruposIPv6(ip: string): number[] {
  let texto = ip.split('%')[0].toLowerCase();
  const ipv4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(texto);
  if (ipv4) {
    const [a, b, c, d] = ipv4.slice(1).map(Number);
    texto = `${texto.slice(0, ipv4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [cabeza, cola] = texto.split('::');
  const antes = cabeza ? cabeza.split(':') : [];
  const despues = cola ? cola.split(':') : [];
  const ceros = cola === undefined ? [] : Array<string>(8 - antes.length - despues.length).fill('0');
  return [...antes, ...ceros, ...despues].map((h) => parseInt(h, 16));
}

function cuerpoBytes(event: APIGatewayProxyEventV2): number {
  if (!event.body) return 0;
  return event.isBase64Encoded ? Math.floor((event.body.length * 3) / 4) : Buffer.byteLength(event.body, 'utf8');
}

function readJsonBody(event: APIGatewayProxyEventV2): unknown {
  if (event.body === undefined || event.body === null || event.body === '') return undefined;
  const type = header(event, 'content-type') ?? '';
  if (!/^application\/(.+\+)?json\b/i.test(type)) throw new UnsupportedMediaTypeError();
  const text = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  try {
    return JSON.parse(text);
  } catch {
    throw new ValidationError(servidor.jsonInvalido);
  }
}

/**
 * Text that no client sends on purpose: a control character, U+FFFD (what a decoder makes of a
 * malformed escape such as `%C0%AF`) or half of a surrogate pair. API Gateway may hand such values
 * over in path and query parameters; they are refused here, before anything reads them.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point of this check.
const MALFORMED_TEXT = /[\u0000-\u001f\u007f\ufffd]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

function assertWellFormed(event: APIGatewayProxyEventV2): void {
  for (const values of [event.pathParameters, event.queryStringParameters]) {
    for (const value of Object.values(values ?? {})) {
      if (typeof value === 'string' && MALFORMED_TEXT.test(value)) throw new ValidationError(servidor.peticionMalformada);
    }
  }
}

/**
 * Whether a request of this route may be authorized with the caller's profile as this warm
 * container read it in the last few seconds (docs/decisions/ D84): a GET whose function only
 * reads (its grants) and whose answer is not that profile. Every other route reads it each time.
 */
export function admitePerfilReciente(route: Pick<RouteDef, 'method' | 'grants' | 'freshProfile'>): boolean {
  return route.method === 'GET' && !route.freshProfile && route.grants.every((g) => g === 'table:read' || g === 'files:read');
}

async function authenticate(route: RouteDef, event: APIGatewayProxyEventV2): Promise<AnyCaller | null> {
  const authorization = header(event, 'authorization');
  // A company API key (D145): only on the rows marked for keys, with the row's scope.
  const secreto = route.public ? undefined : secretoDeCabecera(authorization);
  if (secreto !== undefined) {
    if (!route.claveApi) throw new ForbiddenError(msgClaves.rutaSinClave);
    return callerFromClave(secreto, route.claveApi);
  }
  const token = bearerToken(authorization);
  if (!token) {
    if (route.public) return null;
    const sinCredencial = new UnauthorizedError();
    // A key-only row (Greenhouse's) names its scheme: the key as the user name of HTTP Basic.
    if (soloClaveApi(route)) sinCredencial.headers = { 'www-authenticate': 'Basic realm="Talentia"' };
    throw sinCredencial;
  }
  // A public route with a bad token still answers: the token is optional there.
  if (route.public) {
    try {
      return await callerFromToken(await verifyToken(token));
    } catch {
      return null;
    }
  }
  const caller = await callerFromToken(await verifyToken(token), { reciente: admitePerfilReciente(route) });
  // Someone else chose this user's password: nothing but the change itself (and /me, /init) until
  // they choose their own. The one place this is enforced (D37).
  if (caller.profile.debeCambiarPassword === true && !route.allowedBeforePasswordChange) {
    throw new PasswordChangeRequiredError(msgPassword.cambioObligatorio);
  }
  // A user's valid session is still no key on the rows only a key may call.
  if (route.permission === SOLO_CLAVE_API) throw new ForbiddenError(msgClaves.soloClave);
  if (route.permission && !tienePermiso(caller.rol, true, route.permission)) throw new ForbiddenError(route.forbiddenMessage);
  return caller;
}

/** Time a request has before its function's time-out, minus the margin it needs to answer. */
function budgetMs(route: RouteDef, context: Context | undefined): number {
  const remaining =
    typeof context?.getRemainingTimeInMillis === 'function'
      ? context.getRemainingTimeInMillis()
      : route.timeoutSeconds
        ? route.timeoutSeconds * 1000
        : TIEMPOS_SERVIDOR.funcionPorDefectoMs;
  return Math.max(0, remaining - TIEMPOS_SERVIDOR.margenRespuestaMs);
}

/**
 * The one error mapping: typed errors answer their status and Spanish message; an outage of a
 * service the request needs answers 503; anything else is a 500 with a reference. The details go
 * to the log, never to the answer.
 */
function errorAnswer(err: unknown, requestId: string, variante: VarianteEspanol): APIGatewayProxyStructuredResultV2 {
  if (err instanceof AppError) {
    logger.info('Request refused', { status: err.status, code: err.code, reason: err.message });
    return errorResponse(err, variante);
  }
  if (isOutage(err)) {
    logger.warn('Service unavailable', {
      error: (err as Error).name,
      detail: (err as Error).message,
      cause: String((err as Error).cause ?? ''),
    });
    return errorResponse(new ServiceUnavailableError());
  }
  logger.error('Unhandled error', err as Error);
  return json(500, { success: false, message: fmt(servidor.errorInterno, { requestId }), error: 'INTERNAL_ERROR', requestId });
}

const corsOrigins = () =>
  (process.env.CORS_ORIGINS ?? config.webOrigin)
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);

/** What a route knows before its handler runs. */
export interface OpcionesHandler<R extends RouteDef<any, any, any, any>> {
  /**
   * The company a candidate's link names (its token, its vacancy's code): the body's refusals speak that
   * company's Spanish too (D215), read only if one of them carries a mark.
   */
  empresaDe?: (params: HandlerContext<R>['params']) => Promise<object | null | undefined>;
}

export function httpHandler<R extends RouteDef<any, any, any, any>>(
  route: R,
  handle: (ctx: HandlerContext<R>) => Promise<ReplyFor<R>>,
  opciones: OpcionesHandler<R> = {},
) {
  const run = async (event: APIGatewayProxyEventV2, context: Context): Promise<APIGatewayProxyStructuredResultV2> => {
    const requestId = event.requestContext?.requestId ?? context.awsRequestId ?? 'local';
    logger.resetKeys();
    logger.appendKeys({ requestId, route: `${route.method} ${route.path}` });
    const request: { idempotency: Idempotency | null } = { idempotency: null };
    const scope = openRequestScope(budgetMs(route, context));
    let response: APIGatewayProxyStructuredResultV2;
    // An outage met mid-request (a time-out, a lost connection): a write may have been applied
    // without its answer (a transaction still being applied when the SDK gave up, D114).
    let desenlaceIncierto = false;
    // The Spanish of the company the request turns out to be about, for a candidate's messages (D215).
    const peticion = conVariante(() => scope.run(() => serve(event, requestId, request)));
    try {
      response = await peticion.run;
    } catch (err) {
      desenlaceIncierto = (!(err instanceof AppError) && isOutage(err)) || (err instanceof DataBusyError && err.desenlaceIncierto);
      response = errorAnswer(err, requestId, await peticion.variante());
    }
    // Its own short budget: the request's may be spent, and the record must say how it ended.
    const { idempotency } = request;
    if (idempotency)
      await runWithSignal(AbortSignal.timeout(TIEMPOS_SERVIDOR.margenRespuestaMs / 2), () =>
        idempotency.finish(response, { desenlaceIncierto }),
      );
    // The answer goes out now: whatever this request still has in flight is cancelled.
    scope.end();
    return withSecurityHeaders(response);
  };

  const serve = async (
    event: APIGatewayProxyEventV2,
    requestId: string,
    request: { idempotency: Idempotency | null },
  ): Promise<APIGatewayProxyStructuredResultV2> => {
    // A request whose address does not decode is refused like the local adapter refuses it.
    assertWellFormed(event);
    // Who first: an anonymous or unauthorised caller learns nothing about the input rules.
    const caller = await authenticate(route, event);
    logger.appendKeys({ userId: caller?.userId, tenantId: caller?.empresaId ?? (caller ? 'platform' : undefined) });
    const params = parseWith(route.params, event.pathParameters ?? {}, 'params');
    const { empresaDe } = opciones;
    if (empresaDe) hablarComoEmpresaDe(() => empresaDe(params));
    const query = parseWith(route.query, event.queryStringParameters ?? {}, 'query');
    if (route.maxBodyBytes !== undefined && cuerpoBytes(event) > route.maxBodyBytes) throw new PayloadTooLargeError();
    const rawBody = route.body ? readJsonBody(event) : undefined;
    const body = parseWith(route.body, rawBody ?? {}, 'body');
    const tenant = resolveTenant(route.tenant, caller, { params, query, body });
    if (tenant) logger.appendKeys({ tenantId: tenant });
    // Only valid requests claim a key: a refused one can be fixed and sent again with it.
    if (route.idempotent && caller) {
      request.idempotency = await beginIdempotent({
        clave: header(event, IDEMPOTENCY_HEADER),
        caller,
        handler: route.handler,
        path: event.rawPath ?? route.path,
        body: rawBody,
      });
      if (request.idempotency?.replay) return request.idempotency.replay;
    }
    return await answer(await handle({ event, body, query, params, caller, tenant, requestId } as HandlerContext<R>));
  };

  /** The handler's reply as a response: raw routes as they are, the others in the envelope. */
  const answer = async (reply: ReplyFor<R>): Promise<APIGatewayProxyStructuredResultV2> => {
    if (route.raw) return reply as RawReply;
    const r = reply as Reply;
    if (config.validateResponses && route.response) {
      const checked = route.response.safeParse(r.data);
      if (!checked.success) {
        logger.error('Response does not match the route schema', { issues: checked.error.issues });
        throw new Error('Response schema mismatch');
      }
    }
    const status = r.status ?? 200;
    const ok = json(
      status,
      { ...r.extra, success: status < 400, data: r.data, message: await enSuVariante(r.message ?? '', varianteActual) },
      r.headers,
    );
    return r.cookies?.length ? { ...ok, cookies: r.cookies } : ok;
  };

  return middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2>()
    .use(httpCors({ origins: corsOrigins(), credentials: true, headers: 'Authorization,Content-Type,Idempotency-Key' }))
    .handler(run);
}
