// The company pickers' search (D123): the platform's companies as GET /api/empresas
// answers them, newest first, a page at a time, filtered by the server's search (?q= matches the
// trade name, the legal name and the email, over the whole platform). The text is debounced; the
// previous results stay on screen while a new search loads. Nothing is asked for while `activa` is
// false (the picker is closed): the session's first page is not read again on every screen.
import { useDebouncedValue } from './use-debounced-value';
import { usePaginada } from './use-paginada';

/** How long the text must stay unchanged before it is searched. */
export const ESPERA_BUSQUEDA_MS = 300;

export function useBusquedaEmpresas(texto: string, activa: boolean) {
  const q = useDebouncedValue(texto.trim(), ESPERA_BUSQUEDA_MS);
  const lista = usePaginada('GET /api/empresas', { q: q || undefined }, { enabled: activa, mantenerAnteriores: true });
  return {
    ...lista,
    /** The text the results answer (the debounced one). */
    q,
    /** The shown results are not yet those of the text typed. */
    pendiente: texto.trim() !== q || (lista.isValidating && !lista.cargandoMas),
  };
}
