// The candidate's page is its own entry (web/entrevista.html, D85). What it must keep before any
// script runs, and that every server sends /entrevista/{token} to it alike: CloudFront's function
// (infra/aws/stacks/web-stack.ts) and the local dev/preview servers (web/vite.config.ts).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SPA_REWRITE } from '../../infra/aws/stacks/web-stack.js';
import { RUTA_ENTREVISTA, RUTA_MIS_DATOS } from '../../web/vite.config.js';

const html = readFileSync(new URL('../../web/entrevista.html', import.meta.url), 'utf8');
const cabeza = html.slice(0, html.indexOf('</head>'));
const cloudfront = new Function(`${SPA_REWRITE}; return handler;`)() as (e: { request: { uri: string } }) => { uri: string };

describe('web/entrevista.html', () => {
  it('asks for no Referer and no indexing in its head, before any script (the address carries the token)', () => {
    expect(cabeza).toContain('<meta name="referrer" content="no-referrer" />');
    expect(cabeza).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect(cabeza).not.toContain('<script');
    expect(html).toContain('<html lang="es">');
  });

  it('paints its frame and what it is doing before any script, and loads only its own entry', () => {
    const raiz = html.slice(html.indexOf('<div id="root">'), html.indexOf('<script'));
    expect(raiz).toContain('Cargando la entrevista…');
    expect(raiz).toContain('role="status"');
    expect(html.match(/<script[^>]*src="([^"]+)"/g)).toEqual(['<script type="module" src="/src/entrevista/main.tsx"']);
  });
});

describe('/entrevista/{token} goes to entrevista.html, on CloudFront and locally alike', () => {
  const token = 'tok_1700000000_abcdefghijklmnopqrstuv';
  it.each([
    [`/entrevista/${token}`, true],
    [`/entrevista/${token}/`, true],
    ['/entrevista', false],
    ['/entrevista/', false],
    ['/entrevistas', false],
    [`/entrevista/${token}/otra`, false],
    ['/login', false],
  ])('%s → entrevista.html: %s', (ruta, suya) => {
    expect(cloudfront({ request: { uri: ruta } }).uri === '/entrevista.html').toBe(suya);
    expect(RUTA_ENTREVISTA.test(ruta)).toBe(suya);
  });

  // «Mis datos» (D148) is served by the same entry.
  it.each([
    ['/mis-datos', true],
    ['/mis-datos/', true],
    ['/mis-datos/otra', false],
    ['/mis-datosx', false],
  ])('%s → entrevista.html: %s', (ruta, suya) => {
    expect(cloudfront({ request: { uri: ruta } }).uri === '/entrevista.html').toBe(suya);
    expect(RUTA_MIS_DATOS.test(ruta)).toBe(suya);
  });
});
