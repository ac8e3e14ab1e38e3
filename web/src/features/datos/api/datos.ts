// Data management (part 2 §2, §7, §9; issue 11): the export file, the backups in the files bucket,
// and the figures of the Resumen tab, which are the global dashboard's (GET /api/dashboard, from
// counters; the same SWR key the dashboard and the sidebar read).
import { datos as msg } from '@shared/messages';
import type { Backup, ExportacionDatos } from '@shared/schemas/datos';
import { llamar } from '../../../lib/api-rutas';
import { useRuta } from '../../../lib/use-ruta';

export type { Backup, ExportacionDatos };

/** Reading every company may take a while on a large installation. */
const TIEMPO_EXPORTACION_MS = 30_000;

export function useResumenGlobal() {
  return useRuta('GET /api/dashboard', {});
}

export function useBackups() {
  return useRuta('GET /api/datos/backups', undefined);
}

export async function exportarDatos() {
  const { data } = await llamar('GET /api/datos/exportar', undefined, { timeoutMs: TIEMPO_EXPORTACION_MS });
  return data;
}

export async function crearBackup(): Promise<{ backup: Backup; message?: string }> {
  const { data, message } = await llamar('POST /api/datos/backups', undefined, { timeoutMs: TIEMPO_EXPORTACION_MS });
  return { backup: data.backup, message };
}

/** `empresas_2026-11-23.json`: the day in the browser's own zone, as the person reads it on their calendar. */
export function nombreArchivoExportacion(ahora = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `empresas_${ahora.getFullYear()}-${p(ahora.getMonth() + 1)}-${p(ahora.getDate())}.json`;
}

/** Saves `datos` as a JSON file the browser downloads. */
export function descargarJson(nombre: string, datos: unknown): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(datos, null, 2)], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = nombre;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** §5: an import file must hold an `empresas` array; anything else is 'Archivo de importación inválido'. */
export async function validarArchivoImportacion(file: File): Promise<{ ok: true; empresas: number } | { ok: false; error: string }> {
  try {
    const parsed: unknown = JSON.parse(await file.text());
    if (typeof parsed === 'object' && parsed !== null && Array.isArray((parsed as { empresas?: unknown }).empresas)) {
      return { ok: true, empresas: (parsed as { empresas: unknown[] }).empresas.length };
    }
  } catch {
    // Not JSON: the same message.
  }
  return { ok: false, error: msg.importacionInvalida };
}
