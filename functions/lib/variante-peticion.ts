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

interface Estado {
  variante?: VarianteEspanol;
  /** The company, read only if a message to resolve carries a mark (most answers carry none). */
  empresa?: () => Promise<object | null | undefined>;
}

const storage = new AsyncLocalStorage<Estado>();

async function resolver(estado: Estado): Promise<VarianteEspanol> {
  if (!estado.variante && estado.empresa) {
    const leer = estado.empresa;
    delete estado.empresa;
    const empresa = await leer().catch(() => undefined);
    if (empresa) estado.variante = varianteDe(paisDeEmpresa(empresa));
  }
  return estado.variante ?? 'es';
}

/** Runs a request with its own variant, none known yet. */
export function conVariante<T>(fn: () => Promise<T>): { variante: () => Promise<VarianteEspanol>; run: Promise<T> } {
  const estado: Estado = {};
  return { variante: () => resolver(estado), run: storage.run(estado, fn) };
}

/**
 * The request is about the company `leer` reads: read only when an answer's message needs its Spanish
 * (a route that resolves a token knows the company's id, not its item).
 */
export function hablarComoEmpresaDe(leer: () => Promise<object | null | undefined>): void {
  const estado = storage.getStore();
  if (estado && !estado.variante) estado.empresa = leer;
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
export const varianteActual = async (): Promise<VarianteEspanol> => {
  const estado = storage.getStore();
  return estado ? resolver(estado) : 'es';
};

/** A message of the answer in its request's variant: the company read only when the message has a mark to resolve. */
export async function enSuVariante(texto: string, variante: () => Promise<VarianteEspanol>): Promise<string> {
  return texto.includes('‹') ? enVariante(texto, await variante()) : texto;
}
