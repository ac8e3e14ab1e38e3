// Text comparison the way people mean it: 'Comercial', ' comercial ' and 'Cómercial' are the same
// name. Used for uniqueness (area names) on the server and for matching in the web.

/** Lower-case, without accents or repeated spaces: the form two names are compared in. */
export function normalizarTexto(texto: string): string {
  return texto
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}
