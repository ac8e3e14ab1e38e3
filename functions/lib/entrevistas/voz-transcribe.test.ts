// Amazon Transcribe for a voice answer (D176), nothing sent to AWS (aws-sdk-client-mock): the
// StartTranscriptionJob request (es-ES by default, the recording's S3 URI, the transcript under the
// interview's transcripciones/ prefix, the only one ia:transcribe may write), a COMPLETED job read
// back, a FAILED one, one still IN_PROGRESS at the time-out, silence, a zero-byte recording; the job
// and the transcript are deleted after every attempt that started one.
import { DeleteObjectCommand, GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import {
  DeleteTranscriptionJobCommand,
  GetTranscriptionJobCommand,
  StartTranscriptionJobCommand,
  TranscribeClient,
} from '@aws-sdk/client-transcribe';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { AUDIO_ID } from '../../../shared/schemas/publico.js';
import { CLAVES_GRABACIONES, CLAVES_TRANSCRIPCIONES, PREFIJO_TRANSCRIPCIONES } from '../../../shared/route-types.js';
import type { EntrevistaItem } from '../db/entrevistas.js';
import { claveAudio } from './voz.js';
import {
  claveTranscripcion,
  FalloTranscribe,
  peticionInicio,
  transcribirConTranscribe,
  type PeticionTranscribe,
} from './voz-transcribe.js';

const tr = mockClient(TranscribeClient);
const s3m = mockClient(S3Client);
beforeEach(() => {
  tr.reset();
  s3m.reset();
});

const AUDIO = 'aud_1764100000000_abcdefghijklmnop';
const base = (o: Partial<PeticionTranscribe> = {}): PeticionTranscribe => ({
  bucket: 'talentia-files',
  claveAudio: `empresas/emp_1/entrevistas/ent_1/audio/${AUDIO}`,
  audioId: AUDIO,
  carpeta: 'empresas/emp_1/entrevistas/ent_1/',
  tipo: 'audio/webm',
  bytes: 48_000,
  plazoMs: 5_000,
  esperaMs: 1_000,
  // A fake clock: each wait moves it on, no real sleeping.
  ...(() => {
    let t = 0;
    return { ahora: () => t, dormir: async (ms: number) => void (t += ms) };
  })(),
  ...o,
});

/** The transcript file as S3 gives it back (the SDK's body mixin: transformToString). */
const transcript = (texto: string) => ({
  Body: { transformToString: async () => JSON.stringify({ jobName: 'x', results: { transcripts: [{ transcript: texto }], items: [] } }) },
});

describe('StartTranscriptionJob', () => {
  it('es-ES by default, the recording by its S3 URI, the transcript under transcripciones/ of the interview', () => {
    expect(peticionInicio(base())).toEqual({
      TranscriptionJobName: `talentia-${AUDIO}`,
      LanguageCode: 'es-ES',
      MediaFormat: 'webm',
      Media: { MediaFileUri: `s3://talentia-files/empresas/emp_1/entrevistas/ent_1/audio/${AUDIO}` },
      OutputBucketName: 'talentia-files',
      OutputKey: `empresas/emp_1/entrevistas/ent_1/transcripciones/${AUDIO}.json`,
    });
    // The output key is inside the prefix the grant allows (s3:PutObject on PREFIJO_TRANSCRIPCIONES).
    const patron = new RegExp(`^${PREFIJO_TRANSCRIPCIONES.replace(/\*/g, '[^/]+')}$`);
    expect(peticionInicio(base()).OutputKey).toMatch(patron);
    expect(peticionInicio(base({ idioma: 'es-US', tipo: 'audio/ogg' }))).toMatchObject({ LanguageCode: 'es-US', MediaFormat: 'ogg' });
    expect(peticionInicio(base({ tipo: 'audio/mp4' })).MediaFormat).toBe('mp4');
    expect(() => peticionInicio(base({ tipo: 'audio/x-wav' }))).toThrow(FalloTranscribe);
  });
});

/** An IAM resource pattern as a regular expression, each `*` read as `comodin` (`?` is one character). */
const patron = (p: string, comodin: string) =>
  new RegExp(
    `^${p
      .replace(/[.+^${}()|[\]\\]/g, '\\$&')
      .replace(/\*/g, comodin)
      .replace(/\?/g, '.')}$`,
  );
/** As IAM reads it: `*` any run of characters, `/` included. */
const comoIam = (p: string) => patron(p, '.*');
/** Stricter: each `*` one path segment. */
const porSegmentos = (p: string) => patron(p, '[^/]+');

describe('the keys and the transcription route’s IAM (issue 65)', () => {
  it('the recording and the transcript are inside the only keys files:*:audio and ia:transcribe may read and delete; other files are not', () => {
    expect(AUDIO).toMatch(AUDIO_ID);
    const e = { empresaId: 'emp_1', id: 'ent_1' } as EntrevistaItem;
    expect(claveAudio(e, AUDIO)).toBe(base().claveAudio);
    expect(claveAudio(e, AUDIO)).toMatch(comoIam(CLAVES_GRABACIONES));
    expect(claveTranscripcion(base().carpeta, AUDIO)).toMatch(comoIam(CLAVES_TRANSCRIPCIONES));
    // The same with each * as one path segment: the ids are where the wildcards are, nothing else moved.
    expect(claveAudio(e, AUDIO)).toMatch(porSegmentos(CLAVES_GRABACIONES));
    expect(claveTranscripcion(base().carpeta, AUDIO)).toMatch(porSegmentos(CLAVES_TRANSCRIPCIONES));
    // A company's other files (a CV, the logo, an export) and another folder of the interview are outside.
    for (const otra of [
      'empresas/emp_1/candidatos/cand_1/cv/0f8fad5b-d9cb-469f-a165-70867728950e.pdf',
      'empresas/emp_1/logo.png',
      'empresas/emp_1/entrevistas/ent_1/transcripciones/aud_1.txt',
      `empresas/emp_1/entrevistas/ent_1/informe/${AUDIO}`,
      `uploads/${AUDIO}`,
    ]) {
      expect(otra, otra).not.toMatch(comoIam(CLAVES_GRABACIONES));
      expect(otra, otra).not.toMatch(comoIam(CLAVES_TRANSCRIPCIONES));
    }
  });
});

describe('the job', () => {
  it('COMPLETED after IN_PROGRESS: the transcript read back, then the job and the transcript deleted', async () => {
    tr.on(StartTranscriptionJobCommand).resolves({ TranscriptionJob: { TranscriptionJobStatus: 'IN_PROGRESS' } });
    tr.on(GetTranscriptionJobCommand)
      .resolvesOnce({ TranscriptionJob: { TranscriptionJobStatus: 'QUEUED' } })
      .resolvesOnce({ TranscriptionJob: { TranscriptionJobStatus: 'IN_PROGRESS' } })
      .resolves({ TranscriptionJob: { TranscriptionJobStatus: 'COMPLETED' } });
    s3m.on(GetObjectCommand).resolves(transcript('  Organicé el inventario con SAP EWM.  ') as never);
    expect(await transcribirConTranscribe(base())).toBe('Organicé el inventario con SAP EWM.');
    expect(tr.commandCalls(StartTranscriptionJobCommand)[0]!.args[0].input).toEqual(peticionInicio(base()));
    expect(tr.commandCalls(GetTranscriptionJobCommand)).toHaveLength(3);
    expect(s3m.commandCalls(GetObjectCommand)[0]!.args[0].input).toEqual({
      Bucket: 'talentia-files',
      Key: `empresas/emp_1/entrevistas/ent_1/transcripciones/${AUDIO}.json`,
    });
    expect(s3m.commandCalls(DeleteObjectCommand)[0]!.args[0].input.Key).toBe(
      `empresas/emp_1/entrevistas/ent_1/transcripciones/${AUDIO}.json`,
    );
    expect(tr.commandCalls(DeleteTranscriptionJobCommand)[0]!.args[0].input).toEqual({ TranscriptionJobName: `talentia-${AUDIO}` });
  });

  it('FAILED: a FalloTranscribe «fallido» (AWS’s FailureReason never in it), cleaned up', async () => {
    tr.on(StartTranscriptionJobCommand).resolves({});
    tr.on(GetTranscriptionJobCommand).resolves({
      TranscriptionJob: {
        TranscriptionJobStatus: 'FAILED',
        FailureReason: 'The media format provided does not match the detected media format',
      },
    });
    const err = await transcribirConTranscribe(base()).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(FalloTranscribe);
    expect((err as FalloTranscribe).motivo).toBe('fallido');
    expect((err as Error).message).not.toContain('media format');
    expect(tr.commandCalls(DeleteTranscriptionJobCommand)).toHaveLength(1);
  });

  it('still IN_PROGRESS when the time runs out: «time-out», cleaned up', async () => {
    tr.on(StartTranscriptionJobCommand).resolves({});
    tr.on(GetTranscriptionJobCommand).resolves({ TranscriptionJob: { TranscriptionJobStatus: 'IN_PROGRESS' } });
    const err = await transcribirConTranscribe(base({ plazoMs: 3_000 })).catch((e: unknown) => e);
    expect((err as FalloTranscribe).motivo).toBe('time-out');
    expect(tr.commandCalls(GetTranscriptionJobCommand).length).toBeLessThanOrEqual(4);
    expect(tr.commandCalls(DeleteTranscriptionJobCommand)).toHaveLength(1);
  });

  it('silence transcribes to nothing: «sin_voz»', async () => {
    tr.on(StartTranscriptionJobCommand).resolves({});
    tr.on(GetTranscriptionJobCommand).resolves({ TranscriptionJob: { TranscriptionJobStatus: 'COMPLETED' } });
    s3m.on(GetObjectCommand).resolves(transcript('') as never);
    expect(((await transcribirConTranscribe(base()).catch((e: unknown) => e)) as FalloTranscribe).motivo).toBe('sin_voz');
  });

  it('a zero-byte recording: «audio_vacio» at once, no job started', async () => {
    const err = await transcribirConTranscribe(base({ bytes: 0 })).catch((e: unknown) => e);
    expect((err as FalloTranscribe).motivo).toBe('audio_vacio');
    expect(tr.calls()).toHaveLength(0);
  });

  it('a job Transcribe refuses (its exception): «servicio», nothing to clean', async () => {
    tr.on(StartTranscriptionJobCommand).rejects(Object.assign(new Error('x'), { name: 'BadRequestException' }));
    const err = await transcribirConTranscribe(base()).catch((e: unknown) => e);
    expect((err as FalloTranscribe).motivo).toBe('servicio');
    expect((err as Error).message).toContain('BadRequestException');
    expect(tr.commandCalls(DeleteTranscriptionJobCommand)).toHaveLength(0);
  });
});
