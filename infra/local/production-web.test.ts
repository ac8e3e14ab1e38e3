// `npm start` builds the web only when what goes into the build changed (production-web.ts, D121):
// checked on a repository of its own in a temporary folder, with a build that counts its calls.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { webSources, productionWeb, type BuildSettings } from './production-web.js';

let raiz: string;
let builds: Array<BuildSettings & { outDir: string }>;

const escribir = (ruta: string, contenido: string) => {
  mkdirSync(dirname(join(raiz, ruta)), { recursive: true });
  writeFileSync(join(raiz, ruta), contenido);
};

/** Writes an index.html that says which build made it. */
async function construir(o: BuildSettings & { outDir: string }): Promise<void> {
  builds.push(o);
  mkdirSync(o.outDir, { recursive: true });
  writeFileSync(join(o.outDir, 'index.html'), `build ${builds.length} ${o.apiUrl}`);
}

const web = (apiUrl = 'http://localhost:3001') => productionWeb({ raiz, cacheDir: join(raiz, 'cache'), apiUrl, construir });

beforeEach(() => {
  raiz = mkdtempSync(join(tmpdir(), 'talentia-production-web-'));
  builds = [];
  escribir('web/index.html', '<script type="module" src="/src/main.tsx"></script>');
  escribir('web/login.html', '<script type="module" src="/src/login/main.tsx"></script>');
  escribir('web/vite.config.ts', "import { webSecurityHeaders } from '../shared/constants.js';");
  escribir('web/src/main.tsx', "import { mensajes } from '@shared/messages';\nimport './app.js';");
  escribir('web/src/app.tsx', 'export const app = 1;');
  escribir('web/src/app.test.tsx', 'test');
  escribir('web/src/login/main.tsx', "const s = await import('../../../shared/schemas/login.js');");
  escribir('web/public/favicon.svg', '<svg/>');
  escribir('shared/messages.ts', "export * from './messages/base.js';");
  escribir('shared/messages/base.ts', 'export const mensajes = {};');
  escribir('shared/constants.ts', 'export const webSecurityHeaders = () => ({});');
  escribir('shared/schemas/login.ts', "import { z } from 'zod';");
  escribir('shared/solo-api.ts', 'export const soloApi = 1;');
  escribir('package-lock.json', '{"lockfileVersion": 3}');
});

afterEach(() => rmSync(raiz, { recursive: true, force: true }));

describe('the production build of `npm start`', () => {
  it('builds the first time and reuses the build while nothing that goes into it changed', async () => {
    const primera = await web();
    expect(primera.construida).toBe(true);
    expect(readFileSync(join(primera.dist, 'index.html'), 'utf8')).toBe('build 1 http://localhost:3001');

    const segunda = await web();
    expect(segunda).toMatchObject({ construida: false, dist: primera.dist });
    expect(builds).toHaveLength(1);
    // A change to a file no build reads: a test of the web, a shared/ module only the API imports.
    escribir('web/src/app.test.tsx', 'test changed');
    escribir('shared/solo-api.ts', 'export const soloApi = 2;');
    expect((await web()).construida).toBe(false);
    expect(builds).toHaveLength(1);
  });

  it.each([
    ['a web source', 'web/src/app.tsx'],
    ['an HTML entry', 'web/login.html'],
    ['the Vite config', 'web/vite.config.ts'],
    ['a public file', 'web/public/favicon.svg'],
    ['a shared file the web imports by @shared', 'shared/messages.ts'],
    ['a shared file imported from another shared file', 'shared/messages/base.ts'],
    ['a shared file the web imports by a relative path', 'shared/schemas/login.ts'],
    ['a shared file the Vite config imports', 'shared/constants.ts'],
    ['package-lock.json', 'package-lock.json'],
  ])('builds again when %s changes', async (_que, archivo) => {
    await web();
    escribir(archivo, `${readFileSync(join(raiz, archivo), 'utf8')}\n// changed`);
    const otra = await web();
    expect(otra.construida).toBe(true);
    expect(builds).toHaveLength(2);
    expect(readFileSync(join(otra.dist, 'index.html'), 'utf8')).toBe('build 2 http://localhost:3001');
    expect((await web()).construida).toBe(false);
  });

  it('builds again for another API address, for a new source file and for a .env file', async () => {
    await web('http://localhost:3001');
    expect((await web('http://localhost:4001')).construida).toBe(true);
    escribir('web/src/nueva.tsx', 'export const nueva = 1;');
    expect((await web('http://localhost:4001')).construida).toBe(true);
    escribir('.env', 'VITE_ALGO=1');
    expect((await web('http://localhost:4001')).construida).toBe(true);
    expect((await web('http://localhost:4001')).construida).toBe(false);
    expect(builds.map((b) => b.apiUrl)).toEqual([
      'http://localhost:3001',
      'http://localhost:4001',
      'http://localhost:4001',
      'http://localhost:4001',
    ]);
  });

  it('builds again when the kept build is gone, and never takes a failed build for current', async () => {
    const primera = await web();
    rmSync(primera.dist, { recursive: true });
    expect((await web()).construida).toBe(true);

    escribir('web/src/app.tsx', 'export const app = 2;');
    const fallida = productionWeb({
      raiz,
      cacheDir: join(raiz, 'cache'),
      apiUrl: 'http://localhost:3001',
      construir: async (o) => {
        mkdirSync(o.outDir, { recursive: true });
        writeFileSync(join(o.outDir, 'index.html'), 'half');
        throw new Error('build failed');
      },
    });
    await expect(fallida).rejects.toThrow('build failed');
    // Nothing half-made is left, and the next start builds.
    expect(readFileSync(join(raiz, 'cache', 'dist', 'index.html'), 'utf8')).toBe('build 2 http://localhost:3001');
    expect(existsSync(join(raiz, 'cache', 'huella'))).toBe(false);
    expect((await web()).construida).toBe(true);
    expect(builds).toHaveLength(3);
  });

  it('hashes the web and the shared files it reaches, not the others', () => {
    expect(webSources(raiz).map((f) => relative(raiz, f))).toEqual([
      'package-lock.json',
      'shared/constants.ts',
      'shared/messages.ts',
      'shared/messages/base.ts',
      'shared/schemas/login.ts',
      'web/index.html',
      'web/login.html',
      'web/public/favicon.svg',
      'web/src/app.tsx',
      'web/src/login/main.tsx',
      'web/src/main.tsx',
      'web/vite.config.ts',
    ]);
  });

  it('finds, in this repository, the shared files the web really imports', () => {
    const compartidas = webSources()
      .map((f) => relative(join(import.meta.dirname, '..', '..'), f))
      .filter((f) => f.startsWith('shared/'));
    expect(compartidas).toEqual(expect.arrayContaining(['shared/constants.ts', 'shared/messages.ts', 'shared/routes/index.ts']));
    expect(compartidas.some((f) => f.endsWith('.test.ts'))).toBe(false);
  });
});
