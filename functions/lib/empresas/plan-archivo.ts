// The strategic plan's file (spec part 1 §3.3, §5, §8.4): PDF, DOC, DOCX or TXT up to 10 MB,
// stored under empresas/{id}/plan/. Small files come through the API (multipart); larger ones go
// straight to S3 with a presigned POST whose policy limits size and type, then a confirm step
// checks the object itself (HeadObject): S3 enforces the policy in AWS, the local emulator does
// not, and the check is right in both. Downloads are short-lived presigned GETs. The content must
// be what the extension says (a PDF starts with `%PDF-`, …; D117): checked before the
// multipart upload is stored, and on the object itself at confirm, which deletes what fails.
//
// A refused request changes nothing: everything is validated before the first write, the new
// file is stored under a new key, the company record points at it with a conditional write (on
// the record as read), and only then is the previous file deleted; if the record write fails the
// new file is deleted and the old one stays. A TXT's text is copied into the plan up to
// PLAN_ESTRATEGICO.maxCaracteresTexto characters (a DynamoDB item holds 400 KB); a longer text is
// cut, with a message that says so, and the whole file stays in S3.
import { randomUUID } from 'node:crypto';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { PLAN_ESTRATEGICO } from '../../../shared/constants.js';
import { empresas as msgEmpresas, fmt, planEstrategico as msgPlan } from '../../../shared/messages.js';
import { NombrePlan, PlanEstrategico } from '../../../shared/schemas/empresa.js';
import { TIPOS_PLAN } from '../../../shared/schemas/empresas-api.js';
import { enlaceArchivo } from '../aws/enlace-archivo.js';
import { s3 } from '../aws/s3.js';
import { config } from '../config.js';
import { esDocumento } from '../contenido-archivo.js';
import { empresaKeys, type EmpresaItem } from '../db/empresas.js';
import { updateItem } from '../db/repository.js';
import { ConflictError, NotFoundError, ValidationError } from '../errors.js';
import { validationError } from '../validation.js';
import { logger } from '../logger.js';
import type { UploadedFile } from '../multipart.js';
import { prefijoEmpresa } from './archivos.js';
import { obtenerEmpresa } from './lectura.js';

type Extension = keyof typeof TIPOS_PLAN;

export interface PlanArchivo {
  key: string;
  nombre: string;
  tipo: string;
  tamano: number;
}

export interface PlanGuardado {
  data: { archivo_url: string; planEstrategico: PlanEstrategico };
  message: string;
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

/** The bytes are a file of the kind its extension says. */
function comprobarContenido(data: Uint8Array, ext: Extension): void {
  if (!esDocumento(data, ext)) {
    const msg = fmt(msgPlan.contenidoNoCoincide, { tipo: ext.toUpperCase() });
    throw new ValidationError(msg, [{ campo: 'archivo', msg }]);
  }
}

function comprobarTamano(bytes: number): void {
  if (bytes > PLAN_ESTRATEGICO.maxBytes)
    throw new ValidationError(msgPlan.tamanoArchivo, [{ campo: 'archivo', msg: msgPlan.tamanoArchivo }]);
  if (bytes === 0) throw new ValidationError(msgPlan.archivoVacio, [{ campo: 'archivo', msg: msgPlan.archivoVacio }]);
}

/** The plan's name as sent (multipart field or confirm body), checked like the JSON body's. */
function comprobarNombre(nombre: string | undefined): string | undefined {
  if (nombre === undefined || nombre.trim() === '') return undefined;
  const parsed = NombrePlan.safeParse(nombre);
  if (!parsed.success) throw validationError(parsed.error, 'nombre');
  return parsed.data;
}

function nombreSeguro(nombre: string): string {
  return (
    nombre
      .normalize('NFKD')
      .replace(/[^\w.-]+/g, '_')
      .slice(-120) || 'plan'
  );
}

export function archivoUrl(empresaId: string): string {
  return `/api/empresas/${empresaId}/plan-estrategico/archivo`;
}

/** The text a TXT brings to the plan, cut to what a company item can hold. */
function textoDe(data: Buffer): { texto: string; recortado: boolean } {
  const texto = data.toString('utf8');
  const max = PLAN_ESTRATEGICO.maxCaracteresTexto;
  return texto.length > max ? { texto: texto.slice(0, max), recortado: true } : { texto, recortado: false };
}

async function borrarObjeto(key: string): Promise<void> {
  try {
    await s3.send(new DeleteObjectCommand({ Bucket: config.filesBucket, Key: key }));
  } catch (err) {
    logger.warn('Plan file not deleted', { error: (err as Error).message });
  }
}

/**
 * Points the company's plan at a stored file (already in S3 under `archivo.key`): the plan is
 * built and validated first, the record is written only if nobody changed the plan since it was
 * read, and the previous file is deleted after. On any failure the new file is deleted.
 */
async function asociar(
  empresa: EmpresaItem,
  archivo: PlanArchivo,
  texto: { texto: string; recortado: boolean } | undefined,
  nombrePlan: string | undefined,
  now: Date,
): Promise<PlanGuardado> {
  try {
    const previo = (empresa.planEstrategico ?? {}) as Record<string, unknown>;
    const plan = {
      ...previo,
      id: previo.id ?? randomUUID(),
      version: previo.version ?? PLAN_ESTRATEGICO.versionPorDefecto,
      nombre: nombrePlan || previo.nombre || archivo.nombre.replace(/\.[^.]+$/, '').slice(0, 200),
      ...(texto && !previo.contenido_texto ? { contenido_texto: texto.texto } : {}),
      archivo_url: archivoUrl(empresa.id),
      fecha_subida: now.toISOString(),
    };
    const checked = PlanEstrategico.safeParse(plan);
    if (!checked.success) throw validationError(checked.error, 'planEstrategico');
    const guardado = checked.data;
    const anterior = empresa.planArchivo as PlanArchivo | undefined;
    await updateItem(
      empresaKeys.empresa(empresa.id),
      { planEstrategico: guardado, planArchivo: archivo, fechaActualizacion: now.toISOString() },
      () => new ConflictError(msgEmpresas.modificadaPorOtro),
      anterior?.key
        ? { expression: '#pa.#k = :anterior', names: { '#pa': 'planArchivo', '#k': 'key' }, values: { ':anterior': anterior.key } }
        : { expression: 'attribute_not_exists(#pa)', names: { '#pa': 'planArchivo' } },
    );
    if (anterior?.key && anterior.key !== archivo.key) await borrarObjeto(anterior.key);
    const recortado = texto?.recortado && !previo.contenido_texto;
    return {
      data: { archivo_url: plan.archivo_url, planEstrategico: guardado },
      message: recortado
        ? fmt(msgPlan.textoRecortado, { max: PLAN_ESTRATEGICO.maxCaracteresTexto.toLocaleString('es-ES') })
        : msgPlan.guardado,
    };
  } catch (err) {
    await borrarObjeto(archivo.key);
    throw err;
  }
}

export async function subirPlan(
  empresaId: string,
  file: UploadedFile | undefined,
  nombre?: string,
  now = new Date(),
): Promise<PlanGuardado> {
  // Everything about the request is checked before anything is written.
  const nombrePlan = comprobarNombre(nombre);
  if (!file) throw new ValidationError(msgPlan.archivoVacio, [{ campo: 'archivo', msg: msgPlan.archivoVacio }]);
  if (file.truncated) comprobarTamano(PLAN_ESTRATEGICO.maxBytes + 1);
  comprobarTamano(file.data.length);
  const { ext, tipo } = comprobarTipo(file.filename, file.mimeType);
  comprobarContenido(file.data, ext);
  const empresa = await obtenerEmpresa(empresaId);
  const key = `${prefijoEmpresa(empresaId)}plan/${randomUUID()}-${nombreSeguro(file.filename)}`;
  await s3.send(new PutObjectCommand({ Bucket: config.filesBucket, Key: key, Body: file.data, ContentType: tipo }));
  const texto = tipo === 'text/plain' ? textoDe(file.data) : undefined;
  return asociar(empresa, { key, nombre: file.filename, tipo, tamano: file.data.length }, texto, nombrePlan, now);
}

const PRESIGN_TTL_S = 600;

export async function urlSubidaPlan(empresaId: string, body: { nombreArchivo: string; contentType: string; tamano: number }) {
  comprobarTamano(body.tamano);
  const { tipo } = comprobarTipo(body.nombreArchivo, body.contentType);
  await obtenerEmpresa(empresaId);
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

export async function confirmarSubidaPlan(
  empresaId: string,
  body: { key: string; nombre?: string },
  now = new Date(),
): Promise<PlanGuardado> {
  const nombrePlan = comprobarNombre(body.nombre);
  if (!body.key.startsWith(`${prefijoEmpresa(empresaId)}plan/`) || body.key.includes('..'))
    throw new NotFoundError(msgPlan.subidaNoEncontrada);
  const empresa = await obtenerEmpresa(empresaId);
  let head;
  try {
    head = await s3.send(new HeadObjectCommand({ Bucket: config.filesBucket, Key: body.key }));
  } catch {
    throw new NotFoundError(msgPlan.subidaNoEncontrada);
  }
  const nombre = body.key
    .split('/')
    .pop()!
    .replace(/^[0-9a-f-]{36}-/, '');
  let ext: Extension;
  let data: Buffer;
  try {
    comprobarTamano(head.ContentLength ?? 0);
    ext = comprobarTipo(nombre, head.ContentType ?? '').ext;
    // At most 10 MB (checked just above): the whole object is read, a DOCX's entry list is at its end.
    const obj = await s3.send(new GetObjectCommand({ Bucket: config.filesBucket, Key: body.key }));
    data = Buffer.from((await obj.Body?.transformToByteArray()) ?? []);
    comprobarTamano(data.length);
    comprobarContenido(data, ext);
  } catch (err) {
    // What breaks the rules does not stay in the bucket.
    await borrarObjeto(body.key);
    throw err;
  }
  const texto = ext === 'txt' ? textoDe(data) : undefined;
  return asociar(empresa, { key: body.key, nombre, tipo: TIPOS_PLAN[ext], tamano: data.length }, texto, nombrePlan, now);
}

/** The plan's presigned GET (aws/enlace-archivo.ts), inline (view) or as a download. */
export async function urlDescargaPlan(empresaId: string, descarga: boolean): Promise<{ url: string; expiresIn: number }> {
  const empresa = await obtenerEmpresa(empresaId);
  const archivo = empresa.planArchivo as PlanArchivo | undefined;
  if (!archivo?.key) throw new NotFoundError(msgPlan.sinArchivo);
  return enlaceArchivo(archivo, descarga);
}

/** Deletes the file and clears the plan (part 1 §4: planEstrategico becomes null). */
export async function eliminarPlan(empresaId: string, now = new Date()): Promise<void> {
  const empresa = await obtenerEmpresa(empresaId);
  const archivo = empresa.planArchivo as PlanArchivo | undefined;
  await updateItem(empresaKeys.empresa(empresaId), {
    planEstrategico: null,
    planArchivo: undefined,
    fechaActualizacion: now.toISOString(),
  });
  if (archivo?.key) await borrarObjeto(archivo.key);
}
