import { describe, expect, it } from 'vitest';
import { cuenta, cuentaRecuento, textoRecuento } from './plural.js';

describe('cuenta', () => {
  it('one takes the singular; zero, two and more the plural; thousands grouped as Spanish writes them', () => {
    expect(cuenta(1, 'persona', 'personas')).toBe('1 persona');
    expect(cuenta(0, 'persona', 'personas')).toBe('0 personas');
    expect(cuenta(2, 'entrevista', 'entrevistas')).toBe('2 entrevistas');
    expect(cuenta(1250, 'entrevista', 'entrevistas')).toBe('1250 entrevistas');
    expect(cuenta(12500, 'entrevista', 'entrevistas')).toBe('12.500 entrevistas');
  });
});

describe('a published fairness count', () => {
  it('shown, under the minimum or hidden to protect another', () => {
    expect([textoRecuento(12), textoRecuento({ menosDe: 10 }), textoRecuento({ alMenos: 10 })]).toEqual(['12', 'menos de 10', '10 o más']);
    expect(cuentaRecuento(1, 'persona', 'personas')).toBe('1 persona');
    expect(cuentaRecuento({ menosDe: 10 }, 'persona', 'personas')).toBe('menos de 10 personas');
    expect(cuentaRecuento({ alMenos: 1000 }, 'persona', 'personas')).toBe('1000 o más personas');
  });
});
