// The company's recommendation threshold (D157): the mean out of 10 a report must reach to say
// «Recomendado»; absent, the template's pass mark. Stored in the company item's
// `configuracion.umbralRecomendacion` {umbral, por, fecha} (ajuste-empresa.ts). Reports already
// written keep theirs: the rule is stamped in each.
import { umbralDeEmpresa, type UmbralRecomendacion } from '../../../shared/schemas/umbral-empresa.js';
import type { Caller } from '../auth/caller.js';
import type { EmpresaItem } from '../db/empresas.js';
import { ajusteDe, empresaDe, empresaParaCambiar, guardarAjuste } from './ajuste-empresa.js';

const CLAVE = 'umbralRecomendacion';

export function umbralDe(empresa: EmpresaItem): UmbralRecomendacion {
  const u = ajusteDe<UmbralRecomendacion>(empresa, CLAVE);
  return { umbral: umbralDeEmpresa(empresa), por: u?.por ?? null, fecha: u?.fecha ?? null };
}

export async function leerUmbral(empresaId: string): Promise<UmbralRecomendacion> {
  return umbralDe(await empresaDe(empresaId));
}

/** Sets it (or removes it with null); the same value again changes nothing. */
export async function cambiarUmbral(
  caller: Caller,
  empresaId: string,
  umbral: number | null,
  now = new Date(),
): Promise<UmbralRecomendacion> {
  const empresa = await empresaParaCambiar(empresaId);
  if (umbralDeEmpresa(empresa) === umbral) return umbralDe(empresa);
  return guardarAjuste(caller, empresa, CLAVE, { umbral }, now);
}
