import { describe, expect, it } from 'vitest';
import {
  formatFechaIso,
  formatFecha,
  formatFechaCorta,
  formatFechaHora,
  formatFechaHoraCompleta,
  formatFechaLarga,
  formatHora,
  formatHoraSegundos,
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
