// Why one module: the Data screen's calls, one small function per endpoint of the family.
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
  type ImportacionDatos,
  type LimpiezaDatos,
  MAX_BYTES_IMPORTACION,
  MAX_BYTES_IMPORTACION_JOB,
  type ResultadoImportacion,
  type ResultadoLimpieza,
  TIPO_ARCHIVO_IMPORTACION,
} from '@shared/schemas/datos';
import { trabajoVivo } from '@shared/schemas/trabajo';
import { useSWRConfig } from 'swr';
import { uploadWithProgress } from '../../../lib/api-client';
import { llamar } from '../../../lib/api-rutas';
import { invalidar } from '../../../lib/invalidar';
import { useRuta } from '../../../lib/use-ruta';

export type { Backup, ExportacionDatos, FilaImportacion, LimpiezaDatos, ResultadoImportacion, ResultadoLimpieza };

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

/** Where an import in the background is (D100): the file going up, then the rows the job has done. */
export type ProgresoImportacion = { fase: 'subiendo'; porcentaje: number } | { fase: 'importando'; procesadas: number; total: number };

/** A job that ended in error: its reason, in Spanish ('Archivo de importación inválido'…). */
export class ImportacionConError extends Error {}

/** How often the screen asks how the job is going. */
const SONDEO_MS = 1000;
/** Sending 50 MB straight to storage on a slow line. */
const TIEMPO_SUBIDA_MS = 15 * 60_000;

/**
 * D100: a company's import of a file of any size: the file goes straight to storage (a presigned
 * POST: its fields, then the file last), the API checks it and queues the job (202), and the screen
 * asks every second how it goes until it ends; then it reads the whole report (whole blocks a page)
 * and answers it as the synchronous import does, so the same report is shown.
 */
export async function importarDatosEnSegundoPlano(
  file: File,
  empresaId: string | undefined,
  alProgreso: (p: ProgresoImportacion) => void,
): Promise<{ resultado: ResultadoImportacion; message: string }> {
  const { data: destino } = await llamar('POST /api/datos/importaciones/subida', {
    body: { empresaId, nombreArchivo: file.name, tamano: file.size },
  });
  const form = new FormData();
  for (const [campo, valor] of Object.entries(destino.fields)) form.append(campo, valor);
  // Storage reads the policy fields first: the file must be the last part, of the policy's type
  // whatever the browser guessed from its name (an export saved without its extension).
  form.append('file', new Blob([file], { type: TIPO_ARCHIVO_IMPORTACION }), file.name);
  await uploadWithProgress(destino.url, form, {
    externo: true,
    timeoutMs: TIEMPO_SUBIDA_MS,
    onProgress: (porcentaje) => alProgreso({ fase: 'subiendo', porcentaje }),
  });
  const { data: creado } = await llamar('POST /api/datos/importaciones', {
    body: { empresaId, key: destino.key, nombreArchivo: file.name },
  });
  const resultado = await esperarImportacion(creado, empresaId, alProgreso);
  const { creados, actualizados, rechazados } = resultado;
  return { resultado, message: fmt(msg.importado, { creados, actualizados, rechazados }) };
}

/** Polls an import job (an upload's or a restore's) every second until it ends, then reads its whole report. */
async function esperarImportacion(
  creado: ImportacionDatos,
  empresaId: string | undefined,
  alProgreso: (p: ProgresoImportacion) => void,
): Promise<ResultadoImportacion> {
  const leer = (cursor?: string) =>
    llamar('GET /api/datos/importaciones/{id}', { params: { id: creado.id }, query: { empresaId, ...(cursor ? { cursor } : {}) } });
  let job: ImportacionDatos & { filas: FilaImportacion[]; cursor: string | null } = { ...creado, filas: [], cursor: null };
  while (trabajoVivo(job.estado)) {
    alProgreso({ fase: 'importando', procesadas: job.procesadas, total: job.total });
    await new Promise((r) => setTimeout(r, SONDEO_MS));
    job = (await leer()).data;
  }
  if (job.estado === 'fallida') throw new ImportacionConError(job.error ?? msg.importacionFallida);
  alProgreso({ fase: 'importando', procesadas: job.procesadas, total: job.total });
  const filas = [...job.filas];
  for (let cursor = job.cursor; cursor;) {
    const { data } = await leer(cursor);
    filas.push(...data.filas);
    cursor = data.cursor;
  }
  const { backups, creados, actualizados, rechazados } = job;
  return { backups, creados, actualizados, rechazados, filas };
}

/**
 * D103: a listed backup restored through the import job, whatever its size (the backup is already
 * in storage: no upload). The request queues it (202; a clear or an import running answers 409):
 * its errors belong to the confirmation dialog. Then `esperarRestauracion` follows the job.
 */
export async function solicitarRestauracion(id: string, empresaId: string | undefined): Promise<ImportacionDatos> {
  const { data } = await llamar('POST /api/datos/backups/{id}/restauracion', { params: { id }, query: { empresaId } });
  return data;
}

/** Follows a restore's job as the import's (its bar), answered as the synchronous restore was, so the same report is shown. */
export async function esperarRestauracion(
  job: ImportacionDatos,
  empresaId: string | undefined,
  alProgreso: (p: ProgresoImportacion) => void,
): Promise<{ resultado: ResultadoImportacion; message: string }> {
  const resultado = await esperarImportacion(job, empresaId, alProgreso);
  const { creados, actualizados, rechazados } = resultado;
  return { resultado, message: fmt(msg.restaurado, { creados, actualizados, rechazados }) };
}

/** Where a clear in the background is (D103): the items deleted so far, of the backup's data items. */
export interface ProgresoLimpieza {
  borrados: number;
  total: number;
}

/** A clear job that ended in error: its reason, in Spanish. */
export class LimpiezaConError extends Error {}

/**
 * D103: the clear of every size goes through the job. The request checks the typed name and
 * queues it (202; a second clear or an import running answers 409): its errors belong to the
 * confirmation dialog. Then `esperarLimpieza` asks every second how it goes until it ends.
 */
export async function solicitarLimpieza(confirmacion: string, empresaId: string | undefined): Promise<LimpiezaDatos> {
  const { data } = await llamar('POST /api/datos/limpiezas', { body: { confirmacion, empresaId } });
  return data;
}

export async function esperarLimpieza(
  job: LimpiezaDatos,
  empresaId: string | undefined,
  empresa: string,
  alProgreso: (p: ProgresoLimpieza) => void,
): Promise<{ resultado: LimpiezaDatos; message: string }> {
  let actual = job;
  while (trabajoVivo(actual.estado)) {
    alProgreso({ borrados: actual.borrados, total: actual.total });
    await new Promise((r) => setTimeout(r, SONDEO_MS));
    actual = (await llamar('GET /api/datos/limpiezas/{id}', { params: { id: job.id }, query: { empresaId } })).data;
  }
  if (actual.estado === 'fallida') throw new LimpiezaConError(actual.error ?? msg.limpiezaFallida);
  alProgreso({ borrados: actual.borrados, total: actual.total });
  const { borrados, archivos, backup } = actual;
  return { resultado: actual, message: fmt(msg.limpiado, { borrados, archivos, name: backup?.name ?? '', empresa }) };
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

/**
 * §5: an import file must hold an `empresas` array; anything else is 'Archivo de importación
 * inválido' before anything is sent (the API checks the whole file again).
 */
export async function validarArchivoImportacion(
  file: File,
  enSegundoPlano = false,
): Promise<{ ok: true; archivo: unknown; empresas: number } | { ok: false; error: string }> {
  const mb = (n: number) => new Intl.NumberFormat('es-ES', { maximumFractionDigits: 1 }).format(n / 1_000_000);
  // A company's file goes through storage and a job (D100) up to 50 MB; the platform-wide file of
  // every company's record is one request's (5,9 MB).
  const max = enSegundoPlano ? MAX_BYTES_IMPORTACION_JOB : MAX_BYTES_IMPORTACION;
  if (file.size > max) {
    return { ok: false, error: fmt(enSegundoPlano ? msg.archivoDemasiadoPesado : msg.archivoPesado, { mb: mb(file.size), max: mb(max) }) };
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

/**
 * The kinds of a company's data a preview names (D162), by the first segment of an item's sort key:
 * the tipos of functions/lib/datos/elementos.ts that a file holds (its 'datos' class); anything else
 * is counted under 'otros'. The report after the import names every row by the server's own tipoDe.
 */
const TIPO_POR_SEGMENTO: Readonly<Record<string, string>> = {
  AREA: 'area',
  AREANOMBRE: 'area_nombre',
  CAND: 'candidato',
  CANDEMAIL: 'candidato_email',
  CANDBUSQ: 'candidato_busqueda',
  CANDENT: 'candidato_entrevista',
  ENTREVISTA: 'entrevista',
  ENTDISENO: 'entrevista_diseno',
  ENTRESP: 'entrevista_respuesta',
  INFORME: 'informe',
  IMPUGNACION: 'impugnacion',
  AUDIT: 'auditoria',
  NOTIF: 'notificacion',
  NOTIFENV: 'notificacion_enviada',
  CONFIG: 'configuracion',
  CONFIGID: 'configuracion_id',
  ESTAD: 'estadistica',
  CONSERVAR: 'consentimiento_conservar',
  BORRADOSOL: 'borrado_solicitado',
  RETENCION: 'retencion',
};

/** What a chosen file holds, before it is imported (D162): whose it is, when and by whom it was made, and its items by kind. */
export interface VistaPreviaImportacion {
  nombreArchivo: string;
  /** The companies of its `empresas`, by name. */
  empresas: string[];
  fecha: string | null;
  generadoPor: string | null;
  /** Items per kind (tipo), most first; empty in the platform-wide file of companies only. */
  porTipo: Array<{ tipo: string; elementos: number }>;
  elementos: number;
}

const texto = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

/** Reads a validated file's summary (validarArchivoImportacion answered ok); nothing is sent. */
export function vistaPreviaImportacion(nombreArchivo: string, archivo: unknown): VistaPreviaImportacion {
  const a = archivo as {
    exportInfo?: { fecha?: unknown; generadoPor?: unknown };
    empresas: Array<{ nombreComercial?: unknown; nombreLegal?: unknown; id?: unknown }>;
    datos?: Array<{ elementos?: Array<{ sk?: unknown }> }>;
  };
  const cuenta = new Map<string, number>();
  let elementos = 0;
  for (const d of Array.isArray(a.datos) ? a.datos : []) {
    for (const e of Array.isArray(d?.elementos) ? d.elementos : []) {
      const segmento = typeof e?.sk === 'string' ? e.sk.split('#', 1)[0]! : '';
      const tipo = TIPO_POR_SEGMENTO[segmento] ?? 'otros';
      cuenta.set(tipo, (cuenta.get(tipo) ?? 0) + 1);
      elementos++;
    }
  }
  return {
    nombreArchivo,
    empresas: a.empresas.map((e) => texto(e?.nombreComercial) ?? texto(e?.nombreLegal) ?? texto(e?.id) ?? 'Sin nombre'),
    fecha: texto(a.exportInfo?.fecha),
    generadoPor: texto(a.exportInfo?.generadoPor),
    porTipo: [...cuenta].map(([tipo, n]) => ({ tipo, elementos: n })).sort((x, y) => y.elementos - x.elementos),
    elementos,
  };
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
