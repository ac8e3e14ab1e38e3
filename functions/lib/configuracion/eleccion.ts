// Which key a feature would use (D60), in a module of its own so light functions (the candidate's
// public page asks whether voice and follow-ups are on) can ask without carrying the panels' code.
import type { ProveedorIA } from '../../../shared/proveedores-ia.js';
import { type Ambito, type ClaveApiItem, claveDe } from '../db/claves-api.js';

/** A key a feature may use: enabled, and not known to fail. */
const usable = (c: ClaveApiItem | undefined) => !!c && c.habilitada && c.estado.isValid !== false;

/** A company's and the platform's key of one provider, and which of them a feature would use. */
export interface Eleccion {
  origen: 'empresa' | 'plataforma' | null;
  empresa?: ClaveApiItem;
  plataforma?: ClaveApiItem;
}

/**
 * Which key a feature of this company would use (D60): the company's when set, enabled and not
 * failing its last test, else the platform's under the same rule. Two reads, both answered, so the
 * caller has the chosen key and the platform's base URL without reading again.
 */
export async function elegirClave(empresaId: Ambito, p: ProveedorIA): Promise<Eleccion> {
  const [empresa, plataforma] = await Promise.all([empresaId ? claveDe(empresaId, p) : Promise.resolve(undefined), claveDe(null, p)]);
  const origen = usable(empresa) ? 'empresa' : usable(plataforma) ? 'plataforma' : null;
  return { origen, empresa, plataforma };
}

/** Whether a feature of this company has a key of any of these providers to use (never the keys). */
export async function hayClave(empresaId: Ambito, proveedores: readonly ProveedorIA[]): Promise<boolean> {
  const elecciones = await Promise.all(proveedores.map((p) => elegirClave(empresaId, p)));
  return elecciones.some((e) => e.origen !== null);
}
