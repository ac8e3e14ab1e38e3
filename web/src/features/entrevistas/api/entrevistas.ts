// Why one module: the interviews' calls, one small function per endpoint of the family.
// Interviews of a company (part 2 §2 "Interviews screen", D63): the paginated list with
// its search and status filter, the five counts, one interview, its public link, and the calls that
// schedule (idempotent, like every create), reschedule and cancel. What the schedule form offers
// comes from here too: the company's AI services and a candidate search. A company user's calls
// are their own company's; the superadmin names the chosen one (?empresaId= / body empresaId).
import { useSWRConfig } from 'swr';
import type * as z from 'zod/mini';
import type { Candidato } from '@shared/schemas/candidato';
import type {
  Entrevista,
  EntrevistaCreate,
  EntrevistaProgramadaData,
  EntrevistaUpdate,
  EstadoEntrevista,
  OrdenEntrevistas,
} from '@shared/schemas/entrevista';
import type { ServicioIADisponible } from '@shared/schemas/servicio-hr';
import { llamar } from '../../../lib/api-rutas';
import { guardarArchivo } from '../../../lib/descargar';
import { consultaEntrevistasComun } from '../../../lib/consulta-lista';
import { descargarCsv, type ResultadoExportacion } from '../../../lib/exportar-csv';
import { claveEntrevista } from '../../../lib/entrevista';
import { usePaginada } from '../../../lib/use-paginada';
import { useRuta } from '../../../lib/use-ruta';

export { claveEntrevista, useValidarEntrevista } from '../../../lib/entrevista';

export type EntrevistaFila = z.output<typeof Entrevista>;
export type ServicioOfrecido = z.output<typeof ServicioIADisponible>;
export type CandidatoOpcion = Pick<z.input<typeof Candidato>, 'id' | 'nombre' | 'email' | 'posicion' | 'borradoPendienteHasta'>;
export type Programada = z.output<typeof EntrevistaProgramadaData>;

export interface FiltroEntrevistas {
  q?: string;
  estado?: EstadoEntrevista;
  /** The vacancy it was run for, and the scheduled date's company days (D192). */
  vacanteId?: string;
  desde?: string;
  hasta?: string;
  /** The template, who made the current review, and the order (D198). */
  servicioId?: string;
  revisorId?: string;
  orden?: OrdenEntrevistas;
  /** The Informes list's «Señales de integridad» (D202): interviews whose report flagged answers, or not. */
  marcadas?: 'con' | 'sin';
  /** The candidate's area now (D202). */
  areaId?: string;
}

/** The list's query for the filters the screen shows (the list and its CSV ask the same). */
function consultaEntrevistas(empresaId: string | undefined, f: FiltroEntrevistas) {
  return {
    ...consultaEntrevistasComun(empresaId, f),
    // The server's default is the newest first: not sent, so the usual list's address stays the same.
    orden: f.orden === 'antiguas' ? f.orden : undefined,
  };
}

export function useEntrevistas(empresaId: string | undefined, filtro: FiltroEntrevistas) {
  const lista = usePaginada('GET /api/entrevistas', consultaEntrevistas(empresaId, filtro), { mantenerAnteriores: true });
  return { ...lista, entrevistas: lista.items };
}

/** «Exportar CSV»: the list with the filters the screen shows, every page of it (D186). */
export function exportarEntrevistasCsv(empresaId: string | undefined, filtro: FiltroEntrevistas): Promise<ResultadoExportacion> {
  return descargarCsv('GET /api/entrevistas/exportar', { query: consultaEntrevistas(empresaId, filtro) }, 'entrevistas.csv');
}

export function useEstadisticasEntrevistas(empresaId: string | undefined) {
  return useRuta('GET /api/entrevistas/estadisticas', { query: { empresaId } });
}

/** One interview, fresh (the details dialog); the list's copy shows until it arrives. */
export function useEntrevista(id: string, empresaId: string | undefined, inicial?: EntrevistaFila) {
  return useRuta('GET /api/entrevistas/{id}', { params: { id }, query: { empresaId } }, { fallbackData: inicial });
}

/** The interview a link names (`?entrevista=`, e.g. from a report's email); none without an id. */
export function useEntrevistaEnlazada(id: string | null, empresaId: string | undefined) {
  return useRuta('GET /api/entrevistas/{id}', id ? { params: { id }, query: { empresaId } } : null);
}

export async function enlaceEntrevista(id: string, empresaId: string | undefined) {
  const { data } = await llamar('GET /api/entrevistas/{id}/enlace', { params: { id }, query: { empresaId } });
  return data;
}

/**
 * «Añadir a mi calendario»: the interview as an iCalendar file (D144) the browser saves; opening
 * it adds the event to the person's calendar (the same event as the candidate's invitation).
 */
export async function descargarCalendario(id: string, empresaId: string | undefined): Promise<void> {
  const { data } = await llamar('GET /api/entrevistas/{id}/calendario.ics', { params: { id }, query: { empresaId } });
  guardarArchivo(new Blob([String(data)], { type: 'text/calendar;charset=utf-8' }), `entrevista-${id}.ics`);
}

export function programarEntrevista(body: EntrevistaCreate) {
  return llamar('POST /api/entrevistas', { body }, { idempotente: true });
}

export function reprogramarEntrevista(id: string, empresaId: string | undefined, body: EntrevistaUpdate) {
  return llamar('PUT /api/entrevistas/{id}', { params: { id }, query: { empresaId }, body });
}

/** "Iniciar": the assisted session (an interviewer types the answers); answers the candidate's page link. */
export function iniciarEntrevista(id: string, empresaId: string | undefined) {
  return llamar('POST /api/entrevistas/{id}/iniciar', { params: { id }, query: { empresaId } });
}

/** The spec's demo run: completada 2 s later, analysed 2 s after that. */
export function simularEntrevista(id: string, empresaId: string | undefined) {
  return llamar('POST /api/entrevistas/{id}/simular', { params: { id }, query: { empresaId } });
}

/** An admin queues a failed analysis again (D78); its answer goes where the details read the interview. */
export function useReintentarAnalisis(id: string, empresaId: string | undefined) {
  const { mutate } = useSWRConfig();
  return async () => {
    const r = await llamar('POST /api/entrevistas/{id}/reintentar-analisis', { params: { id }, query: { empresaId } });
    await mutate(claveEntrevista(id, empresaId), r.data, { revalidate: false });
    return r;
  };
}

export function cancelarEntrevista(id: string, empresaId: string | undefined) {
  return llamar('DELETE /api/entrevistas/{id}', { params: { id }, query: { empresaId } });
}

export { type BloqueoProgramacion, useServiciosOfrecidos } from '../../../lib/servicios-ofrecidos';

/** The schedule form's candidate search: the first page of the Candidatos search for `q`. */
export function useBuscarCandidatos(empresaId: string | undefined, q: string) {
  return useRuta('GET /api/candidatos', { query: { limit: 20, q: q.trim() || undefined, empresaId } }, { keepPreviousData: true });
}

/** One candidate by id (the candidate chosen before the dialog opened, from their profile). */
export function useCandidatoOpcion(id: string | undefined, empresaId: string | undefined) {
  return useRuta('GET /api/candidatos/{id}', id ? { params: { id }, query: { empresaId } } : null);
}
