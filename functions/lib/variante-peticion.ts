// The Spanish a public request's messages are in (issue 67 item 5, D215): the messages a candidate may
// read from the server (shared/messages.ts `publico`, `misDatos`, the confirmations of the public
// routes) are written in Spain's Spanish with their tú words marked, and the answer puts them in the
// variant of the company the request turned out to be about. A service says which once it knows the
// company (`hablarEn`); the HTTP layer resolves the answer's message and its fields' messages with it
// (functions/lib/http.ts). A request that never learns its company (an unknown link, «Mis datos» before
// a company is chosen, any staff route) answers in Spain's Spanish, the marks' base.
import { AsyncLocalStorage } from 'node:async_hooks';
import { enVariante, type VarianteEspanol } from '../../shared/espanol.js';
import { paisDeEmpresa, varianteDe } from '../../shared/paises.js';

const storage = new AsyncLocalStorage<{ variante?: VarianteEspanol }>();

/** Runs a request with its own variant, none known yet. */
export function conVariante<T>(fn: () => Promise<T>): { variante: () => VarianteEspanol; run: Promise<T> } {
  const estado: { variante?: VarianteEspanol } = {};
  return { variante: () => estado.variante ?? 'es', run: storage.run(estado, fn) };
}

/** The request's messages go in this variant (outside a request, nothing happens). */
export function hablarEn(variante: VarianteEspanol): void {
  const estado = storage.getStore();
  if (estado) estado.variante = variante;
}

/** … in the Spanish of that company's candidates (its country's). */
export function hablarComoEmpresa(empresa: object | null | undefined): void {
  if (empresa) hablarEn(varianteDe(paisDeEmpresa(empresa)));
}

/** The variant of the request being served (Spain's where no company was known). */
export const varianteActual = (): VarianteEspanol => storage.getStore()?.variante ?? 'es';

/** A message of the answer in that variant: marks resolved, so none reaches a screen. */
export const enVarianteDeRespuesta = (texto: string, variante: VarianteEspanol): string => enVariante(texto, variante);
