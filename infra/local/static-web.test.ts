// The production build served as CloudFront serves it (static-web.ts, D121): its rewrites are
// CloudFront's own function's (SPA_REWRITE, run here as deployed), the files come with their type and
// cache rules, a missing asset is a 404 and not index.html, and /api/* reaches the API as it came.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPA_REWRITE } from '../aws/stacks/web-stack.js';
import { cloudFrontRewrite, serveStaticWeb, type StaticWeb } from './static-web.js';

const dist = mkdtempSync(join(tmpdir(), 'talentia-static-web-'));
const JS = `export const app = ${JSON.stringify('x'.repeat(2000))};\n`;
const cabeceras = { 'content-security-policy': "default-src 'self'", 'x-frame-options': 'DENY' };
let web: StaticWeb;
let api: Server;
const recibidas: Array<{ method?: string; url?: string; cookie?: string; cuerpo: string }> = [];

beforeAll(async () => {
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(join(dist, 'login.html'), '<!doctype html><title>login</title>');
  writeFileSync(join(dist, 'entrevista.html'), '<!doctype html><title>entrevista</title>');
  writeFileSync(join(dist, 'empleo.html'), '<!doctype html><title>empleo</title>');
  writeFileSync(join(dist, 'assets', 'app-Ab12.js'), JS);
  writeFileSync(join(dist, 'assets', 'estilo-Cd34.css'), 'body{}');
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // Outside the build: must not be reachable.
  writeFileSync(join(dist, '..', 'talentia-fuera.txt'), 'secreto');

  api = createServer((req, res) => {
    const partes: Buffer[] = [];
    req.on('data', (p: Buffer) => partes.push(p));
    req.on('end', () => {
      recibidas.push({ method: req.method, url: req.url, cookie: req.headers.cookie, cuerpo: Buffer.concat(partes).toString() });
      const status = req.url?.startsWith('/api/no-existe') ? 404 : 200;
      res.writeHead(status, { 'content-type': 'application/json', 'set-cookie': 'refresh=abc; Path=/api/auth; HttpOnly' });
      res.end(JSON.stringify({ success: status === 200, ruta: req.url }));
    });
  });
  await new Promise<void>((r) => api.listen(0, '127.0.0.1', () => r()));
  web = await serveStaticWeb({
    dir: dist,
    port: 0,
    apiUrl: `http://localhost:${(api.address() as AddressInfo).port}`,
    cabeceras,
  });
});

afterAll(async () => {
  await web?.close();
  await new Promise((r) => api?.close(r));
  rmSync(dist, { recursive: true, force: true });
  rmSync(join(dist, '..', 'talentia-fuera.txt'), { force: true });
});

const pedir = (ruta: string, init?: RequestInit) => fetch(`${web.url}${ruta}`, init);

describe('the production build served as CloudFront serves it', () => {
  it.each([
    '/',
    '/login',
    '/login/',
    '/login?next=/usuarios',
    '/entrevista/xyz',
    '/entrevista/xyz/',
    '/entrevista/a.b',
    '/entrevista',
    '/entrevista/xyz/extra',
    '/mis-datos',
    '/mis-datos/',
    '/mis-datos/extra',
    '/empleo/AbCdEfGhIjKlMnOpQrStUv',
    '/empleo/',
    '/empleo/xyz/extra',
    '/empleo/AbCdEfGhIjKlMnOpQrStUv/',
    '/empleo.html',
    '/dashboard',
    '/empresas/123',
    '/saas-admin',
    '/assets/',
    '/assets/app-Ab12.js',
    '/assets/nope.js',
    '/favicon.svg',
    '/login.html',
    '/v1.2/empresas',
  ])('rewrites %s as CloudFront does', (ruta) => {
    const cloudfront = new Function(`${SPA_REWRITE}; return handler;`)() as (e: { request: { uri: string } }) => { uri: string };
    const uri = new URL(ruta, 'http://x').pathname;
    expect(cloudFrontRewrite(uri)).toBe(cloudfront({ request: { uri } }).uri);
  });

  it('serves the pages for the app routes, the sign-in page and a deep link to an interview', async () => {
    for (const [ruta, titulo] of [
      ['/entrevista/xyz', 'entrevista'],
      ['/mis-datos', 'entrevista'],
      ['/empleo/AbCdEfGhIjKlMnOpQrStUv', 'empleo'],
      ['/empleo/AbCdEfGhIjKlMnOpQrStUv/?utm_source=portal', 'empleo'],
      ['/login', 'login'],
      ['/login?next=%2Fusuarios', 'login'],
      ['/empresas/123', 'app'],
      ['/', 'app'],
    ]) {
      const res = await pedir(ruta);
      expect(res.status, ruta).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('content-security-policy')).toBe(cabeceras['content-security-policy']);
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(await res.text()).toContain(`<title>${titulo}</title>`);
    }
  });

  it('serves the assets with their type, cached for a year, compressed, and revalidates by ETag', async () => {
    const br = await pedir('/assets/app-Ab12.js', { headers: { 'accept-encoding': 'br' } });
    expect(br.status).toBe(200);
    expect(br.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(br.headers.get('content-encoding')).toBe('br');
    // fetch decodes what the server encoded; the length sent is the compressed one.
    expect(Number(br.headers.get('content-length'))).toBeLessThan(JS.length / 10);
    expect(await br.text()).toBe(JS);

    const gzip = await pedir('/assets/app-Ab12.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(Number(gzip.headers.get('content-length'))).toBeLessThan(JS.length / 10);
    expect(await gzip.text()).toBe(JS);

    const css = await pedir('/assets/estilo-Cd34.css');
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(css.headers.get('content-encoding')).toBeNull(); // under 1 000 bytes, as CloudFront
    expect(await css.text()).toBe('body{}');
    expect((await pedir('/favicon.svg')).headers.get('content-type')).toBe('image/svg+xml');

    const etag = br.headers.get('etag')!;
    expect(etag).toMatch(/^".+"$/);
    const otraVez = await pedir('/assets/app-Ab12.js', { headers: { 'if-none-match': etag } });
    expect(otraVez.status).toBe(304);
    expect(await otraVez.text()).toBe('');
  });

  it('answers 404 for an asset that is not in the build, never index.html; nothing outside the build is served', async () => {
    for (const ruta of [
      '/assets/nope.js',
      '/assets/app-Ab12.css',
      '/nope.png',
      '/../talentia-fuera.txt',
      '/%2e%2e/talentia-fuera.txt',
      '/assets/..%2f..%2ftalentia-fuera.txt',
    ]) {
      const res = await pedir(ruta);
      expect(res.status, ruta).toBe(404);
      const texto = await res.text();
      expect(texto).not.toContain('<title>');
      expect(texto).not.toContain('secreto');
    }
    expect((await pedir('/assets/%E0%A4%A.js')).status).toBe(400);
    expect((await pedir('/dashboard', { method: 'POST' })).status).toBe(405);
  });

  it('passes /api/* and /uploads/* to the API as they came: method, path, query, body, cookies and its status', async () => {
    const res = await pedir('/api/auth/login?x=1', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: 'refresh=viejo' },
      body: JSON.stringify({ email: 'a@b.c' }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toBe('refresh=abc; Path=/api/auth; HttpOnly');
    expect(res.headers.get('content-security-policy')).toBeNull(); // the API's own answer
    expect(await res.json()).toEqual({ success: true, ruta: '/api/auth/login?x=1' });
    expect(recibidas.at(-1)).toEqual({ method: 'POST', url: '/api/auth/login?x=1', cookie: 'refresh=viejo', cuerpo: '{"email":"a@b.c"}' });

    const noExiste = await pedir('/api/no-existe.json');
    expect(noExiste.status).toBe(404);
    expect(await noExiste.json()).toEqual({ success: false, ruta: '/api/no-existe.json' });
    expect((await pedir('/uploads/avatar/a.png')).status).toBe(200);
    expect(recibidas.at(-1)?.url).toBe('/uploads/avatar/a.png');
  });

  it('says in Spanish what to do when the API is not answering', async () => {
    const sinApi = await serveStaticWeb({ dir: dist, port: 0, apiUrl: 'http://127.0.0.1:9' });
    try {
      const res = await fetch(`${sinApi.url}/api/test`);
      expect(res.status).toBe(502);
      expect((await res.json()).message).toMatch(/La API local no responde.*npm start/);
    } finally {
      await sinApi.close();
    }
  });
});
