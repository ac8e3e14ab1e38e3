// A voice answer transcribed by Amazon Transcribe (D176), when the deploy enabled it and no Deepgram
// key comes first in the precedence (proveedores-ia/precedencia.ts). The recording is already in the
// files bucket (voz.ts); a batch job reads it there with this function's role, writes its transcript
// under the interview's `transcripciones/` folder (the only prefix ia:transcribe may write), and is
// polled until it ends or the route's time runs out. The transcript and the job are deleted after the
// attempt, whatever its outcome, like the recording (voz-transcripcion.ts).
// The behaviours relied on, from the Amazon Transcribe API reference:
// - StartTranscriptionJob: TranscriptionJobName (unique in the account, [0-9a-zA-Z._-]+, ≤ 200),
//   LanguageCode (es-ES, es-MX, es-US among the batch languages; D210 picks one per country), MediaFormat (mp3 | mp4 | wav | flac | ogg
//   | amr | webm | m4a), Media.MediaFileUri (s3://bucket/key), OutputBucketName and OutputKey (the
//   transcript's object key in that bucket).
// - GetTranscriptionJob: TranscriptionJob.TranscriptionJobStatus QUEUED | IN_PROGRESS | FAILED |
//   COMPLETED; FailureReason when FAILED; the transcript file (JSON) holds results.transcripts[0].transcript.
// - DeleteTranscriptionJob removes the job's record (the transcript file is ours to delete).
import { DeleteObjectCommand, GetObjectCommand } from '@aws-sdk/client-s3';
import {
  DeleteTranscriptionJobCommand,
  GetTranscriptionJobCommand,
  StartTranscriptionJobCommand,
  TranscribeClient,
  type MediaFormat,
} from '@aws-sdk/client-transcribe';
import type { IdiomaTranscripcion } from '../../../shared/paises.js';
import { s3 } from '../aws/s3.js';
import { boundToRequest } from '../request-scope.js';

export const transcribe = boundToRequest(new TranscribeClient({ maxAttempts: 2 }));

export type { IdiomaTranscripcion };

/** The recording's content type as Transcribe's MediaFormat (the page records one of TIPOS_AUDIO). */
const FORMATO: Record<string, MediaFormat> = { 'audio/webm': 'webm', 'audio/ogg': 'ogg', 'audio/mp4': 'mp4' };

/** Why Transcribe gave no text (logged; the candidate sees the Spanish message of the route). */
export class FalloTranscribe extends Error {
  readonly motivo: 'audio_vacio' | 'formato' | 'fallido' | 'time-out' | 'sin_voz' | 'servicio';
  constructor(motivo: FalloTranscribe['motivo'], mensaje: string) {
    super(mensaje);
    this.name = 'FalloTranscribe';
    this.motivo = motivo;
  }
}

export interface PeticionTranscribe {
  bucket: string;
  /** The recording's key (voz.ts claveAudio). */
  claveAudio: string;
  /** The audio id (AUDIO_ID): the job's name and the transcript's file name. */
  audioId: string;
  /** The interview's folder (`empresas/<id>/entrevistas/<id>/`): the transcript goes under its `transcripciones/`. */
  carpeta: string;
  tipo: string;
  bytes: number;
  idioma?: IdiomaTranscripcion;
  /** How long to wait for the job (the route's own deadline is above it). */
  plazoMs: number;
  /** Between two reads of the job. */
  esperaMs?: number;
  dormir?: (ms: number) => Promise<void>;
  ahora?: () => number;
}

/** The job's name: from the server-made audio id only, unique per recording. */
export const nombreTrabajo = (audioId: string) => `talentia-${audioId}`;
/** Where the transcript is written (PREFIJO_TRANSCRIPCIONES of the ia:transcribe grant). */
export const claveTranscripcion = (carpeta: string, audioId: string) => `${carpeta}transcripciones/${audioId}.json`;

/** The StartTranscriptionJob request (exported for the tests of its shape). */
export function peticionInicio(p: PeticionTranscribe) {
  const formato = FORMATO[p.tipo];
  if (!formato) throw new FalloTranscribe('formato', `formato no admitido por Transcribe: ${p.tipo.slice(0, 40)}`);
  return {
    TranscriptionJobName: nombreTrabajo(p.audioId),
    LanguageCode: p.idioma ?? 'es-ES',
    MediaFormat: formato,
    Media: { MediaFileUri: `s3://${p.bucket}/${p.claveAudio}` },
    OutputBucketName: p.bucket,
    OutputKey: claveTranscripcion(p.carpeta, p.audioId),
  } as const;
}

const dormirReal = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

function textoDe(json: unknown): string | undefined {
  const t = (json as { results?: { transcripts?: Array<{ transcript?: unknown }> } })?.results?.transcripts?.[0]?.transcript;
  return typeof t === 'string' ? t.trim() : undefined;
}

/** The recording's text. Throws FalloTranscribe when there is none; always cleans the job and the transcript up. */
export async function transcribirConTranscribe(p: PeticionTranscribe): Promise<string> {
  // A zero-byte file would only fail in the job: said at once.
  if (p.bytes < 1) throw new FalloTranscribe('audio_vacio', 'la grabación está vacía');
  const inicio = peticionInicio(p);
  const ahora = p.ahora ?? Date.now;
  const dormir = p.dormir ?? dormirReal;
  const limite = ahora() + p.plazoMs;
  let empezado = false;
  try {
    try {
      await transcribe.send(new StartTranscriptionJobCommand(inicio));
      empezado = true;
    } catch (err) {
      throw new FalloTranscribe('servicio', `Transcribe no aceptó el trabajo (${nombreError(err)})`);
    }
    for (;;) {
      let estado;
      try {
        estado = (await transcribe.send(new GetTranscriptionJobCommand({ TranscriptionJobName: inicio.TranscriptionJobName })))
          .TranscriptionJob;
      } catch (err) {
        throw new FalloTranscribe('servicio', `Transcribe no respondió (${nombreError(err)})`);
      }
      const s = estado?.TranscriptionJobStatus;
      if (s === 'COMPLETED') break;
      // FailureReason is AWS's text about our file: logged by kind only.
      if (s === 'FAILED') throw new FalloTranscribe('fallido', 'el trabajo de Transcribe falló');
      if (ahora() + (p.esperaMs ?? 1000) > limite) throw new FalloTranscribe('time-out', 'Transcribe no terminó a tiempo');
      await dormir(p.esperaMs ?? 1000);
    }
    const obj = await s3.send(new GetObjectCommand({ Bucket: p.bucket, Key: inicio.OutputKey }));
    let texto: string | undefined;
    try {
      texto = textoDe(JSON.parse(await obj.Body!.transformToString()));
    } catch {
      texto = undefined;
    }
    if (texto === undefined) throw new FalloTranscribe('fallido', 'la transcripción no tenía el formato esperado');
    // Silence (or noise) transcribes to nothing: the candidate writes the answer.
    if (!texto) throw new FalloTranscribe('sin_voz', 'no se reconoció voz en la grabación');
    return texto;
  } finally {
    if (empezado) await limpiar(p.bucket, inicio.OutputKey, inicio.TranscriptionJobName);
  }
}

const nombreError = (err: unknown) => {
  const n = (err as { name?: unknown })?.name;
  return typeof n === 'string' && /^[A-Za-z]{1,60}$/.test(n) ? n : 'error';
};

/** Best effort, like the recording's delete: the transcript holds the answer's words, so it goes with the attempt. */
async function limpiar(bucket: string, clave: string, trabajo: string): Promise<void> {
  await Promise.allSettled([
    s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: clave })),
    transcribe.send(new DeleteTranscriptionJobCommand({ TranscriptionJobName: trabajo })),
  ]);
}
