import { describe, expect, it } from 'vitest';
import { PRETERITO, puedeSerPreterito } from './no-preteritos.js';

const preteritos = (texto: string) => [...texto.toLowerCase().matchAll(PRETERITO)].map((m) => m[0]).filter(puedeSerPreterito);

describe('the one list of words ending in -é/-í that are no preterite (D183)', () => {
  it('reads the candidate’s past and nothing else', () => {
    expect(preteritos('Organicé los turnos y decidí parar la línea.')).toEqual(['organicé', 'decidí']);
    expect(preteritos('Aquí, en el comité, tomamos café; así también después.')).toEqual([]);
    expect(preteritos('Con el carné de carretillero y un sofá en la sala de descanso.')).toEqual([]);
  });

  it('a future or «esté» is the candidate speaking, but nothing done', () => {
    expect(preteritos('Lo iré viendo cuando esté dentro y haré lo que pueda.')).toEqual([]);
    expect(puedeSerPreterito('trabajé')).toBe(true);
  });
});
