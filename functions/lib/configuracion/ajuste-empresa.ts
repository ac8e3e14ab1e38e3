// A company setting kept in its item's `configuracion` with who set it and when (the integrity
// signals' switch, D158; the recommendation threshold, D157): read from the company, written by one
// update conditional on the company's version read — an open company form saved from an older read
// meets a 409 instead of putting the setting back — and never on a company being deleted.
import { empresas as msgEmpresas, fmt } from '../../../shared/messages.js';
import type { Caller } from '../auth/caller.js';
import { getEmpresa, type EmpresaItem } from '../db/empresas.js';
import { transact } from '../db/repository.js';
import { pasoConfiguracionSiVersion } from '../db/supervision.js';
import { ConflictError, NotFoundError } from '../errors.js';
import { nombreDe } from '../supervision/entradas.js';

export interface Autoria {
  por: { id: string; nombre: string } | null;
  fecha: string | null;
}

/** The company, or the Spanish 404. */
export async function empresaDe(empresaId: string): Promise<EmpresaItem> {
  const empresa = await getEmpresa(empresaId);
  if (!empresa) throw new NotFoundError(fmt(msgEmpresas.noEncontrada, { id: empresaId }));
  return empresa;
}

/** The setting as stored under `configuracion[clave]`, when there is one. */
export function ajusteDe<T>(empresa: EmpresaItem, clave: string): Partial<T & Autoria> | undefined {
  return (empresa.configuracion as Record<string, Partial<T & Autoria>> | undefined)?.[clave];
}

/** The company a setting is about to change on: the Spanish 404, or a 409 while it is being deleted. */
export async function empresaParaCambiar(empresaId: string): Promise<EmpresaItem> {
  const empresa = await empresaDe(empresaId);
  if (empresa.eliminacion) throw new ConflictError(msgEmpresas.noModificableEliminandose);
  return empresa;
}

/** Writes `configuracion[clave]` = valor with who and when, keeping the rest of the configuration (the company read by empresaParaCambiar). */
export async function guardarAjuste<T extends object>(
  caller: Caller,
  empresa: EmpresaItem,
  clave: string,
  valor: T,
  now: Date,
): Promise<T & Autoria> {
  const nuevo = { ...valor, por: { id: caller.userId, nombre: nombreDe(caller) }, fecha: now.toISOString() };
  const configuracion = { ...((empresa.configuracion as Record<string, unknown> | undefined) ?? {}), [clave]: nuevo };
  await transact([
    pasoConfiguracionSiVersion(
      empresa.id,
      configuracion,
      empresa.version as number | undefined,
      () => new ConflictError(msgEmpresas.modificadaPorOtro),
    ),
  ]);
  return nuevo;
}

/**
 * One setting of the company's and its reads: `campo` is the value's name in what the API answers
 * ({[campo], por, fecha}), `valorDe` the value in force (a default when never set). Its change is
 * apart (cambiarAjuste, given this), so that a GET's bundle carries no write.
 */
export function lecturaDeAjuste<C extends string, V>(clave: string, campo: C, valorDe: (empresa: EmpresaItem) => V) {
  const de = (empresa: EmpresaItem): Record<C, V> & Autoria => {
    const a = ajusteDe<Record<C, V>>(empresa, clave);
    return { [campo]: valorDe(empresa), por: a?.por ?? null, fecha: a?.fecha ?? null } as Record<C, V> & Autoria;
  };
  return { clave, campo, valorDe, de, leer: async (empresaId: string) => de(await empresaDe(empresaId)) };
}

/** Changes a setting (lecturaDeAjuste's); the same value again changes nothing (no write, no new author). */
export async function cambiarAjuste<C extends string, V>(
  ajuste: Pick<ReturnType<typeof lecturaDeAjuste<C, V>>, 'clave' | 'campo' | 'valorDe' | 'de'>,
  caller: Caller,
  empresaId: string,
  valor: V,
  now: Date,
): Promise<Record<C, V> & Autoria> {
  const empresa = await empresaParaCambiar(empresaId);
  if (ajuste.valorDe(empresa) === valor) return ajuste.de(empresa);
  return guardarAjuste(caller, empresa, ajuste.clave, { [ajuste.campo]: valor } as Record<C, V>, now);
}
