// The company's recommendation threshold (D157): the mean out of 10 a report must reach to say
// «Recomendado»; absent, the template's pass mark. Stored in the company item's
// `configuracion.umbralRecomendacion` {umbral, por, fecha}, conditional on the company's version read
// (as the AI pause and the signals' switch: an open company form saved from an older read meets a 409
// instead of putting it back). Reports already written keep theirs: the rule is stamped in each.
import { empresas as msgEmpresas, fmt } from '../../../shared/messages.js';
import { umbralDeEmpresa, type UmbralRecomendacion } from '../../../shared/schemas/umbral-empresa.js';
import type { Caller } from '../auth/caller.js';
import { getEmpresa, type EmpresaItem } from '../db/empresas.js';
import { transact } from '../db/repository.js';
import { pasoConfiguracionSiVersion } from '../db/supervision.js';
import { ConflictError, NotFoundError } from '../errors.js';
import { nombreDe } from '../supervision/entradas.js';

export function umbralDe(empresa: EmpresaItem): UmbralRecomendacion {
  const u = (empresa.configuracion as { umbralRecomendacion?: Partial<UmbralRecomendacion> } | undefined)?.umbralRecomendacion;
  return { umbral: umbralDeEmpresa(empresa), por: u?.por ?? null, fecha: u?.fecha ?? null };
}

async function empresaDe(empresaId: string): Promise<EmpresaItem> {
  const empresa = await getEmpresa(empresaId);
  if (!empresa) throw new NotFoundError(fmt(msgEmpresas.noEncontrada, { id: empresaId }));
  return empresa;
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
  const empresa = await empresaDe(empresaId);
  if (empresa.eliminacion) throw new ConflictError(msgEmpresas.noModificableEliminandose);
  if (umbralDeEmpresa(empresa) === umbral) return umbralDe(empresa);
  const nuevo: UmbralRecomendacion = { umbral, por: { id: caller.userId, nombre: nombreDe(caller) }, fecha: now.toISOString() };
  const configuracion = { ...((empresa.configuracion as Record<string, unknown> | undefined) ?? {}), umbralRecomendacion: nuevo };
  await transact([
    pasoConfiguracionSiVersion(
      empresaId,
      configuracion,
      empresa.version as number | undefined,
      () => new ConflictError(msgEmpresas.modificadaPorOtro),
    ),
  ]);
  return nuevo;
}
