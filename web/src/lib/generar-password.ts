// Initial passwords typed by hand (part 1 §5): 12 characters from the contract's alphabet, picked
// with the browser's cryptographic random source and without modulo bias. Used by the new-user and
// the new-company (administrator) forms.
import { PASSWORD } from '@shared/constants';

export function generarPassword(length: number = PASSWORD.generatedLength, alphabet: string = PASSWORD.generatorAlphabet): string {
  // The largest multiple of the alphabet's size that fits in a byte: bytes above it are dropped.
  const limite = 256 - (256 % alphabet.length);
  let password = '';
  while (password.length < length) {
    for (const byte of crypto.getRandomValues(new Uint8Array(length * 2))) {
      if (byte < limite) password += alphabet[byte % alphabet.length];
      if (password.length === length) break;
    }
  }
  return password;
}
