// Interviews of a company (issue 12; part 2 §2 "Interviews screen", D63): the paginated list with
// its search and status filter, the five counts, one interview, its public link, and the calls that
// schedule (idempotent, like every create), reschedule and cancel. What the schedule form offers
// comes from here too: the company's AI services and a candidate search. A company user's calls
// are their own company's; the superadmin names the chosen one (?empresaId= / body empresaId).
import useSWR, { useSWRConfig } from 'swr';
import type * as z from 'zod/mini';
import type { Candidato } from '@shared/schemas/candidato';
import type {
  EnlaceEntrevista,
  Entrevista,
  EntrevistaCreate,
  EntrevistaProgramadaData,
  EntrevistaUpdate,
  EstadisticasEntrevistas,
  EstadoEntrevista,
} from '@shared/schemas/entrevista';
import type { ValidacionBody } from '@shared/schemas/informe';
import type { ServicioIADisponible } from '@shared/schemas/servicio-hr';
import { type ApiResponse, api, fetcher } from '../../../lib/api-client';
import type { Pagina } from '../../../lib/use-paginada';
import { usePaginada } from '../../../lib/use-paginada';

export type EntrevistaFila = z.output<typeof Entrevista>;
export type ServicioOfrecido = z.output<typeof ServicioIADisponible>;
export type CandidatoOpcion = Pick<z.input<typeof Candidato>, 'id' | 'nombre' | 'email' | 'posicion'>;
export type Programada = z.output<typeof EntrevistaProgramadaData>;

export const ENTREVISTAS_KEY = '/api/entrevistas';

/** `?empresaId=…` for the superadmin's chosen company; '' for a company user. */
export function conEmpresa(path: string, empresaId: string | undefined): string {
  if (!empresaId) return path;
  return `${path}${path.includes('?') ? '&' : '?'}empresaId=${encodeURIComponent(empresaId)}`;
}

const ruta = (id: string) => `${ENTREVISTAS_KEY}/${encodeURIComponent(id)}`;

export interface FiltroEntrevistas {
  q?: string;
  estado?: EstadoEntrevista;
}

export function useEntrevistas(empresaId: string | undefined, filtro: FiltroEntrevistas) {
  const lista = usePaginada<EntrevistaFila>(
    ENTREVISTAS_KEY,
    { empresaId, q: filtro.q?.trim() || undefined, estado: filtro.estado },
    { mantenerAnteriores: true },
  );
  return { ...lista, entrevistas: lista.items };
}

export function useEstadisticasEntrevistas(empresaId: string | undefined) {
  return useSWR<EstadisticasEntrevistas>(conEmpresa(`${ENTREVISTAS_KEY}/estadisticas`, empresaId), fetcher);
}

/** The SWR key of one interview (what useEntrevista reads). */
export const claveEntrevista = (id: string, empresaId: string | undefined) => conEmpresa(ruta(id), empresaId);

/** One interview, fresh (the details dialog); the list's copy shows until it arrives. */
export function useEntrevista(id: string, empresaId: string | undefined, inicial?: EntrevistaFila) {
  return useSWR<EntrevistaFila>(claveEntrevista(id, empresaId), fetcher, { fallbackData: inicial });
}

/** The interview a link names (`?entrevista=`, e.g. from a report's email); none without an id. */
export function useEntrevistaEnlazada(id: string | null, empresaId: string | undefined) {
  return useSWR<EntrevistaFila>(id ? claveEntrevista(id, empresaId) : null, fetcher);
}

export function enlaceEntrevista(id: string, empresaId: string | undefined): Promise<z.output<typeof EnlaceEntrevista>> {
  return api.get<z.output<typeof EnlaceEntrevista>>(conEmpresa(`${ruta(id)}/enlace`, empresaId)).then((r) => r.data);
}

export function programarEntrevista(body: EntrevistaCreate): Promise<ApiResponse<Programada>> {
  return api.post<Programada>(ENTREVISTAS_KEY, body, { idempotente: true });
}

export function reprogramarEntrevista(id: string, empresaId: string | undefined, body: EntrevistaUpdate): Promise<ApiResponse<Programada>> {
  return api.put<Programada>(conEmpresa(ruta(id), empresaId), body);
}

/** "Iniciar": the assisted session (an interviewer types the answers); answers the candidate's page link. */
export function iniciarEntrevista(id: string, empresaId: string | undefined): Promise<ApiResponse<z.output<typeof EnlaceEntrevista>>> {
  return api.post<z.output<typeof EnlaceEntrevista>>(conEmpresa(`${ruta(id)}/iniciar`, empresaId), undefined);
}

/** The spec's demo run: completada 2 s later, analysed 2 s after that. */
export function simularEntrevista(id: string, empresaId: string | undefined): Promise<ApiResponse<EntrevistaFila>> {
  return api.post<EntrevistaFila>(conEmpresa(`${ruta(id)}/simular`, empresaId), undefined);
}

/** A person's review of the AI report: analizada → validada; answers the updated interview. */
export function validarEntrevista(id: string, empresaId: string | undefined, body: ValidacionBody): Promise<ApiResponse<EntrevistaFila>> {
  return api.put<EntrevistaFila>(conEmpresa(`${ruta(id)}/validacion`, empresaId), body);
}

/**
 * The review form's `onEnviar` on this screen: the PUT, and its answer put where the details read
 * the interview (useEntrevista), so the open dialogs show the review at once.
 */
export function useValidarEntrevista(id: string, empresaId: string | undefined) {
  const { mutate } = useSWRConfig();
  return async (body: ValidacionBody): Promise<ApiResponse<EntrevistaFila>> => {
    const r = await validarEntrevista(id, empresaId, body);
    await mutate(claveEntrevista(id, empresaId), r.data, { revalidate: false });
    return r;
  };
}

/** An admin queues a failed analysis again (D78); its answer goes where the details read the interview. */
export function useReintentarAnalisis(id: string, empresaId: string | undefined) {
  const { mutate } = useSWRConfig();
  return async (): Promise<ApiResponse<EntrevistaFila>> => {
    const r = await api.post<EntrevistaFila>(conEmpresa(`${ruta(id)}/reintentar-analisis`, empresaId), undefined);
    await mutate(claveEntrevista(id, empresaId), r.data, { revalidate: false });
    return r;
  };
}

export function cancelarEntrevista(id: string, empresaId: string | undefined): Promise<ApiResponse<null>> {
  return api.delete<null>(conEmpresa(ruta(id), empresaId));
}

/** Why the company cannot schedule (issue 24): no licence, no contracted service, or its AI switches off. */
export interface BloqueoProgramacion {
  motivo: 'licencias_vencidas' | 'sin_licencias' | 'sin_contratados' | 'desactivados';
  mensaje: string;
}

/** The AI services the company may schedule with (part 2 §6), and beside them why it cannot schedule. */
export function useServiciosOfrecidos(empresaId: string | undefined) {
  const r = useSWR<ApiResponse<ServicioOfrecido[]>>(conEmpresa('/api/servicios-hr/disponibles', empresaId), (path: string) =>
    api.get<ServicioOfrecido[]>(path),
  );
  return {
    ...r,
    data: r.data?.data,
    bloqueo: (r.data?.extra?.bloqueo as BloqueoProgramacion | undefined) ?? null,
  };
}

/** The schedule form's candidate search: the first page of the Candidatos search for `q`. */
export function useBuscarCandidatos(empresaId: string | undefined, q: string) {
  const params = new URLSearchParams({ limit: '20' });
  if (q.trim()) params.set('q', q.trim());
  return useSWR<Pagina<CandidatoOpcion>>(conEmpresa(`/api/candidatos?${params}`, empresaId), fetcher, { keepPreviousData: true });
}

/** One candidate by id (the candidate chosen before the dialog opened, from their profile). */
export function useCandidatoOpcion(id: string | undefined, empresaId: string | undefined) {
  return useSWR<CandidatoOpcion>(id ? conEmpresa(`/api/candidatos/${encodeURIComponent(id)}`, empresaId) : null, fetcher);
}
