// What one document of the site leaves for the next one it loads in this tab: the sign-in page is
// its own entry (login.html, D86), so moving between it and the app is a full page load, and what
// the app's router carried in a navigation's state now goes through sessionStorage (this tab only,
// gone when it closes; never the address, which servers and CloudFront log). Each note is read by
// the page it is for and then removed.
const PREFIJO = 'talentia.traspaso.';

/** The notes, by name, with what each carries. */
export interface Traspasos {
  /** Sign-in → /recuperar: the email typed, and why the user is sent there (a required reset). */
  recuperar: { email: string; aviso?: string };
  /** Sign-in → the app: the welcome the sign-in answered, shown as a toast once the app is in. */
  bienvenida: string;
  /** The app → sign-in: why the session ended (it expired). */
  avisoLogin: string;
}

const validos: { [K in keyof Traspasos]: (valor: unknown) => valor is Traspasos[K] } = {
  recuperar: (v): v is Traspasos['recuperar'] =>
    typeof v === 'object' &&
    v !== null &&
    typeof (v as { email?: unknown }).email === 'string' &&
    ['string', 'undefined'].includes(typeof (v as { aviso?: unknown }).aviso),
  bienvenida: (v): v is string => typeof v === 'string',
  avisoLogin: (v): v is string => typeof v === 'string',
};

export function dejarTraspaso<K extends keyof Traspasos>(nombre: K, valor: Traspasos[K]): void {
  try {
    window.sessionStorage.setItem(PREFIJO + nombre, JSON.stringify(valor));
  } catch {
    /* storage off: the next page opens without it */
  }
}

/** The note, if there is one of the right shape; it stays until `olvidarTraspaso`. */
export function leerTraspaso<K extends keyof Traspasos>(nombre: K): Traspasos[K] | undefined {
  try {
    const texto = window.sessionStorage.getItem(PREFIJO + nombre);
    if (texto === null) return undefined;
    const valor: unknown = JSON.parse(texto);
    return validos[nombre](valor) ? valor : undefined;
  } catch {
    return undefined;
  }
}

export function olvidarTraspaso(nombre: keyof Traspasos): void {
  try {
    window.sessionStorage.removeItem(PREFIJO + nombre);
  } catch {
    /* storage off: there is nothing to remove */
  }
}

/** The note, read once: it is removed as it is read. */
export function tomarTraspaso<K extends keyof Traspasos>(nombre: K): Traspasos[K] | undefined {
  const valor = leerTraspaso(nombre);
  olvidarTraspaso(nombre);
  return valor;
}
