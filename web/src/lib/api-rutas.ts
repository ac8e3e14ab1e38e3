// The web's calls typed from the route table (shared/routes): a call names its row as
// 'METHOD /path' exactly as the table writes it ('GET /api/empresas/{id}'), and the path
// parameters, query, body and answer types come from that row's zod schemas. A route that is not
// in the table, a missing parameter or a wrong body does not compile. The table is imported as a
// type only: no schema reaches the browser through here (each screen imports the schemas it
// validates forms with).
import type * as z from 'zod/mini';
import type { Routes } from '@shared/routes';
import { ApiError, type ApiResponse, type Method, type RequestOptions, apiUrl, request } from './api-client';
import { type Familia, invalidar } from './invalidar';

type Fila = Routes[keyof Routes];

/** Every route of the table, as 'METHOD /path'. */
export type Ruta = { [K in keyof Routes]: `${Routes[K]['method']} ${Routes[K]['path']}` }[keyof Routes];

type PorRuta = { [K in keyof Routes as `${Routes[K]['method']} ${Routes[K]['path']}`]: Routes[K] };
type FilaDe<R extends Ruta> = PorRuta[R] & Fila;

type Entrada<F, K extends 'params' | 'query' | 'body'> = F extends { [P in K]: infer S }
  ? S extends z.ZodMiniType
    ? z.input<S>
    : never
  : never;

/** What a call to `R` takes: its path parameters, query and body, each only when the row has one. */
export type Argumentos<R extends Ruta> = ([Entrada<FilaDe<R>, 'params'>] extends [never]
  ? { params?: undefined }
  : { params: Entrada<FilaDe<R>, 'params'> }) &
  ([Entrada<FilaDe<R>, 'query'>] extends [never] ? { query?: undefined } : { query?: Partial<Entrada<FilaDe<R>, 'query'>> }) &
  ([Entrada<FilaDe<R>, 'body'>] extends [never] ? { body?: undefined } : { body: Entrada<FilaDe<R>, 'body'> });

/** What `R` answers in `data` (unknown for rows without a response schema). */
export type Respuesta<R extends Ruta> =
  FilaDe<R> extends { response: infer S } ? (S extends z.ZodMiniType ? z.input<S> : unknown) : unknown;

// A family of the table: defined beside `invalidar`, which revalidates by family (defined here, it
// made the two modules import each other).
export type { Familia };

/**
 * The rows a screen reads through SWR (`useRuta`, `usePaginada`): the GETs whose path is their
 * family's, `/api/<familia>[/…]`, so that the family of a read is known from its route at run time
 * (`familiaDe`) without the table's schemas in the browser. The few GETs under another family's path
 * (the plan's file under /api/empresas, the social sign-in's /api/oauth/…) are not read that way.
 */
export type Lectura = {
  [K in keyof Routes]: Routes[K] extends { method: 'GET'; path: infer P extends string; family: infer F extends string }
    ? P extends `/api/${F}` | `/api/${F}/${string}`
      ? `GET ${P}`
      : never
    : never;
}[keyof Routes];

/** The family of a read: the path's first segment after /api/, which `Lectura` holds to the table's family. */
export function familiaDe(r: Lectura): Familia {
  return r.split('/')[2] as Familia;
}

/** Rows that take no arguments may be called without them. */
type Resto<A> = object extends A ? [args?: A] : [args: A];

function ruta(r: Ruta): { method: Method; path: string } {
  const i = r.indexOf(' ');
  return { method: r.slice(0, i) as Method, path: r.slice(i + 1) };
}

/** The row's path with its parameters filled (each segment encoded) and the query appended. */
export function urlRuta<R extends Ruta>(r: R, ...[args]: Resto<Omit<Argumentos<R>, 'body'>>): string {
  const params = (args?.params ?? {}) as Record<string, string>;
  const path = ruta(r).path.replace(/\{([^}+]+)(\+?)\}/g, (_, name: string, greedy: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') throw new Error(`Falta el parámetro ${name} de ${r}`);
    return greedy ? String(value).split('/').map(encodeURIComponent).join('/') : encodeURIComponent(String(value));
  });
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries((args?.query ?? {}) as Record<string, unknown>)) {
    if (v !== undefined && v !== null && v !== '') query.set(k, String(v));
  }
  const qs = query.toString();
  return qs ? `${path}?${qs}` : path;
}

/** The full address of a row (a browser redirect, a file the browser opens). */
export function direccionRuta<R extends Ruta>(r: R, ...args: Resto<Omit<Argumentos<R>, 'body'>>): string {
  return apiUrl(urlRuta(r, ...args));
}

/**
 * Whether a refusal says the screen may be showing something the server no longer holds:
 * any 4xx but 401 (the session, which the client renews or ends) and 429 (asking again is what
 * the limit refuses).
 */
export function refusalDeEstado(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401 && error.status !== 429;
}

/**
 * Calls a row of the table through the one API client (bearer, time-outs, Spanish errors). An
 * action the server refuses with a 4xx (refusalDeEstado: a status change, a start, a copy of a link
 * that no longer works) was chosen from what the screen showed, which may be stale (changed in
 * another tab or by someone else): every mounted read of the row's family — its list, its counts
 * and the item — asks again, so the screen shows the server's state beside the refusal. (Screens'
 * reads go through useRuta / usePaginada, not here.)
 */
export function llamar<R extends Ruta>(r: R, ...args: [...Resto<Argumentos<R>>, RequestOptions?]): Promise<ApiResponse<Respuesta<R>>>;
export function llamar(
  r: Ruta,
  args?: { params?: unknown; query?: unknown; body?: unknown },
  options?: RequestOptions,
): Promise<ApiResponse<unknown>> {
  const { method, path } = ruta(r);
  const url = (urlRuta as (r: Ruta, a?: unknown) => string)(r, args && { params: args.params, query: args.query });
  return request(method, url, args?.body, options).catch((error: unknown) => {
    // The family is the path's first segment after /api/ (as familiaDe); one with no reads mounted asks for nothing.
    if (refusalDeEstado(error)) void invalidar(path.split('/')[2] as Familia);
    throw error;
  });
}
