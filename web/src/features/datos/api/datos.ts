// Data management (part 2 §2, §4, §7, §9; D65, D95): the export file, the backups in the files
// bucket (list, link, restore), the import with its row-by-row report, the clear, and the figures
// of the Resumen tab, which are the dashboard's (GET /api/dashboard, from counters; the same SWR key
// the dashboard and the sidebar read). `empresaId` is the superadmin's selected company; a company
// admin's calls name none (the API acts on their own company).
import { datos as msg, fmt } from '@shared/messages';
import {
  type Backup,
  type ExportacionDatos,
  type FilaImportacion,
  MAX_BYTES_IMPORTACION,
  type ResultadoImportacion,
  type ResultadoLimpieza,
} from '@shared/schemas/datos';
import { useSWRConfig } from 'swr';
import { llamar } from '../../../lib/api-rutas';
import { invalidar } from '../../../lib/invalidar';
import { useRuta } from '../../../lib/use-ruta';

export type { Backup, ExportacionDatos, FilaImportacion, ResultadoImportacion, ResultadoLimpieza };

/** Reading a company's data, writing it back or clearing it may take a while: the functions allow 25–29 s. */
const TIEMPO_OPERACION_MS = 32_000;

export function useResumenGlobal() {
  return useRuta('GET /api/dashboard', {});
}

export function useBackups(empresaId: string | undefined) {
  return useRuta('GET /api/datos/backups', { query: { empresaId } });
}

export async function exportarDatos(empresaId: string | undefined) {
  const { data, message } = await llamar('GET /api/datos/exportar', { query: { empresaId } }, { timeoutMs: TIEMPO_OPERACION_MS });
  return { archivo: data, message };
}

export async function crearBackup(empresaId: string | undefined): Promise<{ backup: Backup; message?: string }> {
  const { data, message } = await llamar('POST /api/datos/backups', { query: { empresaId } }, { timeoutMs: TIEMPO_OPERACION_MS });
  return { backup: data.backup, message };
}

/** The families an import, a restore or a clear changes: every company read. */
const CAMBIADAS = [
  'datos',
  'candidatos',
  'entrevistas',
  'informes',
  'areas',
  'dashboard',
  'analytics',
  'configuracion',
  'notificaciones',
] as const;

/**
 * After an import, a restore or a clear the whole company changed: every read of the families it
 * touches asks again. `invalidar` reaches the mounted ones (lists included); SWR's `mutate` over the
 * plain reads' keys also ends their de-duplication, so a screen opened a moment later (within SWR's
 * 2 s) asks the server instead of being handed the answer read before the change.
 */
export function useTrasCambioDeDatos(): () => Promise<void> {
  const { mutate } = useSWRConfig();
  return async () => {
    // A read's key is its row's URL (useRuta): its family is the segment after /api/ (familiaDe).
    const cambiada = (k: unknown) => typeof k === 'string' && (CAMBIADAS as readonly string[]).includes(k.split(/[/?]/)[2] ?? '');
    await Promise.all([mutate(cambiada), invalidar(...CAMBIADAS)]);
  };
}

export async function importarDatos(archivo: unknown, empresaId: string | undefined) {
  const { data, message } = await llamar('POST /api/datos/importar', { body: { archivo, empresaId } }, { timeoutMs: TIEMPO_OPERACION_MS });
  return { resultado: data, message };
}

export async function restaurarBackup(id: string, empresaId: string | undefined) {
  const { data, message } = await llamar(
    'POST /api/datos/backups/{id}/restaurar',
    { params: { id }, query: { empresaId } },
    { timeoutMs: TIEMPO_OPERACION_MS },
  );
  return { resultado: data, message };
}

export async function limpiarDatos(confirmacion: string, empresaId: string | undefined) {
  const { data, message } = await llamar(
    'POST /api/datos/limpiar',
    { body: { confirmacion, empresaId } },
    { timeoutMs: TIEMPO_OPERACION_MS },
  );
  return { resultado: data, message };
}

export async function enlaceBackup(id: string, empresaId: string | undefined): Promise<string> {
  const { data } = await llamar('POST /api/datos/backups/{id}/enlace', { params: { id }, query: { empresaId } });
  return data.url;
}

/** `{prefijo}_2026-11-23.json`: the day in the browser's own zone, as the person reads it on their calendar. */
export function nombreArchivoExportacion(ahora = new Date(), prefijo = 'empresas'): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${prefijo}_${ahora.getFullYear()}-${p(ahora.getMonth() + 1)}-${p(ahora.getDate())}.json`;
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

/**
 * §5: an import file must hold an `empresas` array; anything else is 'Archivo de importación
 * inválido' before anything is sent (the API checks the whole file again).
 */
export async function validarArchivoImportacion(
  file: File,
): Promise<{ ok: true; archivo: unknown; empresas: number } | { ok: false; error: string }> {
  if (file.size > MAX_BYTES_IMPORTACION) {
    const mb = (n: number) => new Intl.NumberFormat('es-ES', { maximumFractionDigits: 1 }).format(n / 1_000_000);
    return { ok: false, error: fmt(msg.archivoPesado, { mb: mb(file.size), max: mb(MAX_BYTES_IMPORTACION) }) };
  }
  try {
    const parsed: unknown = JSON.parse(await file.text());
    if (typeof parsed === 'object' && parsed !== null && Array.isArray((parsed as { empresas?: unknown }).empresas)) {
      return { ok: true, archivo: parsed, empresas: (parsed as { empresas: unknown[] }).empresas.length };
    }
  } catch {
    // Not JSON: the same message.
  }
  return { ok: false, error: msg.importacionInvalida };
}

export interface ResumenTipo {
  tipo: string;
  creados: number;
  actualizados: number;
  rechazados: number;
}

/** The report's rows counted by kind, in the order the kinds first appear. */
export function resumenPorTipo(filas: readonly FilaImportacion[]): ResumenTipo[] {
  const porTipo = new Map<string, ResumenTipo>();
  for (const f of filas) {
    const r = porTipo.get(f.tipo) ?? { tipo: f.tipo, creados: 0, actualizados: 0, rechazados: 0 };
    if (f.resultado === 'creado') r.creados++;
    else if (f.resultado === 'actualizado') r.actualizados++;
    else r.rechazados++;
    porTipo.set(f.tipo, r);
  }
  return [...porTipo.values()];
}
