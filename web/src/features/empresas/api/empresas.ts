// Companies (spec part 1 §2.7, §7.2): the paginated, searchable list, the platform's licence
// summary, the HR services the form offers, and the create and update calls.
import useSWR from 'swr';
import type * as z from 'zod/mini';
import type { Empresa, EmpresaCreate, EmpresaUpdate, LicenciasActivasResumen } from '@shared/schemas/empresa';
import type { EmpresaCreada } from '@shared/schemas/empresas-api';
import type { ServiciosHrData } from '@shared/schemas/servicio-hr';
import { type ApiResponse, api, fetcher } from '../../../lib/api-client';
import { usePaginada } from '../../../lib/use-paginada';

/** A company as the API sends it (the client shape of part 1 §3.2; defaults may be missing). */
export type EmpresaFila = z.input<typeof Empresa>;
export type PlanEstrategicoFila = NonNullable<EmpresaFila['planEstrategico']>;

export const LICENCIAS_KEY = '/api/empresas/licencias-activas';
export const SERVICIOS_HR_KEY = '/api/servicios-hr';

/** The list's pages for a search text (sent as `q`; the server matches names and email). */
export function useEmpresas(q: string) {
  const lista = usePaginada<EmpresaFila>('/api/empresas', { q }, { mantenerAnteriores: true });
  return { ...lista, empresas: lista.items };
}

/** Active licences and number of companies (the platform's for the superadmin). A failure only hides the figures. */
export function useResumenLicencias() {
  return useSWR<z.infer<typeof LicenciasActivasResumen>>(LICENCIAS_KEY, fetcher, { shouldRetryOnError: false, revalidateOnFocus: false });
}

export type ServicioHrFila = z.input<typeof ServiciosHrData>[number];

/** The HR services a company can contract (the form's Servicios tab). */
export function useServiciosHr() {
  return useSWR<ServicioHrFila[]>(SERVICIOS_HR_KEY, fetcher, { shouldRetryOnError: false, revalidateOnFocus: false });
}

export type EmpresaCreadaData = z.input<typeof EmpresaCreada>;

export function crearEmpresa(body: EmpresaCreate): Promise<ApiResponse<EmpresaCreadaData>> {
  return api.post<EmpresaCreadaData>('/api/empresas', body, { idempotente: true });
}

export function actualizarEmpresa(id: string, body: EmpresaUpdate): Promise<ApiResponse<EmpresaFila>> {
  return api.put<EmpresaFila>(`/api/empresas/${encodeURIComponent(id)}`, body);
}
