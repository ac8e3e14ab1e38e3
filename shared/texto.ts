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

/**
 * Particles inside a Spanish (or Portuguese, Dutch, German) full name, «Ana de la Fuente», «Juan del
 * Río»: not a name of their own (lower-case). The avatar's initials skip them, and so does the
 * password policy's list of the person's words.
 */
export const PARTICULAS_NOMBRE: ReadonlySet<string> = new Set([
  'de',
  'del',
  'la',
  'las',
  'los',
  'y',
  'e',
  'i',
  'da',
  'das',
  'do',
  'dos',
  'di',
  'san',
  'van',
  'von',
  'der',
]);
