// The transcription of a voice answer (D66): see voz.ts. This module opens the company's or
// the platform's Deepgram key (keys:open), so only the transcription function imports it. Without a
// Deepgram key, Amazon Transcribe when the deploy enabled it (D176, voz-transcribe.ts): the order is
// the precedence module's.
import { limitesGrabacion } from '../../../shared/ayuda-candidato.js';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { publico as msg } from '../../../shared/messages.js';
import { AUDIO_ID, LIMITES_PUBLICO, TIPOS_AUDIO } from '../../../shared/schemas/publico.js';
import { s3 } from '../aws/s3.js';
import { config } from '../config.js';
import { claveParaUsar } from '../configuracion/clave-para-usar.js';
import { AppError, ConflictError, NotFoundError, ValidationError } from '../errors.js';
import { logger } from '../logger.js';
import { baseUrlDe } from '../proveedores-ia/comprobar.js';
import { callSignal } from '../request-scope.js';
import { claveAudio, preparar } from './voz.js';
import { elegirIA } from '../proveedores-ia/precedencia.js';
import { prefijoEmpresa } from '../empresas/archivos.js';
import { getEmpresa } from '../db/empresas.js';
import { vozDe, type IdiomaTranscripcion, paisDeEmpresa } from '../../../shared/paises.js';
import { FalloTranscribe, transcribirConTranscribe } from './voz-transcribe.js';
import { contarTranscripcionFallida } from './voz-metrica.js';

/** Milliseconds Deepgram has to answer (IA_TIEMPO_DEEPGRAM_MS shortens it in tests). */
function tiempoMaximoMs(): number {
  const v = Number(process.env.IA_TIEMPO_DEEPGRAM_MS);
  return Number.isFinite(v) && v > 0 ? v : 20_000;
}

/** 502: the provider failed; the candidate may write the answer or try again. Never the provider's text. */
class TranscripcionFallidaError extends AppError {
  constructor(mensaje: string = msg.transcripcionFallida) {
    super(502, 'TRANSCRIPTION_FAILED', mensaje);
  }
}

/** Milliseconds a Transcribe job has (IA_TIEMPO_TRANSCRIBE_MS shortens it in tests); the route has 28 s. */
function plazoTranscribeMs(): number {
  const v = Number(process.env.IA_TIEMPO_TRANSCRIBE_MS);
  return Number.isFinite(v) && v > 0 ? v : 22_000;
}

/** The Spanish a company's answers are heard in (D210): its configuration's choice, else its country's. */
async function vozDeEmpresa(empresaId: string) {
  const empresa = await getEmpresa(empresaId);
  const elegido = (empresa?.configuracion as { configuracionIA?: { idioma_transcripcion?: IdiomaTranscripcion } } | undefined)
    ?.configuracionIA?.idioma_transcripcion;
  return vozDe(paisDeEmpresa(empresa), elegido);
}

/** The recording through Amazon Transcribe (D176), in the company's Spanish variant. */
async function conTranscribe(
  e: { empresaId: string; id: string },
  key: string,
  audioId: string,
  tipo: string,
  bytes: number,
  ids: Record<string, string>,
) {
  const idioma = (await vozDeEmpresa(e.empresaId)).transcribe;
  const inicio = Date.now();
  try {
    const texto = await transcribirConTranscribe({
      bucket: config.filesBucket,
      claveAudio: key,
      audioId,
      carpeta: `${prefijoEmpresa(e.empresaId)}entrevistas/${e.id}/`,
      tipo,
      bytes,
      idioma,
      plazoMs: plazoTranscribeMs(),
    });
    logger.info('Voice answer transcribed', { ...ids, proveedor: 'transcribe', bytes, ms: Date.now() - inicio, caracteres: texto.length });
    return { texto: texto.slice(0, LIMITES_PUBLICO.respuestaMax) };
  } catch (err) {
    if (!(err instanceof FalloTranscribe)) throw err;
    logger.warn('Transcription failed', { ...ids, proveedor: 'transcribe', motivo: err.motivo, error: err.message });
    if (err.motivo !== 'sin_voz' && err.motivo !== 'audio_vacio') contarTranscripcionFallida(err.motivo);
    throw new TranscripcionFallidaError(err.motivo === 'sin_voz' ? msg.transcripcionSinVoz : msg.transcripcionFallida);
  }
}

async function borrar(key: string, versionId: string | undefined, ids: Record<string, string>): Promise<void> {
  try {
    // The version too: in a versioned bucket a plain delete would keep the recording as a noncurrent version.
    await s3.send(new DeleteObjectCommand({ Bucket: config.filesBucket, Key: key, ...(versionId ? { VersionId: versionId } : {}) }));
  } catch (err) {
    logger.warn('Voice recording not deleted (the lifecycle rule expires it)', { ...ids, error: (err as Error).message });
  }
}

/** Deepgram's answer: the first channel's first alternative. */
function textoDe(json: unknown): string | undefined {
  const t = (json as { results?: { channels?: Array<{ alternatives?: Array<{ transcript?: unknown }> }> } })?.results?.channels?.[0]
    ?.alternatives?.[0]?.transcript;
  return typeof t === 'string' ? t.trim().slice(0, LIMITES_PUBLICO.respuestaMax) : undefined;
}

/** POST …/respuestas/{n}/transcripcion: the recording's text; the recording is deleted whatever happens. */
export async function transcribirAudio(token: string, origen: string, n: number, audioId: string, now = new Date()) {
  if (!AUDIO_ID.test(audioId)) throw new NotFoundError(msg.audioNoEncontrado);
  const e = await preparar(token, origen, n, now);
  const key = claveAudio(e, audioId);
  const ids = { empresaId: e.empresaId, entrevistaId: e.id, audioId };
  let head;
  try {
    head = await s3.send(new HeadObjectCommand({ Bucket: config.filesBucket, Key: key }));
  } catch (err) {
    const status = (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    if (status === 404 || (err as Error).name === 'NotFound' || (err as Error).name === 'NoSuchKey')
      throw new NotFoundError(msg.audioNoEncontrado);
    throw err;
  }
  try {
    // The local emulator does not enforce the POST policy: size and type are checked here too.
    const tipo = (head.ContentType ?? '').split(';')[0]!.trim().toLowerCase();
    const bytes = head.ContentLength ?? 0;
    if (bytes > limitesGrabacion(!!e.tiempoAmpliado).bytes)
      throw new ValidationError(msg.audioGrande, [{ campo: 'audio', msg: msg.audioGrande }]);
    if (bytes < 1) throw new NotFoundError(msg.audioNoEncontrado);
    if (!(TIPOS_AUDIO as readonly string[]).includes(tipo))
      throw new ValidationError(msg.audioTipo, [{ campo: 'audio', msg: msg.audioTipo }]);
    const eleccion = await elegirIA(e.empresaId, 'voz');
    if (eleccion.via === 'integrado') throw new ConflictError(msg.vozNoDisponible);
    if (eleccion.via === 'aws') return await conTranscribe(e, key, audioId, tipo, bytes, ids);
    const clave = await claveParaUsar(e.empresaId, 'deepgram');
    if (!clave) throw new ConflictError(msg.vozNoDisponible);
    const obj = await s3.send(
      new GetObjectCommand({ Bucket: config.filesBucket, Key: key, ...(head.VersionId ? { VersionId: head.VersionId } : {}) }),
    );
    const audio = Buffer.from((await obj.Body?.transformToByteArray()) ?? []);
    if (audio.length > limitesGrabacion(!!e.tiempoAmpliado).bytes)
      throw new ValidationError(msg.audioGrande, [{ campo: 'audio', msg: msg.audioGrande }]);

    const consulta = new URLSearchParams({
      model: clave.modelo || 'nova-2',
      language: (await vozDeEmpresa(e.empresaId)).deepgram,
      smart_format: 'true',
      punctuate: 'true',
    });
    const inicio = Date.now();
    let res: Response;
    try {
      res = await fetch(`${baseUrlDe('deepgram', clave.baseUrl)}/v1/listen?${consulta}`, {
        method: 'POST',
        headers: { authorization: `Token ${clave.apiKey}`, 'content-type': tipo, accept: 'application/json' },
        body: audio,
        redirect: 'error',
        signal: callSignal(AbortSignal.timeout(tiempoMaximoMs())),
      });
    } catch (err) {
      const nombre = (err as Error)?.name;
      logger.warn('Transcription failed', {
        ...ids,
        motivo: nombre === 'TimeoutError' || nombre === 'AbortError' ? 'time-out' : 'sin conexión',
      });
      throw new TranscripcionFallidaError();
    }
    if (!res.ok) {
      await res.body?.cancel().catch(() => undefined);
      logger.warn('Transcription failed', { ...ids, status: res.status, origenClave: clave.origen });
      throw new TranscripcionFallidaError();
    }
    let json: unknown;
    try {
      json = await res.json();
    } catch {
      logger.warn('Transcription failed', { ...ids, motivo: 'respuesta no JSON' });
      throw new TranscripcionFallidaError();
    }
    const texto = textoDe(json);
    if (texto === undefined) {
      logger.warn('Transcription failed', { ...ids, motivo: 'respuesta sin transcripción' });
      throw new TranscripcionFallidaError();
    }
    logger.info('Voice answer transcribed', { ...ids, bytes: audio.length, ms: Date.now() - inicio, caracteres: texto.length });
    return { texto };
  } finally {
    await borrar(key, head.VersionId, ids);
  }
}
