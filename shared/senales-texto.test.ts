// The integrity signals in neutral words (D158): what «Mis datos», its PDF and the reviewer read.
import { describe, expect, it } from 'vitest';
import { describirSenales, duracion } from './senales-texto.js';

describe('describirSenales', () => {
  it('says the three facts, with their units, and nothing that judges', () => {
    expect(describirSenales({ pegados: 1, caracteresPegados: 420, perdidasFoco: 2, msEnPantalla: 190_000 })).toBe(
      'Texto pegado: 1 vez, 420 caracteres · Salidas de la página: 2 · Tiempo en pantalla: 3 min 10 s',
    );
    expect(describirSenales({ pegados: 3, caracteresPegados: 1_250, perdidasFoco: 0, msEnPantalla: 45_400 })).toBe(
      'Texto pegado: 3 veces, 1250 caracteres · Salidas de la página: 0 · Tiempo en pantalla: 45 s',
    );
    expect(describirSenales({ pegados: 0, caracteresPegados: 0, perdidasFoco: 1, msEnPantalla: 3_600_000 + 120_000 })).toBe(
      'Texto pegado: ninguno · Salidas de la página: 1 · Tiempo en pantalla: 1 h 2 min',
    );
  });

  it('durations as a stopwatch reads them', () => {
    expect(duracion(0)).toBe('0 s');
    expect(duracion(60_000)).toBe('1 min');
    expect(duracion(7_200_000)).toBe('2 h');
    expect(duracion(-5)).toBe('0 s');
  });
});
