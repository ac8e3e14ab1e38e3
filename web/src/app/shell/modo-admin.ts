// The superadmin's admin mode (spec part 1 §2.4 'Modo Admin' badge): a boolean kept in localStorage
// until the SaaS panel takes it over.
import { useCallback, useState } from 'react';

export const MODO_ADMIN_KEY = 'talentia.modoAdmin';

function leer(): boolean {
  try {
    return window.localStorage.getItem(MODO_ADMIN_KEY) === 'true';
  } catch {
    return false;
  }
}

export function useModoAdmin(): [boolean, (on: boolean) => void] {
  const [modoAdmin, setModo] = useState(leer);
  const set = useCallback((on: boolean) => {
    setModo(on);
    try {
      window.localStorage.setItem(MODO_ADMIN_KEY, String(on));
    } catch {
      // Storage may be unavailable (private mode): the toggle still works for this visit.
    }
  }, []);
  return [modoAdmin, set];
}
