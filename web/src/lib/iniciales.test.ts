// Avatar initials of Spanish names (D115): given name and first surname, not the last word.
import { describe, expect, it } from 'vitest';
import { iniciales } from './iniciales';

describe('iniciales', () => {
  it('takes the given name and the first surname, not the last word', () => {
    expect(iniciales('Óscar Núñez Walk')).toBe('ÓN');
    expect(iniciales('Ana López')).toBe('AL');
    expect(iniciales('María José García Pérez')).toBe('MJ');
  });

  it('one word gives one letter; no letters give none', () => {
    expect(iniciales('Óscar')).toBe('Ó');
    expect(iniciales('')).toBe('');
    expect(iniciales('   ')).toBe('');
    expect(iniciales('- —')).toBe('');
  });

  it('skips particles, spacing and punctuation; writes capitals', () => {
    expect(iniciales('Ana de la Fuente')).toBe('AF');
    expect(iniciales('  ñandú   del   Valle ')).toBe('ÑV');
    expect(iniciales('(Ana) - López')).toBe('AL');
    expect(iniciales('ana de')).toBe('A');
  });

  it('reads a decomposed accent as one letter', () => {
    expect(iniciales('O\u0301scar Nu\u0301n\u0303ez')).toBe('ÓN');
  });
});
