// One plural helper for every count (issue 65 item 6): a number written into a Spanish text before a
// plural noun goes through `cuenta()` (shared/plural.ts), so «1 entrevistas», «1 preguntas» or «lo
// respondieron 1 personas» cannot be produced. What this reads: every `${…} <plural noun>` in the
// product's source (functions, shared, web); allowed only after «de» («3 de ${total} respuestas», where
// the noun agrees with the set, not the count), after the singular handled just before, or for a
// number that can never be 1 (named constants in capitals).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const RAIZ = fileURLToPath(new URL('../../', import.meta.url));
const NOMBRES =
  'entrevistas|personas|candidatos|candidatas|preguntas|respuestas|plantillas|usuarios|empresas|días|horas|minutos|competencias|veces|áreas|informes|licencias|activas|activos';
// `${n} nombres` in a template, `{n} nombres` in JSX text.
const CUENTA = new RegExp(`(.{0,12})\\$?\\{([^{}]+)\\} (?:${NOMBRES})\\b(?!=)`, 'g');
/** A number that is never 1: a constant in capitals, a list's length that is ≥ 2 by construction, or minutes from the product's own choices. */
const NUNCA_UNO =
  /^(?:[A-Z_.]+|[A-Z][A-Z_]*\.[A-Za-z]+|PLANTILLAS_EMAIL\.length|LICENCIAS\.\w+|SUSCRIPCION\.\w+|DIAS_HASTA_DESACTIVAR|MIN_PALABRAS|d)$/;

function fuentes(dir: string): string[] {
  return readdirSync(join(RAIZ, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.(ts|tsx)$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.includes('testing'))
    .map((f) => join(dir, f));
}

describe('counts in Spanish texts', () => {
  it('a number before a plural noun goes through cuenta() (no «1 entrevistas» can be written)', () => {
    const sueltas: string[] = [];
    // Not yet read: the fmt() placeholders of shared/messages.ts («{n} empresas»), whose callers pass a bare number.
    for (const f of ['functions', 'shared', 'web/src'].flatMap(fuentes).filter((f) => f !== 'shared/messages.ts')) {
      const texto = readFileSync(join(RAIZ, f), 'utf8');
      for (const m of texto.matchAll(CUENTA)) {
        const antes = m[1]!;
        const expresion = m[2]!.trim();
        if (/\bde (?:las |los )?$/.test(antes) || NUNCA_UNO.test(expresion)) continue;
        // The singular handled just before it: «n === 1 ? '1 usuario' : `${n} usuarios`», «if (dias > 1) …».
        let desde = m.index;
        for (let i = 0; i < 3; i++) desde = Math.max(0, texto.lastIndexOf('\n', desde - 1));
        const lineas = texto.slice(desde, texto.indexOf('\n', m.index));
        const e = expresion.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        if (new RegExp(`${e} (?:=== 1\\b|> 1\\))`).test(lineas)) continue;
        sueltas.push(`${f}: ${m[0].trim()}`);
      }
    }
    expect(sueltas).toEqual([]);
  });
});
