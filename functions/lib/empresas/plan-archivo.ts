// The strategic plan's file (spec part 1 §3.3, §5, §8.4): PDF, DOC, DOCX or TXT up to 10 MB,
// stored under empresas/{id}/plan/. Small files come through the API (multipart); larger ones go
// straight to S3 with a presigned POST whose policy limits size and type, then a confirm step
// checks the object itself (HeadObject) — S3 enforces the policy in AWS, the local emulator does
// not, and the check is right in both. Downloads are short-lived presigned GETs.
import { randomUUID } from 'node:crypto';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { PLAN_ESTRATEGICO } from '../../../shared/constants.js';
import { planEstrategico as msgPlan } from '../../../shared/messages.js';
import { TIPOS_PLAN } from '../../../shared/schemas/empresas-api.js';
import type { Caller } from '../auth/caller.js';
import { s3 } from '../aws/s3.js';
import { config } from '../config.js';
import { keys } from '../db/keys.js';
import { updateItem } from '../db/repository.js';
import { NotFoundError, ValidationError } from '../errors.js';
import { logger } from '../logger.js';
import type { UploadedFile } from '../multipart.js';
import { prefijoEmpresa } from './archivos.js';
import { empresaVisible, type EmpresaItem } from './service.js';

type Extension = keyof typeof TIPOS_PLAN;

export interface PlanArchivo {
  key: string;
  nombre: string;
  tipo: string;
  tamano: number;
}

function extension(nombre: string): Extension | undefined {
  const ext = nombre.toLowerCase().split('.').pop() ?? '';
  return ext in TIPOS_PLAN ? (ext as Extension) : undefined;
}

/** Type by extension, and a content type that matches it (browsers send '' or octet-stream for some). */
function comprobarTipo(nombre: string, contentType: string): { ext: Extension; tipo: string } {
  const ext = extension(nombre);
  const tipo = contentType.split(';')[0].trim().toLowerCase();
  const generic = tipo === '' || tipo === 'application/octet-stream';
  if (!ext || (!generic && tipo !== TIPOS_PLAN[ext])) {
    throw new ValidationError(msgPlan.tipoArchivo, [{ campo: 'archivo', msg: msgPlan.tipoArchivo }]);
  }
  return { ext, tipo: TIPOS_PLAN[ext] };
}

function comprobarTamano(bytes: number): void {
  if (bytes > PLAN_ESTRATEGICO.maxBytes) throw new ValidationError(msgPlan.tamanoArchivo, [{ campo: 'archivo', msg: msgPlan.tamanoArchivo }]);
  if (bytes === 0) throw new ValidationError(msgPlan.archivoVacio, [{ campo: 'archivo', msg: msgPlan.archivoVacio }]);
}

function nombreSeguro(nombre: string): string {
  return nombre.normalize('NFKD').replace(/[^\w.-]+/g, '_').slice(-120) || 'plan';
}

export function archivoUrl(empresaId: string): string {
  return `/api/empresas/${empresaId}/plan-estrategico/archivo`;
}

/** Points the company's plan at a stored file and removes the previous one. */
async function asociar(empresa: EmpresaItem, archivo: PlanArchivo, texto: string | undefined, nombrePlan: string | undefined, now: Date) {
  const previo = empresa.planEstrategico ?? {};
  const plan = {
    id: previo.id ?? randomUUID(),
    version: previo.version ?? PLAN_ESTRATEGICO.versionPorDefecto,
    ...previo,
    nombre: nombrePlan || previo.nombre || archivo.nombre.replace(/\.[^.]+$/, ''),
    ...(texto !== undefined && !previo.contenido_texto ? { contenido_texto: texto } : {}),
    archivo_url: archivoUrl(empresa.id),
    fecha_subida: now.toISOString(),
  };
  await updateItem(keys.empresa(empresa.id), { planEstrategico: plan, planArchivo: archivo, fechaActualizacion: now.toISOString() });
  const anterior = empresa.planArchivo as PlanArchivo | undefined;
  if (anterior?.key && anterior.key !== archivo.key) await borrarObjeto(anterior.key);
  return { archivo_url: plan.archivo_url, planEstrategico: plan };
}

async function borrarObjeto(key: string): Promise<void> {
  try {
    await s3.send(new DeleteObjectCommand({ Bucket: config.filesBucket, Key: key }));
  } catch (err) {
    logger.warn('Plan file not deleted', { error: (err as Error).message });
  }
}

export async function subirPlan(caller: Caller, empresaId: string, file: UploadedFile | undefined, nombrePlan?: string, now = new Date()) {
  const empresa = await empresaVisible(caller, empresaId);
  if (!file) throw new ValidationError(msgPlan.archivoVacio, [{ campo: 'archivo', msg: msgPlan.archivoVacio }]);
  if (file.truncated) comprobarTamano(PLAN_ESTRATEGICO.maxBytes + 1);
  comprobarTamano(file.data.length);
  const { tipo } = comprobarTipo(file.filename, file.mimeType);
  const key = `${prefijoEmpresa(empresaId)}plan/${randomUUID()}-${nombreSeguro(file.filename)}`;
  await s3.send(new PutObjectCommand({ Bucket: config.filesBucket, Key: key, Body: file.data, ContentType: tipo }));
  const texto = tipo === 'text/plain' ? file.data.toString('utf8') : undefined;
  return asociar(empresa, { key, nombre: file.filename, tipo, tamano: file.data.length }, texto, nombrePlan, now);
}

const PRESIGN_TTL_S = 600;

export async function urlSubidaPlan(caller: Caller, empresaId: string, body: { nombreArchivo: string; contentType: string; tamano: number }) {
  await empresaVisible(caller, empresaId);
  comprobarTamano(body.tamano);
  const { tipo } = comprobarTipo(body.nombreArchivo, body.contentType);
  const key = `${prefijoEmpresa(empresaId)}plan/${randomUUID()}-${nombreSeguro(body.nombreArchivo)}`;
  const post = await createPresignedPost(s3, {
    Bucket: config.filesBucket,
    Key: key,
    Conditions: [
      ['content-length-range', 1, PLAN_ESTRATEGICO.maxBytes],
      ['eq', '$Content-Type', tipo],
    ],
    Fields: { 'Content-Type': tipo },
    Expires: PRESIGN_TTL_S,
  });
  return { url: post.url, fields: post.fields, key, expiresIn: PRESIGN_TTL_S };
}

export async function confirmarSubidaPlan(caller: Caller, empresaId: string, body: { key: string; nombre?: string }, now = new Date()) {
  const empresa = await empresaVisible(caller, empresaId);
  if (!body.key.startsWith(`${prefijoEmpresa(empresaId)}plan/`) || body.key.includes('..')) throw new NotFoundError(msgPlan.subidaNoEncontrada);
  let head;
  try {
    head = await s3.send(new HeadObjectCommand({ Bucket: config.filesBucket, Key: body.key }));
  } catch {
    throw new NotFoundError(msgPlan.subidaNoEncontrada);
  }
  const nombre = body.key.split('/').pop()!.replace(/^[0-9a-f-]{36}-/, '');
  try {
    comprobarTamano(head.ContentLength ?? 0);
    comprobarTipo(nombre, head.ContentType ?? '');
  } catch (err) {
    // What breaks the rules does not stay in the bucket.
    await borrarObjeto(body.key);
    throw err;
  }
  let texto: string | undefined;
  if (extension(nombre) === 'txt') {
    const obj = await s3.send(new GetObjectCommand({ Bucket: config.filesBucket, Key: body.key }));
    texto = await obj.Body?.transformToString('utf8');
  }
  return asociar(empresa, { key: body.key, nombre, tipo: TIPOS_PLAN[extension(nombre)!], tamano: head.ContentLength ?? 0 }, texto, body.nombre, now);
}

/** A presigned GET valid for 5 minutes, inline (view) or as a download. */
export async function urlDescargaPlan(caller: Caller, empresaId: string, descarga: boolean): Promise<string> {
  const empresa = await empresaVisible(caller, empresaId);
  const archivo = empresa.planArchivo as PlanArchivo | undefined;
  if (!archivo?.key) throw new NotFoundError(msgPlan.sinArchivo);
  const filename = encodeURIComponent(archivo.nombre);
  return getSignedUrl(
    s3,
    new GetObjectCommand({
      Bucket: config.filesBucket,
      Key: archivo.key,
      ResponseContentType: archivo.tipo,
      ResponseContentDisposition: `${descarga ? 'attachment' : 'inline'}; filename*=UTF-8''${filename}`,
    }),
    { expiresIn: 300 },
  );
}

/** Deletes the file and clears the plan (part 1 §4: planEstrategico becomes null). */
export async function eliminarPlan(caller: Caller, empresaId: string, now = new Date()): Promise<void> {
  const empresa = await empresaVisible(caller, empresaId);
  const archivo = empresa.planArchivo as PlanArchivo | undefined;
  await updateItem(keys.empresa(empresaId), { planEstrategico: null, planArchivo: undefined, fechaActualizacion: now.toISOString() });
  if (archivo?.key) await borrarObjeto(archivo.key);
}
