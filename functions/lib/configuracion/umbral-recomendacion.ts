// The company's recommendation threshold (D157): the mean out of 10 a report must reach to say
// «Recomendado»; absent, the template's pass mark. Stored in the company item's
// `configuracion.umbralRecomendacion` {umbral, por, fecha} (ajuste-empresa.ts). Reports already
// written keep theirs: the rule is stamped in each.
import { umbralDeEmpresa, type UmbralRecomendacion } from '../../../shared/schemas/umbral-empresa.js';
import type { Caller } from '../auth/caller.js';
import type { EmpresaItem } from '../db/empresas.js';
import { cambiarAjuste, lecturaDeAjuste } from './ajuste-empresa.js';

const lectura = /* @__PURE__ */ lecturaDeAjuste('umbralRecomendacion', 'umbral', umbralDeEmpresa);

export const umbralDe: (empresa: EmpresaItem) => UmbralRecomendacion = lectura.de;

export const leerUmbral: (empresaId: string) => Promise<UmbralRecomendacion> = lectura.leer;

/** Sets it (or removes it with null); the same value again changes nothing. */
export function cambiarUmbral(caller: Caller, empresaId: string, umbral: number | null, now = new Date()): Promise<UmbralRecomendacion> {
  return cambiarAjuste(lectura, caller, empresaId, umbral, now);
}
