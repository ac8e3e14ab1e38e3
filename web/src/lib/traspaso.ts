// What one document of the site leaves for the next one it loads in this tab: the sign-in page is
// its own entry (login.html, D86), so moving between it and the app is a full page load, and what
// the app's router carried in a navigation's state now goes through sessionStorage (this tab only,
// gone when it closes; never the address, which servers and CloudFront log). Each note is read by
// the page it is for and then removed.
import type { EmpresaResumen, SessionUser } from './sesion-tipos';

const PREFIJO = 'talentia.traspaso.';

/** The notes, by name, with what each carries. */
export interface Traspasos {
  /** Sign-in → /recuperar: the email typed, and why the user is sent there (a required reset). */
  recuperar: { email: string; aviso?: string };
  /** Sign-in → the app: the welcome the sign-in answered, shown as a toast once the app is in. */
  bienvenida: string;
  /** The app → sign-in: why the session ended (it expired). */
  avisoLogin: string;
  /**
   * Sign-in → the app: the user and companies the sign-in answered, for the token it answered (`fin`:
   * the token's last characters; `en`: when, epoch ms). The app opens the session with them instead
   * of asking GET /api/auth/me again, and initialises the application once (D130).
   */
  sesion: { fin: string; en: number; user: SessionUser; empresas: EmpresaResumen[] };
}

const validos: { [K in keyof Traspasos]: (valor: unknown) => valor is Traspasos[K] } = {
  recuperar: (v): v is Traspasos['recuperar'] =>
    typeof v === 'object' &&
    v !== null &&
    typeof (v as { email?: unknown }).email === 'string' &&
    ['string', 'undefined'].includes(typeof (v as { aviso?: unknown }).aviso),
  bienvenida: (v): v is string => typeof v === 'string',
  avisoLogin: (v): v is string => typeof v === 'string',
  sesion: (v): v is Traspasos['sesion'] => {
    const s = v as Partial<Traspasos['sesion']> | null;
    return (
      typeof s === 'object' &&
      s !== null &&
      typeof s.fin === 'string' &&
      typeof s.en === 'number' &&
      typeof s.user === 'object' &&
      s.user !== null &&
      typeof s.user.id === 'string' &&
      typeof s.user.rol === 'string' &&
      Array.isArray(s.empresas) &&
      s.empresas.every((e) => typeof e === 'object' && e !== null && typeof e.id === 'string')
    );
  },
};

/** Leaves the note; false when it could not be kept (storage off or full): the next page opens without it. */
export function dejarTraspaso<K extends keyof Traspasos>(nombre: K, valor: Traspasos[K]): boolean {
  try {
    window.sessionStorage.setItem(PREFIJO + nombre, JSON.stringify(valor));
    return true;
  } catch {
    return false;
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
