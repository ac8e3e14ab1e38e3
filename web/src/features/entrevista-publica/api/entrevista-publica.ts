// The calls of the candidate's interview page (D64). The token in the path is the only
// credential: every call is anonymous (no bearer, no cookie — a company user signed in on the same
// browser must not lend the page their session), and the token goes nowhere but the request's path.
import useSWR, { preload } from 'swr';
import type * as z from 'zod/mini';
import type { PaginaEntrevista as PaginaSchema, Respuesta } from '@shared/schemas/publico';
import { ApiError } from '../../../lib/api-client';
import { llamar } from '../../../lib/api-rutas';

export type PaginaEntrevista = z.output<typeof PaginaSchema>;
export type RespuestaGuardada = NonNullable<PaginaEntrevista['respuestas']>[number];
export type PreguntaPublica = NonNullable<PaginaEntrevista['preguntas']>[number];

const anonima = { anonima: true } as const;

export async function cargarEntrevista(token: string): Promise<PaginaEntrevista> {
  const { data } = await llamar('GET /api/publico/entrevistas/{token}', { params: { token } }, anonima);
  return data;
}

export async function darConsentimiento(token: string, version: string): Promise<PaginaEntrevista> {
  const { data } = await llamar(
    'POST /api/publico/entrevistas/{token}/consentimiento',
    { params: { token }, body: { acepto: true, version } },
    anonima,
  );
  return data;
}

export async function guardarRespuesta(
  token: string,
  n: number,
  texto: string,
  origen: Respuesta['origen'] = 'texto',
  /** D82: false while the candidate writes it, true once they move on; left out, the server keeps what it had. */
  terminada?: boolean,
  /** The question's integrity signals so far (D158), when the page notes them. */
  senales?: Respuesta['senales'],
): Promise<RespuestaGuardada> {
  const body: Respuesta = { texto, origen, ...(terminada === undefined ? {} : { terminada }), ...(senales ? { senales } : {}) };
  const { data } = await llamar('PUT /api/publico/entrevistas/{token}/respuestas/{n}', { params: { token, n }, body }, anonima);
  return data;
}

export async function finalizarEntrevista(token: string): Promise<void> {
  await llamar('POST /api/publico/entrevistas/{token}/finalizar', { params: { token } }, anonima);
}

/**
 * The page as the server has it. Not revalidated on focus or reconnect: once the interview runs,
 * the answers being typed live in the page, and a refetch would only race the autosave.
 */
const clave = (token: string) => ['entrevista-publica', token] as const;

/** Starts reading the page before React first renders (web/src/entrevista/main.tsx); the hook takes that request over. */
export function precargarEntrevista(token: string): void {
  void preload(clave(token), () => cargarEntrevista(token)).catch(() => undefined);
}

export function useEntrevistaPublica(token: string) {
  return useSWR<PaginaEntrevista, unknown>(clave(token), () => cargarEntrevista(token), {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    revalidateIfStale: false,
    // The page has no SWRConfig of its own (D85): the app's rule, a 4xx does not change by asking again.
    shouldRetryOnError: (error: unknown) => !(error instanceof ApiError && error.status >= 400 && error.status < 500),
  });
}

/** The link is not live (unknown, expired, cancelled): every route answers 404 for it. */
export const esNoDisponible = (error: unknown) => error instanceof ApiError && error.status === 404;
/** The per-token or per-address limit. */
export const esDemasiadas = (error: unknown) => error instanceof ApiError && error.status === 429;
