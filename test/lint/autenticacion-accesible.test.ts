// WCAG 2.2 3.3.8 (accessible authentication, minimum; issue 55 item 5): a person signs in with a
// password manager or by pasting, never by retyping from memory. So no field of the web refuses a
// paste, and every password field says what it holds (`current-password` to fill one in,
// `new-password` to make one), so that managers offer to fill or to store it; the code step's field
// says `one-time-code` (tested in web/src/features/auth/segundo-factor.test.tsx).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const RAIZ = fileURLToPath(new URL('../../', import.meta.url));
const fuentes = (readdirSync(join(RAIZ, 'web/src'), { recursive: true }) as string[])
  .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.includes('test/'))
  .map((f) => ({ archivo: relative(RAIZ, join(RAIZ, 'web/src', f)), texto: readFileSync(join(RAIZ, 'web/src', f), 'utf8') }));

/** The JSX element starting at `desde` (to its closing `>` at depth 0 of braces). */
function elemento(texto: string, desde: number): string {
  let llaves = 0;
  for (let i = desde; i < texto.length; i++) {
    const c = texto[i];
    if (c === '{') llaves++;
    else if (c === '}') llaves--;
    else if (c === '>' && llaves === 0 && texto[i - 1] !== '=') return texto.slice(desde, i + 1);
  }
  return texto.slice(desde);
}

describe('accessible authentication (WCAG 3.3.8)', () => {
  it('no paste handler refuses a paste', () => {
    const refusan: string[] = [];
    for (const { archivo, texto } of fuentes) {
      for (const m of texto.matchAll(/onPaste=\{|addEventListener\(\s*['"]paste['"]/g)) {
        if (/preventDefault|return false/.test(texto.slice(m.index, m.index + 300))) refusan.push(archivo);
      }
    }
    expect(refusan).toEqual([]);
  });

  it('every password field says whether it holds the current password or a new one', () => {
    const sinDecir: string[] = [];
    let vistos = 0;
    for (const { archivo, texto } of fuentes) {
      for (const m of texto.matchAll(/<(PasswordInput|EntradaContrasena|input)\b/g)) {
        const el = elemento(texto, m.index);
        if (m[1] === 'input' && !/type=["']password["']/.test(el)) continue;
        vistos++;
        const valor = /autoComplete=["']([^"']+)["']/.exec(el)?.[1];
        // 'off' only for secrets that are not a person's sign-in (API keys, the SMTP password).
        const ajeno = /api|clave|smtp/i.test(archivo);
        if (!(valor === 'current-password' || valor === 'new-password' || (valor === 'off' && ajeno)))
          sinDecir.push(`${archivo}: ${el.slice(0, 80)}`);
      }
    }
    expect(vistos).toBeGreaterThan(5);
    expect(sinDecir).toEqual([]);
  });
});
