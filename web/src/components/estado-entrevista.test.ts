import { describe, expect, it } from 'vitest';
import { PROPS_VARIANTE, varianteEstadoEntrevista } from './estado-entrevista';

describe('varianteEstadoEntrevista', () => {
  it.each([
    ['validada', 'default'],
    ['completada', 'secondary'],
    ['en_progreso', 'outline'],
    ['programada', 'destructive'],
    ['analizada', 'destructive'],
    ['cancelada', 'destructive'],
    [undefined, 'destructive'],
  ] as const)('%s → %s', (estado, esperado) => {
    expect(varianteEstadoEntrevista(estado)).toBe(esperado);
  });

  it('destructive is an attention colour, not an error red (a scheduled interview is no failure: D81)', () => {
    expect(PROPS_VARIANTE.destructive.colorPalette).toBe('orange');
    expect(PROPS_VARIANTE.destructive.variant).toBe('subtle');
    expect(PROPS_VARIANTE.default.variant).toBe('solid');
    expect(PROPS_VARIANTE.secondary.variant).toBe('subtle');
    expect(PROPS_VARIANTE.outline.variant).toBe('outline');
  });
});
