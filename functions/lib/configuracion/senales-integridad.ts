// The company's switch of the integrity signals (D158): on by default, turned off or on again by a
// company admin in Configuración. Stored in the company item's `configuracion.senalesIntegridad`
// {activas, por, fecha}, conditional on the company's version read (as the AI pause, D153: an open
// company form saved from an older read meets a 409 instead of putting the switch back). Not an
// entry of the oversight record: the signals are facts of the page, not a step of the AI.
import { empresas as msgEmpresas, fmt } from '../../../shared/messages.js';
import { senalesActivas, type SenalesIntegridad } from '../../../shared/schemas/senales-empresa.js';
import type { Caller } from '../auth/caller.js';
import { getEmpresa, type EmpresaItem } from '../db/empresas.js';
import { transact } from '../db/repository.js';
import { pasoConfiguracionSiVersion } from '../db/supervision.js';
import { ConflictError, NotFoundError } from '../errors.js';
import { nombreDe } from '../supervision/entradas.js';

export function senalesDe(empresa: EmpresaItem): SenalesIntegridad {
  const s = (empresa.configuracion as { senalesIntegridad?: Partial<SenalesIntegridad> } | undefined)?.senalesIntegridad;
  return { activas: senalesActivas(empresa), por: s?.por ?? null, fecha: s?.fecha ?? null };
}

async function empresaDe(empresaId: string): Promise<EmpresaItem> {
  const empresa = await getEmpresa(empresaId);
  if (!empresa) throw new NotFoundError(fmt(msgEmpresas.noEncontrada, { id: empresaId }));
  return empresa;
}

export async function leerSenales(empresaId: string): Promise<SenalesIntegridad> {
  return senalesDe(await empresaDe(empresaId));
}

/** Turns them on or off; the same state again changes nothing. */
export async function cambiarSenales(caller: Caller, empresaId: string, activas: boolean, now = new Date()): Promise<SenalesIntegridad> {
  const empresa = await empresaDe(empresaId);
  if (empresa.eliminacion) throw new ConflictError(msgEmpresas.noModificableEliminandose);
  if (senalesActivas(empresa) === activas) return senalesDe(empresa);
  const senales: SenalesIntegridad = { activas, por: { id: caller.userId, nombre: nombreDe(caller) }, fecha: now.toISOString() };
  const configuracion = { ...((empresa.configuracion as Record<string, unknown> | undefined) ?? {}), senalesIntegridad: senales };
  await transact([
    pasoConfiguracionSiVersion(
      empresaId,
      configuracion,
      empresa.version as number | undefined,
      () => new ConflictError(msgEmpresas.modificadaPorOtro),
    ),
  ]);
  return senales;
}
