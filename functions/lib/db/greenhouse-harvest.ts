// A company's Harvest v3 connection (D197; docs/data-model.md "Greenhouse Harvest connection"): one
// item `EMP#{empresaId} / GREENHOUSE#HARVEST` with the client id, the sealed client secret and its
// last four characters, the Greenhouse user id the tokens act as, and the last token request's outcome.
import type { PruebaHarvest } from '../../../shared/schemas/greenhouse-harvest.js';
import type { Sobre } from '../cifrado.js';
import { tenantPk, type Key } from './keys.js';
import { deleteIf, getItem, putItem, updateItem } from './repository.js';

export interface ConexionHarvestItem {
  clientId: string;
  sobre: Sobre;
  ultimos4: string;
  userId: string;
  prueba?: PruebaHarvest;
  actualizadaEn: string;
  actualizadaPor: string;
}

export const conexionHarvestKey = (empresaId: string): Key => ({ PK: tenantPk(empresaId), SK: 'GREENHOUSE#HARVEST' });

export function conexionHarvestDe(empresaId: string): Promise<ConexionHarvestItem | undefined> {
  return getItem<ConexionHarvestItem>(conexionHarvestKey(empresaId));
}

export async function guardarConexionHarvest(empresaId: string, item: ConexionHarvestItem): Promise<void> {
  await putItem({ ...conexionHarvestKey(empresaId), entidad: 'GREENHOUSE_HARVEST', ...item });
}

export function anotarPruebaHarvest(empresaId: string, prueba: PruebaHarvest): Promise<ConexionHarvestItem> {
  return updateItem<ConexionHarvestItem>(conexionHarvestKey(empresaId), { prueba });
}

/** Deletes the connection if it is there; false when there was none. */
export function borrarConexionHarvest(empresaId: string): Promise<boolean> {
  return deleteIf(conexionHarvestKey(empresaId), { expression: 'attribute_exists(PK)' });
}
