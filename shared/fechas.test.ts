import { describe, expect, it } from 'vitest';
import {
  finDelDia,
  formatFechaIso,
  inicioDelDia,
  formatFecha,
  formatFechaCorta,
  formatFechaHora,
  formatFechaHoraCompleta,
  formatFechaLarga,
  formatHora,
  formatHoraSegundos,
  nombreZona,
  zonaCanonica,
  zonasCanonicas,
  zonaValida,
} from './fechas.js';

// Fixed instants and explicit zones: these hold whatever the clock or zone of the machine.
const MADRUGADA = '2026-11-30T05:04:09.000Z'; // 00:04 in Bogotá, 06:04 in Madrid
const NOCHE = '2026-11-30T23:59:00.000Z';

describe('the product writes times with the 24-hour clock and two-digit hours', () => {
  it.each([
    [MADRUGADA, 'America/Bogota', '00:04'],
    [MADRUGADA, 'Europe/Madrid', '06:04'],
    [NOCHE, 'UTC', '23:59'],
    ['2026-11-30T09:59:00.000Z', 'UTC', '09:59'],
  ])('%s in %s → %s', (iso, zona, hora) => {
    expect(formatHora(iso, zona)).toBe(hora);
    expect(formatFechaHora(iso, zona)).toMatch(new RegExp(`, ${hora}$`));
    expect(formatFechaHoraCompleta(iso, zona)).toMatch(new RegExp(`, ${hora}$`));
  });

  it('writes each form in Spanish', () => {
    expect(formatFechaHoraCompleta(MADRUGADA, 'Europe/Madrid')).toBe('lunes, 30 de noviembre de 2026, 06:04');
    expect(formatFechaHoraCompleta(MADRUGADA, 'America/Bogota')).toBe('lunes, 30 de noviembre de 2026, 00:04');
    expect(formatFechaHora(NOCHE, 'UTC')).toBe('30 nov 2026, 23:59');
    expect(formatFecha(NOCHE, 'UTC')).toBe('30 nov 2026');
    expect(formatFecha(NOCHE, 'Europe/Madrid')).toBe('1 dic 2026');
    expect(formatFechaLarga(NOCHE, 'UTC')).toBe('30 de noviembre de 2026');
    expect(formatFechaCorta(NOCHE, 'UTC')).toBe('30/11/2026');
    expect(formatHoraSegundos(MADRUGADA, 'UTC')).toBe('05:04:09');
  });

  it('answers undefined (or empty) for what is not a date', () => {
    for (const v of [undefined, null, '', 'no es una fecha']) {
      expect(formatFecha(v)).toBeUndefined();
      expect(formatFechaHora(v)).toBeUndefined();
    }
    expect(formatHora('nada')).toBe('');
  });

  it('knows which zones exist', () => {
    expect(zonaValida('Europe/Madrid')).toBe(true);
    expect(zonaValida('No/Existe')).toBe(false);
    expect(zonaValida(undefined)).toBe(false);
  });
});

describe('formatFechaIso', () => {
  it("is the zone's calendar day, whatever the runtime's zone", () => {
    expect(formatFechaIso('2026-11-24T23:30:00Z', 'Europe/Madrid')).toBe('2026-11-25');
    expect(formatFechaIso('2026-11-24T23:30:00Z', 'UTC')).toBe('2026-11-24');
    expect(formatFechaIso('2026-01-05T03:00:00Z', 'America/Mexico_City')).toBe('2026-01-04');
  });
});

describe('zone names people read (issue 54 item 7)', () => {
  it('the current IANA names, not the old ones some runtimes still list', () => {
    expect(zonaCanonica('Asia/Calcutta')).toBe('Asia/Kolkata');
    expect(zonaCanonica('Europe/Kiev')).toBe('Europe/Kyiv');
    expect(zonaCanonica('Europe/Madrid')).toBe('Europe/Madrid');
    const lista = zonasCanonicas(['Europe/Kiev', 'Asia/Calcutta', 'Europe/Kyiv', 'Europe/Madrid']);
    expect(lista).toEqual(['Asia/Kolkata', 'Europe/Kyiv', 'Europe/Madrid']);
    for (const z of lista) expect(zonaValida(z)).toBe(true);
  });

  it('a city in Spanish, never the raw id', () => {
    expect(nombreZona('Europe/Madrid')).toBe('Madrid');
    expect(nombreZona('America/Bogota')).toBe('Bogotá');
    expect(nombreZona('America/Mexico_City')).toBe('Ciudad de México');
    expect(nombreZona('Atlantic/Canary')).toBe('Canarias');
    expect(nombreZona('America/Argentina/Buenos_Aires')).toBe('Buenos Aires');
    expect(nombreZona('Asia/Calcutta')).toBe('Kolkata');
    expect(nombreZona('UTC')).toBe('UTC');
    expect(nombreZona('Europe/Madrid')).not.toContain('/');
  });
});

describe("a list's days are the zone's days (inicioDelDia, finDelDia)", () => {
  it.each([
    ['2026-11-22', 'Europe/Madrid', '2026-11-21T23:00:00.000Z', '2026-11-22T23:00:00.000Z'],
    ['2026-07-01', 'Europe/Madrid', '2026-06-30T22:00:00.000Z', '2026-07-01T22:00:00.000Z'],
    ['2026-11-22', 'America/Bogota', '2026-11-22T05:00:00.000Z', '2026-11-23T05:00:00.000Z'],
    // The day summer time starts: 23 hours long.
    ['2026-03-29', 'Europe/Madrid', '2026-03-28T23:00:00.000Z', '2026-03-29T22:00:00.000Z'],
    // The year's last day, in a zone ahead of UTC.
    ['2026-12-31', 'Asia/Tokyo', '2026-12-30T15:00:00.000Z', '2026-12-31T15:00:00.000Z'],
    ['2026-11-22', undefined, '2026-11-22T00:00:00.000Z', '2026-11-23T00:00:00.000Z'],
    ['2026-11-22', 'No/Existe', '2026-11-22T00:00:00.000Z', '2026-11-23T00:00:00.000Z'],
  ])('%s in %s begins at %s and ends at %s', (dia, zona, inicio, fin) => {
    expect(inicioDelDia(dia, zona)).toBe(inicio);
    expect(finDelDia(dia, zona)).toBe(fin);
    // And the product's own formatter agrees: the instant is that day in that zone.
    if (zona && zona !== 'No/Existe') expect(formatFechaIso(inicio, zona)).toBe(dia);
  });
});
