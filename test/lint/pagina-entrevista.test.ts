// The candidate's page is its own entry (web/entrevista.html, D85), and so is a vacancy's apply page
// (web/empleo.html, D187). What they must keep before any script runs, and that every server sends
// /entrevista/{token} and /empleo/{codigo} to them alike: CloudFront's function
// (infra/aws/stacks/web-stack.ts) and the local dev/preview servers (web/vite.config.ts).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SPA_REWRITE } from '../../infra/aws/stacks/web-stack.js';
import { RUTA_EMPLEO, RUTA_ENTREVISTA, RUTA_MIS_DATOS } from '../../web/vite.config.js';

const html = readFileSync(new URL('../../web/entrevista.html', import.meta.url), 'utf8');
const cabeza = html.slice(0, html.indexOf('</head>'));
const htmlEmpleo = readFileSync(new URL('../../web/empleo.html', import.meta.url), 'utf8');
const cabezaEmpleo = htmlEmpleo.slice(0, htmlEmpleo.indexOf('</head>'));
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

describe('web/empleo.html', () => {
  it('asks for no Referer and no indexing in its head, before any script, as the candidate page does', () => {
    expect(cabezaEmpleo).toContain('<meta name="referrer" content="no-referrer" />');
    expect(cabezaEmpleo).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect(cabezaEmpleo).not.toContain('<script');
    expect(htmlEmpleo).toContain('<html lang="es">');
  });

  it("paints the same frame while it loads the vacancy, and loads only its own entry (not the interview page's)", () => {
    const raiz = htmlEmpleo.slice(htmlEmpleo.indexOf('<div id="root">'), htmlEmpleo.indexOf('<script'));
    expect(raiz).toContain('<p class="cabecera-nombre">Empleo</p>');
    expect(raiz).toContain('Cargando la oferta…');
    expect(raiz).toContain('role="status"');
    // The same painted frame as the interview page's, but for its words.
    const marco = (h: string) =>
      h
        .slice(h.indexOf('<div id="root">'), h.indexOf('<script'))
        .replace('Entrevista</p>', 'Empleo</p>')
        .replace('Cargando la entrevista…', 'Cargando la oferta…');
    expect(marco(htmlEmpleo)).toBe(marco(html));
    expect(htmlEmpleo.match(/<script[^>]*src="([^"]+)"/g)).toEqual(['<script type="module" src="/src/empleo/main.tsx"']);
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

  // A vacancy's apply page (D187) goes to its own entry, never to the interview's.
  it.each([
    ['/empleo/AbCdEfGhIjKlMnOpQrStUv', true],
    ['/empleo/AbCdEfGhIjKlMnOpQrStUv/', true],
    ['/empleo', false],
    ['/empleo/', false],
    ['/empleo/x/otra', false],
    ['/empleos/AbCdEfGhIjKlMnOpQrStUv', false],
  ])('%s → empleo.html: %s', (ruta, suya) => {
    expect(cloudfront({ request: { uri: ruta } }).uri === '/empleo.html').toBe(suya);
    expect(cloudfront({ request: { uri: ruta } }).uri).not.toBe('/entrevista.html');
    expect(RUTA_EMPLEO.test(ruta)).toBe(suya);
    expect(RUTA_ENTREVISTA.test(ruta) || RUTA_MIS_DATOS.test(ruta)).toBe(false);
  });
});

/**
 * The packages the candidate's page loads before its first question: the entry's static imports,
 * followed through web/src and shared/ (type-only imports and `import()` left out: they load nothing
 * up front). A shared module with zod schemas on that path put zod (≈ 9 kB gzipped) on the phone's
 * first screen, over the page's 100 kB goal (docs/performance.md, stop 54).
 */
function paquetesDeArranque(entrada: string): Map<string, string> {
  const raiz = fileURLToPath(new URL('../../', import.meta.url));
  const paquetes = new Map<string, string>();
  const vistos = new Set<string>();
  const resolver = (desde: string, spec: string): string | undefined => {
    const base = spec.startsWith('@shared/')
      ? join(raiz, 'shared', spec.slice(8))
      : spec.startsWith('.')
        ? resolve(dirname(desde), spec)
        : undefined;
    if (!base) return undefined;
    const sinJs = base.replace(/\.js$/, '');
    return [sinJs, `${sinJs}.ts`, `${sinJs}.tsx`, join(sinJs, 'index.ts')].find((f) => existsSync(f) && statSync(f).isFile());
  };
  const pendientes = [join(raiz, entrada)];
  while (pendientes.length) {
    const archivo = pendientes.pop()!;
    if (vistos.has(archivo)) continue;
    vistos.add(archivo);
    const fuente = readFileSync(archivo, 'utf8');
    for (const m of fuente.matchAll(/^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm)) {
      const spec = m[1]!;
      const local = resolver(archivo, spec);
      if (local) pendientes.push(local);
      else if (!spec.startsWith('.') && !spec.startsWith('@shared/')) paquetes.set(spec, relative(raiz, archivo));
      else throw new Error(`${relative(raiz, archivo)}: no se resuelve ${spec}`);
    }
  }
  return paquetes;
}

describe("the candidate's page loads only React and SWR up front", () => {
  it('no zod, router, Chakra or any other package on the way to the first question', () => {
    const paquetes = paquetesDeArranque('web/src/entrevista/main.tsx');
    const ajenos = [...paquetes].filter(([p]) => !/^(react|react-dom|react-dom\/client|react\/jsx-runtime|swr)$/.test(p));
    expect(ajenos.map(([p, desde]) => `${p} (desde ${desde})`)).toEqual([]);
    expect(paquetes.has('react')).toBe(true);
  });

  it("nor on the way to the apply page's form (web/src/empleo/main.tsx), which needs not even SWR", () => {
    const paquetes = paquetesDeArranque('web/src/empleo/main.tsx');
    const ajenos = [...paquetes].filter(([p]) => !/^(react|react-dom|react-dom\/client|react\/jsx-runtime)$/.test(p));
    expect(ajenos.map(([p, desde]) => `${p} (desde ${desde})`)).toEqual([]);
    expect(paquetes.has('react')).toBe(true);
  });
});
