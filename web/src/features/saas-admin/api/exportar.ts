// The SaaS panel's CSV downloads (D97): GET /api/saas/exportar/{tipo} with the session's bearer.
// A small export is the file itself (text/csv; its name from Content-Disposition, the server's
// `{tipo}_{YYYY-MM-DD}.csv`), saved from its bytes so the BOM stays; a large one answers JSON with
// a short-lived link, which is opened (S3 sends it as an attachment with the same name).
import { transporte } from '@shared/messages';
import type { EnlaceExportacion, TipoExportacion } from '@shared/schemas/saas';
import { ApiError, getStoredToken } from '../../../lib/api-client';
import { direccionRuta } from '../../../lib/api-rutas';
import { abrirDescarga, guardarArchivo } from '../../../lib/descargar';

function nombreDe(disposicion: string | null, porDefecto: string): string {
  return /filename="([^"]+)"/.exec(disposicion ?? '')?.[1] ?? porDefecto;
}

/** Downloads the export; answers how it went: the file saved, or the link of a large one opened. */
export async function descargarExportacion(
  tipo: TipoExportacion,
): Promise<{ forma: 'archivo' | 'enlace'; nombre: string; mensaje?: string }> {
  const token = getStoredToken();
  let res: Response;
  try {
    res = await fetch(direccionRuta('GET /api/saas/exportar/{tipo}', { params: { tipo } }), {
      headers: { Accept: 'text/csv, application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      credentials: 'include',
    });
  } catch {
    throw new ApiError(transporte.conexion, { kind: 'network' });
  }
  const tipoContenido = res.headers.get('content-type') ?? '';
  if (!res.ok || tipoContenido.startsWith('application/json')) {
    const cuerpo = (await res.json().catch(() => null)) as { data?: EnlaceExportacion; message?: string } | null;
    if (!res.ok) throw new ApiError(cuerpo?.message ?? `Error ${res.status}`, { kind: 'http', status: res.status, body: cuerpo });
    const enlace = cuerpo!.data!;
    abrirDescarga(enlace.url, enlace.nombre);
    return { forma: 'enlace', nombre: enlace.nombre, mensaje: cuerpo?.message };
  }
  const nombre = nombreDe(res.headers.get('content-disposition'), `${tipo}.csv`);
  guardarArchivo(new Blob([await res.arrayBuffer()], { type: 'text/csv;charset=utf-8' }), nombre);
  return { forma: 'archivo', nombre };
}
