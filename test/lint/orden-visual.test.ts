// What is drawn is in the order of the page (issue 65 item 7; WCAG 1.3.2 meaningful sequence and 2.4.3
// focus order): no screen reverses a row or a column, so the second Tab always reaches the element
// drawn second — on a phone too, where a reversed dialog foot once put «Sí, finalizar» above «Seguir
// revisando» while the keyboard reached «Seguir revisando» first.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const WEB = fileURLToPath(new URL('../../web/src/', import.meta.url));
const fuentes = readdirSync(WEB, { recursive: true, encoding: 'utf8' }).filter((f) => /\.(tsx?|css)$/.test(f) && !/\.test\.tsx?$/.test(f));

describe('the drawn order is the order of the page', () => {
  it('no row or column is reversed (flex-direction, Chakra direction) in the web app', () => {
    const invertidos = fuentes.filter((f) => /(?:row|column)-reverse/.test(readFileSync(join(WEB, f), 'utf8')));
    expect(invertidos).toEqual([]);
    expect(fuentes.length).toBeGreaterThan(100);
  });
});
