// The company's switch of the integrity signals (D158): on by default, turned off or on again by a
// company admin in Configuración. Stored in the company item's `configuracion.senalesIntegridad`
// {activas, por, fecha}, conditional on the company's version read (as the AI pause, D153: an open
// company form saved from an older read meets a 409 instead of putting the switch back). Not an
// entry of the oversight record: the signals are facts of the page, not a step of the AI.
import { senalesActivas, type SenalesIntegridad } from '../../../shared/schemas/senales-empresa.js';
import type { Caller } from '../auth/caller.js';
import type { EmpresaItem } from '../db/empresas.js';
import { ajusteDe, empresaDe, empresaParaCambiar, guardarAjuste } from './ajuste-empresa.js';

const CLAVE = 'senalesIntegridad';

export function senalesDe(empresa: EmpresaItem): SenalesIntegridad {
  const s = ajusteDe<SenalesIntegridad>(empresa, CLAVE);
  return { activas: senalesActivas(empresa), por: s?.por ?? null, fecha: s?.fecha ?? null };
}

export async function leerSenales(empresaId: string): Promise<SenalesIntegridad> {
  return senalesDe(await empresaDe(empresaId));
}

/** Turns them on or off; the same state again changes nothing. */
export async function cambiarSenales(caller: Caller, empresaId: string, activas: boolean, now = new Date()): Promise<SenalesIntegridad> {
  const empresa = await empresaParaCambiar(empresaId);
  if (senalesActivas(empresa) === activas) return senalesDe(empresa);
  return guardarAjuste(caller, empresa, CLAVE, { activas }, now);
}
