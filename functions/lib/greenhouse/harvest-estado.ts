// The company's Harvest v3 connection as answered (D197): never the secret. Without cifrado.ts, so the
// read and the delete carry no KMS client (only the rows with keys:seal/keys:open do).
import { greenhouse as msg } from '../../../shared/messages.js';
import type { ConexionHarvest } from '../../../shared/schemas/greenhouse-harvest.js';
import { borrarConexionHarvest, conexionHarvestDe, type ConexionHarvestItem } from '../db/greenhouse-harvest.js';
import { NotFoundError } from '../errors.js';

const SIN_CONEXION: ConexionHarvest = {
  configurada: false,
  clientId: null,
  userId: null,
  secretoUltimos4: null,
  actualizadaEn: null,
  prueba: null,
};

export function mostrarConexion(item: ConexionHarvestItem | undefined): ConexionHarvest {
  if (!item) return SIN_CONEXION;
  return {
    configurada: true,
    clientId: item.clientId,
    userId: item.userId,
    secretoUltimos4: item.ultimos4,
    actualizadaEn: item.actualizadaEn,
    prueba: item.prueba ?? null,
  };
}

export async function leerConexionHarvest(empresaId: string): Promise<ConexionHarvest> {
  return mostrarConexion(await conexionHarvestDe(empresaId));
}

export async function borrarConexion(empresaId: string): Promise<void> {
  if (!(await borrarConexionHarvest(empresaId))) throw new NotFoundError(msg.harvestSinConexion);
}
