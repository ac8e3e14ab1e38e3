// `invalidar(familia)`: after a change, every read of a family of the route table that is on screen
// asks the server again — plain reads (useRuta) and paginated lists (usePaginada) alike.
//
// Why a registry of the mounted reads, and not SWR's `mutate(filter)` over the cache's keys: since
// SWR 2.2 the filter form skips the keys of useSWRInfinite (its source: "Skip the special
// useSWRInfinite and useSWRSubscription keys"; vercel/swr#3015, #4149), so a filter can only match a
// list's page entries, which have no revalidator — nothing is asked for. Naming the list with
// `mutate(unstable_serialize(getKey))` needs every list's exact query, and even then SWR's global
// mutate of an infinite key does not set the hook's "revalidate every page" flag, so a list that
// does not revalidate its first page on its own (revalidateFirstPage: false, as usePaginada's) keeps
// its pages (vercel/swr#1767). Only the hook's own bound `mutate` does both. So each hook registers
// its bound `mutate` under its family while it is mounted, and `invalidar` calls them; nothing reads
// SWR's internal key prefixes. A read that is not mounted has nothing to revalidate: SWR asks again
// when it mounts (as the filter form did, which touched only mounted keys).
import type { Routes } from '@shared/routes';

/** A family of the route table ('entrevistas', 'informes', …): the unit `invalidar` revalidates. */
export type Familia = Routes[keyof Routes]['family'];

interface Lector {
  /** The SWR cache the hook reads (a test's own cache, or the app's). */
  cache: object;
  /** The hook's key in that cache: two hooks on one key are revalidated once. */
  clave: string;
  revalidar: () => Promise<unknown>;
}

const lectores = new Map<Familia, Set<Lector>>();

/** Registers a mounted read of `familia`; the answer unregisters it (an effect's clean-up). */
export function registrarLector(familia: Familia, lector: Lector): () => void {
  let grupo = lectores.get(familia);
  if (!grupo) lectores.set(familia, (grupo = new Set()));
  grupo.add(lector);
  return () => {
    grupo.delete(lector);
  };
}

/**
 * Revalidates every mounted read of the given families (their lists with every loaded page); resolves
 * when the answers are in. A failure shows where the read shows its errors, as any revalidation.
 */
export function invalidar(...familias: Familia[]): Promise<void> {
  const vistos = new Map<object, Set<string>>();
  const pendientes: Promise<unknown>[] = [];
  for (const familia of familias) {
    for (const lector of lectores.get(familia) ?? []) {
      let claves = vistos.get(lector.cache);
      if (!claves) vistos.set(lector.cache, (claves = new Set()));
      if (claves.has(lector.clave)) continue;
      claves.add(lector.clave);
      pendientes.push(lector.revalidar());
    }
  }
  return Promise.all(pendientes).then(() => undefined);
}
