// A person's initials for their avatar (spec part 1 §2.4). A Spanish name is the given name, then
// the surnames: «Óscar Núñez Walk» is ÓN, the given name and the first surname. Chakra's Avatar
// takes the last word instead (ÓW, D115), so every avatar gets its initials from here.
import { PARTICULAS_NOMBRE } from '@shared/texto';

/** The word's first letter or digit, as a capital: '(Ana' → 'A'. */
function inicial(palabra: string): string {
  return palabra.match(/[\p{L}\p{N}]/u)?.[0].toLocaleUpperCase('es') ?? '';
}

/**
 * The first letters of the first two words of a full name, particles skipped: «Ana López» → AL,
 * «Óscar Núñez Walk» → ÓN, «Ana de la Fuente» → AF; a single word gives one letter; '' when the
 * name has none (the avatar then shows its icon).
 */
export function iniciales(nombreCompleto: string): string {
  const palabras = nombreCompleto
    .normalize('NFC')
    .split(/\s+/)
    .filter((p) => inicial(p) !== '');
  const [primera, ...resto] = palabras;
  if (!primera) return '';
  const segunda = resto.find((p) => !PARTICULAS_NOMBRE.has(p.toLocaleLowerCase('es')));
  return inicial(primera) + (segunda ? inicial(segunda) : '');
}
