// The candidate's Spanish on their pages (D215): the page's answer says which (the company's country's),
// and every text that addresses the candidate goes through `t`, written once in Spain's Spanish with its
// tú words marked (shared/espanol.ts). Without a provider (a test, an older answer) it reads Spain's.
import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { enVariante, type VarianteEspanol } from '@shared/espanol';

const Variante = createContext<VarianteEspanol>('es');

export function ConVariante({ variante, children }: { variante: VarianteEspanol | undefined; children: ReactNode }) {
  return <Variante.Provider value={variante ?? 'es'}>{children}</Variante.Provider>;
}

/** The page's variant. */
export const useVariante = (): VarianteEspanol => useContext(Variante);

/** A marked text in the page's variant. */
export function useT(): (texto: string) => string {
  const v = useContext(Variante);
  return useCallback((texto: string) => enVariante(texto, v), [v]);
}
