// The Informes screen's calls (issue 13; part 2 §2 "Reports screen"; D69): the company's reports,
// paginated, with the estado, area and search filters and the sort; the three cards' figures; and
// one report in full, which is its interview (GET /api/entrevistas/{id}: informeIA, validacion,
// transcripcion); and a person's review of it, sent from 'Ver Completo' (PUT
// /api/entrevistas/{id}/validacion). A company user's calls are their own company's; the superadmin
// names the chosen one.
import useSWR, { useSWRConfig } from 'swr';
import type { Entrevista } from '@shared/schemas/entrevista';
import type { EstadisticasInformes, InformeResumen, ORDENES_INFORMES, ValidacionBody } from '@shared/schemas/informe';
import { type ApiResponse, api, fetcher } from '../../../lib/api-client';
import { urlRuta } from '../../../lib/api-rutas';
import { usePaginada } from '../../../lib/use-paginada';

export type InformeFila = InformeResumen;
export type EstadoInforme = InformeResumen['estado'];
export type OrdenInformes = (typeof ORDENES_INFORMES)[number];

export const INFORMES_KEY = '/api/informes';

export interface FiltroInformes {
  q?: string;
  estado?: EstadoInforme;
  areaId?: string;
  orden: OrdenInformes;
}

export function useInformes(empresaId: string | undefined, filtro: FiltroInformes) {
  const lista = usePaginada<InformeFila>(
    INFORMES_KEY,
    { empresaId, q: filtro.q?.trim() || undefined, estado: filtro.estado, areaId: filtro.areaId, orden: filtro.orden },
    { mantenerAnteriores: true },
  );
  return { ...lista, informes: lista.items };
}

export function useEstadisticasInformes(empresaId: string | undefined) {
  return useSWR<EstadisticasInformes>(urlRuta('GET /api/informes/estadisticas', { query: { empresaId } }), fetcher);
}

/** The SWR key of one interview: the same the Interviews screen reads, so both share the copy. */
export function claveEntrevista(id: string, empresaId: string | undefined): string {
  return urlRuta('GET /api/entrevistas/{id}', { params: { id }, query: { empresaId } });
}

/** A report in full: its interview (null: nothing is asked for). */
export function useEntrevistaDeInforme(id: string | null, empresaId: string | undefined) {
  return useSWR<Entrevista>(id ? claveEntrevista(id, empresaId) : null, fetcher);
}

/**
 * The review form's `onEnviar` on this screen: a person's review of the report (analizada →
 * validada), and its answer put where the dialog reads the interview, so it shows the review at once.
 */
export function useValidarInforme(id: string, empresaId: string | undefined) {
  const { mutate } = useSWRConfig();
  return async (body: ValidacionBody): Promise<ApiResponse<Entrevista>> => {
    const r = await api.put<Entrevista>(urlRuta('PUT /api/entrevistas/{id}/validacion', { params: { id }, query: { empresaId } }), body);
    await mutate(claveEntrevista(id, empresaId), r.data, { revalidate: false });
    return r;
  };
}
