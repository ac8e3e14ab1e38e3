// The company's Greenhouse Harvest v3 connection (D197): read through useRuta, changed through llamar;
// after a change every mounted read of the family asks again. `empresaId`: the superadmin's company.
import type { ConexionHarvest, ConexionHarvestBody } from '@shared/schemas/greenhouse-harvest';
import { llamar } from '../../../lib/api-rutas';
import { invalidar } from '../../../lib/invalidar';
import { useRuta } from '../../../lib/use-ruta';

export type { ConexionHarvest };

const q = (empresaId: string | undefined) => (empresaId ? { empresaId } : {});

export function useConexionHarvest(empresaId: string | undefined) {
  return useRuta('GET /api/greenhouse/harvest', { query: q(empresaId) });
}

/** The company's pipeline stages (D195), to name a move's stages as the boards do (undefined while they load). */
export function useEtapasDelProceso(empresaId: string | undefined) {
  return useRuta('GET /api/vacantes/etapas', { query: q(empresaId) }).data?.etapas;
}

async function yRefrescar<T>(p: Promise<{ data: T; message?: string }>): Promise<{ data: T; message?: string }> {
  const r = await p;
  void invalidar('greenhouse');
  return r;
}

export const guardarConexionHarvest = (empresaId: string | undefined, body: ConexionHarvestBody) =>
  yRefrescar(llamar('PUT /api/greenhouse/harvest', { query: q(empresaId), body }));
export const probarConexionHarvest = (empresaId: string | undefined) =>
  yRefrescar(llamar('POST /api/greenhouse/harvest/probar', { query: q(empresaId) }));
export const eliminarConexionHarvest = (empresaId: string | undefined) =>
  yRefrescar(llamar('DELETE /api/greenhouse/harvest', { query: q(empresaId) }));
