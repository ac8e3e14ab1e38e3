// The one paginated list of the web (DESIGN §4: lists are pages with an opaque cursor): the pages
// of a list row of the route table with the given query, each asked for with the previous page's
// cursor, flattened into `items`. While mounted, the list is registered under its family for
// `invalidar` (invalidar.ts). Used by every list screen and the company picker.
//
// A list shows the server's state when it is shown again and when the window comes back: on mount
// and on focus or reconnect it asks for every loaded page again. SWR's own revalidation of an
// infinite key re-reads only the pages it lacks (and the first with revalidateFirstPage, which
// would also re-read page one on every 'Cargar más'), so a list reached again through the sidebar
// kept its old pages: revalidateOnMount makes SWR fetch every page on mount, and focus and
// reconnect call the hook's bound mutate (every page) on the browser events SWR listens to,
// honouring the config's revalidateOnFocus / revalidateOnReconnect and focusThrottleInterval.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import useSWRInfinite, { unstable_serialize } from 'swr/infinite';
import { PAGINACION } from '@shared/constants';
import { fetcher } from './api-client';
import { type Lectura, type Respuesta, familiaDe, urlRuta } from './api-rutas';
import { registrarLector } from './invalidar';
import type { ArgumentosLectura } from './use-ruta';

export interface Pagina<T> {
  items: T[];
  cursor: string | null;
}

/**
 * A row read as a list. Any read is accepted here, and one that does not answer `{ items, cursor }`
 * gives items of type `never`: filtering the table for the rows that do made the type-checker infer
 * every read's answer, 16 s of its time, for a check the first use of `items` already makes.
 */
export type RutaPaginada = Lectura;

/** One item of the list `R` answers. */
export type ItemDe<R extends RutaPaginada> = Respuesta<R> extends { items: (infer T)[] } ? T : never;

/** The query of a list, less the cursor and page size, which the hook sets. */
export type ConsultaDe<R extends RutaPaginada> =
  ArgumentosLectura<R> extends { query?: infer Q } ? Omit<NonNullable<Q>, 'cursor' | 'limit'> : never;

interface Opciones {
  /** false: nothing is asked for (e.g. no company chosen yet). */
  enabled?: boolean;
  /** Page size (the API's default otherwise). */
  limite?: number;
  /** While a new query loads, the previous results stay on screen. */
  mantenerAnteriores?: boolean;
  /** The path's parameters of a list whose path names them ('/api/configuracion/empresa/{empresaId}', D129). */
  params?: Record<string, string>;
}

/** The key of page `index`: the row's URL with the query plus the previous page's cursor; null once a page had none. */
export function clavePagina(
  ruta: Lectura,
  query: object,
  limite: number,
  previa: Pagina<unknown> | null,
  params?: Record<string, string>,
): string | null {
  if (previa && !previa.cursor) return null;
  return (urlRuta as (r: Lectura, a: unknown) => string)(ruta, {
    params,
    query: { ...query, cursor: previa?.cursor || undefined, limit: limite },
  });
}

/** What a list hook gives: SWR's state, the items of every loaded page, and the list's actions. */
export type ListaPaginada<T> = ReturnType<typeof usePaginas<T>>;

/** The pages of the list `ruta` answers for `query` (its cursor and page size set here). */
export function usePaginada<R extends RutaPaginada>(ruta: R, query: ConsultaDe<R>, opciones?: Opciones): ListaPaginada<ItemDe<R>> {
  // The work is done for any item type (usePaginas): written here against R, its body made the
  // type-checker infer every read's answer, 16 s of its time; the signature is the contract.
  return usePaginas(ruta, query as never, opciones) as never;
}

function usePaginas<T>(ruta: Lectura, query: object, opciones: Opciones = {}) {
  const { enabled = true, limite = PAGINACION.limitePorDefecto, mantenerAnteriores = false, params } = opciones;
  const [actualizadoEn, setActualizadoEn] = useState<Date | null>(null);
  // A manual reload waits for its own answer, to say when it failed (SWR keeps the old pages).
  const espera = useRef<{ ok: () => void; fallo: (error: unknown) => void } | null>(null);
  const clave = (_index: number, previa: Pagina<T> | null) => (enabled ? clavePagina(ruta, query, limite, previa, params) : null);
  const config = useSWRConfig();
  const swr = useSWRInfinite<Pagina<T>>(clave, fetcher, {
    revalidateFirstPage: false,
    revalidateOnMount: true,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    keepPreviousData: mantenerAnteriores,
    onSuccess: (data, key, opciones) => {
      // The app's own onSuccess (the header's «Última sincronización»), which this one replaces.
      config.onSuccess(data, key, opciones);
      setActualizadoEn(new Date());
      espera.current?.ok();
      espera.current = null;
    },
    onError: (error: unknown) => {
      espera.current?.fallo(error);
      espera.current = null;
    },
  });
  // The list's identity for `invalidar`: SWR's own name of an infinite list (two hooks on one list
  // revalidate once); its bound mutate revalidates every loaded page.
  const { cache, isVisible, isOnline, revalidateOnFocus, revalidateOnReconnect, focusThrottleInterval } = config;
  const claveLista = enabled ? unstable_serialize(clave) : null;
  const { mutate } = swr;
  const familia = familiaDe(ruta);
  useEffect(() => {
    if (!claveLista) return undefined;
    return registrarLector(familia, { cache, clave: claveLista, revalidar: () => mutate() });
  }, [familia, cache, claveLista, mutate]);

  // Back to a query already read (a filter set, changed, then set again): SWR shows its cached pages
  // and, as the first page is not revalidated on a key change (revalidateFirstPage: false), asks for
  // none of them — the list stayed as it was before a change made meanwhile (people added to a vacancy,
  // D200). A key with pages in the cache is read again, every loaded page; a new key is fetched anyway.
  // Whether the key had pages when the list turned to it, read at that render (before SWR's own fetch
  // of a new key fills the cache).
  const enCache = useMemo(() => !!claveLista && !!(cache.get(claveLista) as { data?: unknown } | undefined)?.data, [claveLista, cache]);
  const claveAnterior = useRef(claveLista);
  useEffect(() => {
    if (claveAnterior.current === claveLista) return;
    claveAnterior.current = claveLista;
    if (enCache) void mutate();
  }, [claveLista, enCache, mutate]);

  // Back to the window (focus, the tab shown again) or to the network: every loaded page again,
  // on the events and under the rules SWR's own focus and reconnect revalidation uses.
  useEffect(() => {
    if (!claveLista) return undefined;
    let siguiente = 0;
    const alVolver = () => {
      if (!revalidateOnFocus || !isVisible() || !isOnline()) return;
      const ahora = Date.now();
      if (ahora < siguiente) return;
      siguiente = ahora + focusThrottleInterval;
      void mutate();
    };
    const alReconectar = () => {
      if (revalidateOnReconnect && isVisible()) void mutate();
    };
    window.addEventListener('focus', alVolver);
    document.addEventListener('visibilitychange', alVolver);
    window.addEventListener('online', alReconectar);
    return () => {
      window.removeEventListener('focus', alVolver);
      document.removeEventListener('visibilitychange', alVolver);
      window.removeEventListener('online', alReconectar);
    };
  }, [claveLista, mutate, isVisible, isOnline, revalidateOnFocus, revalidateOnReconnect, focusThrottleInterval]);

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

  /**
   * Puts the server's answer for one item into the loaded pages at once (then every page is read
   * again): a save's answer is on screen before the reload, so the item opened again right after
   * its save is the saved one, not the list's older copy.
   */
  const actualizarItem = (id: string, cambio: Partial<T>) =>
    swr.mutate(
      (paginas) =>
        paginas?.map((p) => ({
          ...p,
          items: p.items?.map((item) => ((item as { id?: unknown }).id === id ? { ...item, ...cambio } : item)),
        })),
      { revalidate: false },
    );

  return {
    ...swr,
    items,
    hayMas,
    cargando,
    cargandoMas,
    actualizadoEn,
    recargar,
    actualizarItem,
    cargarMas: () => swr.setSize(swr.size + 1),
  };
}
