import { describe, expect, it, vi } from 'vitest';
import { zonaCanonica } from '@shared/fechas';
import { errorDeFecha } from './formulario';
import { horaLocal, instanteDeHoraLocal, isoConDesfase, zonaDelNavegador, zonaInicial, zonasDisponibles } from '../../lib/zona-horaria';

describe('the schedule form reads the date-time on the chosen zone’s clock', () => {
  it.each([
    ['2026-11-22T10:00', 'America/Bogota', '2026-11-22T15:00:00.000Z', '2026-11-22T10:00:00-05:00'],
    ['2026-11-22T10:00', 'Europe/Madrid', '2026-11-22T09:00:00.000Z', '2026-11-22T10:00:00+01:00'],
    ['2026-07-01T10:00', 'Europe/Madrid', '2026-07-01T08:00:00.000Z', '2026-07-01T10:00:00+02:00'],
    ['2026-01-01T00:30', 'Pacific/Kiritimati', '2025-12-31T10:30:00.000Z', '2026-01-01T00:30:00+14:00'],
    ['2026-11-22T10:00', 'Asia/Kathmandu', '2026-11-22T04:15:00.000Z', '2026-11-22T10:00:00+05:45'],
  ])('%s in %s is %s', (valor, zona, utc, iso) => {
    const t = instanteDeHoraLocal(valor, zona);
    expect(new Date(t).toISOString()).toBe(utc);
    expect(isoConDesfase(t, zona)).toBe(iso);
    expect(horaLocal(t, zona)).toBe(valor);
  });

  it('the hour after a DST change is read with the new offset; the skipped hour moves past the gap', () => {
    // Madrid moves from +01:00 to +02:00 at 02:00 on 29 March 2026.
    expect(new Date(instanteDeHoraLocal('2026-03-29T03:30', 'Europe/Madrid')).toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(new Date(instanteDeHoraLocal('2026-03-29T01:30', 'Europe/Madrid')).toISOString()).toBe('2026-03-29T00:30:00.000Z');
    const gap = instanteDeHoraLocal('2026-03-29T02:30', 'Europe/Madrid');
    expect(Number.isNaN(gap)).toBe(false);
    expect(horaLocal(gap, 'Europe/Madrid')).toMatch(/^2026-03-29T0[13]:30$/);
  });

  it('what is not a date-time is NaN, and the form says the date is required', () => {
    for (const v of ['', '2026-02-31T10:00', '22/11/2026 10:00', '2026-11-22']) expect(instanteDeHoraLocal(v, 'Europe/Madrid')).toBeNaN();
    expect(errorDeFecha(Number.NaN)).toBe('Indica la fecha y hora de la entrevista');
  });

  it('the server’s date rule: not past (a minute of slack), at most a year ahead', () => {
    const ahora = Date.parse('2026-11-22T10:00:00Z');
    expect(errorDeFecha(ahora - 30_000, ahora)).toBeUndefined();
    expect(errorDeFecha(ahora - 120_000, ahora)).toBe('La fecha y hora de la entrevista no puede estar en el pasado');
    expect(errorDeFecha(ahora + 365 * 86_400_000, ahora)).toBeUndefined();
    expect(errorDeFecha(ahora + 367 * 86_400_000, ahora)).toBe('La entrevista no puede programarse con más de un año de antelación');
  });
});

describe('the schedule form’s default zone (D81)', () => {
  it('is the company’s, not the scheduler’s profile default (Bogotá)', () => {
    expect(zonaInicial({ configuracion: { zonaHoraria: 'Europe/Madrid' } })).toBe('Europe/Madrid');
    expect(zonaInicial({ configuracion: { zonaHoraria: 'Asia/Tokyo' } })).toBe('Asia/Tokyo');
  });

  it('without a company zone (or a wrong one) is the browser’s', () => {
    const navegador = zonaCanonica(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(zonaInicial({ configuracion: {} })).toBe(navegador);
    expect(zonaInicial({ configuracion: { zonaHoraria: 'Marte/Olympus' } })).toBe(navegador);
    expect(zonaInicial(null)).toBe(navegador);
  });

  it('is named as the list names it: a browser in India answers Asia/Calcutta, the list and the form say Asia/Kolkata', () => {
    const original = Intl.DateTimeFormat.prototype.resolvedOptions;
    const espia = vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
      return { ...original.call(this), timeZone: 'Asia/Calcutta' };
    });
    try {
      expect(zonaDelNavegador()).toBe('Asia/Kolkata');
      expect(zonaInicial(null)).toBe('Asia/Kolkata');
      expect(zonasDisponibles()).toContain(zonaInicial(null));
    } finally {
      espia.mockRestore();
    }
    expect(zonaInicial({ configuracion: { zonaHoraria: 'Europe/Kiev' } })).toBe('Europe/Kyiv');
  });
});

describe('the zone pickers (issue 54 item 7)', () => {
  it('list the current names, never the old ones the runtime may still give (Asia/Calcutta, Europe/Kiev)', () => {
    const zonas = zonasDisponibles('Europe/Kiev');
    expect(zonas).toContain('Asia/Kolkata');
    expect(zonas).toContain('Europe/Kyiv');
    expect(zonas).not.toContain('Asia/Calcutta');
    expect(zonas).not.toContain('Europe/Kiev');
  });
});
