// A dialog or tab that follows the address (?programar=1, ?entrevista={id}, ?tab=…): a link opens it,
// Back closes it, and a reload keeps it. The address is replaced, not pushed, so opening and
// closing a dialog does not fill the history.
import { useSearchParams } from 'react-router';

/**
 * The query parameter `nombre`: its value (null when absent or empty), `poner` to set it and
 * `quitar` to remove it together with `acompanantes` (parameters that only make sense with it,
 * e.g. the candidate a schedule dialog was opened for). `params` is the whole query, to read those.
 */
export function useParametroUrl(nombre: string, acompanantes: readonly string[] = []) {
  const [params, setParams] = useSearchParams();
  const valor = params.get(nombre) || null;
  const poner = (v: string) =>
    setParams(
      (p) => {
        p.set(nombre, v);
        return p;
      },
      { replace: true },
    );
  const quitar = () => {
    if (![nombre, ...acompanantes].some((n) => params.has(n))) return;
    setParams(
      (p) => {
        for (const n of [nombre, ...acompanantes]) p.delete(n);
        return p;
      },
      { replace: true },
    );
  };
  return { valor, params, poner, quitar };
}
