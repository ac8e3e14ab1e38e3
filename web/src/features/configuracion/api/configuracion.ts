// Provider keys (issue 11; D60): the company's (its admin or the superadmin) and the platform's
// (superadmin). Keys go in; what comes back is masked.
import useSWR from 'swr';
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
import { type ApiResponse, api } from '../../../lib/api-client';

export type ClaveVista = z.output<typeof ClaveMostrada>;
export type ApisEmpresa = z.output<typeof ApisEmpresaData> & { stats?: ApisStats };
export type ConfigGlobal = z.output<typeof ConfigGlobalData>;
export type ClaveGuardada = z.output<typeof ClaveGuardadaData>;

export const apisEmpresaKey = (empresaId: string) => `/api/configuracion/empresa/${encodeURIComponent(empresaId)}/apis`;
export const GLOBAL_KEY = '/api/configuracion/global';

/** The company's keys with the envelope's `stats` beside them. */
export function useApisEmpresa(empresaId: string | undefined) {
  return useSWR<ApisEmpresa>(empresaId ? apisEmpresaKey(empresaId) : null, async (path: string) => {
    const r = await api.get<z.output<typeof ApisEmpresaData>>(path);
    return { ...r.data, stats: r.extra?.stats as ApisStats | undefined };
  });
}

export function useConfigGlobal(enabled: boolean) {
  return useSWR<ConfigGlobal>(enabled ? GLOBAL_KEY : null, async (path: string) => (await api.get<ConfigGlobal>(path)).data);
}

export function guardarClaveEmpresa(
  empresaId: string,
  p: ProveedorIA,
  body: { apiKey?: string; modelo?: string; habilitada?: boolean },
): Promise<ApiResponse<ClaveGuardada>> {
  return api.put<ClaveGuardada>(`${apisEmpresaKey(empresaId)}/${p}`, body);
}

export function guardarConfigGlobal(body: ConfigGlobalPut): Promise<ApiResponse<ConfigGlobal>> {
  return api.put<ConfigGlobal>(GLOBAL_KEY, body);
}

/** A typed key, or (none) the stored one of the company (or the platform's for the superadmin without one). */
export async function probarApi(provider: ProveedorIA | 'bert', o: { apiKey?: string; empresaId?: string } = {}) {
  const { data } = await api.post<{ success: boolean; message: string }>('/api/configuracion/test-api', { provider, ...o });
  return data;
}
