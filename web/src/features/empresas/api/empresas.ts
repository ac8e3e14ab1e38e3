// Companies (spec part 1 §2.7, §7.2): the paginated, searchable list, the platform's licence
// summary, the HR services the form offers, and the create and update calls.
import type * as z from 'zod/mini';
import type { Empresa, EmpresaCreate, EmpresaUpdate } from '@shared/schemas/empresa';
import type { EmpresaCreada } from '@shared/schemas/empresas-api';
import type { ServiciosHrData } from '@shared/schemas/servicio-hr';
import { llamar } from '../../../lib/api-rutas';
import { usePaginada } from '../../../lib/use-paginada';
import { useRuta } from '../../../lib/use-ruta';

/** A company as the API sends it (the client shape of part 1 §3.2; defaults may be missing). */
export type EmpresaFila = z.input<typeof Empresa>;
export type PlanEstrategicoFila = NonNullable<EmpresaFila['planEstrategico']>;

/**
 * The list's pages for a search text (sent as `q`; the server matches names and email) and, with
 * `garantia: 'falta'`, only the companies missing their data-transfer safeguard (filtered by the server,
 * page by page: a page may come short with more to load, like a search).
 */
export function useEmpresas(q: string, garantia?: 'falta') {
  const lista = usePaginada('GET /api/empresas', garantia ? { q, garantia } : { q }, { mantenerAnteriores: true });
  return { ...lista, empresas: lista.items };
}

/** Active licences and number of companies (the platform's for the superadmin). A failure only hides the figures. */
export function useResumenLicencias() {
  return useRuta('GET /api/empresas/licencias-activas', undefined, { shouldRetryOnError: false, revalidateOnFocus: false });
}

export type ServicioHrFila = z.input<typeof ServiciosHrData>[number];

/** The HR services a company can contract (the form's Servicios tab). */
export function useServiciosHr() {
  return useRuta('GET /api/servicios-hr', undefined, { shouldRetryOnError: false, revalidateOnFocus: false });
}

export type EmpresaCreadaData = z.input<typeof EmpresaCreada>;

export function crearEmpresa(body: EmpresaCreate) {
  return llamar('POST /api/empresas', { body }, { idempotente: true });
}

export function actualizarEmpresa(id: string, body: EmpresaUpdate) {
  return llamar('PUT /api/empresas/{id}', { params: { id }, body });
}
