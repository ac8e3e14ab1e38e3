// The Email panel says which event sends each stored template, or that none does (D62): that text is
// kept by hand in shared/email/plantillas.ts, so this holds it to the code. A template whose id the
// functions name (outside tests) is sent by something and must say by what; one they never name is
// sent by nothing and must say so (null).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEFINICION_PLANTILLAS, PLANTILLAS_EMAIL } from '../../../shared/email/plantillas.js';

const FUNCTIONS = fileURLToPath(new URL('../../', import.meta.url));
const fuentes = readdirSync(FUNCTIONS, { recursive: true, encoding: 'utf8' })
  .filter((f) => /\.ts$/.test(f) && !/\.test\.ts$/.test(f) && !f.split(/[\\/]/).includes('testing'))
  .map((f) => readFileSync(join(FUNCTIONS, f), 'utf8'))
  .join('\n');

describe('which event sends each email template', () => {
  it.each(PLANTILLAS_EMAIL)('%s: said in the panel exactly when the functions send it', (id) => {
    const nombrada = new RegExp(`['"\`]${id}['"\`]`).test(fuentes);
    expect(DEFINICION_PLANTILLAS[id].enviadaPor !== null, `${id}: ${nombrada ? 'sent' : 'not sent'}`).toBe(nombrada);
  });
});
