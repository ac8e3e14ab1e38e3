// The calls of «Mis datos» (D148). Anonymous like the interview page's (no bearer, no cookie): the
// emailed link's token and the access key it gives are the only credentials, and go nowhere but
// the requests. The access key is kept in this tab's sessionStorage until it expires, so a reload
// reads the page again without a second email; the link's token waits there for the person's click (D160).
import type * as z from 'zod/mini';
import type { DatosTitular as DatosSchema } from '@shared/schemas/mis-datos';
import { llamar } from '../../../lib/api-rutas';

export type DatosTitular = z.output<typeof DatosSchema>;
export type EmpresaTitular = DatosTitular['empresas'][number];
export type EntrevistaTitular = EmpresaTitular['entrevistas'][number];

const anonima = { anonima: true } as const;

/** Asks for the link; answers the server's message (the same whether or not the address is known). */
export async function solicitarEnlace(email: string): Promise<string> {
  const r = await llamar('POST /api/publico/mis-datos/solicitud', { body: { email } }, anonima);
  return r.message ?? '';
}

/** From the interview's end screen: the link goes to the interview's candidate email. */
export async function solicitarDesdeEntrevista(token: string): Promise<string> {
  const r = await llamar('POST /api/publico/entrevistas/{token}/mis-datos', { params: { token } }, anonima);
  return r.message ?? '';
}

export async function abrirEnlace(token: string): Promise<{ acceso: string; expiraEn: string }> {
  const { data } = await llamar('POST /api/publico/mis-datos/acceso', { body: { token } }, anonima);
  return data;
}

export async function leerDatos(acceso: string): Promise<DatosTitular> {
  const { data } = await llamar('GET /api/publico/mis-datos/{acceso}', { params: { acceso } }, anonima);
  return data;
}

const CLAVE = 'talentia-mis-datos';

export function guardarAcceso(a: { acceso: string; expiraEn: string }): void {
  try {
    sessionStorage.setItem(CLAVE, JSON.stringify(a));
  } catch {
    // No storage (a private window's quota): the page works until it is reloaded.
  }
}

/** The tab's access key while it lasts, or null. */
export function accesoGuardado(now = Date.now()): string | null {
  try {
    const a = JSON.parse(sessionStorage.getItem(CLAVE) ?? 'null') as { acceso?: unknown; expiraEn?: unknown } | null;
    if (a && typeof a.acceso === 'string' && typeof a.expiraEn === 'string' && Date.parse(a.expiraEn) > now) return a.acceso;
  } catch {
    // Unreadable: as if there were none.
  }
  return null;
}

export function olvidarAcceso(): void {
  try {
    sessionStorage.removeItem(CLAVE);
  } catch {
    // Nothing to forget.
  }
}

const CLAVE_ENLACE = 'talentia-mis-datos-enlace';

/**
 * The mailed link's token, kept in this tab until a person presses «Ver mis datos» (D160): the page
 * never takes it on load, since mail scanners open links in a browser that runs the page. Kept so a
 * reload before the click still has it; forgotten once taken.
 */
export function guardarEnlacePendiente(token: string): void {
  try {
    sessionStorage.setItem(CLAVE_ENLACE, token);
  } catch {
    // No storage: the link works until the tab is reloaded.
  }
}

export function enlacePendiente(): string | null {
  try {
    const t = sessionStorage.getItem(CLAVE_ENLACE);
    return t && /^[A-Za-z0-9_-]{1,300}$/.test(t) ? t : null;
  } catch {
    return null;
  }
}

export function olvidarEnlacePendiente(): void {
  try {
    sessionStorage.removeItem(CLAVE_ENLACE);
  } catch {
    // Nothing to forget.
  }
}

/** The token of a link /mis-datos#token=…, or undefined. */
export function tokenDelFragmento(hash: string): string | undefined {
  const m = /^#token=([A-Za-z0-9_-]{1,300})$/.exec(hash);
  return m?.[1];
}

/** The JSON file of the page's data (the documented schema: formato talentia-mis-datos, version 1). */
export function archivoJson(datos: DatosTitular): Blob {
  return new Blob([JSON.stringify(datos, null, 2)], { type: 'application/json' });
}
