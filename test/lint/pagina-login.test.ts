// The sign-in page is its own entry (web/login.html, D86). What it must hold before any script
// runs, that every server sends /login to it alike (CloudFront's function in
// infra/aws/stacks/web-stack.ts, the local dev/preview servers in web/vite.config.ts), and that it
// and the candidate's page carry the kit's style sheet in their heads. That its painted card is
// the one React draws: web/src/login/prepintado.test.tsx.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SPA_REWRITE } from '../../infra/aws/stacks/web-stack.js';
import { MARCA_ESTILOS_CANDIDATO, MARCA_ESTILOS_KIT, RUTA_ENTREVISTA, RUTA_LOGIN } from '../../web/vite.config.js';

const leer = (archivo: string) => readFileSync(new URL(`../../web/${archivo}`, import.meta.url), 'utf8');
const html = leer('login.html');
const cabeza = html.slice(0, html.indexOf('</head>'));
const cloudfront = new Function(`${SPA_REWRITE}; return handler;`)() as (e: { request: { uri: string } }) => { uri: string };

describe('web/login.html', () => {
  it('is in Spanish, titled, and runs no script in its head', () => {
    expect(html).toContain('<html lang="es">');
    expect(cabeza).toContain('<title>Talentia</title>');
    expect(cabeza).not.toContain('<script');
  });

  it('paints the card, its form and its notice before any script (React takes them over), and loads only its own entry', () => {
    expect(html).toContain('<div id="root" data-hidratable>');
    const raiz = html.slice(html.indexOf('<div id="root"'), html.indexOf('<script'));
    for (const texto of [
      '<h1 class="login-titulo">Talentia</h1>',
      'Sistema adaptativo de IA para entrevistas y evaluación de candidatos',
      'Continuar con Google',
      'Continuar con Microsoft',
      'o con tu email',
      '>Acceder</button>',
      'Usuarios empresariales:',
      '¿Olvidaste tu contraseña?',
    ]) {
      expect(raiz).toContain(texto);
    }
    expect(html.match(/<script[^>]*src="([^"]+)"/g)).toEqual(['<script type="module" src="/src/login/main.tsx"']);
  });
});

describe('the kit style sheet', () => {
  // The sign-in page's own rules follow in its head; the candidate's two pages (the interview's and a
  // vacancy's apply page, D187) share theirs, written where they say MARCA_ESTILOS_CANDIDATO.
  it.each([
    ['login.html', '<style>'],
    ['entrevista.html', MARCA_ESTILOS_CANDIDATO],
    ['empleo.html', MARCA_ESTILOS_CANDIDATO],
  ])('%s asks for it in its head, before its own rules', (archivo, propias) => {
    const pagina = leer(archivo);
    const cabezaPagina = pagina.slice(0, pagina.indexOf('</head>'));
    expect(cabezaPagina.split(MARCA_ESTILOS_KIT)).toHaveLength(2);
    expect(cabezaPagina.split(propias)).toHaveLength(2);
    expect(cabezaPagina.indexOf(MARCA_ESTILOS_KIT)).toBeLessThan(cabezaPagina.indexOf(propias));
    // No external style sheet: nothing is requested before the first paint.
    expect(cabezaPagina).not.toMatch(/<link[^>]+stylesheet/);
  });

  it('the candidate pages carry no rules of their own in the page: one sheet, not two copies', () => {
    for (const archivo of ['entrevista.html', 'empleo.html']) expect(leer(archivo), archivo).not.toContain('<style');
  });
});

describe('/login goes to login.html, on CloudFront and locally alike', () => {
  it.each([
    ['/login', true],
    ['/login/', true],
    ['/logins', false],
    ['/login/otra', false],
    ['/', false],
    ['/dashboard', false],
    ['/recuperar', false],
    ['/entrevista/tok_1700000000_abcdefghijklmnopqrstuv', false],
  ])('%s → login.html: %s', (ruta, suya) => {
    expect(cloudfront({ request: { uri: ruta } }).uri === '/login.html').toBe(suya);
    expect(RUTA_LOGIN.test(ruta)).toBe(suya);
  });

  it('a query or a fragment does not change that locally (CloudFront gets the path without them)', () => {
    for (const ruta of ['/login?from=/dashboard', '/login/?x=1', '/login#arriba']) expect(RUTA_LOGIN.test(ruta)).toBe(true);
    expect(RUTA_LOGIN.test('/logins?x=1')).toBe(false);
  });

  it('login.html itself, like any file, is served as it is', () => {
    expect(cloudfront({ request: { uri: '/login.html' } }).uri).toBe('/login.html');
    expect(RUTA_ENTREVISTA.test('/login')).toBe(false);
  });
});
