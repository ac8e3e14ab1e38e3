// What an HR team sends and keeps beside a candidate (D163): the CV (multipart upload, a short
// signed link to download it, its removal) and the rejection mail (its preview, then its confirmed send).
// The invitation's resend is an interview's action, shared by both screens: components/reenviar-invitacion.tsx.
import { CV_CANDIDATO } from '@shared/schemas/candidato-envios';
import { request, type ApiResponse } from '../../../lib/api-client';
import { llamar, urlRuta } from '../../../lib/api-rutas';
import { abrirDescarga } from '../../../lib/descargar';
import { useRuta } from '../../../lib/use-ruta';

export interface CvSubido {
  nombre: string;
  tipo: string;
  tamano: number;
  subidoEn: string;
}

/** POST /api/candidatos/{id}/cv (multipart field `cv`): the server checks type, size and content. */
export function subirCv(id: string, file: File, empresaId?: string): Promise<ApiResponse<CvSubido>> {
  const form = new FormData();
  form.append(CV_CANDIDATO.campo, file, file.name);
  return request('POST', urlRuta('POST /api/candidatos/{id}/cv', { params: { id }, query: { empresaId } }), form, { timeoutMs: 60_000 });
}

/** Downloads the CV through a 5-minute signed link asked for with the session (never a token in a URL). */
export async function descargarCv(id: string, nombre: string, empresaId?: string): Promise<void> {
  const { data } = await llamar('POST /api/candidatos/{id}/cv/enlace', { params: { id }, query: { empresaId }, body: { descarga: true } });
  abrirDescarga(data.url, nombre);
}

/** Removes the CV on its own: the candidate keeps no CV and the server deletes its file. */
export function quitarCv(id: string, empresaId?: string) {
  return llamar('DELETE /api/candidatos/{id}/cv', { params: { id }, query: { empresaId } });
}

/** The rejection mail as the candidate would receive it; read only while the dialog is open. */
export function useVistaRechazo(id: string, empresaId: string | undefined, abierta: boolean) {
  return useRuta('GET /api/candidatos/{id}/rechazo', abierta ? { params: { id }, query: { empresaId } } : null);
}

export function enviarRechazo(id: string, empresaId?: string) {
  return llamar('POST /api/candidatos/{id}/rechazo', { params: { id }, query: { empresaId }, body: { confirmar: true } });
}
