// Interviews of a company (D63; part 2 §2 Interviews screen, §3, §4, §5; manage_interviews:
// admins and operators). Company users act on their own company; the superadmin names one for lists,
// creates and statistics, and reaches an interview by its id with ?empresaId=. `{id}` is a
// time-ordered id (digits and a hyphen), never the literal 'estadisticas' nor 'exportar'.
import * as z from 'zod/mini';
import { informes as msgInformes } from '../messages.js';
import { defineRow } from '../route-types.js';
import { EmpresaQuery } from '../schemas/comun.js';
import {
  EnlaceEntrevista,
  Entrevista,
  EntrevistaCreate,
  EntrevistaIdParams,
  EntrevistaProgramadaData,
  EntrevistasPage,
  EntrevistasQuery,
  EntrevistasExportarQuery,
  EntrevistaUpdate,
  EstadisticasEntrevistas,
} from '../schemas/entrevista.js';
import { ComentariosBody, ComentariosEntrevista } from '../schemas/comentarios.js';
import { ImpugnacionesEntrevista, RespuestaImpugnacionBody } from '../schemas/impugnacion.js';
import { AyudaEntrevista, RespuestaAyudaBody } from '../schemas/ayuda-candidato.js';
import { AnalisisTexto, AnalisisTextoBody, ValidacionBody } from '../schemas/informe.js';
import { ReenvioData } from '../schemas/candidato-envios.js';
import { EntradasSupervision, SupervisionEntrevistaQuery } from '../schemas/supervision.js';
import { EnviosWhatsAppEntrevista } from '../schemas/whatsapp-envios.js';

const empresaEnConsulta = { from: 'query', name: 'empresaId', superadmin: 'required' } as const;

export const entrevistasList = defineRow('entrevistas', {
  method: 'GET',
  path: '/api/entrevistas',
  handler: 'entrevistas/list',
  public: false,
  permission: 'manage_interviews',
  tenant: empresaEnConsulta,
  claveApi: 'entrevistas:leer',
  grants: ['table:read'],
  summary:
    'Entrevistas de la empresa, las más recientes primero; filtros estado, candidatoId, q (busca el candidato como en Candidatos), vacanteId (otra o inexistente: 404), desde/hasta (días de la fecha programada en la zona de la empresa, ambos incluidos), servicioId (plantilla) y revisorId (quien hizo la revisión); orden recientes o antiguas (por creación); con filtros una página puede llegar corta con cursor',
  query: EntrevistasQuery,
  response: EntrevistasPage,
});

// The list as a CSV file (issue 66 item 6, D186): the same filters, every page; up to 1 MB the file,
// larger a five-minute link to it in the company's folder (functions/lib/exportacion-csv.ts).
export const entrevistasExportarCsv = defineRow('entrevistas', {
  method: 'GET',
  path: '/api/entrevistas/exportar',
  handler: 'entrevistas/exportar-csv',
  public: false,
  permission: 'manage_interviews',
  tenant: empresaEnConsulta,
  grants: ['table:read', 'files:put', 'files:read'],
  summary:
    'Exporta como CSV las entrevistas de la empresa con los mismos filtros y orden que la lista (estado, candidatoId, q, vacanteId, desde, hasta, servicioId, revisorId, orden): candidato, email, plantilla, estado, fecha programada, duración y fecha de creación; hasta 1 MB es el archivo, más grande un enlace de 5 minutos',
  query: EntrevistasExportarQuery,
  raw: true,
});

export const entrevistasEstadisticas = defineRow('entrevistas', {
  method: 'GET',
  path: '/api/entrevistas/estadisticas',
  handler: 'entrevistas/estadisticas',
  public: false,
  permission: 'manage_interviews',
  tenant: empresaEnConsulta,
  grants: ['table:read'],
  summary: 'Los cinco recuentos de la pantalla de entrevistas (total y por estado), de contadores',
  query: EmpresaQuery,
  response: EstadisticasEntrevistas,
});

export const entrevistasGet = defineRow('entrevistas', {
  method: 'GET',
  path: '/api/entrevistas/{id}',
  handler: 'entrevistas/get',
  public: false,
  permission: 'manage_interviews',
  tenant: empresaEnConsulta,
  claveApi: 'informes:leer',
  grants: ['table:read'],
  summary: 'Una entrevista, con su historial de estados y su transcripción cuando la hay',
  params: EntrevistaIdParams,
  query: EmpresaQuery,
  response: Entrevista,
});

export const entrevistasEnlace = defineRow('entrevistas', {
  method: 'GET',
  path: '/api/entrevistas/{id}/enlace',
  handler: 'entrevistas/enlace',
  public: false,
  permission: 'manage_interviews',
  tenant: empresaEnConsulta,
  claveApi: 'entrevistas:escribir',
  grants: ['table:read', 'keys:open'],
  errors: [409],
  summary: 'El enlace público del candidato, para copiarlo (solo mientras funciona)',
  params: EntrevistaIdParams,
  query: EmpresaQuery,
  response: EnlaceEntrevista,
});

export const entrevistasCalendario = defineRow('entrevistas', {
  method: 'GET',
  path: '/api/entrevistas/{id}/calendario.ics',
  handler: 'entrevistas/calendario',
  public: false,
  permission: 'manage_interviews',
  tenant: empresaEnConsulta,
  grants: ['table:read'],
  summary:
    'La entrevista como evento de calendario (text/calendar, RFC 5545, METHOD:PUBLISH) para quien la programa: el mismo UID y SEQUENCE que la invitación del candidato, sin su enlace personal',
  params: EntrevistaIdParams,
  query: EmpresaQuery,
  raw: true,
});

export const entrevistasCreate = defineRow('entrevistas', {
  method: 'POST',
  path: '/api/entrevistas',
  handler: 'entrevistas/create',
  public: false,
  permission: 'manage_interviews',
  tenant: { from: 'body', name: 'empresaId', superadmin: 'required' },
  claveApi: 'entrevistas:escribir',
  // queue:send: the webhooks' event (D147).
  grants: ['table:write', 'keys:seal', 'mail:send', 'queue:send'],
  colas: ['entregar-webhooks', 'contar-plantillas'],
  success: [201],
  errors: [409],
  summary:
    'Programa una entrevista: cupo del plan y licencia en la misma transacción, el candidato pasa a en_proceso, invitación por email con el enlace',
  idempotent: true,
  body: EntrevistaCreate,
  response: EntrevistaProgramadaData,
});

export const entrevistasUpdate = defineRow('entrevistas', {
  method: 'PUT',
  path: '/api/entrevistas/{id}',
  handler: 'entrevistas/update',
  public: false,
  permission: 'manage_interviews',
  tenant: empresaEnConsulta,
  grants: ['table:write', 'mail:send'],
  errors: [409],
  summary:
    'Reprograma una entrevista programada (fecha, duración, zona horaria) y avisa al candidato con el evento de calendario actualizado',
  params: EntrevistaIdParams,
  query: EmpresaQuery,
  body: EntrevistaUpdate,
  response: EntrevistaProgramadaData,
});

export const entrevistasIniciar = defineRow('entrevistas', {
  method: 'POST',
  path: '/api/entrevistas/{id}/iniciar',
  handler: 'entrevistas/iniciar',
  public: false,
  permission: 'manage_interviews',
  tenant: empresaEnConsulta,
  grants: ['table:write', 'keys:open', 'queue:send'],
  colas: ['entregar-webhooks', 'contar-plantillas'],
  errors: [409],
  summary:
    'Inicia una entrevista programada en modo asistido (el entrevistador escribe las respuestas del candidato, p. ej. por teléfono): pasa a en_progreso y devuelve el enlace',
  params: EntrevistaIdParams,
  query: EmpresaQuery,
  response: EnlaceEntrevista,
});

export const entrevistasSimular = defineRow('entrevistas', {
  method: 'POST',
  path: '/api/entrevistas/{id}/simular',
  handler: 'entrevistas/simular',
  public: false,
  permission: 'manage_interviews',
  tenant: empresaEnConsulta,
  grants: ['table:write', 'queue:send'],
  colas: ['simular-entrevista', 'entregar-webhooks', 'contar-plantillas'],
  errors: [409],
  summary:
    'La demostración de la especificación: en_progreso al momento, completada con una transcripción de demostración a los 2 s y el análisis a los 4 s; queda marcada como simulada',
  params: EntrevistaIdParams,
  query: EmpresaQuery,
  response: Entrevista,
});

export const entrevistasReintentarAnalisis = defineRow('entrevistas', {
  method: 'POST',
  path: '/api/entrevistas/{id}/reintentar-analisis',
  handler: 'entrevistas/reintentar-analisis',
  public: false,
  // A company admin (or the superadmin): operators see the failure, an admin decides to spend another run.
  permission: 'edit_empresa',
  forbiddenMessage: msgInformes.reintentoSoloAdmin,
  tenant: empresaEnConsulta,
  grants: ['table:write', 'queue:send'],
  colas: ['analizar-entrevista'],
  errors: [409],
  summary:
    'Vuelve a encolar el análisis de IA de una entrevista completada cuyo análisis falló en su última entrega (fallida → encolada, con la misma entrega fiable de D78)',
  params: EntrevistaIdParams,
  query: EmpresaQuery,
  response: Entrevista,
});

export const entrevistasValidar = defineRow('entrevistas', {
  method: 'PUT',
  path: '/api/entrevistas/{id}/validacion',
  handler: 'entrevistas/validar',
  public: false,
  permission: 'manage_interviews',
  tenant: empresaEnConsulta,
  grants: ['table:write', 'queue:send'],
  colas: ['entregar-webhooks'],
  errors: [409],
  summary:
    'La revisión de una persona (recomendado, no_recomendado, en_duda; puntuaciones ajustadas y comentario): analizada pasa a validada y el informe de la IA queda intacto al lado; opcionalmente el candidato pasa a seleccionado o rechazado; no envía ningún email (D180: el resultado se comunica después, con los comentarios, desde PUT /api/entrevistas/{id}/comentarios). Con corrige (el número de la revisión leída) corrige una revisión guardada: las anteriores quedan en validacion.anteriores con quién y cuándo',
  params: EntrevistaIdParams,
  query: EmpresaQuery,
  body: ValidacionBody,
  response: Entrevista,
});

export const entrevistasAnalisisTexto = defineRow('entrevistas', {
  method: 'POST',
  path: '/api/analisis/texto',
  handler: 'entrevistas/analisis-texto',
  public: false,
  permission: 'manage_interviews',
  tenant: 'caller',
  grants: ['table:write'],
  errors: [429],
  summary:
    'Análisis de un texto en español (bertAnalysis: sentimiento, coherencia, profesionalidad) con el método léxico-heurístico-v1 (un léxico y reglas, no BERT); limitado por usuario',
  maxBodyBytes: 16_384,
  body: AnalisisTextoBody,
  response: AnalisisTexto,
});

export const entrevistasDelete = defineRow('entrevistas', {
  method: 'DELETE',
  path: '/api/entrevistas/{id}',
  handler: 'entrevistas/delete',
  public: false,
  permission: 'manage_interviews',
  tenant: empresaEnConsulta,
  grants: ['table:write', 'mail:send', 'queue:send'],
  colas: ['entregar-webhooks', 'contar-plantillas'],
  errors: [409],
  summary:
    'Cancela una entrevista programada: queda en estado cancelada (sigue en la lista), el enlace deja de funcionar, se libera el cupo del plan y el candidato recibe la cancelación por email (con la del evento de su calendario)',
  params: EntrevistaIdParams,
  query: EmpresaQuery,
  response: z.null(),
});

// The candidate's view on the assessment (D150): read on the report, answered by whoever may review it.
export const entrevistasImpugnacion = defineRow('entrevistas', {
  method: 'GET',
  path: '/api/entrevistas/{id}/impugnacion',
  handler: 'entrevistas/impugnacion',
  public: false,
  permission: 'view_reports',
  tenant: empresaEnConsulta,
  grants: ['table:read'],
  summary:
    'Las opiniones del candidato sobre la evaluación y sus peticiones de revisión por una persona (la abierta, si la hay, y las respondidas con quién y cuándo)',
  params: EntrevistaIdParams,
  query: EmpresaQuery,
  response: ImpugnacionesEntrevista,
});

export const entrevistasSupervision = defineRow('entrevistas', {
  method: 'GET',
  path: '/api/entrevistas/{id}/supervision',
  handler: 'entrevistas/supervision',
  public: false,
  permission: 'view_reports',
  tenant: empresaEnConsulta,
  grants: ['table:read'],
  summary:
    'El registro de supervisión de la entrevista (D153): cada paso en que intervino la IA (inicio, preguntas de seguimiento, fin, informe) y cada decisión de una persona sobre ella (revisiones y correcciones), el más antiguo primero; paginado',
  params: EntrevistaIdParams,
  query: SupervisionEntrevistaQuery,
  response: EntradasSupervision,
});

export const entrevistasResponderImpugnacion = defineRow('entrevistas', {
  method: 'PUT',
  path: '/api/entrevistas/{id}/impugnacion',
  handler: 'entrevistas/responder-impugnacion',
  public: false,
  permission: 'manage_interviews',
  tenant: empresaEnConsulta,
  grants: ['table:write', 'mail:send'],
  errors: [409],
  summary:
    'Responde a la opinión abierta del candidato: se guarda con quién y cuándo (y si se guardó una revisión después de la petición) y se envía al candidato por email y a «Mis datos». Una petición de revisión se responde después de guardar una revisión o con `sinCambios` (la evaluación no cambia, y la respuesta dice por qué); tras esa respuesta y una revisión posterior, la misma llamada envía su resultado (D160)',
  params: EntrevistaIdParams,
  query: EmpresaQuery,
  body: RespuestaImpugnacionBody,
  response: ImpugnacionesEntrevista,
});

// The candidate's adjustment requests and thread with a person (D172), on the interview's screen.
export const entrevistasAyuda = defineRow('entrevistas', {
  method: 'GET',
  path: '/api/entrevistas/{id}/ayuda',
  handler: 'entrevistas/ayuda',
  public: false,
  permission: 'manage_interviews',
  tenant: empresaEnConsulta,
  claveApi: 'entrevistas:leer',
  grants: ['table:read'],
  summary:
    'Los ajustes que pidió el candidato (pendientes y respondidos, con quién y cuándo) y su conversación con la empresa; si el tiempo de la entrevista está ampliado',
  params: EntrevistaIdParams,
  query: EmpresaQuery,
  response: AyudaEntrevista,
});

// The interview's WhatsApp sends (issue 68 items 4 and 7): read as the interview is.
export const entrevistasWhatsapp = defineRow('entrevistas', {
  method: 'GET',
  path: '/api/entrevistas/{id}/whatsapp',
  handler: 'entrevistas/whatsapp',
  public: false,
  permission: 'manage_interviews',
  tenant: empresaEnConsulta,
  claveApi: 'entrevistas:leer',
  grants: ['table:read'],
  summary:
    'Los avisos enviados al candidato por WhatsApp (los más recientes primero, hasta 100): qué, cuándo, su estado (enviado, entregado, leído, fallido o no enviado, con el motivo) y su coste estimado con las tarifas publicadas por Meta',
  params: EntrevistaIdParams,
  query: EmpresaQuery,
  response: EnviosWhatsAppEntrevista,
});

export const entrevistasResponderAyuda = defineRow('entrevistas', {
  method: 'POST',
  path: '/api/entrevistas/{id}/ayuda',
  handler: 'entrevistas/responder-ayuda',
  public: false,
  permission: 'manage_interviews',
  tenant: empresaEnConsulta,
  // The candidate's e-mail leaves through the outbox (issue 55): the enviar-avisos consumer sends it.
  grants: ['table:write', 'queue:send'],
  colas: ['enviar-avisos'],
  errors: [409],
  summary:
    'Acepta o no un ajuste pendiente (con un texto) o escribe al candidato en la conversación; se le envía por email y lo ve en sus páginas. Aceptar «más tiempo» o «sin límite» multiplica por diez la validez del enlace y la duración máxima de cada grabación',
  params: EntrevistaIdParams,
  query: EmpresaQuery,
  body: RespuestaAyudaBody,
  response: AyudaEntrevista,
});

// The invitation resent (D163): the same link and calendar event, limited per interview.
export const entrevistasReenviarInvitacion = defineRow('entrevistas', {
  method: 'POST',
  path: '/api/entrevistas/{id}/reenviar-invitacion',
  handler: 'entrevistas/reenviar-invitacion',
  public: false,
  permission: 'manage_interviews',
  tenant: empresaEnConsulta,
  grants: ['table:write', 'keys:open', 'mail:send'],
  errors: [409, 429],
  summary:
    'Reenvía al candidato la invitación de una entrevista programada con el mismo enlace y el mismo evento de calendario (como mucho 3 veces y con 10 minutos entre dos); queda anotado en la entrevista',
  params: EntrevistaIdParams,
  query: EmpresaQuery,
  response: ReenvioData,
});

// Feedback to the candidate after the decision (D173): a draft from the reviewed report, approved by a person before it leaves.
export const entrevistasComentarios = defineRow('entrevistas', {
  method: 'GET',
  path: '/api/entrevistas/{id}/comentarios',
  handler: 'entrevistas/comentarios',
  public: false,
  permission: 'manage_interviews',
  tenant: empresaEnConsulta,
  claveApi: 'informes:leer',
  grants: ['table:read'],
  summary:
    'El resultado y los comentarios al candidato (D173, D180): tras registrar la decisión con el candidato seleccionado o rechazado, el borrador del email de resultado (sacado de la plantilla de la empresa) y de los comentarios (del informe revisado: un punto fuerte y un aspecto a mejorar, cada uno con una cita literal de una respuesta no señalada), o lo enviado con quién lo aprobó y cuándo; y la opinión del candidato sobre el proceso, solo después de la decisión',
  params: EntrevistaIdParams,
  query: EmpresaQuery,
  response: ComentariosEntrevista,
});

export const entrevistasAprobarComentarios = defineRow('entrevistas', {
  method: 'PUT',
  path: '/api/entrevistas/{id}/comentarios',
  handler: 'entrevistas/aprobar-comentarios',
  public: false,
  permission: 'manage_interviews',
  tenant: empresaEnConsulta,
  // The candidate's e-mail leaves through the outbox (issue 55): the enviar-avisos consumer sends it.
  grants: ['table:write', 'queue:send'],
  colas: ['entregar-webhooks', 'enviar-avisos'],
  errors: [409],
  summary:
    'Aprueba y envía al candidato el resultado (seleccionado o rechazado) en un solo email, con el asunto y el mensaje editados y, si la empresa envía comentarios, de uno a tres puntos fuertes y de uno a tres aspectos a mejorar (D173, D180): cada cita debe ser un fragmento literal de su respuesta a esa pregunta; un punto sobre una respuesta señalada cita la pregunta (cita vacía); a un candidato rechazado no se le dan puntuaciones, cifras ni clasificaciones. Se guardan quién lo aprobó y cuándo, le llega por email y a «Mis datos» y se emite candidato.comentarios_enviados; una sola vez por entrevista',
  params: EntrevistaIdParams,
  query: EmpresaQuery,
  body: ComentariosBody,
  response: ComentariosEntrevista,
});

/** The family's rows, by id (shared/routes/index.ts composes the table from these). */
export const entrevistasRoutes = {
  entrevistasComentarios,
  entrevistasAprobarComentarios,
  entrevistasList,
  entrevistasExportarCsv,
  entrevistasEstadisticas,
  entrevistasGet,
  entrevistasEnlace,
  entrevistasCalendario,
  entrevistasCreate,
  entrevistasUpdate,
  entrevistasIniciar,
  entrevistasSimular,
  entrevistasReintentarAnalisis,
  entrevistasValidar,
  entrevistasAnalisisTexto,
  entrevistasDelete,
  entrevistasImpugnacion,
  entrevistasResponderImpugnacion,
  entrevistasAyuda,
  entrevistasResponderAyuda,
  entrevistasWhatsapp,
  entrevistasSupervision,
  entrevistasReenviarInvitacion,
};
