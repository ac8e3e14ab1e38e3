import { describe, expect, it } from 'vitest';
import { formatFechaCorta } from '@shared/fechas';
import { tiempoRelativo } from './tiempo-relativo';

const ahora = new Date('2025-03-12T12:00:00.000Z');
const antes = (ms: number) => new Date(ahora.getTime() - ms).toISOString();
const MIN = 60_000;
const H = 60 * MIN;
const D = 24 * H;

describe('tiempoRelativo', () => {
  it.each([
    ['0 s', antes(0), 'Ahora'],
    ['59 s', antes(59_000), 'Ahora'],
    ['in the future', antes(-30_000), 'Ahora'],
    ['1 min', antes(MIN), '1m'],
    ['59 min', antes(59 * MIN + 59_000), '59m'],
    ['1 h', antes(H), '1h'],
    ['23 h', antes(23 * H + 59 * MIN), '23h'],
    ['24 h', antes(D), '1d'],
    ['6 d', antes(6 * D + 23 * H), '6d'],
    // Past a week, the date in the browser's zone, as the product's formatter writes it.
    ['7 d', antes(7 * D), formatFechaCorta(antes(7 * D))],
    ['a year', '2024-01-09T12:00:00.000Z', formatFechaCorta('2024-01-09T12:00:00.000Z')],
    ['invalid', 'no es una fecha', 'Fecha inválida'],
    ['empty', '', 'Fecha no disponible'],
    ['null', null, 'Fecha no disponible'],
    ['undefined', undefined, 'Fecha no disponible'],
  ] as const)('%s → %s', (_caso, value, esperado) => {
    expect(tiempoRelativo(value, ahora)).toBe(esperado);
  });
});

describe('the date past a week', () => {
  it('is dd/mm/yyyy', () => {
    expect(formatFechaCorta('2025-03-05T12:00:00.000Z', 'UTC')).toBe('05/03/2025');
    expect(tiempoRelativo(antes(30 * D), ahora)).toMatch(/^\d\d\/\d\d\/\d{4}$/);
  });
});
