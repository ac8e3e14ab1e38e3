// An interview as a calendar event (D144): the RFC 5545 VCALENDAR the candidate's emails
// carry (an iTIP REQUEST with the invitation and each reschedule, a CANCEL with the cancellation;
// RFC 5546) and the copy the person who scheduled it downloads (a PUBLISH). Built with the `ics`
// package, which escapes the text values (backslash, comma, semicolon, newline) and folds the lines;
// it folds at 75 characters, so a line of accented Spanish is refolded here at 75 octets, as
// RFC 5545 §3.1 asks, never inside a character.
//
// The UID is one per interview, `entrevista-{id}@{domain of MAIL_FROM}`: every message about the
// interview names the same event, and the installation's sender domain does not change when the
// superadmin edits the mailboxes. SEQUENCE is the interview's `version` less one: the schedule writes
// version 1 (SEQUENCE 0), and each reschedule and the cancel are writes conditional on the version
// read that add one, so each message sent is strictly newer than any sent before (D63, D115). DTSTART
// and DTEND are UTC instants: no VTIMEZONE is needed, and each calendar shows the hour on its own clock.
import { createEvent, type Attendee, type EventAttributes } from 'ics';
import { nombreZona } from '../../../shared/fechas.js';
import { config } from '../config.js';
import type { EntrevistaItem } from '../db/entrevistas.js';
import { fechaEntrevista } from './fecha.js';
import { cuenta } from '../../../shared/plural.js';

export const PRODID_CALENDARIO = '-//Talentia//Entrevistas//ES';

/** REQUEST (invitation, reschedule), CANCEL (cancellation), PUBLISH (the scheduler's own copy). */
export type MetodoCalendario = 'REQUEST' | 'CANCEL' | 'PUBLISH';

export type EntrevistaEnCalendario = Pick<
  EntrevistaItem,
  | 'id'
  | 'fechaProgramada'
  | 'duracionEstimada'
  | 'zonaHoraria'
  | 'candidatoNombre'
  | 'candidatoEmail'
  | 'servicioNombre'
  | 'estado'
  | 'version'
> &
  Partial<Pick<EntrevistaItem, 'tokenExpiraEn'>>;

/** The company's sender of the candidates' emails (ORGANIZER), with the company's name (its CN). */
export interface Organizador {
  email: string;
  nombreEmpresa: string;
}

/** What the candidate reads in every invitation: the same notice as the invitation email's. */
const AVISO_IA =
  'La entrevista la conduce un asistente de IA y su resultado lo revisa una persona del equipo de selección. Antes de empezar te pediremos tu consentimiento.';

export function uidEntrevista(id: string, remitente = config.mailFrom): string {
  const dominio = remitente.split('@')[1]?.trim() || 'talentia.local';
  return `entrevista-${id}@${dominio}`;
}

export function secuenciaEntrevista(e: Pick<EntrevistaItem, 'version'>): number {
  return Math.max(0, (e.version ?? 1) - 1);
}

/**
 * A parameter value (CN) as `ics` writes it: inside double quotes, which RFC 5545 does not let it
 * hold (the library's `\"` is no escape there), nor control characters.
 */
function valorParametro(texto: string): string {
  return texto
    .replace(/"/g, "'")
    .replace(/\p{Cc}+/gu, ' ')
    .trim();
}

/** Unfolds what `ics` folded and folds every line again at 75 octets (RFC 5545 §3.1), between characters. */
export function plegarPorOctetos(ics: string): string {
  const lineas = ics.replace(/\r\n[ \t]/g, '').split('\r\n');
  return lineas
    .map((linea) => {
      const partes: string[] = [];
      let actual = '';
      let octetos = 0;
      let limite = 75;
      for (const c of linea) {
        const n = Buffer.byteLength(c, 'utf8');
        if (octetos + n > limite) {
          partes.push(actual);
          actual = '';
          octetos = 0;
          // A continuation line starts with one space, which counts.
          limite = 74;
        }
        actual += c;
        octetos += n;
      }
      partes.push(actual);
      return partes.join('\r\n ');
    })
    .join('\r\n');
}

interface Base {
  metodo: MetodoCalendario;
  e: EntrevistaEnCalendario;
  organizador: Organizador;
  ahora: Date;
  titulo: string;
  descripcion: string;
  estado: 'CONFIRMED' | 'CANCELLED';
  url?: string;
  asistente?: Attendee;
}

function construir(b: Base): string {
  const inicio = Date.parse(b.e.fechaProgramada);
  const atributos: EventAttributes & { timestamp: number } = {
    productId: PRODID_CALENDARIO,
    method: b.metodo,
    uid: uidEntrevista(b.e.id),
    sequence: secuenciaEntrevista(b.e),
    timestamp: b.ahora.getTime(),
    start: inicio,
    startInputType: 'utc',
    startOutputType: 'utc',
    end: inicio + b.e.duracionEstimada * 60_000,
    endInputType: 'utc',
    endOutputType: 'utc',
    title: b.titulo,
    description: b.descripcion,
    status: b.estado,
    organizer: { name: valorParametro(b.organizador.nombreEmpresa), email: b.organizador.email },
    ...(b.url ? { url: b.url } : {}),
    ...(b.asistente ? { attendees: [b.asistente] } : {}),
  };
  const { error, value } = createEvent(atributos);
  if (error || !value) throw new Error(`Calendar event not built: ${error?.message ?? 'empty'}`);
  return plegarPorOctetos(value);
}

const candidato = (e: EntrevistaEnCalendario, rsvp: boolean): Attendee => ({
  name: valorParametro(e.candidatoNombre),
  email: e.candidatoEmail,
  rsvp,
  partstat: 'NEEDS-ACTION',
  role: 'REQ-PARTICIPANT',
});

const cuando = (e: EntrevistaEnCalendario) => {
  const { texto, zona } = fechaEntrevista(e.fechaProgramada, e.zonaHoraria);
  return `${texto} (hora de ${nombreZona(zona)})`;
};

const tituloCandidato = (e: EntrevistaEnCalendario, o: Organizador) => `Entrevista con ${o.nombreEmpresa}: ${e.servicioNombre}`;

/** The candidate's invitation, new or moved (METHOD:REQUEST): they are asked to answer (RSVP). */
export function invitacionCalendario(e: EntrevistaEnCalendario, o: Organizador, enlace: string, ahora: Date): string {
  return construir({
    metodo: 'REQUEST',
    e,
    organizador: o,
    ahora,
    titulo: tituloCandidato(e, o),
    descripcion: [
      `${o.nombreEmpresa} te invita a una entrevista (${e.servicioNombre}). Hora propuesta: ${cuando(e)}.${e.tokenExpiraEn ? ` Es una sugerencia: puedes hacerla cuando te venga bien hasta el ${fechaEntrevista(e.tokenExpiraEn, e.zonaHoraria).texto}.` : ''} Duración estimada: ${cuenta(e.duracionEstimada, 'minuto', 'minutos')}.`,
      AVISO_IA,
      `Entra desde este enlace personal (no lo compartas): ${enlace}`,
    ].join('\n\n'),
    estado: 'CONFIRMED',
    url: enlace,
    asistente: candidato(e, true),
  });
}

/** The cancellation (METHOD:CANCEL, STATUS:CANCELLED): the candidate's calendar takes the event off. */
export function cancelacionCalendario(e: EntrevistaEnCalendario, o: Organizador, ahora: Date): string {
  return construir({
    metodo: 'CANCEL',
    e,
    organizador: o,
    ahora,
    titulo: tituloCandidato(e, o),
    descripcion: `${o.nombreEmpresa} ha cancelado tu entrevista (${e.servicioNombre}) del ${cuando(e)}. El enlace que te enviamos ya no funciona.`,
    estado: 'CANCELLED',
    asistente: candidato(e, false),
  });
}

/**
 * The scheduler's own copy (METHOD:PUBLISH: an event to add, not an invitation to answer; RFC 5546
 * §3.2.1 lists no ATTENDEE in it). The same UID and SEQUENCE as the candidate's, so a copy downloaded
 * again after a reschedule replaces the old one. Its link is the interview's page in the app, never
 * the candidate's personal link.
 */
export function copiaProgramador(e: EntrevistaEnCalendario, o: Organizador, ahora: Date): string {
  const pagina = `${config.webOrigin.replace(/\/$/, '')}/entrevistas?entrevista=${encodeURIComponent(e.id)}`;
  return construir({
    metodo: 'PUBLISH',
    e,
    organizador: o,
    ahora,
    titulo: `Entrevista de ${e.candidatoNombre}: ${e.servicioNombre}`,
    descripcion: [
      `Candidato: ${e.candidatoNombre} (${e.candidatoEmail}). Servicio: ${e.servicioNombre}.`,
      `Fecha: ${cuando(e)}. Duración estimada: ${cuenta(e.duracionEstimada, 'minuto', 'minutos')}.`,
      `Ver la entrevista en Talentia: ${pagina}`,
    ].join('\n\n'),
    estado: e.estado === 'cancelada' ? 'CANCELLED' : 'CONFIRMED',
    url: pagina,
  });
}
