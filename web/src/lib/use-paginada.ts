// The one paginated list of the web (DESIGN §4: lists are pages with an opaque cursor): the pages
// of `ruta` with the given query, each asked for with the previous page's cursor, flattened into
// `items`. Used by the companies and users lists and the company picker.
import { useRef, useState } from 'react';
import useSWRInfinite from 'swr/infinite';
import { PAGINACION } from '@shared/constants';
import { fetcher } from './api-client';

export interface Pagina<T> {
  items: T[];
  cursor: string | null;
}

interface Opciones {
  /** false: nothing is asked for (e.g. no company chosen yet). */
  enabled?: boolean;
  /** Page size (the API's default otherwise). */
  limite?: number;
  /** While a new query loads, the previous results stay on screen. */
  mantenerAnteriores?: boolean;
}

/** The key of page `index`: the query plus the previous page's cursor; null once a page had none. */
export function clavePagina(
  ruta: string,
  query: Record<string, string | undefined>,
  limite: number,
  previa: Pagina<unknown> | null,
): string | null {
  if (previa && !previa.cursor) return null;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v) params.set(k, v);
  if (previa?.cursor) params.set('cursor', previa.cursor);
  params.set('limit', String(limite));
  return `${ruta}?${params}`;
}

export function usePaginada<T>(ruta: string, query: Record<string, string | undefined> = {}, opciones: Opciones = {}) {
  const { enabled = true, limite = PAGINACION.limitePorDefecto, mantenerAnteriores = false } = opciones;
  const [actualizadoEn, setActualizadoEn] = useState<Date | null>(null);
  // A manual reload waits for its own answer, to say when it failed (SWR keeps the old pages).
  const espera = useRef<{ ok: () => void; fallo: (error: unknown) => void } | null>(null);
  const swr = useSWRInfinite<Pagina<T>>(
    (_index, previa: Pagina<T> | null) => (enabled ? clavePagina(ruta, query, limite, previa) : null),
    fetcher,
    {
      revalidateFirstPage: false,
      keepPreviousData: mantenerAnteriores,
      onSuccess: () => {
        setActualizadoEn(new Date());
        espera.current?.ok();
        espera.current = null;
      },
      onError: (error: unknown) => {
        espera.current?.fallo(error);
        espera.current = null;
      },
    },
  );
  const pages = swr.data ?? [];
  const items = pages.flatMap((page) => page.items ?? []);
  const hayMas = pages.length > 0 && !!pages[pages.length - 1]?.cursor;
  const cargandoMas = swr.isValidating && swr.size > pages.length;
  const cargando = swr.isLoading && pages.length === 0;

  /** Asks for every loaded page again; rejects with the failure when the answer is an error. */
  const recargar = (): Promise<void> => {
    if (!enabled) return Promise.resolve();
    return new Promise<void>((ok, fallo) => {
      espera.current?.ok();
      espera.current = { ok, fallo };
      void swr.mutate();
    });
  };

  return { ...swr, items, hayMas, cargando, cargandoMas, actualizadoEn, recargar, cargarMas: () => swr.setSize(swr.size + 1) };
}
