// The Informes screen's calls (part 2 §2 "Reports screen"; D69): the company's reports,
// paginated, with the estado, area, integrity signals and search filters and the sort; the three cards' figures; and
// one report in full, which is its interview (GET /api/entrevistas/{id}: informeIA, validacion,
// transcripcion); «Exportar CSV» of what the filters show (D192); and a person's review of it, sent from 'Ver Completo' (PUT
// /api/entrevistas/{id}/validacion). A company user's calls are their own company's; the superadmin
// names the chosen one.
import type { FILTROS_SENALES, InformeResumen, ORDENES_INFORMES } from '@shared/schemas/informe';
import { useValidarEntrevista } from '../../../lib/entrevista';
import { consultaEntrevistasComun } from '../../../lib/consulta-lista';
import { descargarCsv, type ResultadoExportacion } from '../../../lib/exportar-csv';
import { usePaginada } from '../../../lib/use-paginada';
import { useRuta } from '../../../lib/use-ruta';

export { claveEntrevista } from '../../../lib/entrevista';

export type InformeFila = InformeResumen;
export type EstadoInforme = InformeResumen['estado'];
export type OrdenInformes = (typeof ORDENES_INFORMES)[number];
export type FiltroSenales = (typeof FILTROS_SENALES)[number];

export interface FiltroInformes {
  q?: string;
  estado?: EstadoInforme;
  areaId?: string;
  /** Reports with answers the integrity checks flagged, or without (issue 53 item 7). */
  marcadas?: FiltroSenales;
  /** The vacancy, and the card's date in company days (D192). */
  vacanteId?: string;
  desde?: string;
  hasta?: string;
  /** The template and who made the current review (D198). */
  servicioId?: string;
  revisorId?: string;
  orden: OrdenInformes;
}

export function useInformes(empresaId: string | undefined, filtro: FiltroInformes) {
  const lista = usePaginada('GET /api/informes', consultaInformes(empresaId, filtro), { mantenerAnteriores: true });
  return { ...lista, informes: lista.items };
}

/** The list's query for the filters the screen shows (the list and its CSV ask the same). */
function consultaInformes(empresaId: string | undefined, filtro: FiltroInformes) {
  return {
    ...consultaEntrevistasComun(empresaId, filtro),
    orden: filtro.orden,
  };
}

/** «Exportar CSV»: the list with the filters and order the screen shows, every page of it (D192). */
export function exportarInformesCsv(empresaId: string | undefined, filtro: FiltroInformes): Promise<ResultadoExportacion> {
  return descargarCsv('GET /api/informes/exportar', { query: consultaInformes(empresaId, filtro) }, 'informes.csv');
}

export function useEstadisticasInformes(empresaId: string | undefined) {
  return useRuta('GET /api/informes/estadisticas', { query: { empresaId } });
}

/** A report in full: its interview, the same SWR key the Interviews screen reads (null: nothing is asked for). */
export function useEntrevistaDeInforme(id: string | null, empresaId: string | undefined) {
  return useRuta('GET /api/entrevistas/{id}', id ? { params: { id }, query: { empresaId } } : null);
}

/** The review form's `onEnviar` on this screen: the same review as the Interviews screen's (lib/entrevista.ts). */
export const useValidarInforme = useValidarEntrevista;
