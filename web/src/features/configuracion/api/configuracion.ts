// Provider keys (D60): the company's (its admin or the superadmin) and the platform's
// (superadmin; its reads and writes are web/src/lib/config-global.ts, which the SaaS panel shares).
// Keys go in; what comes back is masked.
import type * as z from 'zod/mini';
import type { ProveedorIA } from '@shared/proveedores-ia';
import type { ApisEmpresaData, ApisStats, ClaveGuardadaData } from '@shared/schemas/configuracion';
import { llamar } from '../../../lib/api-rutas';
import { useRuta } from '../../../lib/use-ruta';

export type ApisEmpresa = z.output<typeof ApisEmpresaData> & { stats?: ApisStats };
export type ClaveGuardada = z.output<typeof ClaveGuardadaData>;

/** The company's keys with the envelope's `stats` beside them. */
export function useApisEmpresa(empresaId: string | undefined) {
  return useRuta('GET /api/configuracion/empresa/{empresaId}/apis', empresaId ? { params: { empresaId } } : null, {
    leer: (r) => ({ ...r.data, stats: r.extra?.stats as ApisStats | undefined }),
  });
}

export function guardarClaveEmpresa(
  empresaId: string,
  provider: ProveedorIA,
  body: { apiKey?: string; modelo?: string; habilitada?: boolean },
) {
  return llamar('PUT /api/configuracion/empresa/{empresaId}/apis/{provider}', { params: { empresaId, provider }, body });
}

/** Removes the company's key of a provider (D129): from then on the platform's is used, if any. */
export function eliminarClaveEmpresa(empresaId: string, provider: ProveedorIA) {
  return llamar('DELETE /api/configuracion/empresa/{empresaId}/apis/{provider}', { params: { empresaId, provider } });
}
