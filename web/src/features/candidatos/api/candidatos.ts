// Candidates of a company (part 2 §2, §7): the paginated, searchable list and the calls that create,
// update and delete. A company user's list is its own company's; the superadmin names the chosen one.
import type * as z from 'zod/mini';
import type { Candidato, CandidatoCreate, CandidatoUpdate, EstadoCandidato } from '@shared/schemas/candidato';
import type { Entrevista } from '@shared/schemas/entrevista';
import useSWR from 'swr';
import { type ApiResponse, api, fetcher } from '../../../lib/api-client';
import { type Pagina, usePaginada } from '../../../lib/use-paginada';

export type CandidatoFila = z.input<typeof Candidato>;

export interface FiltroCandidatos {
  q?: string;
  estado?: EstadoCandidato;
}

export function useCandidatos(empresaId: string | undefined, filtro: FiltroCandidatos, { enabled = true } = {}) {
  const lista = usePaginada<CandidatoFila>(
    '/api/candidatos',
    { empresaId, q: filtro.q?.trim() || undefined, estado: filtro.estado },
    { enabled, mantenerAnteriores: true },
  );
  return { ...lista, candidatos: lista.items };
}

export function crearCandidato(body: CandidatoCreate): Promise<ApiResponse<CandidatoFila>> {
  return api.post<CandidatoFila>('/api/candidatos', body, { idempotente: true });
}

export function actualizarCandidato(id: string, body: CandidatoUpdate): Promise<ApiResponse<CandidatoFila>> {
  return api.put<CandidatoFila>(`/api/candidatos/${encodeURIComponent(id)}`, body);
}

export function eliminarCandidato(id: string): Promise<ApiResponse<null>> {
  return api.delete<null>(`/api/candidatos/${encodeURIComponent(id)}`);
}

export function candidatoKey(id: string): string {
  return `/api/candidatos/${encodeURIComponent(id)}`;
}

/** One candidate, fresh from the server (the profile). */
export function useCandidato(id: string | undefined) {
  return useSWR<CandidatoFila>(id ? candidatoKey(id) : null, fetcher);
}

/** Everything stored about the candidate (their access right), as the JSON file the server answers. */
export async function exportarCandidato(id: string): Promise<unknown> {
  const { data } = await api.get<unknown>(`${candidatoKey(id)}/exportar`);
  return data;
}

export type EntrevistaDeCandidato = z.output<typeof Entrevista>;

/** The candidate's interviews (the profile lists them), newest first; one page holds them all. */
export function useEntrevistasDeCandidato(id: string, empresaId: string | undefined) {
  const params = new URLSearchParams({ candidatoId: id });
  if (empresaId) params.set('empresaId', empresaId);
  return useSWR<Pagina<EntrevistaDeCandidato>>(`/api/entrevistas?${params}`, fetcher);
}
