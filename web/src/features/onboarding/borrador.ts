// The onboarding wizard's draft (D162): what was typed and the step, kept in the tab's
// sessionStorage so a reload (or a crash of the tab's page) does not lose it. Per tab and gone when
// the tab closes: the administrator's name, email and phone do not stay behind on a shared computer,
// and no server route or stored item is needed for a draft nobody else reads. One per demo request
// (the request's id in the key), so converting another request starts from that request's data.
// A stored draft that no longer has the wizard's shape (an older version) is ignored.
import { datosIniciales, TOTAL_PASOS, type DatosOnboarding } from './pasos';

const PREFIJO = 'talentia.onboarding.borrador';
const clave = (solicitudId: string | null) => (solicitudId ? `${PREFIJO}.${solicitudId}` : PREFIJO);

export interface Borrador {
  datos: DatosOnboarding;
  paso: number;
}

/** True when `v` has every key of the wizard's data with a value of the same kind. */
function mismaForma(v: unknown, modelo: unknown): boolean {
  if (Array.isArray(modelo)) return Array.isArray(v) && v.every((x) => typeof x === 'string');
  if (typeof modelo === 'object' && modelo !== null) {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
    return Object.entries(modelo).every(([k, m]) => mismaForma((v as Record<string, unknown>)[k], m));
  }
  return typeof v === typeof modelo;
}

export function leerBorrador(solicitudId: string | null): Borrador | null {
  try {
    const crudo = window.sessionStorage.getItem(clave(solicitudId));
    if (!crudo) return null;
    const b = JSON.parse(crudo) as { datos?: unknown; paso?: unknown };
    const paso = typeof b.paso === 'number' && Number.isInteger(b.paso) ? Math.min(Math.max(b.paso, 0), TOTAL_PASOS - 1) : 0;
    return mismaForma(b.datos, datosIniciales()) ? { datos: b.datos as DatosOnboarding, paso } : null;
  } catch {
    // Storage blocked or the text unreadable: no draft.
    return null;
  }
}

export function guardarBorrador(solicitudId: string | null, borrador: Borrador): void {
  try {
    window.sessionStorage.setItem(clave(solicitudId), JSON.stringify(borrador));
  } catch {
    // Storage full or blocked: the wizard works on, without a draft.
  }
}

export function borrarBorrador(solicitudId: string | null): void {
  try {
    window.sessionStorage.removeItem(clave(solicitudId));
  } catch {
    // Nothing to remove.
  }
}
