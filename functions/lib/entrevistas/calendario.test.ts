// The interview's calendar event (D144), read back with Mozilla's parser (ical.js), not
// with anything of ours: the fields a calendar client acts on, SEQUENCE from the version, text
// escaping (accents, commas, semicolons, newlines, backslashes, quotes) and folding at 75 octets.
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import {
  cancelacionCalendario,
  copiaProgramador,
  type EntrevistaEnCalendario,
  invitacionCalendario,
  plegarPorOctetos,
  PRODID_CALENDARIO,
  secuenciaEntrevista,
  uidEntrevista,
} from './calendario.js';

const AHORA = new Date('2026-11-25T08:15:30.000Z');
const ENLACE = 'https://app.talentia.test/entrevista/tok_1764058530000_abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';
const ORGANIZADOR = { email: 'candidatos@agora.test', nombreEmpresa: 'Ágora Selección' };

const entrevista = (cambios: Partial<EntrevistaEnCalendario> = {}): EntrevistaEnCalendario => ({
  id: '01764058530000-a1b2c3d4',
  fechaProgramada: '2026-11-30T09:00:00.000Z',
  tokenExpiraEn: '2026-12-07T09:45:00.000Z',
  duracionEstimada: 45,
  zonaHoraria: 'Europe/Madrid',
  candidatoNombre: 'José Muñoz',
  candidatoEmail: 'jose.munoz@correo.test',
  servicioNombre: 'Entrevistas en Profundidad',
  estado: 'programada',
  version: 1,
  ...cambios,
});

function leer(ics: string) {
  const cal = new ICAL.Component(ICAL.parse(ics));
  const vevent = cal.getFirstSubcomponent('vevent')!;
  const prop = (nombre: string) => vevent.getFirstProperty(nombre);
  return { cal, vevent, prop, evento: new ICAL.Event(vevent) };
}

const lineas = (ics: string) => ics.split('\r\n').filter((l, i, todas) => l !== '' || i < todas.length - 1);
const SUSTITUTO_SUELTO = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

describe("the candidate's invitation (METHOD:REQUEST)", () => {
  const ics = invitacionCalendario(entrevista(), ORGANIZADOR, ENLACE, AHORA);
  const { cal, prop, evento } = leer(ics);

  it('is a VCALENDAR 2.0 whose METHOD is REQUEST, from our PRODID', () => {
    expect(cal.getFirstPropertyValue('version')).toBe('2.0');
    expect(cal.getFirstPropertyValue('prodid')).toBe(PRODID_CALENDARIO);
    expect(cal.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(cal.getAllSubcomponents('vevent')).toHaveLength(1);
  });

  it('names the interview: one UID per interview, SEQUENCE 0 at first, DTSTAMP now, STATUS CONFIRMED', () => {
    expect(evento.uid).toBe(uidEntrevista('01764058530000-a1b2c3d4'));
    expect(evento.uid).toMatch(/^entrevista-01764058530000-a1b2c3d4@[a-z0-9.-]+$/);
    expect(evento.sequence).toBe(0);
    expect((prop('dtstamp')!.getFirstValue() as ICAL.Time).toJSDate().toISOString()).toBe(AHORA.toISOString());
    expect(prop('status')!.getFirstValue()).toBe('CONFIRMED');
  });

  it('starts at the scheduled instant and lasts the duration, in UTC', () => {
    expect(evento.startDate.zone.tzid).toBe('UTC');
    expect(evento.startDate.toJSDate().toISOString()).toBe('2026-11-30T09:00:00.000Z');
    expect(evento.endDate.toJSDate().toISOString()).toBe('2026-11-30T09:45:00.000Z');
    expect(ics).toContain('\r\nDTSTART:20261130T090000Z\r\n');
  });

  it("says what it is in Spanish, with the candidate's link and the AI notice", () => {
    expect(evento.summary).toBe('Entrevista con Ágora Selección: Entrevistas en Profundidad');
    expect(evento.description).toBe(
      'Ágora Selección te invita a una entrevista (Entrevistas en Profundidad). Hora propuesta: lunes, 30 de noviembre de 2026, 10:00 (hora de Madrid). Es una sugerencia: puedes hacerla cuando te venga bien hasta el lunes, 7 de diciembre de 2026, 10:45. Duración estimada: 45 minutos.\n\n' +
        'La entrevista la conduce un asistente de IA y su resultado lo revisa una persona del equipo de selección. Antes de empezar te pediremos tu consentimiento.\n\n' +
        `Entra desde este enlace personal (no lo compartas): ${ENLACE}`,
    );
    expect(prop('url')!.getFirstValue()).toBe(ENLACE);
  });

  it("the organizer is the company's sender, the attendee the candidate, asked to answer", () => {
    const organizador = prop('organizer')!;
    expect(String(organizador.getFirstValue()).toLowerCase()).toBe('mailto:candidatos@agora.test');
    expect(organizador.getParameter('cn')).toBe('Ágora Selección');
    const asistentes = evento.attendees;
    expect(asistentes).toHaveLength(1);
    const a = asistentes[0]!;
    expect(String(a.getFirstValue()).toLowerCase()).toBe('mailto:jose.munoz@correo.test');
    expect(a.getParameter('cn')).toBe('José Muñoz');
    expect(a.getParameter('rsvp')).toBe('TRUE');
    expect(a.getParameter('partstat')).toBe('NEEDS-ACTION');
    expect(a.getParameter('role')).toBe('REQ-PARTICIPANT');
  });
});

describe('a reschedule and the cancellation keep the UID and raise SEQUENCE', () => {
  it('SEQUENCE is the version less one: a reschedule (version 2) is 1, the cancel after it (version 3) is 2', () => {
    expect([1, 2, 3, undefined].map((version) => secuenciaEntrevista({ version }))).toEqual([0, 1, 2, 0]);
    const movida = leer(
      invitacionCalendario(entrevista({ version: 2, fechaProgramada: '2026-12-01T15:30:00.000Z' }), ORGANIZADOR, ENLACE, AHORA),
    );
    expect(movida.evento.uid).toBe(uidEntrevista('01764058530000-a1b2c3d4'));
    expect(movida.evento.sequence).toBe(1);
    expect(movida.evento.startDate.toJSDate().toISOString()).toBe('2026-12-01T15:30:00.000Z');
  });

  it('the cancellation: METHOD:CANCEL, STATUS:CANCELLED, the same UID, no link', () => {
    const ics = cancelacionCalendario(entrevista({ version: 3, estado: 'cancelada' }), ORGANIZADOR, AHORA);
    const { cal, prop, evento } = leer(ics);
    expect(cal.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(prop('status')!.getFirstValue()).toBe('CANCELLED');
    expect(evento.uid).toBe(uidEntrevista('01764058530000-a1b2c3d4'));
    expect(evento.sequence).toBe(2);
    expect(evento.attendees.map((a) => String(a.getFirstValue()).toLowerCase())).toEqual(['mailto:jose.munoz@correo.test']);
    expect(evento.attendees[0]!.getParameter('rsvp')).toBe('FALSE');
    expect(prop('url')).toBeNull();
    expect(ics).not.toContain('tok_');
    expect(evento.description).toContain('ha cancelado tu entrevista');
  });
});

describe("the scheduler's own copy (METHOD:PUBLISH)", () => {
  it('the same event to add: no attendee, no candidate link; the interview page in the app instead', () => {
    const ics = copiaProgramador(entrevista({ version: 2 }), ORGANIZADOR, AHORA);
    const { cal, prop, evento } = leer(ics);
    expect(cal.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(evento.uid).toBe(uidEntrevista('01764058530000-a1b2c3d4'));
    expect(evento.sequence).toBe(1);
    expect(evento.attendees).toEqual([]);
    expect(ics).not.toContain('tok_');
    expect(prop('url')!.getFirstValue()).toMatch(/\/entrevistas\?entrevista=01764058530000-a1b2c3d4$/);
    expect(evento.summary).toBe('Entrevista de José Muñoz: Entrevistas en Profundidad');
    expect(prop('status')!.getFirstValue()).toBe('CONFIRMED');
    expect(
      leer(copiaProgramador(entrevista({ estado: 'cancelada' }), ORGANIZADOR, AHORA))
        .prop('status')!
        .getFirstValue(),
    ).toBe('CANCELLED');
  });
});

describe('escaping and folding (RFC 5545 §3.1, §3.3.11)', () => {
  const empresa = 'Ibérica "Talento", S.L.; Dpto. Selección\\RR.HH. — Región de Murcia y Comunidad Valenciana 😀';
  const servicio = 'Competencias, liderazgo; y comunicación\nen equipo (segunda línea), con acentos: áéíóú ÁÉÍÓÚ ñÑ üÜ ¿¡';
  const e = entrevista({ servicioNombre: servicio, candidatoNombre: 'María-José Ñúñez de la Peña y Álvarez-Cienfuegos "Pepa"' });
  const ics = invitacionCalendario(e, { email: 'candidatos@iberica.test', nombreEmpresa: empresa }, ENLACE, AHORA);
  const { evento, prop } = leer(ics);

  it('commas, semicolons, newlines and backslashes are escaped in text and come back exactly', () => {
    expect(ics).toContain('\\,');
    expect(ics).toContain('\\;');
    expect(ics).toContain('\\n');
    expect(ics).toContain('\\\\');
    expect(evento.summary).toBe(`Entrevista con ${empresa}: ${servicio}`);
    expect(evento.description).toContain(`(${servicio}). Hora propuesta: lunes, 30 de noviembre de 2026, 10:00`);
    expect(evento.description).toContain(ENLACE);
  });

  it('a name in a parameter (CN) loses only the double quotes it may not hold', () => {
    expect(prop('organizer')!.getParameter('cn')).toBe(empresa.replace(/"/g, "'"));
    expect(evento.attendees[0]!.getParameter('cn')).toBe("María-José Ñúñez de la Peña y Álvarez-Cienfuegos 'Pepa'");
  });

  it('every line is at most 75 octets, folded between characters with CRLF and one space', () => {
    const todas = lineas(ics);
    expect(todas.some((l) => l.startsWith(' '))).toBe(true);
    for (const l of todas) {
      expect(Buffer.byteLength(l, 'utf8'), l).toBeLessThanOrEqual(75);
      expect(SUSTITUTO_SUELTO.test(l), l).toBe(false);
    }
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics).not.toMatch(/\r\n\t/);
  });

  it('plegarPorOctetos: a long line of two-octet letters folds at 75 octets and unfolds to itself', () => {
    const linea = `DESCRIPTION:${'ñ'.repeat(200)}`;
    const plegada = plegarPorOctetos(`BEGIN:VEVENT\r\n${linea}\r\nEND:VEVENT\r\n`);
    const partes = plegada.split('\r\n');
    expect(partes[0]).toBe('BEGIN:VEVENT');
    for (const p of partes) expect(Buffer.byteLength(p, 'utf8')).toBeLessThanOrEqual(75);
    expect(plegada.replace(/\r\n /g, '')).toBe(`BEGIN:VEVENT\r\n${linea}\r\nEND:VEVENT\r\n`);
    // 12 octets of "DESCRIPTION:", then 31 two-octet letters fill the first line to 74 (one more would be 76).
    expect(partes[1]).toBe(`DESCRIPTION:${'ñ'.repeat(31)}`);
  });
});
