// «Última sincronización» (the header, spec part 1 §2.4): when this page last got data from the
// server. Every read that succeeds marks it — SWR's global onSuccess (app/provider.tsx) and the
// lists' own onSuccess, which chains it (use-paginada.ts) — and so does the header's health check
// when the server answers. One value for the page, read with useSyncExternalStore.
import { useSyncExternalStore } from 'react';

let ultima: Date | null = null;
const oyentes = new Set<() => void>();

/** The page got fresh data from the server now (or at `cuando`). */
export function marcarSincronizacion(cuando: Date = new Date()): void {
  ultima = cuando;
  for (const oyente of oyentes) oyente();
}

function suscribir(oyente: () => void): () => void {
  oyentes.add(oyente);
  return () => {
    oyentes.delete(oyente);
  };
}

const leer = () => ultima;

/** When the page last got data from the server; null before the first answer. */
export function useUltimaSincronizacion(): Date | null {
  return useSyncExternalStore(suscribir, leer, leer);
}
