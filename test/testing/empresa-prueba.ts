// A test company's data from its name and tax id: what a suite does not look at (its legal name,
// contact, licences, its admin's name, mail and password; its tax id where a suite never reads it) is
// derived, so a suite writes only what its assertions read. The password breaks no rule of the
// product's (no personal words, not common).
import { completarCif } from '../../shared/identificacion-fiscal.js';

export const PASSWORD_PRUEBA = 'Prueba-Clave-2026';

/** The company's name as a mail domain: 'Voz Clara' → 'voz-clara.test'. */
export function dominioPrueba(nombreComercial: string): string {
  const slug = nombreComercial
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug}.test`;
}

/**
 * A valid CIF (a company's, letter B) from the company's name: its 7 digits are a hash of the name,
 * so two suites' companies, named apart, do not share one.
 */
export function cifPrueba(nombreComercial: string): string {
  let h = 2166136261;
  for (const ch of nombreComercial) h = Math.imul(h ^ ch.codePointAt(0)!, 16777619) >>> 0;
  return completarCif('B', String(h % 10_000_000).padStart(7, '0'));
}

/** The create's company fields: «<name> S.L.», rrhh@<domain> (each overridable; licences as the form's default unless given). */
export function empresaPrueba<E extends object = object>(
  nombreComercial: string,
  cif: string,
  extra?: E & { nombreLegal?: string; email?: string; licencias?: { activas: number; total?: number } },
) {
  return {
    nombreLegal: `${nombreComercial} S.L.`,
    nombreComercial,
    cif,
    email: `rrhh@${dominioPrueba(nombreComercial)}`,
    ...extra,
  };
}

/** The company's first admin: «Admin <name>», admin@<domain>, PASSWORD_PRUEBA (each overridable). */
export function adminPrueba(nombreComercial: string, extra?: Partial<{ nombre: string; email: string; password: string }>) {
  return { nombre: `Admin ${nombreComercial}`, email: `admin@${dominioPrueba(nombreComercial)}`, password: PASSWORD_PRUEBA, ...extra };
}
