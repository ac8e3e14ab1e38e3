// The strategic plan's file (spec part 1 §3.3, §5, §7.2): the browser's checks, the upload (through
// the API for small files, straight to storage with a presigned POST for larger ones), the links
// that open or download it, and its deletion.
import type * as z from 'zod/mini';
import { PLAN_ESTRATEGICO } from '@shared/constants';
import { planEstrategico as msgPlan } from '@shared/messages';
import { type PlanArchivoData, TIPOS_PLAN } from '@shared/schemas/empresas-api';
import { type ApiResponse, uploadWithProgress } from '../../../lib/api-client';
import { llamar, urlRuta } from '../../../lib/api-rutas';

export type PlanSubido = z.input<typeof PlanArchivoData>;

/** Up to this size the file goes through the API (a Lambda request carries 6 MB at most, multipart included). */
export const LIMITE_SUBIDA_API = 4 * 1024 * 1024;
/** The API answers within its own 20 s; a direct upload of 10 MB on a slow line needs longer. */
const TIMEOUT_SUBIDA_API_MS = 30_000;
const TIMEOUT_SUBIDA_DIRECTA_MS = 120_000;

type Extension = keyof typeof TIPOS_PLAN;

function extensionDe(nombre: string): Extension | undefined {
  const ext = nombre.toLowerCase().split('.').pop() ?? '';
  return (PLAN_ESTRATEGICO.extensiones as readonly string[]).includes(ext) ? (ext as Extension) : undefined;
}

/**
 * The file rules of part 1 §5 as the server applies them: a PDF, DOC, DOCX or TXT extension whose
 * type, when the browser names one, matches it; at most 10 MB. Returns the refusal, or null.
 */
export function comprobarArchivoPlan(file: File): string | null {
  const ext = extensionDe(file.name);
  const tipo = file.type.split(';')[0].trim().toLowerCase();
  const generico = tipo === '' || tipo === 'application/octet-stream';
  if (!ext || (!generico && tipo !== TIPOS_PLAN[ext])) return msgPlan.tipoArchivo;
  if (file.size > PLAN_ESTRATEGICO.maxBytes) return msgPlan.tamanoArchivo;
  return null;
}

export function esTexto(file: File): boolean {
  return extensionDe(file.name) === 'txt';
}

/** The text of a TXT file, for the plan's text field. */
export function leerTexto(file: File): Promise<string> {
  if (typeof file.text === 'function') return file.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file);
  });
}

/**
 * Uploads the plan's file and names the plan. Files up to LIMITE_SUBIDA_API go as multipart to
 * the API (field `archivo`); larger ones are posted to the presigned address (its fields, then
 * `file` last) and confirmed. `onProgress` gets the percentage sent.
 */
export async function subirArchivoPlan(
  empresaId: string,
  file: File,
  nombre: string,
  onProgress: (percent: number) => void,
): Promise<ApiResponse<PlanSubido>> {
  if (file.size <= LIMITE_SUBIDA_API) {
    const form = new FormData();
    form.append('nombre', nombre);
    form.append('archivo', file, file.name);
    return uploadWithProgress<PlanSubido>(urlRuta('POST /api/empresas/{id}/upload-plan-estrategico', { params: { id: empresaId } }), form, {
      onProgress,
      timeoutMs: TIMEOUT_SUBIDA_API_MS,
    });
  }
  const ext = extensionDe(file.name);
  const { data: destino } = await llamar('POST /api/empresas/{id}/plan-estrategico/upload-url', {
    params: { id: empresaId },
    body: { nombreArchivo: file.name, contentType: ext ? TIPOS_PLAN[ext] : file.type, tamano: file.size },
  });
  const form = new FormData();
  for (const [campo, valor] of Object.entries(destino.fields)) form.append(campo, valor);
  // Storage reads the policy fields first: the file must be the last part.
  form.append('file', file, file.name);
  // 100 % is reported once the plan is confirmed, not when the bytes have left.
  await uploadWithProgress(destino.url, form, {
    externo: true,
    timeoutMs: TIMEOUT_SUBIDA_DIRECTA_MS,
    onProgress: (p) => onProgress(Math.min(p, 99)),
  });
  const confirmado = await llamar('POST /api/empresas/{id}/plan-estrategico/confirm', {
    params: { id: empresaId },
    body: { key: destino.key, nombre },
  });
  onProgress(100);
  return confirmado;
}

/**
 * A short-lived signed address of the plan's file, asked for with the session (a new window cannot
 * send the bearer header, and the session token never goes in a URL); `descarga` asks for a
 * download instead of viewing it.
 */
export async function enlaceArchivoPlan(empresaId: string, descarga = false): Promise<string> {
  const { data } = await llamar('POST /api/empresas/{id}/plan-estrategico/enlace', { params: { id: empresaId }, body: { descarga } });
  return data.url;
}

/** Deletes the file and clears the plan (planEstrategico becomes null, part 1 §4). */
export function eliminarArchivoPlan(empresaId: string) {
  return llamar('DELETE /api/empresas/{id}/plan-estrategico/archivo', { params: { id: empresaId } });
}

/** Clears a plan that has no file (PATCH {planEstrategico: null}). */
export function borrarPlan(empresaId: string) {
  return llamar('PATCH /api/empresas/{id}', { params: { id: empresaId }, body: { planEstrategico: null } });
}
