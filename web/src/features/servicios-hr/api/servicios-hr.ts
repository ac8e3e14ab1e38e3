// HR service templates (part 2 §2 "HR services screen"): everyone reads the list; only the
// superadmin creates, edits (with the version it loaded) and deletes.
import useSWR from 'swr';
import type * as z from 'zod/mini';
import type { ServicioHRCreate, ServicioHRData, ServicioHRUpdate } from '@shared/schemas/servicio-hr';
import { type ApiResponse, api, fetcher } from '../../../lib/api-client';

export type ServicioFila = z.output<typeof ServicioHRData>;

export const SERVICIOS_KEY = '/api/servicios-hr';

export function useServiciosHr() {
  return useSWR<ServicioFila[]>(SERVICIOS_KEY, fetcher);
}

export function crearServicio(body: ServicioHRCreate): Promise<ApiResponse<ServicioFila>> {
  return api.post<ServicioFila>(SERVICIOS_KEY, body);
}

export function actualizarServicio(codigo: string, body: ServicioHRUpdate): Promise<ApiResponse<ServicioFila>> {
  return api.put<ServicioFila>(`${SERVICIOS_KEY}/${encodeURIComponent(codigo)}`, body);
}

export function eliminarServicio(codigo: string): Promise<ApiResponse<null>> {
  return api.delete<null>(`${SERVICIOS_KEY}/${encodeURIComponent(codigo)}`);
}

/** How many questions the design asks. */
export function numeroDePreguntas(s: Pick<ServicioFila, 'estructura'>): number {
  return s.estructura.fases.reduce((n, f) => n + f.preguntas.length, 0);
}
