// The candidate's public interview page (D64). No account: the token in the path is the
// only credential, stored nowhere in clear (D63). Every row answers 404 'Este enlace de entrevista no
// es válido…' for anything that is not a live token (unknown, expired, cancelled) — no hint of whether
// a token ever existed — and 429 past the per-token and per-address limits.
import * as z from 'zod/mini';
import { defineRow } from '../route-types.js';
import { Impugnacion, ImpugnacionBody, ImpugnacionParams } from '../schemas/impugnacion.js';
import { AyudaBody, AyudaCandidato, AyudaMisDatosParams } from '../schemas/ayuda-candidato.js';
import { BorradoTitular, PedirBorradoBody } from '../schemas/borrado-solicitado.js';
import {
  AccesoMisDatos,
  AccesoMisDatosBody,
  AccesoMisDatosParams,
  AmpliarData,
  ConservarBody,
  ConservarData,
  DatosTitular,
  EmpresaMisDatosParams,
  SolicitudMisDatos,
} from '../schemas/mis-datos.js';
import { OpinionBody, OpinionGuardada } from '../schemas/comentarios.js';
import { EquidadBody, EquidadGuardada } from '../schemas/equidad.js';
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
import { OptInCandidato, OptInCandidatoBody } from '../schemas/whatsapp-optin.js';
import { CodigoParams, LIMITES_POSTULACION, PaginaVacante, PostulacionBody, PostulacionRespuesta } from '../schemas/postulacion.js';

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

// A vacancy's public apply link (issue 66 item 3, D187): the page from a job advert, and its form.
export const publicoVacante = defineRow('publico', {
  ...comun,
  method: 'GET',
  path: '/api/publico/vacantes/{codigo}',
  handler: 'publico/vacante',
  grants: ['table:write'],
  errors: [404, 429],
  summary: 'La página de una vacante publicada: título, lugar, empresa, estado y el aviso de privacidad del formulario',
  params: CodigoParams,
  response: PaginaVacante,
});

export const publicoPostulacion = defineRow('publico', {
  ...comun,
  maxBodyBytes: LIMITES_POSTULACION.cuerpoMaxBytes,
  method: 'POST',
  path: '/api/publico/vacantes/{codigo}/postulaciones',
  handler: 'publico/postulacion',
  grants: ['table:write', 'keys:seal', 'keys:open', 'mail:send', 'queue:send'],
  colas: ['entregar-webhooks', 'contar-plantillas'],
  success: [201],
  errors: [404, 409, 429],
  summary:
    'Presentarse a una vacante abierta: crea el candidato (o encuentra el del mismo email), lo une a la vacante y programa su entrevista para ahora, dentro del cupo y las licencias de la empresa; límites por origen, por vacante y por email',
  params: CodigoParams,
  body: PostulacionBody,
  response: PostulacionRespuesta,
});

export const publicoConsentimiento = defineRow('publico', {
  ...comun,
  method: 'POST',
  path: '/api/publico/entrevistas/{token}/consentimiento',
  handler: 'publico/consentimiento',
  grants: ['table:write', 'queue:send'],
  colas: ['entregar-webhooks', 'contar-plantillas'],
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
  grants: ['table:write', 'files:read:audio', 'files:delete:audio', 'keys:open', 'ia:transcribe'],
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
  grants: ['table:write', 'keys:open', 'ia:bedrock'],
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
  // …and the interview's count on the platform (D169).
  // …and the candidate's mail that it was received (issue 65 item 7).
  colas: ['analizar-entrevista', 'entregar-webhooks', 'contar-plantillas', 'enviar-avisos'],
  errors: [404, 409, 429],
  summary:
    'Termina la entrevista: completada con su transcripción, el enlace deja de servir, el análisis se encola y se envía al candidato el email de entrevista recibida',
  params: TokenParams,
  response: FinalizadaData,
});

// «Mis datos» (D148): the candidate's own data, reached by a single-use link mailed to the address.
// The request answers the same whether or not anyone holds the address; the link gives an access key.

export const publicoMisDatosSolicitud = defineRow('publico', {
  ...comun,
  method: 'POST',
  path: '/api/publico/mis-datos/solicitud',
  handler: 'publico/mis-datos-solicitud',
  grants: ['table:write', 'mail:send'],
  errors: [429],
  summary:
    'Envía al email un enlace de un solo uso a «Mis datos» si alguna empresa tiene datos suyos; la misma respuesta en cualquier caso (límite por email y por origen)',
  body: SolicitudMisDatos,
  response: z.null(),
});

export const publicoMisDatosEntrevista = defineRow('publico', {
  ...comun,
  method: 'POST',
  path: '/api/publico/entrevistas/{token}/mis-datos',
  handler: 'publico/mis-datos-entrevista',
  grants: ['table:write', 'mail:send'],
  errors: [404, 429],
  summary: 'Desde la pantalla final de la entrevista: envía el enlace a «Mis datos» al email del candidato de la entrevista',
  params: TokenParams,
  response: z.null(),
});

export const publicoMisDatosAcceso = defineRow('publico', {
  ...comun,
  method: 'POST',
  path: '/api/publico/mis-datos/acceso',
  handler: 'publico/mis-datos-acceso',
  grants: ['table:write'],
  errors: [429],
  summary: 'Abre el enlace de «Mis datos» (solo una vez, antes de que caduque) y devuelve la clave de acceso de la página',
  body: AccesoMisDatosBody,
  response: AccesoMisDatos,
});

export const publicoMisDatos = defineRow('publico', {
  ...comun,
  method: 'GET',
  path: '/api/publico/mis-datos/{acceso}',
  handler: 'publico/mis-datos',
  grants: ['table:write'],
  errors: [404, 429],
  summary:
    'Lo que cada empresa guarda del email probado: perfil, entrevistas con respuestas, informe con puntuaciones y citas, revisión y contacto (también es el JSON de descarga)',
  params: AccesoMisDatosParams,
  response: DatosTitular,
});

// The candidate's view on the assessment and request for a person's review (D150): the access key
// proves the email; the company and the interview are named, and must be that email's candidate's.
export const publicoMisDatosImpugnacion = defineRow('publico', {
  ...comun,
  method: 'POST',
  path: '/api/publico/mis-datos/{acceso}/empresas/{empresaId}/entrevistas/{entrevistaId}/impugnacion',
  handler: 'publico/mis-datos-impugnacion',
  grants: ['table:write'],
  errors: [404, 409, 429],
  summary:
    'El candidato da su opinión sobre la evaluación de una entrevista con informe y, si quiere, pide que una persona la revise (una abierta a la vez); se avisa a los administradores de la empresa',
  params: ImpugnacionParams,
  body: ImpugnacionBody,
  response: z.array(Impugnacion),
});

// Erasure on the candidate's request (D149): the access key proves the email; the company named must
// hold a candidate of it (404 otherwise). One request per candidate: a second answers the first.
export const publicoMisDatosBorrado = defineRow('publico', {
  ...comun,
  method: 'POST',
  path: '/api/publico/mis-datos/{acceso}/borrado',
  handler: 'publico/mis-datos-borrado',
  grants: ['table:write', 'mail:send'],
  errors: [404, 429],
  summary:
    'Pide a una empresa que borre los datos del email probado: se borrarán al terminar su plazo para oponerse salvo que se oponga por un motivo legal escrito',
  params: AccesoMisDatosParams,
  body: PedirBorradoBody,
  response: BorradoTitular,
});

// Retention (D151): the optional consent to be kept for future processes, given on the interview's
// screens, withdrawn from «Mis datos»; the period extended from «Mis datos» with that consent.

export const publicoConservar = defineRow('publico', {
  ...comun,
  method: 'POST',
  path: '/api/publico/entrevistas/{token}/conservar',
  handler: 'publico/conservar',
  grants: ['table:write'],
  errors: [404, 409, 429],
  summary:
    'Guarda el consentimiento opcional del candidato para que la empresa lo tenga en cuenta en futuros procesos (con la versión del texto leído)',
  params: TokenParams,
  body: ConservarBody,
  response: ConservarData,
});

export const publicoMisDatosConservar = defineRow('publico', {
  ...comun,
  method: 'DELETE',
  path: '/api/publico/mis-datos/{acceso}/empresas/{empresaId}/conservar',
  handler: 'publico/mis-datos-conservar',
  grants: ['table:write'],
  errors: [404, 429],
  summary: 'Retira el consentimiento para futuros procesos de una empresa que tiene datos del email probado',
  params: EmpresaMisDatosParams,
  response: z.null(),
});

export const publicoMisDatosAmpliar = defineRow('publico', {
  ...comun,
  method: 'POST',
  path: '/api/publico/mis-datos/{acceso}/empresas/{empresaId}/ampliar',
  handler: 'publico/mis-datos-ampliar',
  grants: ['table:write'],
  errors: [404, 409, 429],
  summary:
    'Amplía un plazo más la conservación de los datos en una empresa (con el consentimiento para futuros procesos, en los 7 días anteriores al borrado)',
  params: EmpresaMisDatosParams,
  response: AmpliarData,
});

// Adjustments and a person to reach (D172): on every candidate page, from the link (also once it is
// finished) or from «Mis datos». Sends are limited per interview and stored once (the same text twice).

export const publicoAyuda = defineRow('publico', {
  ...comun,
  method: 'GET',
  path: '/api/publico/entrevistas/{token}/ayuda',
  handler: 'publico/ayuda',
  grants: ['table:write'],
  errors: [404, 429],
  summary:
    'Quién lleva el proceso (empresa, quien programó la entrevista y el contacto de la empresa), los ajustes que pidió el candidato con sus respuestas y su conversación con la empresa',
  params: TokenParams,
  response: AyudaCandidato,
});

export const publicoAyudaEnviar = defineRow('publico', {
  ...comun,
  method: 'POST',
  path: '/api/publico/entrevistas/{token}/ayuda',
  handler: 'publico/ayuda-enviar',
  // The company's bell and mail leave through the outbox (issue 55): the enviar-avisos consumer sends them.
  grants: ['table:write', 'queue:send'],
  colas: ['entregar-webhooks', 'enviar-avisos'],
  errors: [404, 409, 429],
  summary:
    'El candidato pide un ajuste (más tiempo o sin límite, solo donde hay límite de tiempo: el de la grabación de voz; responder por escrito o hablando, una persona, intérprete, otro formato) o escribe a la persona que lleva el proceso; se avisa a los administradores y a quien la programó. Lo mismo dos veces se guarda una vez',
  params: TokenParams,
  body: AyudaBody,
  response: AyudaCandidato,
});

export const publicoMisDatosAyuda = defineRow('publico', {
  ...comun,
  method: 'POST',
  path: '/api/publico/mis-datos/{acceso}/empresas/{empresaId}/entrevistas/{entrevistaId}/ayuda',
  handler: 'publico/mis-datos-ayuda',
  grants: ['table:write', 'queue:send'],
  colas: ['entregar-webhooks', 'enviar-avisos'],
  errors: [404, 409, 429],
  summary: 'Desde «Mis datos»: lo mismo que en la página de la entrevista, para una entrevista del email probado',
  params: AyudaMisDatosParams,
  body: AyudaBody,
  response: AyudaCandidato,
});

// How the candidate felt (D173): after «Finalizar», once per interview, never read by a reviewer before the decision.
export const publicoOpinion = defineRow('publico', {
  ...comun,
  method: 'POST',
  path: '/api/publico/entrevistas/{token}/opinion',
  handler: 'publico/opinion',
  grants: ['table:write'],
  errors: [404, 409, 429],
  summary:
    'La opinión opcional del candidato tras finalizar: «¿Recomendarías este proceso a otra persona?» de 0 a 10 y un comentario (1 000 caracteres como mucho); una sola vez por entrevista (la misma otra vez no se guarda dos veces); la empresa no la ve antes de registrar su decisión',
  params: TokenParams,
  body: OpinionBody,
  response: OpinionGuardada,
});

// The fairness questionnaire (D175): after «Finalizar», once per interview, stored apart and read only by the monitor's counts.
export const publicoEquidad = defineRow('publico', {
  ...comun,
  method: 'POST',
  path: '/api/publico/entrevistas/{token}/equidad',
  handler: 'publico/equidad',
  grants: ['table:write'],
  errors: [404, 409, 429],
  summary:
    'El cuestionario voluntario de igualdad tras finalizar (sexo y franja de edad, con su consentimiento y su versión); una sola vez por entrevista; se guarda aparte de la entrevista y solo cuenta en los recuentos del monitor de equidad',
  params: TokenParams,
  body: EquidadBody,
  response: EquidadGuardada,
});

// WhatsApp notices (issue 68 item 3): the candidate's opt-in, ticked on the interview's page or in «Mis
// datos» with the words shown (the company's name in them), unticked to end it at once. Offered only
// while the company has a WhatsApp number and the candidate a phone (409 otherwise, as the page hides it).
export const publicoWhatsapp = defineRow('publico', {
  ...comun,
  method: 'POST',
  path: '/api/publico/entrevistas/{token}/whatsapp',
  handler: 'publico/whatsapp',
  grants: ['table:write'],
  errors: [404, 409, 429],
  summary:
    'El candidato marca «Quiero recibir avisos de {empresa} sobre este proceso por WhatsApp»: se guardan las palabras, el origen (la invitación) y la hora, para su teléfono',
  params: TokenParams,
  body: OptInCandidatoBody,
  response: OptInCandidato,
});

export const publicoWhatsappRetirar = defineRow('publico', {
  ...comun,
  method: 'DELETE',
  path: '/api/publico/entrevistas/{token}/whatsapp',
  handler: 'publico/whatsapp-retirar',
  grants: ['table:write'],
  errors: [404, 409, 429],
  summary: 'El candidato desmarca los avisos por WhatsApp: se acaban en el acto (null si ya no se ofrecen)',
  params: TokenParams,
  response: z.nullable(OptInCandidato),
});

export const publicoMisDatosWhatsapp = defineRow('publico', {
  ...comun,
  method: 'POST',
  path: '/api/publico/mis-datos/{acceso}/empresas/{empresaId}/whatsapp',
  handler: 'publico/mis-datos-whatsapp',
  grants: ['table:write'],
  errors: [404, 409, 429],
  summary: 'Desde «Mis datos»: el candidato acepta los avisos por WhatsApp de una empresa que tiene datos del email probado',
  params: EmpresaMisDatosParams,
  body: OptInCandidatoBody,
  response: OptInCandidato,
});

export const publicoMisDatosWhatsappRetirar = defineRow('publico', {
  ...comun,
  method: 'DELETE',
  path: '/api/publico/mis-datos/{acceso}/empresas/{empresaId}/whatsapp',
  handler: 'publico/mis-datos-whatsapp-retirar',
  grants: ['table:write'],
  errors: [404, 429],
  summary: 'Desde «Mis datos»: el candidato deja de recibir avisos por WhatsApp de una empresa, en el acto',
  params: EmpresaMisDatosParams,
  response: z.nullable(OptInCandidato),
});

/** The family's rows, by id (shared/routes/index.ts composes the table from these). */
export const publicoRoutes = {
  publicoEntrevista,
  publicoVacante,
  publicoPostulacion,
  publicoConsentimiento,
  publicoRespuesta,
  publicoAudioUrl,
  publicoTranscribir,
  publicoRepregunta,
  publicoFinalizar,
  publicoMisDatosSolicitud,
  publicoMisDatosEntrevista,
  publicoMisDatosAcceso,
  publicoMisDatos,
  publicoMisDatosImpugnacion,
  publicoMisDatosBorrado,
  publicoConservar,
  publicoMisDatosConservar,
  publicoMisDatosAmpliar,
  publicoAyuda,
  publicoAyudaEnviar,
  publicoMisDatosAyuda,
  publicoOpinion,
  publicoEquidad,
  publicoWhatsapp,
  publicoWhatsappRetirar,
  publicoMisDatosWhatsapp,
  publicoMisDatosWhatsappRetirar,
};
