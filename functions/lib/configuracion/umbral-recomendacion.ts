// The company's recommendation threshold (D157): the mean out of 10 a report must reach to say
// «Recomendado»; absent, the template's pass mark. Stored in the company item's
// `configuracion.umbralRecomendacion` {umbral, por, fecha} (ajuste-empresa.ts). Reports already
// written keep theirs: the rule is stamped in each.
import { umbralDeEmpresa, type UmbralRecomendacion } from '../../../shared/schemas/umbral-empresa.js';
import type { Caller } from '../auth/caller.js';
import type { EmpresaItem } from '../db/empresas.js';
import { ajusteEmpresa } from './ajuste-empresa.js';

const ajuste = ajusteEmpresa('umbralRecomendacion', 'umbral', umbralDeEmpresa);

export const umbralDe: (empresa: EmpresaItem) => UmbralRecomendacion = ajuste.de;

export const leerUmbral: (empresaId: string) => Promise<UmbralRecomendacion> = ajuste.leer;

/** Sets it (or removes it with null); the same value again changes nothing. */
export const cambiarUmbral: (caller: Caller, empresaId: string, umbral: number | null, now?: Date) => Promise<UmbralRecomendacion> =
  ajuste.cambiar;
