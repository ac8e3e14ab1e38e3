import { describe, expect, it } from 'vitest';
import { PASSWORD } from '@shared/constants';
import { generarPassword } from './generar-password';

describe('password generator', () => {
  it('makes 12 characters from the contract alphabet', () => {
    for (let i = 0; i < 50; i += 1) {
      const password = generarPassword();
      expect(password).toHaveLength(PASSWORD.generatedLength);
      expect([...password].every((ch) => PASSWORD.generatorAlphabet.includes(ch))).toBe(true);
    }
    expect(new Set(Array.from({ length: 20 }, () => generarPassword())).size).toBe(20);
  });
});
