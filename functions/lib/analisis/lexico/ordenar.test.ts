import { describe, expect, it } from 'vitest';
import { itemsDeLista, ordenPropio } from './ordenar.js';

const PREGUNTA =
  'Ordena estos cinco factores de más a menos importante para ti: estabilidad, reconocimiento, autonomía, aprendizaje e impacto. ¿Por qué el primero?';

describe('a ranking asked for and given (D183)', () => {
  it('reads the list a question offers, in its order, and nothing from a question with none', () => {
    expect(itemsDeLista(PREGUNTA)).toHaveLength(5);
    expect(itemsDeLista('¿Prefieres trabajar solo o en equipo?')).toEqual([]);
    expect(itemsDeLista('Cuéntame una ocasión en la que tomaste la iniciativa.')).toEqual([]);
  });

  it('an order of the candidate’s own is a ranking; the question’s order, or fewer than three items, is not', () => {
    expect(
      ordenPropio(PREGUNTA, 'Aprendizaje, autonomía, impacto, estabilidad y reconocimiento. El aprendizaje primero porque empiezo.'),
    ).toBe(true);
    expect(ordenPropio(PREGUNTA, '1. Autonomía 2. Estabilidad 3. Aprendizaje: tengo una niña.')).toBe(true);
    expect(ordenPropio(PREGUNTA, 'Estabilidad, reconocimiento, autonomía, aprendizaje e impacto, en ese orden.')).toBe(false);
    expect(ordenPropio(PREGUNTA, 'Sobre todo el aprendizaje y luego la estabilidad.')).toBe(false);
    expect(ordenPropio('Cuéntame un problema que resolviste.', 'Aprendizaje, autonomía, impacto.')).toBe(false);
  });
});
