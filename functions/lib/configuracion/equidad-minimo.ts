// The company's minimum n for the fairness monitor (D175): a category with fewer people shows
// «datos insuficientes» instead of a ratio. Stored in the company item's
// `configuracion.equidadMinimo` {minimoN, por, fecha} (ajuste-empresa.ts); 10 when never set.
import { minimoNDeEmpresa, type EquidadMinimo } from '../../../shared/schemas/equidad.js';
import type { Caller } from '../auth/caller.js';
import { cambiarAjuste, lecturaDeAjuste } from './ajuste-empresa.js';

const lectura = /* @__PURE__ */ lecturaDeAjuste('equidadMinimo', 'minimoN', minimoNDeEmpresa);

export const leerMinimoN: (empresaId: string) => Promise<EquidadMinimo> = lectura.leer;

export function cambiarMinimoN(caller: Caller, empresaId: string, minimoN: number, now = new Date()): Promise<EquidadMinimo> {
  return cambiarAjuste(lectura, caller, empresaId, minimoN, now);
}
