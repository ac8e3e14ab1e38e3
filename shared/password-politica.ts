// The one password policy (D117): the spec's minimum of 8 characters (part 1 §9) and what
// NIST SP 800-63B §3.1.1.2 asks of a verifier — no password from a list of common and breached
// ones, none built from the user's own name or email. No composition rules (uppercase, digits,
// symbols): NIST advises against them, and the Cognito pools (infra/aws/stacks/auth-stack.ts,
// infra/local/aws-resources.ts) demand none, so Cognito never refuses a password this accepts.
// The schemas (schemas/auth.ts, empresa.ts, usuario.ts) and the handlers use these functions.
import { PASSWORD } from './constants.js';
import { normalizarTexto, PARTICULAS_NOMBRE } from './texto.js';
import { empresas as msgEmpresas, password as msgPassword } from './messages.js';

/**
 * The list of common and breached passwords (`passwords-comunes.ts`), registered by the functions
 * of the routes that take a new password (functions/lib/auth/passwords-comunes.ts) and built into a
 * set on first use. The web does not carry it: its 10 000
 * entries made the sign-in page's schema chunk 103 KB instead of 11 KB (D117); a form there leaves
 * this rule to the API, whose 400 names the field with the same message.
 */
let lista: string | undefined;
let comunes: Set<string> | undefined;

export function registrarPasswordsComunes(texto: string): void {
  lista = texto;
  comunes = undefined;
}

/**
 * On the list of common and breached passwords, whatever the case (and the spaces around it).
 * Without a registered list (the web) nothing is.
 */
export function esPasswordComun(password: string): boolean {
  if (lista === undefined) return false;
  comunes ??= new Set(lista.split('\n'));
  return comunes.has(normalizarTexto(password));
}

/** What is known of the person whose password it is. */
export interface DatosPersonales {
  email?: string | null;
  nombre?: string | null;
  apellidos?: string | null;
}

const MIN_PALABRA = 3;

/** The email's local part (whole and in its pieces) and the words of the name, of 3 letters or more. */
export function palabrasPersonales(d: DatosPersonales): string[] {
  const palabras = new Set<string>();
  const local = normalizarTexto(d.email?.split('@')[0] ?? '');
  if (local.length >= MIN_PALABRA) palabras.add(local);
  for (const texto of [local, normalizarTexto(d.nombre ?? ''), normalizarTexto(d.apellidos ?? '')])
    for (const palabra of texto.split(/[^\p{L}\p{N}]+/u))
      if (palabra.length >= MIN_PALABRA && !PARTICULAS_NOMBRE.has(palabra) && /\p{L}/u.test(palabra)) palabras.add(palabra);
  return [...palabras];
}

export function contieneDatosPersonales(password: string, d: DatosPersonales): boolean {
  const p = normalizarTexto(password);
  return palabrasPersonales(d).some((palabra) => p.includes(palabra));
}

/**
 * The policy's verdict on a new password: undefined when it is acceptable, else the Spanish
 * message of the first rule it breaks (length, then the list, then the person's data).
 */
export function problemaPassword(password: string, datos?: DatosPersonales): string | undefined {
  if (password.length < PASSWORD.minLength) return msgEmpresas.contrasenaCorta;
  if (esPasswordComun(password)) return msgPassword.comun;
  if (datos && contieneDatosPersonales(password, datos)) return msgPassword.datosPersonales;
  return undefined;
}

/**
 * The rules above, said before anyone types (issue 65 item 8: they appeared only after a refused save):
 * the help text of every field that sets a new password. `propia`: the person sets their own.
 */
export function reglasPassword(propia = true): string {
  return `Al menos ${PASSWORD.minLength} caracteres, que no sea una contraseña común o filtrada ni contenga ${propia ? 'tu nombre ni tu email' : 'el nombre ni el email de la persona'}.`;
}
