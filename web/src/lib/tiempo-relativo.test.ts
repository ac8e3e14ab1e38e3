import { describe, expect, it } from 'vitest';
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
    ['7 d', antes(7 * D), '05/03/2025'],
    ['a year', '2024-01-09T12:00:00.000Z', '09/01/2024'],
    ['invalid', 'no es una fecha', 'Fecha inválida'],
    ['empty', '', 'Fecha no disponible'],
    ['null', null, 'Fecha no disponible'],
    ['undefined', undefined, 'Fecha no disponible'],
  ] as const)('%s → %s', (_caso, value, esperado) => {
    expect(tiempoRelativo(value, ahora)).toBe(esperado);
  });
});
