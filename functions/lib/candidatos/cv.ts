// The CV attached to a candidate (D163): a PDF or a DOCX up to 4 MB, sent through the API
// (multipart) so its content is checked before anything is stored — the bytes must be what the
// extension says (contenido-archivo.ts, as the avatar and the strategic plan; D117). Stored under
// the company's prefix (empresas/{id}/candidatos/{candidatoId}/cv/), so a company's deletion and a
// data clear take it with the rest; the candidate points at it with a write conditional on the
// version it read, and only then is the previous file deleted (a refused or failed upload leaves
// the old CV). Downloads are 5-minute presigned GETs asked for with the bearer. The candidate's
// erasure deletes it (service.ts `borrar`: the company's, the retention job's, the candidate's own);
// «Quitar CV» removes it on its own.
import { randomUUID } from 'node:crypto';
import { DeleteObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { enviosCandidato as msg, fmt } from '../../../shared/messages.js';
import { CV_CANDIDATO, type CvCandidato, type ExtensionCv } from '../../../shared/schemas/candidato-envios.js';
import { candidatos as msgCandidatos } from '../../../shared/messages.js';
import { enlaceArchivo } from '../aws/enlace-archivo.js';
import { s3 } from '../aws/s3.js';
import { config } from '../config.js';
import { esDocumento } from '../contenido-archivo.js';
import { candidatoKeys, getCandidato } from '../db/candidatos.js';
import { updateItem } from '../db/repository.js';
import { ConflictError, NotFoundError, ValidationError } from '../errors.js';
import { prefijoEmpresa } from '../empresas/archivos.js';
import { logger } from '../logger.js';
import type { UploadedFile } from '../multipart.js';
import { cvDe, type CvItem } from './envios-vista.js';

const invalido = (m: string) => new ValidationError(m, [{ campo: CV_CANDIDATO.campo, msg: m }]);

function extension(nombre: string): ExtensionCv {
  const ext = nombre.toLowerCase().split('.').pop() ?? '';
  if (!(ext in CV_CANDIDATO.tipos)) throw invalido(msg.cvTipo);
  return ext as ExtensionCv;
}

/** The file's name as stored for the download: its own, without path or control characters. */
function nombreLimpio(nombre: string): string {
  const base = nombre.split(/[\\/]/).pop() ?? 'cv';
  const limpio = [...base].filter((ch) => ch !== '"' && ch.charCodeAt(0) >= 0x20 && ch.charCodeAt(0) !== 0x7f).join('');
  return limpio.slice(-200) || 'cv';
}

export async function borrarArchivoCv(key: string | undefined): Promise<void> {
  if (!key) return;
  try {
    await s3.send(new DeleteObjectCommand({ Bucket: config.filesBucket, Key: key }));
  } catch (err) {
    logger.warn('CV file not deleted', { error: (err as Error).message });
  }
}

export async function subirCv(
  caller: { userId: string },
  empresaId: string,
  candidatoId: string,
  file: UploadedFile | undefined,
  now = new Date(),
): Promise<CvCandidato> {
  // Everything about the request is checked before anything is written.
  if (!file) throw invalido(msg.cvSinArchivo);
  if (file.truncated || file.data.length > CV_CANDIDATO.maxBytes) throw invalido(msg.cvTamano);
  if (file.data.length === 0) throw invalido(msg.cvVacio);
  const ext = extension(file.filename);
  const declarado = file.mimeType.split(';')[0]!.trim().toLowerCase();
  if (declarado !== '' && declarado !== 'application/octet-stream' && declarado !== CV_CANDIDATO.tipos[ext]) throw invalido(msg.cvTipo);
  if (!esDocumento(file.data, ext)) throw invalido(fmt(msg.cvContenido, { tipo: ext.toUpperCase() }));
  const c = await getCandidato(empresaId, candidatoId);
  if (!c) throw new NotFoundError(msgCandidatos.noEncontrado);

  const key = `${prefijoEmpresa(empresaId)}candidatos/${c.id}/cv/${randomUUID()}.${ext}`;
  await s3.send(new PutObjectCommand({ Bucket: config.filesBucket, Key: key, Body: file.data, ContentType: CV_CANDIDATO.tipos[ext] }));
  const cv: CvItem = {
    key,
    nombre: nombreLimpio(file.filename),
    tipo: CV_CANDIDATO.tipos[ext],
    tamano: file.data.length,
    subidoEn: now.toISOString(),
    subidoPor: caller.userId,
  };
  try {
    await updateItem(
      candidatoKeys.candidato(empresaId, c.id),
      { cv, version: c.version + 1 },
      () => new ConflictError(msgCandidatos.noActualizado),
      { expression: '#v = :v', names: { '#v': 'version' }, values: { ':v': c.version } },
    );
  } catch (err) {
    // The candidate still points at the old CV (or was erased meanwhile): the new file must not stay.
    await borrarArchivoCv(key);
    throw err;
  }
  await borrarArchivoCv(cvDe(c)?.key);
  logger.info('Candidate CV stored', { empresaId, candidatoId: c.id, tamano: cv.tamano, tipo: cv.tipo });
  return { nombre: cv.nombre, tipo: cv.tipo, tamano: cv.tamano, subidoEn: cv.subidoEn };
}

/**
 * Removes the CV on its own (issue 54 item 10's leftover): the candidate stops pointing at it with a
 * write conditional on the version read (as the upload's), and only then is the file deleted — a
 * refused write leaves both. A candidate with no CV is a 404 that says so.
 */
export async function quitarCv(empresaId: string, candidatoId: string): Promise<void> {
  const c = await getCandidato(empresaId, candidatoId);
  if (!c) throw new NotFoundError(msgCandidatos.noEncontrado);
  const cv = cvDe(c);
  if (!cv) throw new NotFoundError(msg.cvNoHay);
  await updateItem(
    candidatoKeys.candidato(empresaId, c.id),
    { cv: undefined, version: c.version + 1 },
    () => new ConflictError(msgCandidatos.noActualizado),
    { expression: '#v = :v', names: { '#v': 'version' }, values: { ':v': c.version } },
  );
  await borrarArchivoCv(cv.key);
  logger.info('Candidate CV removed', { empresaId, candidatoId: c.id });
}

/** The CV's presigned GET (aws/enlace-archivo.ts), as a download or inline. */
export async function enlaceCv(empresaId: string, candidatoId: string, descarga: boolean): Promise<{ url: string; expiresIn: number }> {
  const c = await getCandidato(empresaId, candidatoId);
  if (!c) throw new NotFoundError(msgCandidatos.noEncontrado);
  const cv = cvDe(c);
  if (!cv) throw new NotFoundError(msg.cvNoHay);
  return enlaceArchivo(cv, descarga);
}
