// The superadmin's admin mode (spec part 1 §2.4 'Modo Admin' badge; part 2 §2 the Panel Sistema's
// Modo Admin / Salir Admin toggle): one boolean kept in localStorage, shared by every hook that reads
// it (the avatar menu's switch, the header's badge and the panel's button move together, D94).
import { useCallback, useEffect, useState } from 'react';

export const MODO_ADMIN_KEY = 'talentia.modoAdmin';
const CAMBIO = 'talentia:modo-admin';

function leer(): boolean {
  try {
    return window.localStorage.getItem(MODO_ADMIN_KEY) === 'true';
  } catch {
    return false;
  }
}

export function useModoAdmin(): [boolean, (on: boolean) => void] {
  const [modoAdmin, setModo] = useState(leer);
  useEffect(() => {
    const oir = (e: Event) => setModo((e as CustomEvent<boolean>).detail);
    window.addEventListener(CAMBIO, oir);
    return () => window.removeEventListener(CAMBIO, oir);
  }, []);
  const set = useCallback((on: boolean) => {
    try {
      window.localStorage.setItem(MODO_ADMIN_KEY, String(on));
    } catch {
      // Storage may be unavailable (private mode): the toggle still works for this visit.
    }
    window.dispatchEvent(new CustomEvent(CAMBIO, { detail: on }));
  }, []);
  return [modoAdmin, set];
}
