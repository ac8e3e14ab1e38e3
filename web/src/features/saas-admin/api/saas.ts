// The SaaS panel's plans and subscriptions (part 2 §2; D94): reads and writes named by their rows.
import type {
  Estadisticas,
  Historial,
  TenantsPage,
  PlanCreate,
  PlanUpdate,
  SuscripcionCreate,
  SuscripcionUpdate,
  Plan,
  Suscripcion,
} from '@shared/schemas/saas';
import type { EstadoSistema } from '@shared/schemas/sistema';
import { llamar } from '../../../lib/api-rutas';
import { usePaginada } from '../../../lib/use-paginada';
import { useRuta } from '../../../lib/use-ruta';

export type PlanFila = Plan;
export type SuscripcionFila = Suscripcion;

export function usePlanes() {
  return useRuta('GET /api/saas/planes', undefined, { leer: (r) => r.data as PlanFila[] });
}

export const crearPlan = (body: PlanCreate) => llamar('POST /api/saas/planes', { body });
export const actualizarPlan = (id: string, body: PlanUpdate) => llamar('PUT /api/saas/planes/{id}', { params: { id }, body });
export const eliminarPlan = (id: string) => llamar('DELETE /api/saas/planes/{id}', { params: { id } });

export function useSuscripciones(estado: string | null) {
  return usePaginada('GET /api/saas/suscripciones', estado ? { estado: estado as SuscripcionFila['estado'] as never } : {});
}

export const crearSuscripcion = (body: SuscripcionCreate) => llamar('POST /api/saas/suscripciones', { body });
export const actualizarSuscripcion = (id: string, body: SuscripcionUpdate) =>
  llamar('PUT /api/saas/suscripciones/{id}', { params: { id }, body });
export const cancelarSuscripcion = (id: string) => llamar('POST /api/saas/suscripciones/{id}/cancelar', { params: { id } });

/** The platform's KPIs (D97). */
export function useEstadisticas() {
  return useRuta('GET /api/saas/estadisticas', undefined, { leer: (r) => r.data as Estadisticas });
}

/** The first companies of the tenants list (newest first) with their usage and AI status (D97). */
export function useTenants(limit: number) {
  return useRuta('GET /api/saas/tenants', { query: { limit } }, { leer: (r) => r.data as TenantsPage });
}

/**
 * Every company of the tenants list, page by page with 'Cargar más' (the Empresas tab, D99), or those
 * the search text matches (sent as `q`: the companies list's search, D108). While a new search loads,
 * the previous rows stay, as on the Empresas screen.
 */
export function useTenantsPaginados(q: string) {
  return usePaginada('GET /api/saas/tenants', { q }, { mantenerAnteriores: true });
}

/** The platform's oversight record (D155), newest first, a page at a time. */
export function useSupervisionPlataforma() {
  return usePaginada('GET /api/saas/supervision', {});
}

/** The Sistema tab's statuses and checklist, from what the platform has stored (D99). */
export function useEstadoSistema() {
  return useRuta('GET /api/saas/sistema', undefined, { leer: (r) => r.data as EstadoSistema });
}

/** The monthly history the Analytics tab charts (D97). */
export function useHistorial() {
  return useRuta('GET /api/saas/estadisticas/historial', undefined, { leer: (r) => r.data as Historial });
}

/** Marks a plan change request atendida (D170): its company and date, from the list, are its key. */
export const atenderSolicitudPlan = (s: { id: string; empresaId: string; fecha: string }) =>
  llamar('POST /api/saas/solicitudes-plan/{id}/atender', { params: { id: s.id }, body: { empresaId: s.empresaId, fecha: s.fecha } });
