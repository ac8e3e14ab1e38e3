// The candidate's public interview page (D64). No account: the token in the path is the
// only credential, stored nowhere in clear (D63). Every row answers 404 'Este enlace de entrevista no
// es válido…' for anything that is not a live token (unknown, expired, cancelled) — no hint of whether
// a token ever existed — and 429 past the per-token and per-address limits.
import { defineRow } from '../route-types.js';
import {
  AudioUrlBody,
  AudioUrlData,
  Consentimiento,
  FinalizadaData,
  LIMITES_PUBLICO,
  PaginaEntrevista,
  RepreguntaData,
  Respuesta,
  RespuestaGuardadaData,
  RespuestaParams,
  TokenParams,
  TranscribirBody,
  TranscripcionData,
} from '../schemas/publico.js';

const comun = { public: true, permission: null, tenant: 'platform', maxBodyBytes: LIMITES_PUBLICO.cuerpoMaxBytes } as const;

export const publicoEntrevista = defineRow('publico', {
  ...comun,
  method: 'GET',
  path: '/api/publico/entrevistas/{token}',
  handler: 'publico/entrevista',
  grants: ['table:write'],
  errors: [404, 429],
  summary:
    'La página de la entrevista del candidato: empresa, servicio, avisos y, tras el consentimiento, preguntas y respuestas guardadas',
  params: TokenParams,
  response: PaginaEntrevista,
});

export const publicoConsentimiento = defineRow('publico', {
  ...comun,
  method: 'POST',
  path: '/api/publico/entrevistas/{token}/consentimiento',
  handler: 'publico/consentimiento',
  grants: ['table:write', 'queue:send'],
  colas: ['entregar-webhooks'],
  errors: [404, 409, 429],
  summary: 'El candidato acepta el aviso (se guardan la fecha y la versión); la entrevista pasa a en_progreso',
  params: TokenParams,
  body: Consentimiento,
  response: PaginaEntrevista,
});

export const publicoRespuesta = defineRow('publico', {
  ...comun,
  method: 'PUT',
  path: '/api/publico/entrevistas/{token}/respuestas/{n}',
  handler: 'publico/respuesta',
  grants: ['table:write'],
  errors: [404, 409, 429],
  summary: 'Guarda (o corrige) la respuesta a la pregunta n: el guardado automático de la página',
  params: RespuestaParams,
  body: Respuesta,
  response: RespuestaGuardadaData,
});

export const publicoAudioUrl = defineRow('publico', {
  ...comun,
  method: 'POST',
  path: '/api/publico/entrevistas/{token}/audio-url',
  handler: 'publico/audio-url',
  grants: ['table:write', 'files:put'],
  errors: [404, 409, 429],
  summary:
    'Dónde sube el navegador una grabación de voz (POST prefirmado al bucket de ficheros, 10 MB como máximo); solo si hay clave de transcripción',
  params: TokenParams,
  body: AudioUrlBody,
  response: AudioUrlData,
});

export const publicoTranscribir = defineRow('publico', {
  ...comun,
  method: 'POST',
  path: '/api/publico/entrevistas/{token}/respuestas/{n}/transcripcion',
  handler: 'publico/transcribir',
  grants: ['table:write', 'files:read', 'files:delete', 'keys:open'],
  errors: [404, 409, 429, 502],
  summary:
    'Transcribe (español) la grabación subida con la clave de Deepgram de la empresa o de la plataforma y la borra; el candidato corrige el texto antes de guardarlo',
  params: RespuestaParams,
  body: TranscribirBody,
  response: TranscripcionData,
  timeoutSeconds: 28,
});

export const publicoRepregunta = defineRow('publico', {
  ...comun,
  method: 'POST',
  path: '/api/publico/entrevistas/{token}/respuestas/{n}/repregunta',
  handler: 'publico/repregunta',
  grants: ['table:write', 'keys:open'],
  errors: [404, 409, 429],
  summary:
    'Una pregunta de seguimiento breve sobre la respuesta guardada (OpenAI o Claude, una por pregunta, nunca sobre rasgos protegidos); null si no hay',
  params: RespuestaParams,
  response: RepreguntaData,
  timeoutSeconds: 20,
});

export const publicoFinalizar = defineRow('publico', {
  ...comun,
  method: 'POST',
  path: '/api/publico/entrevistas/{token}/finalizar',
  handler: 'publico/finalizar',
  grants: ['table:write', 'queue:send'],
  colas: ['analizar-entrevista', 'entregar-webhooks'],
  errors: [404, 409, 429],
  summary: 'Termina la entrevista: completada con su transcripción, el enlace deja de servir y el análisis se encola',
  params: TokenParams,
  response: FinalizadaData,
});

/** The family's rows, by id (shared/routes/index.ts composes the table from these). */
export const publicoRoutes = {
  publicoEntrevista,
  publicoConsentimiento,
  publicoRespuesta,
  publicoAudioUrl,
  publicoTranscribir,
  publicoRepregunta,
  publicoFinalizar,
};
