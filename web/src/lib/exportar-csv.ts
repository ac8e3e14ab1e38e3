// A CSV export of the API downloaded in the browser (D97, D186): the SaaS panel's files, the Candidatos
// and Entrevistas lists, a vacancy's candidates. The route answers the file itself (text/csv; its name
// from Content-Disposition), saved from its bytes so the BOM stays; or, when large, JSON with a
// short-lived link, which is followed (S3 sends it as an attachment with the same name). Called with
// the session's bearer like every call (api-client.ts), but read raw: the answer is a file, not JSON.
import { transporte } from '@shared/messages';
import type { EnlaceExportacion } from '@shared/schemas/saas';
import { ApiError, getStoredToken } from './api-client';
import { type Argumentos, direccionRuta, type Ruta } from './api-rutas';
import { abrirDescarga, guardarArchivo } from './descargar';

/** How an export went: its file saved, or the link of a large one followed (with the server's message). */
export interface ResultadoExportacion {
  forma: 'archivo' | 'enlace';
  nombre: string;
  mensaje?: string;
}

function nombreDe(disposicion: string | null, porDefecto: string): string {
  return /filename="([^"]+)"/.exec(disposicion ?? '')?.[1] ?? porDefecto;
}

/**
 * Downloads the CSV a GET route of the table answers (`args` its path parameters and query, the same
 * filters the screen shows); `porDefecto` names the file if the answer does not.
 */
export async function descargarCsv<R extends Ruta>(
  ruta: R,
  args: Omit<Argumentos<R>, 'body'>,
  porDefecto: string,
): Promise<ResultadoExportacion> {
  const token = getStoredToken();
  let res: Response;
  try {
    res = await fetch(direccionRuta(ruta, args), {
      headers: { Accept: 'text/csv, application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      credentials: 'include',
    });
  } catch {
    throw new ApiError(transporte.conexion, { kind: 'network' });
  }
  const tipoContenido = res.headers.get('content-type') ?? '';
  if (!res.ok || tipoContenido.startsWith('application/json')) {
    const cuerpo = (await res.json().catch(() => null)) as { data?: EnlaceExportacion; message?: string } | null;
    if (!res.ok || !cuerpo?.data?.url)
      throw new ApiError(cuerpo?.message ?? `Error ${res.status}`, { kind: 'http', status: res.status, body: cuerpo });
    abrirDescarga(cuerpo.data.url, cuerpo.data.nombre);
    return { forma: 'enlace', nombre: cuerpo.data.nombre, mensaje: cuerpo.message };
  }
  const nombre = nombreDe(res.headers.get('content-disposition'), porDefecto);
  guardarArchivo(new Blob([await res.arrayBuffer()], { type: 'text/csv;charset=utf-8' }), nombre);
  return { forma: 'archivo', nombre };
}
