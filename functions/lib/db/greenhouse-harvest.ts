// A company's Harvest v3 connection (D197; docs/data-model.md "Greenhouse Harvest connection"): one
// item `EMP#{empresaId} / GREENHOUSE#HARVEST` with the client id, the sealed client secret and its
// last four characters, the Greenhouse user id the tokens act as, and the last token request's outcome.
import type { PruebaHarvest } from '../../../shared/schemas/greenhouse-harvest.js';
import type { Sobre } from '../cifrado.js';
import { itemDeEmpresa } from './item-de-empresa.js';
import { deleteIf, updateItem } from './repository.js';

export interface ConexionHarvestItem {
  clientId: string;
  sobre: Sobre;
  ultimos4: string;
  userId: string;
  prueba?: PruebaHarvest;
  actualizadaEn: string;
  actualizadaPor: string;
}

const conexion = itemDeEmpresa<ConexionHarvestItem>('GREENHOUSE#HARVEST', 'GREENHOUSE_HARVEST');
export const conexionHarvestKey = conexion.clave;
export const conexionHarvestDe = conexion.leer;
export const guardarConexionHarvest = conexion.guardar;

export function anotarPruebaHarvest(empresaId: string, prueba: PruebaHarvest): Promise<ConexionHarvestItem> {
  return updateItem<ConexionHarvestItem>(conexionHarvestKey(empresaId), { prueba });
}

/** Deletes the connection if it is there; false when there was none. */
export function borrarConexionHarvest(empresaId: string): Promise<boolean> {
  return deleteIf(conexionHarvestKey(empresaId), { expression: 'attribute_exists(PK)' });
}
