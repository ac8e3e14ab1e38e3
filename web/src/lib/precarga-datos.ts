// A first screen's reads asked for before its code has loaded (D130): the app, on opening a session
// at /dashboard, sends the dashboard's GET at once, beside its screen's code, and the screen's read of
// the same address (useRuta) takes that answer instead of sending its own once it has rendered. Each
// is taken once, only within a few seconds, and never after the session changed.
import { type ApiResponse, request } from './api-client';

/** A read not taken within this long is not used (the screen asks again). */
export const VIGENCIA_PRECARGA_MS = 10_000;

const precargas = new Map<string, { respuesta: Promise<ApiResponse<unknown>>; en: number }>();

/**
 * Sends GET `url` now (the address useRuta reads: urlRuta of the row), unless it is already on its
 * way; answers the request sent (undefined when it was already on its way).
 */
export function precargarLectura(url: string, ahora = Date.now()): Promise<ApiResponse<unknown>> | undefined {
  const hay = precargas.get(url);
  if (hay && ahora - hay.en <= VIGENCIA_PRECARGA_MS) return undefined;
  const respuesta = request<unknown>('GET', url);
  // A failure is the screen's to show when it takes the read; until then it is no unhandled rejection.
  respuesta.catch(() => undefined);
  precargas.set(url, { respuesta, en: ahora });
  return respuesta;
}

/** The read of `url` sent ahead, taken once; undefined when there is none (or it is too old). */
export function tomarPrecarga(url: string, ahora = Date.now()): Promise<ApiResponse<unknown>> | undefined {
  const hay = precargas.get(url);
  precargas.delete(url);
  return hay && ahora - hay.en <= VIGENCIA_PRECARGA_MS ? hay.respuesta : undefined;
}

/** Every read sent ahead is dropped (the session ended or changed: they were asked for with its token). */
export function olvidarPrecargas(): void {
  precargas.clear();
}
