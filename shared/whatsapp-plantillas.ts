// The WhatsApp message templates Talentia owns (issue 68 item 2), defined once: the product creates them in
// each company's WhatsApp Business Account (functions/lib/whatsapp/plantillas.ts), the local emulator
// reviews them, Configuración lists their state, and the sending increments read them by name.
// Meta's rules relied on (developers.facebook.com/docs/whatsapp/business-management-api/message-templates
// and …/templates/overview, read 2026-11):
// - Outside the 24-hour window a business starts a conversation only with a template Meta approved.
// - Category UTILITY: «a specific, agreed-upon request or transaction … or an update» for the user
//   (invitation, reminder, change, cancellation of an interview they applied to); nothing promotional, or
//   Meta re-categorises it as MARKETING (priced higher since July 2025).
// - Name: lowercase letters, digits and underscores, at most 512 characters; a name+language pair is one
//   template. An approved template's text cannot simply be changed, so a new text is a new name (`_v1`).
// - Body: at most 1024 characters; variables `{{1}}`, `{{2}}`… in order, not at the very start or end and
//   never two together; every variable needs an example value at creation (`example.body_text`, one
//   array of strings: the document's createTemplate examples).
// - The interview link goes in the body as a variable rather than in a URL button: a URL button's base
//   is fixed in the template at review time, and each deployment (and the local stack) has its own host.
//   WhatsApp shows a link in the body as a link.
// Sending (later increments): `type: template` with `language: { code, policy: 'deterministic' }` — the
// document's `TemplateMessage.template.language` requires `policy`, and «deterministic» is its only value.
import { enVariante } from './espanol.js';
import { whatsapp as msg, fmt } from './messages.js';
import { paisDe, type CodigoPais } from './paises.js';

export type NombrePlantilla =
  | 'talentia_invitacion_v1'
  | 'talentia_recordatorio_v1'
  | 'talentia_reprogramada_v1'
  | 'talentia_cancelada_v1'
  | 'talentia_respuesta_v1'
  | 'talentia_comentarios_v1';

export interface PlantillaWhatsApp {
  nombre: NombrePlantilla;
  /** What it is for, as Configuración names it. */
  titulo: string;
  categoria: 'UTILITY';
  /** The body with `{{n}}` variables, in Spain's Spanish with its tú words marked (D215): `textoEn` resolves it. */
  texto: string;
  /** What each variable is, in order (the sending code fills them in this order). */
  variables: readonly string[];
  /** An example value of each variable, as Meta's review requires. */
  ejemplo: readonly string[];
}

export const PLANTILLAS_WHATSAPP: readonly PlantillaWhatsApp[] = [
  {
    nombre: 'talentia_invitacion_v1',
    titulo: 'Invitación a la entrevista',
    categoria: 'UTILITY',
    texto:
      'Hola, {{1}}. {{2}} ‹te› invita a una entrevista para el puesto de {{3}}. ‹Puedes› hacerla desde este enlace: {{4}} (disponible hasta el {{5}}). Si ‹tienes› cualquier duda, ‹responde› a este mensaje.',
    variables: ['nombre del candidato', 'empresa', 'puesto', 'enlace a la entrevista', 'fecha límite'],
    ejemplo: ['Lucía', 'Acme Logística', 'Técnico de almacén', 'https://app.talentia.es/e/abc123', '12 de diciembre'],
  },
  {
    nombre: 'talentia_recordatorio_v1',
    titulo: 'Recordatorio',
    categoria: 'UTILITY',
    texto:
      'Hola, {{1}}. ‹Te› recordamos que ‹tienes› pendiente ‹tu› entrevista con {{2}} para el puesto de {{3}}. ‹Puedes› hacerla desde este enlace: {{4}} (disponible hasta el {{5}}). Si ya la ‹hiciste›, no hace falta que ‹hagas› nada.',
    variables: ['nombre del candidato', 'empresa', 'puesto', 'enlace a la entrevista', 'fecha límite'],
    ejemplo: ['Lucía', 'Acme Logística', 'Técnico de almacén', 'https://app.talentia.es/e/abc123', '12 de diciembre'],
  },
  {
    nombre: 'talentia_reprogramada_v1',
    titulo: 'Entrevista con nueva fecha',
    categoria: 'UTILITY',
    texto:
      'Hola, {{1}}. {{2}} ha cambiado la fecha de ‹tu› entrevista para el puesto de {{3}}: ahora está disponible hasta el {{4}}. ‹Tu› enlace sigue siendo este: {{5}}. Si ‹tienes› cualquier duda, ‹responde› a este mensaje.',
    variables: ['nombre del candidato', 'empresa', 'puesto', 'nueva fecha', 'enlace a la entrevista'],
    ejemplo: ['Lucía', 'Acme Logística', 'Técnico de almacén', '19 de diciembre', 'https://app.talentia.es/e/abc123'],
  },
  {
    nombre: 'talentia_cancelada_v1',
    titulo: 'Entrevista cancelada',
    categoria: 'UTILITY',
    texto:
      'Hola, {{1}}. {{2}} ha cancelado ‹tu› entrevista para el puesto de {{3}}, así que el enlace que ‹recibiste› ya no funciona. Si ‹tienes› cualquier duda, ‹responde› a este mensaje.',
    variables: ['nombre del candidato', 'empresa', 'puesto'],
    ejemplo: ['Lucía', 'Acme Logística', 'Técnico de almacén'],
  },
  {
    nombre: 'talentia_respuesta_v1',
    titulo: 'Respuesta de la empresa',
    categoria: 'UTILITY',
    texto:
      'Hola, {{1}}. ‹Tienes› una respuesta de {{2}} sobre ‹tu› entrevista para el puesto de {{3}}. ‹Puedes› leerla aquí: {{4}} o contestar a este mensaje.',
    variables: ['nombre del candidato', 'empresa', 'puesto', 'enlace a la conversación'],
    ejemplo: ['Lucía', 'Acme Logística', 'Técnico de almacén', 'https://app.talentia.es/e/abc123'],
  },
  {
    nombre: 'talentia_comentarios_v1',
    titulo: 'Comentarios disponibles',
    categoria: 'UTILITY',
    texto:
      'Hola, {{1}}. ‹Tus› comentarios de {{2}} sobre la entrevista para el puesto de {{3}} ya están disponibles en este enlace: {{4}}. Gracias por participar.',
    variables: ['nombre del candidato', 'empresa', 'puesto', 'enlace a los comentarios'],
    ejemplo: ['Lucía', 'Acme Logística', 'Técnico de almacén', 'https://app.talentia.es/e/abc123'],
  },
];

export const NOMBRES_PLANTILLAS = PLANTILLAS_WHATSAPP.map((p) => p.nombre);

export const plantillaWhatsApp = (nombre: string): PlantillaWhatsApp | undefined => PLANTILLAS_WHATSAPP.find((p) => p.nombre === nombre);

// Meta's supported template languages (developers.facebook.com/documentation/business-messaging/whatsapp/
// templates/supported-languages) have Spanish as «es» and three national variants: «es_AR» (Spanish, ARG),
// «es_ES» (Spanish, SPA) and «es_MX» (Spanish, MEX). Colombia, Chile and Peru get the general «es»; a
// country Talentia does not know gets Spain's, the candidate's fallback everywhere (D215).
const IDIOMA_POR_PAIS: Partial<Record<CodigoPais, string>> = { ES: 'es_ES', MX: 'es_MX', AR: 'es_AR' };

/** The template language for a company whose «País» is `pais` (a code or its text, as `paisDeEmpresa` answers). */
export function idiomaPlantillas(pais: string | null | undefined): string {
  const codigo = paisDe(pais);
  return codigo ? (IDIOMA_POR_PAIS[codigo] ?? 'es') : 'es_ES';
}

/**
 * A template's body in the Spanish of its language, as the candidate reads the rest (D215): tú in es_ES,
 * voseo in es_AR, usted in es_MX and in «es» (Colombia, Chile, Peru: `varianteDe`). One language is one
 * text, so what Meta reviews is what the candidate reads.
 */
export function textoEn(p: PlantillaWhatsApp, idioma: string): string {
  return enVariante(p.texto, idioma === 'es_ES' ? 'es' : idioma === 'es_AR' ? 'vos' : 'usted');
}

/** The body of `POST /{waba-id}/message_templates` for a template in a language (the document's createTemplate examples). */
export function peticionCrearPlantilla(p: PlantillaWhatsApp, idioma: string) {
  return {
    name: p.nombre,
    language: idioma,
    category: p.categoria,
    components: [{ type: 'BODY', text: textoEn(p, idioma), example: { body_text: [[...p.ejemplo]] } }],
  };
}

/** A template's state in Spanish, as Configuración shows it. */
export function textoEstadoPlantilla(p: { estado: string; motivo: string | null; error: string | null }): string {
  switch (p.estado) {
    case 'PENDING':
      return msg.plantillaPendiente;
    case 'APPROVED':
      return msg.plantillaAprobada;
    case 'REJECTED':
      // Meta's `rejected_reason` is a code (INVALID_FORMAT, TAG_CONTENT_MISMATCH…; «NONE» when there is none).
      return p.motivo && p.motivo !== 'NONE' ? fmt(msg.plantillaRechazadaMotivo, { motivo: p.motivo }) : msg.plantillaRechazada;
    case 'PAUSED':
      return msg.plantillaEnPausa;
    case 'DISABLED':
      return msg.plantillaDesactivada;
    case 'IN_APPEAL':
      return msg.plantillaEnApelacion;
    case 'PENDING_DELETION':
      return msg.plantillaBorrandose;
    case 'DELETED':
      return msg.plantillaBorrada;
    case 'LIMIT_EXCEEDED':
      return msg.plantillaLimite;
    case 'ARCHIVED':
      return msg.plantillaArchivada;
    case 'NO_CREADA':
      return fmt(msg.plantillaNoCreada, { error: p.error ?? '' });
    default:
      return fmt(msg.plantillaOtroEstado, { estado: p.estado });
  }
}
