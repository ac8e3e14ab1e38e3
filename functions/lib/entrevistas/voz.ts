// Voice answers on the candidate's public page (D66): the browser records one answer,
// uploads it straight to the files bucket with a presigned POST (size and type in the policy), then
// asks for its transcription (Deepgram, Spanish) with the company's or the platform's key (D60).
// The recording is used only to transcribe: it is deleted after the attempt, whatever its outcome
// (a lifecycle rule on its tag is the backstop), and nothing is saved to the answer here — the page
// puts the text in the box and the autosave keeps it with origen 'voz'. The object's key is built
// from the interview the token resolves to and the server-made audio id, never from client text.
// The transcription (which opens the sealed key, KMS) is in voz-transcripcion.ts: the upload URL's
// function has no keys:open grant and its bundle carries no KMS client.
import { limitesGrabacion } from '../../../shared/ayuda-candidato.js';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { publico as msg } from '../../../shared/messages.js';
import type { AudioUrlBody } from '../../../shared/schemas/publico.js';
import { s3 } from '../aws/s3.js';
import { config } from '../config.js';
import { hayIA } from '../proveedores-ia/precedencia.js';
import { getDiseno, type EntrevistaItem } from '../db/entrevistas.js';
import { aleatorio } from '../db/ids.js';
import { prefijoEmpresa } from '../empresas/archivos.js';
import { ConflictError, ValidationError } from '../errors.js';
import { preguntasDe, viva } from './publica.js';

/** Seconds the browser has to upload after asking. */
const SUBIDA_TTL_S = 300;
/** The tag every recording carries: a lifecycle rule of the files bucket expires what a failed delete left. */
export const ETIQUETA_AUDIO = { clave: 'uso', valor: 'audio-temporal' } as const;
const TAGGING = `<Tagging><TagSet><Tag><Key>${ETIQUETA_AUDIO.clave}</Key><Value>${ETIQUETA_AUDIO.valor}</Value></Tag></TagSet></Tagging>`;

/** Where one recording lives: under the company's prefix, in its interview's folder. */
export function claveAudio(e: EntrevistaItem, audioId: string): string {
  return `${prefijoEmpresa(e.empresaId)}entrevistas/${e.id}/audio/${audioId}`;
}

/** A live, consented interview with a transcription key, and question n in it. */
export async function preparar(token: string, origen: string, n: number, now: Date): Promise<EntrevistaItem> {
  const { e } = await viva(token, origen, now);
  if (!e.consentimiento) throw new ConflictError(msg.sinConsentimiento);
  const [voz, diseno] = await Promise.all([hayIA(e.empresaId, 'voz'), getDiseno(e.empresaId, e.id)]);
  if (!voz) throw new ConflictError(msg.vozNoDisponible);
  if (n >= preguntasDe(diseno).length) throw new ValidationError(msg.preguntaNoExiste, [{ campo: 'n', msg: msg.preguntaNoExiste }]);
  return e;
}

/** POST …/audio-url: a presigned POST for one recording (type and size in its policy; 5 minutes). */
export async function urlSubidaAudio(token: string, origen: string, body: AudioUrlBody, now = new Date()) {
  const e = await preparar(token, origen, body.n, now);
  const maxBytes = limitesGrabacion(!!e.tiempoAmpliado).bytes;
  if (body.bytes > maxBytes) throw new ValidationError(msg.audioGrande, [{ campo: 'bytes', msg: msg.audioGrande }]);
  const audioId = `aud_${now.getTime()}_${aleatorio(18)}`;
  const post = await createPresignedPost(s3, {
    Bucket: config.filesBucket,
    Key: claveAudio(e, audioId),
    Conditions: [
      ['content-length-range', 1, maxBytes],
      ['eq', '$Content-Type', body.tipo],
    ],
    Fields: { 'Content-Type': body.tipo, tagging: TAGGING },
    Expires: SUBIDA_TTL_S,
  });
  return {
    audioId,
    url: post.url,
    campos: post.fields,
    expiraEn: new Date(now.getTime() + SUBIDA_TTL_S * 1000).toISOString(),
    maxBytes,
  };
}
