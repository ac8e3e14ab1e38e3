// The candidate search index in isolation: which words and prefixes a candidate is found by.
import { describe, expect, it } from 'vitest';

process.env.TABLE_NAME = 'unit-table';
const { palabrasBusqueda, palabrasDe, prefijosDe, PREFIJO_MAX, PREFIJOS_MAX } = await import('./candidatos.js');

describe('search words and prefixes', () => {
  it('normalises name, position, job and email words: no case, no accents, split at punctuation', () => {
    expect(palabrasDe({ nombre: 'José Muñoz', posicion: 'Analista Sr.', email: 'jose.munoz@Correo.test' })).toEqual([
      'jose',
      'munoz',
      'analista',
      'sr',
      'correo',
      'test',
    ]);
    expect(palabrasBusqueda('  JOSÉ   muñoz ')).toEqual(['jose', 'munoz']);
  });

  it('every prefix of each word, up to PREFIJO_MAX letters, without repeats', () => {
    const p = prefijosDe({ nombre: 'Ana Anabel', email: 'a@b.test' });
    expect(p).toEqual(['a', 'an', 'ana', 'anab', 'anabe', 'anabel', 'b', 't', 'te', 'tes', 'test']);
    const largo = prefijosDe({ nombre: 'Supercalifragilistico', email: 'x@y.test' });
    expect(largo).toContain('supercalifra');
    expect(largo.every((x) => x.length <= PREFIJO_MAX)).toBe(true);
  });

  it('at most PREFIJOS_MAX prefixes, the name words first', () => {
    const p = prefijosDe({
      nombre: 'Maximiliano Bartolomeo Fernández',
      posicion: 'Coordinador Internacional de Operaciones',
      email: 'maximiliano.bartolomeo@consultoria.test',
    });
    expect(p).toHaveLength(PREFIJOS_MAX);
    expect(p.slice(0, 3)).toEqual(['m', 'ma', 'max']);
    expect(p).toContain('fernandez');
  });
});
