// The calls of a voice answer on the candidate's page (D66): where to upload the
// recording (a presigned POST to the files bucket), the upload itself, and its transcription. Like
// every call of the page they are anonymous: the token in the path is the only credential.
import type * as z from 'zod/mini';
import type { AudioUrlData, TipoAudio } from '@shared/schemas/publico';
import { llamar } from '../../../lib/api-rutas';

export type SubidaAudio = z.output<typeof AudioUrlData>;

const anonima = { anonima: true } as const;
/** The server gives Deepgram 20 s and the API answers within 29 s: the page waits that long. */
const TRANSCRIPCION_MS = 30_000;
/** A 10 MB recording on a slow connection. */
const SUBIDA_MS = 120_000;

export async function pedirSubidaAudio(token: string, n: number, tipo: TipoAudio, bytes: number): Promise<SubidaAudio> {
  const { data } = await llamar(
    'POST /api/publico/entrevistas/{token}/audio-url',
    { params: { token }, body: { n, tipo, bytes } },
    anonima,
  );
  return data;
}

/** Sends the recording as the presigned POST says: its fields first, then the file (field `file`). */
export async function subirAudio(subida: SubidaAudio, audio: Blob): Promise<void> {
  const form = new FormData();
  for (const [k, v] of Object.entries(subida.campos)) form.append(k, v);
  form.append('file', audio);
  const res = await fetch(subida.url, { method: 'POST', body: form, signal: AbortSignal.timeout(SUBIDA_MS) });
  if (!res.ok) throw new Error(`Subida rechazada (${res.status})`);
}

/** The recording's text (Spanish); the server deletes the recording after trying. */
export async function transcribirAudio(token: string, n: number, audioId: string): Promise<string> {
  const { data } = await llamar(
    'POST /api/publico/entrevistas/{token}/respuestas/{n}/transcripcion',
    { params: { token, n }, body: { audioId } },
    { ...anonima, timeoutMs: TRANSCRIPCION_MS },
  );
  return data.texto;
}
