// The Analytics screen writes every figure the Spanish way and every week in UTC, whatever the
// machine's locale and time zone.
import { describe, expect, it } from 'vitest';
import { etiquetaSemana, formatDuracion, formatEntero, formatPorcentaje, formatPuntuacion, formatVariacion, semanaLarga } from './formato';

/** The space before '%' is a no-break space, as Intl writes it in Spanish. */
const nbsp = (s: string) => s.replace(' %', '\u00a0%');

describe('analytics: formato', () => {
  it('numbers, rates and scores in es-ES', () => {
    expect(formatEntero(1234)).toBe('1234');
    expect(formatEntero(12345)).toBe('12.345');
    expect(formatPorcentaje(94)).toBe(nbsp('94 %'));
    expect(formatPorcentaje(94.5)).toBe(nbsp('94,5 %'));
    expect(formatPorcentaje(0)).toBe(nbsp('0 %'));
    expect(formatPorcentaje(null)).toBeNull();
    expect(formatPuntuacion(7.4)).toBe('7,4/10');
    expect(formatPuntuacion(7)).toBe('7,0/10');
    expect(formatPuntuacion(null)).toBeNull();
  });

  it('the change in completed interviews carries its sign', () => {
    expect(formatVariacion(12)).toBe(nbsp('+12 % vs. 4 semanas anteriores'));
    expect(formatVariacion(-5)).toBe(nbsp('-5 % vs. 4 semanas anteriores'));
    expect(formatVariacion(0)).toBe(nbsp('0 % vs. 4 semanas anteriores'));
    expect(formatVariacion(null)).toBeNull();
  });

  it('durations: seconds under a minute, then minutes, hours and days', () => {
    expect(formatDuracion(52)).toBe('52 min');
    expect(formatDuracion(52.4)).toBe('52 min');
    expect(formatDuracion(0.5)).toBe('30 s');
    expect(formatDuracion(0)).toBe('0 s');
    expect(formatDuracion(0.999)).toBe('1 min');
    expect(formatDuracion(59.6)).toBe('1 h');
    expect(formatDuracion(200)).toBe('3 h 20 min');
    expect(formatDuracion(1500)).toBe('1 d 1 h');
    expect(formatDuracion(2880)).toBe('2 d');
    expect(formatDuracion(null)).toBeNull();
  });

  it("weeks: the Monday as 'dd/mm' in UTC", () => {
    expect(etiquetaSemana('2025-03-03')).toBe('03/03');
    expect(etiquetaSemana('2024-12-30')).toBe('30/12');
    expect(semanaLarga('2025-03-03')).toBe('Semana del 3 de marzo de 2025');
  });

  it('the week labels do not move with the time zone', () => {
    const antes = process.env.TZ;
    try {
      // Midnight UTC on a Monday is still Sunday in Los Angeles.
      process.env.TZ = 'America/Los_Angeles';
      expect(new Date('2025-03-03T00:00:00Z').getDate()).toBe(2);
      expect(etiquetaSemana('2025-03-03')).toBe('03/03');
      expect(semanaLarga('2025-03-03')).toBe('Semana del 3 de marzo de 2025');
    } finally {
      if (antes === undefined) delete process.env.TZ;
      else process.env.TZ = antes;
    }
  });
});
