// The local API Gateway: an HTTP server that matches each request against the route table,
// turns it into an API Gateway HTTP API (payload v2) event, calls the handler module named by
// the row (the same code Lambda runs), and writes the result back: status, headers, cookies and
// base64 bodies. It answers CORS preflights like the HttpApi's CORS setting does in AWS.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2, Context } from 'aws-lambda';
import { API_SECURITY_HEADERS } from '../../shared/constants.js';
import { fmt, servidor } from '../../shared/messages.js';
import { routeList, type RouteRow } from '../../shared/routes/index.js';

/** API Gateway HTTP API request limit; Lambda's own payload limit (6 MB) applies after base64. */
const MAX_BODY_BYTES = 10 * 1024 * 1024;
const LAMBDA_PAYLOAD_LIMIT = 6 * 1024 * 1024;

type LambdaHandler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyResultV2>;

interface CompiledRoute {
  row: RouteRow;
  regex: RegExp;
  names: string[];
  /** Literal segments first, greedy last: the most specific route wins, like API Gateway. */
  score: number;
}

/** A candidate's interview token is a credential (D63): the log shows its prefix only. */
export function redactToken(path: string): string {
  return path.replace(/tok_[A-Za-z0-9_-]+/g, 'tok_…');
}

export function compileRoutes(rows: RouteRow[]): CompiledRoute[] {
  return rows
    .map((row) => {
      const names: string[] = [];
      let score = 0;
      const pattern = row.path
        .split('/')
        .map((segment) => {
          const greedy = /^\{([^}]+)\+\}$/.exec(segment);
          if (greedy) {
            names.push(greedy[1]);
            return '(.+)';
          }
          const param = /^\{([^}]+)\}$/.exec(segment);
          if (param) {
            names.push(param[1]);
            score += 1;
            return '([^/]+)';
          }
          score += 100;
          return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        })
        .join('/');
      return { row, regex: new RegExp(`^${pattern}$`), names, score };
    })
    .sort((a, b) => b.score - a.score);
}

/** A path whose %-escapes do not decode to text (e.g. `%C0%AF`): the request is malformed, a 400. */
export class MalformedPathError extends Error {
  readonly status = 400;
  constructor() {
    super('malformed path');
  }
}

function decodeSegment(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    throw new MalformedPathError();
  }
}

export function matchRoute(compiled: CompiledRoute[], method: string, path: string) {
  let pathMatched = false;
  for (const c of compiled) {
    const m = c.regex.exec(path);
    if (!m) continue;
    pathMatched = true;
    if (c.row.method !== method) continue;
    const pathParameters: Record<string, string> = {};
    c.names.forEach((name, i) => {
      pathParameters[name] = decodeSegment(m[i + 1]);
    });
    return { route: c.row, pathParameters, pathMatched };
  }
  return { route: undefined, pathParameters: {}, pathMatched };
}

function isTextType(contentType: string | undefined): boolean {
  if (!contentType) return true;
  return /^(text\/|application\/(json|.+\+json|x-www-form-urlencoded|xml|javascript))/i.test(contentType);
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw Object.assign(new Error('too large'), { status: 413 });
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

export function toEvent(
  req: IncomingMessage,
  body: Buffer,
  route: RouteRow,
  pathParameters: Record<string, string>,
): APIGatewayProxyEventV2 {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.headers)) {
    if (v === undefined || k === 'cookie') continue;
    headers[k.toLowerCase()] = Array.isArray(v) ? v.join(',') : v;
  }
  const query: Record<string, string> = {};
  for (const [k, v] of url.searchParams) query[k] = k in query ? `${query[k]},${v}` : v;
  const cookies = req.headers.cookie
    ?.split(';')
    .map((c) => c.trim())
    .filter(Boolean);
  const text = isTextType(headers['content-type']);
  const now = new Date();
  return {
    version: '2.0',
    routeKey: `${route.method} ${route.path}`,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    cookies,
    headers,
    queryStringParameters: Object.keys(query).length ? query : undefined,
    pathParameters: Object.keys(pathParameters).length ? pathParameters : undefined,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'localhost',
      http: {
        method: req.method ?? 'GET',
        path: url.pathname,
        protocol: `HTTP/${req.httpVersion}`,
        // The per-address limits count this (functions/lib/http.ts direccionCliente): there is no
        // CloudFront here, so no request carries its origin header and viewer address unless a
        // client sends both by hand, and then that client picks the counter its own requests go to
        // (test/integration/direccion-visitante.test.ts does so on purpose). No authorizer checks
        // the origin header locally; the adapter listens on 127.0.0.1 unless API_HOST says otherwise,
        // so only this machine's own clients could, against its own throwaway data.
        sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey: `${route.method} ${route.path}`,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    body: body.length ? (text ? body.toString('utf8') : body.toString('base64')) : undefined,
    isBase64Encoded: body.length > 0 && !text,
  };
}

function lambdaContext(route: RouteRow, requestId: string, timeoutMs: number): Context {
  const deadline = Date.now() + timeoutMs;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName: `talentia-local-${route.id}`,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:talentia-local-${route.id}`,
    memoryLimitInMB: String(route.memoryMb ?? 512),
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/talentia-local-${route.id}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

/** The adapter's own answers (no route, too large, malformed, time-out) carry the API's security headers too. */
function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    ...API_SECURITY_HEADERS,
    ...headers,
  });
  res.end(JSON.stringify(body));
}

/** Writes a Lambda result the way API Gateway does (payload v2 rules, including the bare-value form). */
export function writeResult(res: ServerResponse, result: APIGatewayProxyResultV2, extraHeaders: Record<string, string>) {
  if (typeof result === 'string' || result === null || result === undefined || !('statusCode' in (result as object))) {
    const body = typeof result === 'string' ? result : JSON.stringify(result);
    res.writeHead(200, { 'content-type': 'application/json', ...extraHeaders });
    res.end(body);
    return;
  }
  const r = result as Exclude<APIGatewayProxyResultV2, string>;
  const headers: Record<string, string | string[]> = { ...extraHeaders };
  for (const [k, v] of Object.entries(r.headers ?? {})) headers[k.toLowerCase()] = String(v);
  if (r.cookies?.length) headers['set-cookie'] = r.cookies;
  res.writeHead(r.statusCode ?? 200, headers);
  if (r.body === undefined) return res.end();
  res.end(r.isBase64Encoded ? Buffer.from(r.body, 'base64') : r.body);
}

export interface AdapterOptions {
  port: number;
  host?: string;
  functionsRoot: string;
  corsOrigins: string[];
  log?: (line: string) => void;
}

export interface RunningAdapter {
  url: string;
  port: number;
  server: Server;
  close(): Promise<void>;
}

export async function startAdapter(opts: AdapterOptions): Promise<RunningAdapter> {
  const compiled = compileRoutes(routeList);
  const modules = new Map<string, Promise<LambdaHandler>>();
  const load = (handler: string) => {
    let mod = modules.get(handler);
    if (!mod) {
      const file = pathToFileURL(join(opts.functionsRoot, 'http', `${handler}.ts`)).href;
      mod = import(file).then((m: { handler?: LambdaHandler }) => {
        if (typeof m.handler !== 'function') throw new Error(`${handler} does not export handler`);
        return m.handler;
      });
      modules.set(handler, mod);
    }
    return mod;
  };

  const corsHeaders = (origin: string | undefined): Record<string, string> =>
    origin && opts.corsOrigins.includes(origin)
      ? {
          'access-control-allow-origin': origin,
          'access-control-allow-credentials': 'true',
          // A download's name (the SaaS panel's CSV exports, D97) is read from Content-Disposition.
          'access-control-expose-headers': 'content-disposition, x-request-id',
          vary: 'Origin',
        }
      : {};

  const server = createServer(async (req, res) => {
    const started = Date.now();
    const url = new URL(req.url ?? '/', 'http://localhost');
    const method = (req.method ?? 'GET').toUpperCase();
    const origin = req.headers.origin;
    try {
      if (method === 'OPTIONS') {
        const allowed = corsHeaders(origin);
        res.writeHead(allowed['access-control-allow-origin'] ? 204 : 403, {
          ...API_SECURITY_HEADERS,
          ...allowed,
          'access-control-allow-methods': 'GET,POST,PUT,PATCH,DELETE,OPTIONS',
          'access-control-allow-headers': 'Authorization,Content-Type,Idempotency-Key',
          'access-control-max-age': '600',
        });
        return res.end();
      }
      const { route, pathParameters } = matchRoute(compiled, method, url.pathname);
      if (!route) {
        return send(
          res,
          404,
          { success: false, message: fmt(servidor.rutaNoEncontrada, { method, path: url.pathname }), error: 'NOT_FOUND' },
          corsHeaders(origin),
        );
      }
      const body = await readBody(req);
      const event = toEvent(req, body, route, pathParameters);
      if ((event.body?.length ?? 0) > LAMBDA_PAYLOAD_LIMIT) {
        return send(res, 413, { success: false, message: servidor.cuerpoDemasiadoGrande, error: 'PAYLOAD_TOO_LARGE' }, corsHeaders(origin));
      }
      const timeoutMs = (route.timeoutSeconds ?? 10) * 1000;
      const handler = await load(route.handler);
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(Object.assign(new Error('timeout'), { status: 504 })), timeoutMs + 500);
      });
      try {
        const result = await Promise.race([handler(event, lambdaContext(route, event.requestContext.requestId, timeoutMs)), timeout]);
        writeResult(res, result, corsHeaders(origin));
      } finally {
        clearTimeout(timer);
      }
    } catch (err) {
      const status = (err as { status?: number }).status;
      if (err instanceof MalformedPathError) {
        send(res, 400, { success: false, message: servidor.peticionMalformada, error: 'VALIDATION_ERROR' }, corsHeaders(origin));
      } else if (status === 413) {
        send(res, 413, { success: false, message: servidor.cuerpoDemasiadoGrande, error: 'PAYLOAD_TOO_LARGE' }, corsHeaders(origin));
      } else if (status === 504) {
        send(res, 504, { success: false, message: servidor.servicioNoDisponible, error: 'GATEWAY_TIMEOUT' }, corsHeaders(origin));
      } else {
        opts.log?.(`adapter error ${method} ${redactToken(url.pathname)}: ${(err as Error).stack}`);
        send(res, 500, { success: false, message: servidor.servicioNoDisponible, error: 'INTERNAL_ERROR' }, corsHeaders(origin));
      }
    } finally {
      opts.log?.(`${method} ${redactToken(url.pathname)} → ${res.statusCode} (${Date.now() - started} ms)`);
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host ?? '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://localhost:${port}`,
    port,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}
