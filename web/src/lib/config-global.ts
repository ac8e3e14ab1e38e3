// The platform's configuration (D60, D62): its six AI provider keys (masked) and its email settings,
// read and saved by the Configuración screen and by the SaaS panel's 'Config APIs Globales' (D99),
// and the one 'Probar' call for a key. Keys go in; what comes back is masked.
import type * as z from 'zod/mini';
import type { ProveedorIA } from '@shared/proveedores-ia';
import type { ClaveMostrada, ConfigGlobalData, ConfigGlobalPut } from '@shared/schemas/configuracion';
import { llamar, urlRuta } from './api-rutas';
import { useRuta } from './use-ruta';

export type ClaveVista = z.output<typeof ClaveMostrada>;
export type ConfigGlobal = z.output<typeof ConfigGlobalData>;

/** The SWR key of the platform's configuration (the key panels and the email panel share its answer). */
export const GLOBAL_KEY = urlRuta('GET /api/configuracion/global');

export function useConfigGlobal(enabled: boolean) {
  return useRuta('GET /api/configuracion/global', undefined, { enabled });
}

export function guardarConfigGlobal(body: ConfigGlobalPut) {
  return llamar('PUT /api/configuracion/global', { body });
}

/** A typed key, or (none) the stored one of the company (or the platform's for the superadmin without one). */
export async function comprobarApi(provider: ProveedorIA | 'bert', o: { apiKey?: string; empresaId?: string } = {}) {
  const { data } = await llamar('POST /api/configuracion/test-api', { body: { provider, ...o } });
  return data;
}
