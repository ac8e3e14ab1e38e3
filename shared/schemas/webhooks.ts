// Outbound webhooks (D147): the endpoints a company admin registers, the events they may
// receive, the deliveries' log, and each event's payload. Deliveries follow the Standard Webhooks
// specification (headers `webhook-id`, `webhook-timestamp`, `webhook-signature`; secrets `whsec_…`);
// the payload is its recommended envelope `{ type, timestamp, data }`. The payloads carry ids,
// states, decisions, scores and links, never a person's name or email: the full report is read
// through the API (the `enlaces.api` path) with the company's credentials.
import * as z from 'zod/mini';
import { METODOS_PERTINENCIA, TIPOS_MARCA } from './integridad.js';
import { DECISIONES_VALIDACION, RECOMENDACIONES_IA } from './informe.js';
import { FechaHora, Id } from './comun.js';
import { TIPOS_AJUSTE } from '../ayuda-candidato.js';

/** The events an endpoint may subscribe to (Standard Webhooks' dotted `type`). */
export const EVENTOS_WEBHOOK = [
  'entrevista.programada',
  'entrevista.iniciada',
  'entrevista.completada',
  'entrevista.cancelada',
  'informe.listo',
  'revision.registrada',
  'revision.corregida',
  'candidato.borrado',
  'candidato.ajuste_solicitado',
  'candidato.mensaje',
  'candidato.comentarios_enviados',
  'vacante.etapa_cambiada',
] as const;
export type EventoWebhook = (typeof EVENTOS_WEBHOOK)[number];

/** The event «Enviar evento de prueba» sends: never subscribed to, sent to one endpoint on request. */
export const EVENTO_COMPROBACION = 'webhook.comprobacion' as const;
export type TipoEventoWebhook = EventoWebhook | typeof EVENTO_COMPROBACION;

export const EVENTO_WEBHOOK_ETIQUETA: Record<TipoEventoWebhook, string> = {
  'entrevista.programada': 'Entrevista programada',
  'entrevista.iniciada': 'Entrevista iniciada',
  'entrevista.completada': 'Entrevista completada',
  'entrevista.cancelada': 'Entrevista cancelada',
  'informe.listo': 'Informe listo',
  'revision.registrada': 'Revisión registrada',
  'revision.corregida': 'Revisión corregida',
  'candidato.borrado': 'Candidato borrado',
  'candidato.ajuste_solicitado': 'El candidato pide un ajuste',
  'candidato.mensaje': 'El candidato escribe a una persona',
  'candidato.comentarios_enviados': 'Comentarios enviados al candidato',
  'vacante.etapa_cambiada': 'Candidato movido de etapa en una vacante',
  'webhook.comprobacion': 'Evento de prueba',
};

/** At most this many endpoints per company (each event is tried on each, in one consumer run). */
export const MAX_WEBHOOKS_POR_EMPRESA = 10;

export const ESTADOS_WEBHOOK = ['activo', 'desactivado'] as const;
export type EstadoWebhook = (typeof ESTADOS_WEBHOOK)[number];

/** Why an endpoint is off: an admin turned it off, it answered 410 Gone, or it failed for days. */
export const MOTIVOS_DESACTIVACION = ['admin', 'gone', 'fallos'] as const;
export type MotivoDesactivacion = (typeof MOTIVOS_DESACTIVACION)[number];

export const MOTIVO_DESACTIVACION_ETIQUETA: Record<MotivoDesactivacion, string> = {
  admin: 'Desactivado por un administrador',
  gone: 'El receptor respondió 410 (Gone)',
  fallos: 'Desactivado tras varios días de fallos',
};

const mensajeUrl = 'Escribe una dirección https:// válida';
/** An endpoint's address: http(s) here; the server refuses http and loopback outside the local stage. */
export const UrlWebhook = z
  .url({ protocol: /^https?$/, error: mensajeUrl })
  .check(z.maxLength(2_000, { error: 'La dirección no puede superar 2000 caracteres' }));

const Eventos = z
  .array(z.enum(EVENTOS_WEBHOOK, 'Evento desconocido'), 'Elige al menos un evento')
  .check(z.minLength(1, 'Elige al menos un evento'), z.maxLength(EVENTOS_WEBHOOK.length));

const Descripcion = z.string().check(z.trim(), z.maxLength(200, 'La descripción no puede superar 200 caracteres'));

/** POST /api/webhooks. */
export const WebhookCreate = z.strictObject({ url: UrlWebhook, eventos: Eventos, descripcion: z.optional(Descripcion) });
export type WebhookCreate = z.output<typeof WebhookCreate>;

/** PATCH /api/webhooks/{id}: what changes (turning it on again clears its failures). */
export const WebhookPatch = z.strictObject({
  url: z.optional(UrlWebhook),
  eventos: z.optional(Eventos),
  descripcion: z.optional(Descripcion),
  activo: z.optional(z.boolean()),
});
export type WebhookPatch = z.output<typeof WebhookPatch>;

export const WebhookIdParams = z.strictObject({ id: Id });
export const EntregaParams = z.strictObject({ id: Id, entregaId: Id });

/** An endpoint as the API shows it: never its secret, only the secret's first characters. */
export const Webhook = z.object({
  id: Id,
  url: z.string(),
  descripcion: z.string(),
  eventos: z.array(z.enum(EVENTOS_WEBHOOK)),
  estado: z.enum(ESTADOS_WEBHOOK),
  motivoDesactivacion: z.nullable(z.enum(MOTIVOS_DESACTIVACION)),
  /** `whsec_` and the secret's first four characters, to tell two secrets apart. */
  secretoPista: z.string(),
  /** While a rotated-out secret still signs too (both signatures go in the header). */
  secretoAnteriorHasta: z.nullable(FechaHora),
  /** The first failure of the current run of failures (cleared by a success). */
  fallandoDesde: z.nullable(FechaHora),
  creadoEn: FechaHora,
  actualizadoEn: FechaHora,
});
export type Webhook = z.output<typeof Webhook>;

/** A create or a rotation: the endpoint and its new secret, shown this once. */
export const WebhookConSecreto = z.object({ webhook: Webhook, secreto: z.string() });
export type WebhookConSecreto = z.output<typeof WebhookConSecreto>;

export const WebhooksLista = z.object({ items: z.array(Webhook), eventos: z.array(z.enum(EVENTOS_WEBHOOK)) });

export const ESTADOS_ENTREGA = ['pendiente', 'enviando', 'entregada', 'fallida'] as const;
export type EstadoEntrega = (typeof ESTADOS_ENTREGA)[number];

/** One attempt of a delivery, as the log shows it. */
export const IntentoEntrega = z.object({
  n: z.number().check(z.int()),
  en: FechaHora,
  /** The HTTP status the receiver answered; null when no answer came (time-out, refused address, network). */
  status: z.nullable(z.number().check(z.int())),
  ok: z.boolean(),
  duracionMs: z.number().check(z.int()),
  /** The answer's first bytes, or why there was none. */
  respuesta: z.string(),
  manual: z.optional(z.boolean()),
});
export type IntentoEntrega = z.output<typeof IntentoEntrega>;

/** One event for one endpoint, with its attempts (kept 30 days). */
export const EntregaWebhook = z.object({
  id: Id,
  webhookId: Id,
  /** The `webhook-id` header: the same for every attempt and resend of this event, so a receiver can drop duplicates. */
  mensajeId: z.string(),
  tipo: z.string(),
  estado: z.enum(ESTADOS_ENTREGA),
  intentos: z.array(IntentoEntrega),
  /** When the next automatic attempt is due (pendiente). */
  proximoIntentoEn: z.nullable(FechaHora),
  creadoEn: FechaHora,
  expiraEn: FechaHora,
});
export type EntregaWebhook = z.output<typeof EntregaWebhook>;

export const EntregasQuery = z.object({
  empresaId: z.optional(Id),
  cursor: z.optional(z.string().check(z.maxLength(2_000))),
  limit: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100))),
});

export const EntregasPagina = z.object({ items: z.array(EntregaWebhook), cursor: z.nullable(z.string()) });

// ——— The events' payloads (the OpenAPI document's `webhooks`) ———

/** Where the full data is: the API path (read with the company's credentials) and the screen. */
const Enlaces = z.object({ api: z.string(), web: z.string() });

/** An interview as an event tells it: ids and states, no personal data. */
export const EntrevistaEvento = z.object({
  id: Id,
  estado: z.string(),
  candidatoId: Id,
  servicioId: z.string(),
  fechaProgramada: FechaHora,
  duracionEstimada: z.optional(z.number()),
  simulada: z.optional(z.boolean()),
});

const Puntuacion = z.object({ habilidad: z.string(), puntuacion: z.nullable(z.number()) });

export const DatosEventoEntrevista = z.object({ empresaId: Id, entrevista: EntrevistaEvento, enlaces: Enlaces });

export const DatosEventoInforme = z.object({
  empresaId: Id,
  entrevista: EntrevistaEvento,
  informe: z.object({
    recomendacionIA: z.enum(RECOMENDACIONES_IA),
    /** The report's mean score, 0–10 (null when nothing could be evaluated). */
    puntuacionMedia: z.nullable(z.number()),
    puntuaciones: z.array(Puntuacion),
    metodo: z.string(),
    generadoEn: FechaHora,
    /**
     * The integrity checks (D157): the flagged answers (0-based question) and how, and how relevance was
     * decided (issue 64); never a passage. Null on reports before them.
     */
    integridad: z.optional(
      z.nullable(
        z.object({
          marcas: z.array(
            z.object({
              tipo: z.enum(TIPOS_MARCA),
              pregunta: z.number().check(z.int()),
              /**
               * Other questions involved (0-based), when the flag names some: `otra_pregunta`, the one the answer
               * seems to answer; `repetida`, those that hold the same text. Numbers only.
               */
              relacionadas: z.optional(z.array(z.number().check(z.int()))),
            }),
          ),
          discrepancias: z.array(z.object({ habilidad: z.string(), puntuacion: z.number() })),
          /** By words (`palabras`) or by meaning (`significado`, embeddings); reports checked before it was recorded: `palabras`. */
          pertinencia: z.object({ metodo: z.enum(METODOS_PERTINENCIA) }),
        }),
      ),
    ),
  }),
  enlaces: Enlaces,
});

export const DatosEventoRevision = z.object({
  empresaId: Id,
  entrevista: EntrevistaEvento,
  revision: z.object({
    numero: z.number().check(z.int()),
    decision: z.enum(DECISIONES_VALIDACION),
    recomendacionIA: z.optional(z.enum(RECOMENDACIONES_IA)),
    /** The review's mean score (the person's adjusted scores where set). */
    puntuacionMedia: z.nullable(z.number()),
    puntuaciones: z.array(Puntuacion),
    estadoCandidato: z.nullable(z.string()),
    por: z.object({ userId: Id }),
    fecha: FechaHora,
  }),
  enlaces: Enlaces,
});

export const DatosEventoCandidato = z.object({ empresaId: Id, candidato: z.object({ id: Id }), borradoEn: FechaHora });

/** candidato.ajuste_solicitado / candidato.mensaje (D172): ids and kinds; the words, through the API (`enlaces.api`). */
export const DatosEventoAyuda = z.object({
  empresaId: Id,
  entrevista: EntrevistaEvento,
  ajuste: z.optional(z.object({ numero: z.number().check(z.int()), tipos: z.array(z.enum(TIPOS_AJUSTE)), enviadaEn: FechaHora })),
  mensaje: z.optional(z.object({ id: Id, enviadoEn: FechaHora })),
  enlaces: Enlaces,
});

/** candidato.comentarios_enviados (D173): how many points went and who approved them, never their text. */
export const DatosEventoComentarios = z.object({
  empresaId: Id,
  entrevista: EntrevistaEvento,
  comentarios: z.object({
    fortalezas: z.number().check(z.int()),
    mejoras: z.number().check(z.int()),
    aprobadoPor: z.object({ userId: Id }),
    aprobadoEn: FechaHora,
  }),
  enlaces: Enlaces,
});

/**
 * vacante.etapa_cambiada (D186): which candidate, which vacancy, from which stage to which, when and by
 * whom (a user's id; `enlace:{vacanteId}` for an application through the public link). `anterior` is
 * null when the candidate joined the vacancy with it (an interview scheduled for it, D187).
 */
export const DatosEventoEtapa = z.object({
  empresaId: Id,
  vacante: z.object({ id: Id }),
  candidato: z.object({ id: Id }),
  etapa: z.object({ anterior: z.nullable(z.string()), nueva: z.string() }),
  movidoEn: FechaHora,
  movidoPor: z.object({ userId: Id }),
  enlaces: z.object({ api: z.string() }),
});

export type DatosEventoEtapa = z.infer<typeof DatosEventoEtapa>;

export const DatosEventoComprobacion = z.object({ empresaId: Id, webhookId: Id, mensaje: z.string() });

const sobre = <T extends TipoEventoWebhook, D extends z.ZodMiniType>(tipo: T, datos: D) =>
  z.object({ type: z.literal(tipo), timestamp: FechaHora, data: datos });

/** Each event's body, as the receiver gets it. */
export const CUERPOS_EVENTO = {
  'entrevista.programada': sobre('entrevista.programada', DatosEventoEntrevista),
  'entrevista.iniciada': sobre('entrevista.iniciada', DatosEventoEntrevista),
  'entrevista.completada': sobre('entrevista.completada', DatosEventoEntrevista),
  'entrevista.cancelada': sobre('entrevista.cancelada', DatosEventoEntrevista),
  'informe.listo': sobre('informe.listo', DatosEventoInforme),
  'revision.registrada': sobre('revision.registrada', DatosEventoRevision),
  'revision.corregida': sobre('revision.corregida', DatosEventoRevision),
  'candidato.borrado': sobre('candidato.borrado', DatosEventoCandidato),
  'candidato.ajuste_solicitado': sobre('candidato.ajuste_solicitado', DatosEventoAyuda),
  'candidato.mensaje': sobre('candidato.mensaje', DatosEventoAyuda),
  'candidato.comentarios_enviados': sobre('candidato.comentarios_enviados', DatosEventoComentarios),
  'vacante.etapa_cambiada': sobre('vacante.etapa_cambiada', DatosEventoEtapa),
  'webhook.comprobacion': sobre('webhook.comprobacion', DatosEventoComprobacion),
} as const satisfies Record<TipoEventoWebhook, z.ZodMiniType>;

/** What each event is, for the OpenAPI document. */
export const DESCRIPCION_EVENTO: Record<TipoEventoWebhook, string> = {
  'entrevista.programada': 'Se ha programado una entrevista.',
  'entrevista.iniciada': 'La entrevista ha empezado (el candidato aceptó el aviso o un entrevistador la inició).',
  'entrevista.completada': 'El candidato ha finalizado la entrevista; el análisis está en cola.',
  'entrevista.cancelada': 'Se ha cancelado una entrevista programada.',
  'informe.listo':
    'El informe de IA está escrito: la recomendación, las puntuaciones y las señales de integridad (el tipo y el número de pregunta de cada una; en `relacionadas`, las preguntas que nombra, como aquella a la que parece responder la respuesta; en `pertinencia.metodo`, si la pertinencia se decidió por palabras o por significado; nunca el texto del candidato); el informe completo, en `enlaces.api`.',
  'revision.registrada': 'Una persona ha revisado el informe: su decisión y sus puntuaciones.',
  'revision.corregida': 'Una persona ha corregido una revisión anterior.',
  'candidato.borrado': 'Se han borrado el candidato y sus entrevistas (derecho de supresión): borra tus copias.',
  'candidato.ajuste_solicitado':
    'El candidato pide un ajuste en su entrevista (más tiempo, otro formato, una persona…): los tipos aquí; su texto y la respuesta, en `GET /api/entrevistas/{id}/ayuda`.',
  'candidato.mensaje': 'El candidato ha escrito a la persona que lleva el proceso: el texto, en `GET /api/entrevistas/{id}/ayuda`.',
  'candidato.comentarios_enviados':
    'Una persona ha aprobado los comentarios al candidato tras la decisión y se le han enviado (cuántos puntos, quién y cuándo; el texto, en `enlaces.api`).',
  'vacante.etapa_cambiada':
    'Una persona ha movido a un candidato de etapa en el proceso de una vacante (de cuál a cuál, cuándo y quién); los candidatos de la vacante, en `enlaces.api`.',
  'webhook.comprobacion': 'Evento de prueba enviado desde la pantalla Webhooks.',
};
