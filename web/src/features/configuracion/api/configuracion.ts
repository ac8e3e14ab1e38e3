// Provider keys (issue 11; D60): the company's (its admin or the superadmin) and the platform's
// (superadmin). Keys go in; what comes back is masked.
import type * as z from 'zod/mini';
import type { ProveedorIA } from '@shared/proveedores-ia';
import type {
  ApisEmpresaData,
  ApisStats,
  ClaveGuardadaData,
  ClaveMostrada,
  ConfigGlobalData,
  ConfigGlobalPut,
} from '@shared/schemas/configuracion';
import { llamar, urlRuta } from '../../../lib/api-rutas';
import { useRuta } from '../../../lib/use-ruta';

export type ClaveVista = z.output<typeof ClaveMostrada>;
export type ApisEmpresa = z.output<typeof ApisEmpresaData> & { stats?: ApisStats };
export type ConfigGlobal = z.output<typeof ConfigGlobalData>;
export type ClaveGuardada = z.output<typeof ClaveGuardadaData>;

/** The SWR key of the platform's configuration (the key panels and the email panel share its answer). */
export const GLOBAL_KEY = urlRuta('GET /api/configuracion/global');

/** The company's keys with the envelope's `stats` beside them. */
export function useApisEmpresa(empresaId: string | undefined) {
  return useRuta('GET /api/configuracion/empresa/{empresaId}/apis', empresaId ? { params: { empresaId } } : null, {
    leer: (r) => ({ ...r.data, stats: r.extra?.stats as ApisStats | undefined }),
  });
}

export function useConfigGlobal(enabled: boolean) {
  return useRuta('GET /api/configuracion/global', undefined, { enabled });
}

export function guardarClaveEmpresa(
  empresaId: string,
  provider: ProveedorIA,
  body: { apiKey?: string; modelo?: string; habilitada?: boolean },
) {
  return llamar('PUT /api/configuracion/empresa/{empresaId}/apis/{provider}', { params: { empresaId, provider }, body });
}

export function guardarConfigGlobal(body: ConfigGlobalPut) {
  return llamar('PUT /api/configuracion/global', { body });
}

/** A typed key, or (none) the stored one of the company (or the platform's for the superadmin without one). */
export async function probarApi(provider: ProveedorIA | 'bert', o: { apiKey?: string; empresaId?: string } = {}) {
  const { data } = await llamar('POST /api/configuracion/test-api', { body: { provider, ...o } });
  return data;
}
