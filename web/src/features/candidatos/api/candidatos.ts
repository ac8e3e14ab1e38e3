// Candidates of a company (part 2 §2, §7): the paginated, searchable list and the calls that create,
// update and delete. A company user's list is its own company's; the superadmin names the chosen one.
import type * as z from 'zod/mini';
import type { Candidato, CandidatoCreate, CandidatoUpdate, EstadoCandidato, OrdenCandidatos } from '@shared/schemas/candidato';
import type { Entrevista } from '@shared/schemas/entrevista';
import type { ApiResponse } from '../../../lib/api-client';
import { llamar } from '../../../lib/api-rutas';
import { consultaComun } from '../../../lib/consulta-lista';
import { descargarCsv, type ResultadoExportacion } from '../../../lib/exportar-csv';
import { usePaginada } from '../../../lib/use-paginada';
import { useRuta } from '../../../lib/use-ruta';

export type CandidatoFila = z.input<typeof Candidato>;

export interface FiltroCandidatos {
  q?: string;
  estado?: EstadoCandidato;
  /** Those in a vacancy, and the creation date's company days (D196). */
  vacanteId?: string;
  desde?: string;
  hasta?: string;
  /** The candidate's stage in that vacancy (D198): sent only with a vacancy. */
  etapa?: string;
  /** Newest first unless «antiguos» (D203): sent only when not the default. */
  orden?: OrdenCandidatos;
}

/** The list's query for the filters the screen shows (the list and its CSV ask the same). */
function consultaCandidatos(empresaId: string | undefined, f: FiltroCandidatos) {
  return {
    ...consultaComun(empresaId, f),
    etapa: f.vacanteId ? f.etapa : undefined,
    // The server's default (newest first) is not sent.
    orden: f.orden && f.orden !== 'recientes' ? f.orden : undefined,
  };
}

export function useCandidatos(empresaId: string | undefined, filtro: FiltroCandidatos, { enabled = true } = {}) {
  const lista = usePaginada('GET /api/candidatos', consultaCandidatos(empresaId, filtro), { enabled, mantenerAnteriores: true });
  return { ...lista, candidatos: lista.items };
}

/** «Exportar CSV»: the list with the filters the screen shows, every page of it (D186). */
export function exportarCandidatosCsv(empresaId: string | undefined, filtro: FiltroCandidatos): Promise<ResultadoExportacion> {
  return descargarCsv('GET /api/candidatos/exportar', { query: consultaCandidatos(empresaId, filtro) }, 'candidatos.csv');
}

export function crearCandidato(body: CandidatoCreate): Promise<ApiResponse<CandidatoFila>> {
  return llamar('POST /api/candidatos', { body }, { idempotente: true });
}

export function actualizarCandidato(id: string, body: CandidatoUpdate): Promise<ApiResponse<CandidatoFila>> {
  return llamar('PUT /api/candidatos/{id}', { params: { id }, body });
}

export function eliminarCandidato(id: string) {
  return llamar('DELETE /api/candidatos/{id}', { params: { id } });
}

/** One candidate, fresh from the server (the profile). */
export function useCandidato(id: string | undefined) {
  return useRuta('GET /api/candidatos/{id}', id ? { params: { id } } : null);
}

/** Everything stored about the candidate (their access right), as the JSON file the server answers. */
export async function exportarCandidato(id: string): Promise<unknown> {
  const { data } = await llamar('GET /api/candidatos/{id}/exportar', { params: { id } });
  return data;
}

export type EntrevistaDeCandidato = z.output<typeof Entrevista>;

/** The candidate's interviews (the profile lists them), newest first; one page holds them all. */
export function useEntrevistasDeCandidato(id: string, empresaId: string | undefined) {
  return useRuta('GET /api/entrevistas', { query: { candidatoId: id, empresaId } });
}

/**
 * People chosen in the list added to a vacancy at once (D200): a bulk action «unir» on the vacancy,
 * queued; its progress is read as any bulk action's (components/progreso-lote.tsx). The people are
 * those chosen by hand, or everyone the list's filters match when the action is accepted (D203).
 */
export function anadirAVacante(vacanteId: string, empresaId: string | undefined, eleccion: string[] | FiltroCandidatos, etapa: string) {
  const seleccion = Array.isArray(eleccion)
    ? { candidatos: eleccion }
    : { filtroCandidatos: (({ empresaId: _, ...f }) => f)(consultaCandidatos(empresaId, eleccion)) };
  return llamar(
    'POST /api/vacantes/{id}/lotes',
    { params: { id: vacanteId }, query: { empresaId }, body: { accion: 'unir', ...seleccion, etapa } },
    { idempotente: true },
  );
}

/** The filters as a key: a choice of «everyone the filters match» holds while the filters are these. */
export const claveFiltro = (f: FiltroCandidatos): string => JSON.stringify(consultaCandidatos(undefined, f));
