// The company's switch of the integrity signals (D158): on by default, turned off or on again by a
// company admin in Configuración. Stored in the company item's `configuracion.senalesIntegridad`
// {activas, por, fecha}, conditional on the company's version read (as the AI pause, D153: an open
// company form saved from an older read meets a 409 instead of putting the switch back). Not an
// entry of the oversight record: the signals are facts of the page, not a step of the AI.
import { senalesActivas, type SenalesIntegridad } from '../../../shared/schemas/senales-empresa.js';
import type { Caller } from '../auth/caller.js';
import type { EmpresaItem } from '../db/empresas.js';
import { cambiarAjuste, lecturaDeAjuste } from './ajuste-empresa.js';

const lectura = /* @__PURE__ */ lecturaDeAjuste('senalesIntegridad', 'activas', senalesActivas);

export const senalesDe: (empresa: EmpresaItem) => SenalesIntegridad = lectura.de;

export const leerSenales: (empresaId: string) => Promise<SenalesIntegridad> = lectura.leer;

/** Turns them on or off; the same state again changes nothing. */
export function cambiarSenales(caller: Caller, empresaId: string, activas: boolean, now = new Date()): Promise<SenalesIntegridad> {
  return cambiarAjuste(lectura, caller, empresaId, activas, now);
}
