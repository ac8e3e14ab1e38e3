// The one HTTP client of the web app (spec part 1 §7.1, §8.1): base address, /api prefix, bearer
// token, time-outs and the Spanish transport errors. Features do not call it by path: they name a
// row of the route table (api-rutas.ts `llamar`, use-ruta.ts `useRuta`, use-paginada.ts), which
// comes here; uploads that show progress go through `uploadWithProgress`.
// Every call carries credentials: the refresh token lives in an HttpOnly cookie on /api/auth.
import { TIEMPOS } from '@shared/constants';
import { fmt, transporte } from '@shared/messages';

/** localStorage key of the session token. */
export const AUTH_TOKEN_KEY = 'talentia.authToken';

const LOCAL_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]']);
const LOCAL_API_BASE = 'http://localhost:3001';

/**
 * The API's base address: VITE_API_URL when configured; the local API on port 3001 when the page
 * itself runs on this machine; else the page's own origin (in AWS, CloudFront serves /api/* there).
 * Read on every call so a test (or a late env stub) sees the current value.
 */
export function apiBase(): string {
  return resolveApiBase(import.meta.env.VITE_API_URL, typeof window === 'undefined' ? '' : window.location.hostname);
}

/** The rule of apiBase() with its inputs made explicit. */
export function resolveApiBase(configured: string | undefined, hostname: string): string {
  const url = configured?.trim();
  if (url) return url.replace(/\/+$/, '');
  if (LOCAL_HOSTNAMES.has(hostname)) return LOCAL_API_BASE;
  return '';
}

/** Adds the /api prefix to paths that lack it; absolute URLs are left as they are. */
export function withApiPrefix(path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  const rooted = path.startsWith('/') ? path : `/${path}`;
  return rooted === '/api' || rooted.startsWith('/api/') || rooted.startsWith('/api?') ? rooted : `/api${rooted}`;
}

/** Full address of an API path, e.g. for a browser redirect to /api/oauth/google. */
export function apiUrl(path: string): string {
  return /^https?:\/\//i.test(path) ? path : `${apiBase()}${withApiPrefix(path)}`;
}

/**
 * Address of a file the backend serves, such as an avatar (spec part 1 §2.4): /uploads/ paths get
 * the backend address, http(s) URLs are used as they are. Anything else is not an address we load.
 */
export function assetUrl(path: string | null | undefined): string | undefined {
  const value = path?.trim();
  if (!value) return undefined;
  if (/^https?:\/\//i.test(value)) return value;
  if (value.startsWith('/uploads/')) return `${apiBase()}${value}`;
  return undefined;
}

export function getStoredToken(): string | null {
  try {
    return window.localStorage.getItem(AUTH_TOKEN_KEY);
  } catch {
    return null;
  }
}

export function storeToken(token: string): void {
  window.localStorage.setItem(AUTH_TOKEN_KEY, token);
}

export function clearStoredToken(): void {
  window.localStorage.removeItem(AUTH_TOKEN_KEY);
}

export type ApiErrorKind = 'http' | 'timeout' | 'network';

/** A failed call. `status` is 0 when no answer arrived; `body` is the server's parsed answer, if any. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number;
  readonly body: unknown;
  /** Longer help text (network failures, and only in local development: see esDesarrolloLocal). */
  readonly detail?: string;

  constructor(message: string, opts: { kind: ApiErrorKind; status?: number; body?: unknown; detail?: string }) {
    super(message);
    this.name = 'ApiError';
    this.kind = opts.kind;
    this.status = opts.status ?? 0;
    this.body = opts.body;
    this.detail = opts.detail;
  }
}

/** The envelope every answer is read into: `data` is the body's data field, or the whole body when it has none. */
export interface ApiResponse<T> {
  success: boolean;
  data: T;
  message?: string;
  /** Fields the envelope carries beside data (the spec's `stats` of a company's API keys). */
  extra?: Record<string, unknown>;
}

export interface RequestOptions {
  /** Overrides the 10-second time-out (the avatar upload uses TIEMPOS.avatarUploadTimeoutMs). */
  timeoutMs?: number;
  headers?: Record<string, string>;
  /** Aborts the request from outside (e.g. a component that unmounts). */
  signal?: AbortSignal;
  /**
   * A create call (DESIGN §4): it carries an Idempotency-Key, and sending the same request again
   * after a time-out or a lost connection reuses that key, so the server answers the first result
   * instead of creating twice. Any answer from the server retires the key.
   */
  idempotente?: boolean;
  /**
   * A public route whose only credential is in its path (the candidate's interview link): neither
   * the signed-in user's bearer token nor any cookie goes with it, whoever is signed in on this browser.
   */
  anonima?: boolean;
  /**
   * The request outlives the page (fetch's `keepalive`): the sign-out, after which the app loads the
   * sign-in page, another document, at once. Only for small bodies (the browser caps them at 64 kB).
   */
  keepalive?: boolean;
}

/** Keys of create calls that got no answer, by request (method, path, body). */
const clavesPendientes = new Map<string, string>();

function nuevaClave(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function serverText(body: unknown): string | undefined {
  if (!isRecord(body)) return undefined;
  for (const key of ['message', 'error'] as const) {
    const value = body[key];
    if (typeof value === 'string' && value.trim()) return value;
  }
  return undefined;
}

async function readBody(response: Response): Promise<unknown> {
  return parseText(await response.text());
}

/** A non-ok answer as an ApiError carrying the server's text (part 1 §8.1). */
function httpError(status: number, parsed: unknown): ApiError {
  return new ApiError(serverText(parsed) ?? fmt(transporte.respuestaNoOk, { status }), { kind: 'http', status, body: parsed });
}

function toApiResponse<T>(parsed: unknown): ApiResponse<T> {
  if (isRecord(parsed) && 'data' in parsed) {
    const { success, data, message, ...extra } = parsed;
    return {
      success: success !== false,
      data: data as T,
      message: typeof message === 'string' ? message : undefined,
      ...(Object.keys(extra).length ? { extra } : {}),
    };
  }
  return { success: true, data: parsed as T, message: undefined };
}

function parseText(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Whether this page is a developer's local copy: a Vite dev build, or a page served from this
 * machine (localhost, 127.0.0.1). Only there does the help about `npm start` and port 3001 mean
 * anything; a real user never sees it (docs/decisions/ D45).
 */
export function esDesarrolloLocal(
  dev: boolean = import.meta.env.DEV,
  hostname: string = typeof window === 'undefined' ? '' : window.location.hostname,
): boolean {
  return dev === true || LOCAL_HOSTNAMES.has(hostname);
}

const timeoutError = () => new ApiError(transporte.timeout, { kind: 'timeout' });
const networkError = () =>
  new ApiError(transporte.conexion, { kind: 'network', detail: esDesarrolloLocal() ? transporte.conexionAyuda : undefined });

/** One call; `api` below and the route-typed `llamar` (api-rutas.ts) both go through here. */
export async function request<T>(method: Method, path: string, body?: unknown, options: RequestOptions = {}): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const token = options.anonima ? null : getStoredToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const peticion = options.idempotente && !(body instanceof FormData) ? `${method} ${path} ${JSON.stringify(body ?? null)}` : null;
  if (peticion) {
    const clave = clavesPendientes.get(peticion) ?? nuevaClave();
    clavesPendientes.set(peticion, clave);
    headers['Idempotency-Key'] = clave;
  }

  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    // The browser sets the multipart boundary itself.
    payload = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? TIEMPOS.requestTimeoutMs);
  const onOuterAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onOuterAbort, { once: true });

  let response: Response;
  let parsed: unknown;
  try {
    response = await fetch(apiUrl(path), {
      method,
      headers,
      body: payload,
      credentials: options.anonima ? 'omit' : 'include',
      signal: controller.signal,
      ...(options.keepalive ? { keepalive: true } : {}),
    });
    // The server answered: whatever it said, a new send of this request is a new request.
    if (peticion) clavesPendientes.delete(peticion);
    parsed = await readBody(response);
  } catch (error) {
    if (timedOut) throw timeoutError();
    if (options.signal?.aborted) throw error;
    throw networkError();
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onOuterAbort);
  }

  if (!response.ok) throw httpError(response.status, parsed);
  return toApiResponse<T>(parsed);
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, body, options),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, body, options),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PATCH', path, body, options),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, undefined, options),
};

export interface UploadOptions {
  /** Called as the body goes out, with the percentage sent (0-100). */
  onProgress?: (percent: number) => void;
  /** Defaults to TIEMPOS.avatarUploadTimeoutMs (15 s, part 1 §7.1). */
  timeoutMs?: number;
  signal?: AbortSignal;
  /**
   * The address is another service's (a presigned storage POST): no bearer token and no cookies go
   * with it, and its answer is not the API's envelope.
   */
  externo?: boolean;
}

/**
 * POSTs a multipart form with upload progress. fetch cannot report the progress of a request
 * body, so this one call uses XMLHttpRequest with the same address, bearer, credentials, answer
 * envelope and Spanish errors as `api`.
 */
export function uploadWithProgress<T>(path: string, form: FormData, options: UploadOptions = {}): Promise<ApiResponse<T>> {
  return new Promise<ApiResponse<T>>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', options.externo ? path : apiUrl(path));
    xhr.timeout = options.timeoutMs ?? TIEMPOS.avatarUploadTimeoutMs;
    if (!options.externo) {
      xhr.withCredentials = true;
      xhr.setRequestHeader('Accept', 'application/json');
      const token = getStoredToken();
      if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    }

    const onOuterAbort = () => xhr.abort();
    const settle = () => options.signal?.removeEventListener('abort', onOuterAbort);

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      settle();
      const parsed = parseText(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        options.onProgress?.(100);
        resolve(toApiResponse<T>(parsed));
      } else {
        reject(httpError(xhr.status, parsed));
      }
    };
    xhr.ontimeout = () => {
      settle();
      reject(timeoutError());
    };
    xhr.onerror = () => {
      settle();
      reject(networkError());
    };
    xhr.onabort = () => {
      settle();
      reject(new DOMException('The operation was aborted.', 'AbortError'));
    };

    if (options.signal?.aborted) {
      reject(new DOMException('The operation was aborted.', 'AbortError'));
      return;
    }
    options.signal?.addEventListener('abort', onOuterAbort, { once: true });
    xhr.send(form);
  });
}

/** SWR fetcher: the key is the API path; resolves to the answer's data. */
export function fetcher<T>(path: string): Promise<T> {
  return request<T>('GET', path).then((answer) => answer.data);
}
