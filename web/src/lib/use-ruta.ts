// The web's reads through SWR, typed from the route table: `useRuta('GET /api/entrevistas/{id}',
// { params: { id }, query: { empresaId } })` reads the row's address (`urlRuta`, which is also its
// SWR key, so `mutate(urlRuta(…), data)` writes where it reads) and its data is the row's answer
// type. While mounted, the read is registered under its family for `invalidar` (invalidar.ts).
import { useEffect } from 'react';
import useSWR, { type SWRConfiguration, type SWRResponse, useSWRConfig } from 'swr';
import { type ApiResponse, request } from './api-client';
import { type Argumentos, type Lectura, type Respuesta, familiaDe, urlRuta } from './api-rutas';
import { registrarLector } from './invalidar';
import { tomarPrecarga } from './precarga-datos';

/** The path parameters and query of a read. */
export type ArgumentosLectura<R extends Lectura> = Omit<Argumentos<R>, 'body'>;

export type OpcionesRuta<R extends Lectura, T> = Omit<SWRConfiguration<NoInfer<T>>, 'fetcher'> & {
  /** false: nothing is asked for (as null arguments). */
  enabled?: boolean;
  /** What the hook's data is made of the answer: its `data` unless said (e.g. the envelope's extras beside it). */
  leer?: (respuesta: ApiResponse<Respuesta<R>>) => T;
};

const datos = (respuesta: ApiResponse<unknown>): unknown => respuesta.data;

/**
 * Reads `ruta` with `args` (null: nothing is asked for; a row without parameters or query takes
 * undefined). The key is the row's URL; the data is its answer, or what `leer` makes of it.
 */
export function useRuta<R extends Lectura, T = Respuesta<R>>(
  ruta: R,
  args: ArgumentosLectura<R> | null | (object extends ArgumentosLectura<R> ? undefined : never),
  opciones?: OpcionesRuta<R, T>,
): SWRResponse<T>;
// The body is written without the row's types: checked against the generic signature, a body over
// every route of the table took the type-checker 12 s of its 37 (the signature above is the contract).
export function useRuta(
  ruta: Lectura,
  args: { params?: unknown; query?: unknown } | null | undefined,
  opciones: Omit<SWRConfiguration, 'fetcher'> & { enabled?: boolean; leer?: (respuesta: ApiResponse<unknown>) => unknown } = {},
): SWRResponse<unknown> {
  const { enabled = true, leer = datos, ...config } = opciones;
  const clave = args === null || !enabled ? null : (urlRuta as (r: Lectura, a?: unknown) => string)(ruta, args);
  const { cache } = useSWRConfig();
  // A read the app sent ahead for its first screen (precarga-datos.ts, D130) is taken, not sent again.
  const swr = useSWR<unknown>(clave, (url: string) => (tomarPrecarga(url) ?? request<unknown>('GET', url)).then(leer), config);
  const { mutate } = swr;
  const familia = familiaDe(ruta);
  useEffect(() => {
    if (!clave) return undefined;
    return registrarLector(familia, { cache, clave, revalidar: () => mutate() });
  }, [familia, cache, clave, mutate]);
  return swr;
}
