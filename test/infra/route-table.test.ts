// The route table and job list as the CDK app needs them: well-formed rows, unique route keys, and
// a real handler module behind every row that bundles in the one esbuild run synth uses.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { execFileSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { colas } from '../../shared/colas.js';
import { SEMBRADO } from '../../shared/despliegue.js';
import { jobs } from '../../shared/jobs.js';
import type { RouteRow } from '../../shared/routes/index.js';
import { routeList } from '../../shared/routes/index.js';
import { grantsOf, SOLO_CLAVE_API, statusesOf } from '../../shared/route-types.js';
import { bundleHandlers, bundleKey, handlerSource, type BundleEntry } from '../../infra/aws/bundling.js';
import { REPO_ROOT } from '../../infra/aws/config.js';
import { checkRouteTable } from '../../infra/aws/route-table.js';
import { bundlesReales, soloDe } from './bundles-reales.js';
import { removeTempDirs, tempDir } from './helpers.js';

const functionsRoot = path.join(REPO_ROOT, 'functions');
let bundled: string[] = [];
/** bundleKey → the folder that becomes the function's asset. */
let carpetas = new Map<string, string>();
afterAll(removeTempDirs);

describe('route table (shared/routes/) for infra', () => {
  it('has no problem the CDK app would refuse', () => {
    expect(checkRouteTable(routeList, jobs, colas)).toEqual([]);
  });

  it('grants table read (or write) to every non-public row: the middleware reads the caller’s profile on each authenticated request', () => {
    const sinLectura = routeList
      .filter((r) => !r.public)
      .filter((r) => !grantsOf(r).some((g) => g === 'table:read' || g === 'table:write'))
      .map((r) => r.id);
    expect(sinLectura).toEqual([]);
    // grantsOf adds it even when the row itself names no table grant, and not to a public row.
    const base = { public: false, grants: [] } as const;
    expect(grantsOf(base)).toEqual(['table:read']);
    expect(grantsOf({ ...base, grants: ['table:write'] })).toEqual(['table:write']);
    expect(grantsOf({ ...base, public: true })).toEqual([]);
  });

  // D91: a row lists only the statuses its own handler adds (statusesOf derives the rest
  // from the row), so a change to the middleware is made once, in statusesOf, not in every row.
  // An idempotent create still lists its own 409 (a duplicate, a quota): that the key's first
  // request may still be running (also 409) says nothing about the handler.
  it('lists in `errors` only what statusesOf does not derive from the row, and redirects only on raw rows', () => {
    const problemas = (rows: RouteRow[]) =>
      rows.flatMap((r) => [
        ...(r.errors ?? [])
          .filter((s) => statusesOf({ ...r, errors: [], idempotent: false }).errors.includes(s))
          .map((s) => `${r.id}: ${s} is derived`),
        ...(r.success?.includes(302) && !r.raw ? [`${r.id}: only a raw row answers a redirect`] : []),
      ]);
    expect(problemas(routeList)).toEqual([]);
    // The check sees a status the row already implies, and a redirect in the envelope.
    const row = routeList.find((r) => !r.public && !r.raw)!;
    expect(
      problemas([
        { ...row, errors: [401, 403] },
        { ...row, success: [302] },
      ]),
    ).toEqual([`${row.id}: 401 is derived`, `${row.id}: 403 is derived`, `${row.id}: only a raw row answers a redirect`]);
  });

  it('has unique METHOD path keys', () => {
    const keys = routeList.map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('has a handler module under functions/http/ for every row and under functions/jobs/ for every job and queue', () => {
    const missing = [
      ...routeList.filter((r) => !handlerSource(functionsRoot, { kind: 'http', handler: r.handler })).map((r) => `http/${r.handler}`),
      ...[...jobs, ...colas]
        .filter((j) => !handlerSource(functionsRoot, { kind: 'jobs', handler: j.handler }))
        .map((j) => `jobs/${j.handler}`),
    ];
    expect(missing).toEqual([]);
  });

  it('bundles every real handler in one esbuild run into <kind>/<handler>/index.mjs exporting handler', async () => {
    const entries: BundleEntry[] = [
      ...routeList.map((r): BundleEntry => ({ kind: 'http', handler: r.handler })),
      ...jobs.map((j): BundleEntry => ({ kind: 'jobs', handler: j.handler })),
      ...colas.map((c): BundleEntry => ({ kind: 'jobs', handler: c.handler })),
    ];
    // The run's one esbuild run of every handler (test/infra/bundles-reales.ts; stacks.test.ts reads it too).
    const reales = await bundlesReales();
    const { outDir } = reales;
    const dirs = soloDe(reales.carpetas, entries);
    for (const e of entries) {
      const file = path.join(dirs.get(bundleKey(e))!, 'index.mjs');
      expect(path.relative(outDir, file)).toBe(path.join(e.kind, e.handler, 'index.mjs'));
      const code = fs.readFileSync(file, 'utf8');
      expect(code.startsWith("import { createRequire as __talentiaCreateRequire } from 'node:module';"), file).toBe(true);
      expect(code, file).toMatch(/export\s*\{[^}]*\bas handler\b[^}]*\}|export\s*\{[^}]*\bhandler\b[^}]*\}/);
      expect(fs.existsSync(`${file}.map`), file).toBe(true);
    }
    bundled = entries.map((e) => path.join(dirs.get(bundleKey(e))!, 'index.mjs'));
    carpetas = dirs;
  });

  it('a second call in the same process reuses the bundles instead of running esbuild again', () => {
    const entries: BundleEntry[] = [{ kind: 'http', handler: 'sistema/health' }];
    const outDir = path.join(tempDir('reuse-bundles'), 'out');
    const dirs = bundleHandlers({ functionsRoot, outDir, entries });
    expect(fs.existsSync(path.join(dirs.get('http/sistema/health')!, 'index.mjs'))).toBe(true);
    // An esbuild run empties its folder first: a file left there survives only if none ran.
    const testigo = path.join(outDir, 'testigo');
    fs.writeFileSync(testigo, '');
    expect(bundleHandlers({ functionsRoot, outDir, entries })).toBe(dirs);
    expect(fs.existsSync(testigo)).toBe(true);
  });

  it('each bundle loads as an ES module on plain Node (CommonJS dependencies included) and exports a handler function', () => {
    expect(bundled.length).toBe(routeList.length + jobs.length + colas.length);
    // One plain Node process, as Lambda loads them (vitest's module runner would transform them).
    const script = `
      const out = {};
      for (const f of process.argv.slice(1)) {
        try { out[f] = typeof (await import(new URL('file://' + f))).handler; } catch (e) { out[f] = 'error: ' + e.message; }
      }
      console.log(JSON.stringify(out));`;
    // What Lambda sets (see functionEnvironment), since module-scope code may read it.
    const env = {
      PATH: process.env.PATH,
      TABLE_NAME: 'table',
      FILES_BUCKET: 'files',
      USER_POOL_ID: 'eu-west-1_pool',
      USER_POOL_CLIENT_ID: 'client',
      AUTH_MODE: 'cognito',
      MAIL_FROM: 'no-reply@talentia.example',
      WEB_ORIGIN: 'https://localhost',
      STAGE: 'test',
      AWS_REGION: 'eu-west-1',
      NODE_NO_WARNINGS: '1',
    };
    const stdout = execFileSync(process.execPath, ['--input-type=module', '-e', script, ...bundled], { env, encoding: 'utf8' });
    const result = JSON.parse(stdout.trim().split('\n').pop()!) as Record<string, string>;
    expect(result).toEqual(Object.fromEntries(bundled.map((f) => [f, 'function'])));
  });

  // Lean Lambdas (D50): a function carries only the clients its grants let it call. The
  // bundle's source map lists every module esbuild put in it, so an S3, SES or Cognito client that
  // came in through an import chain (a service importing another) shows up here.
  it('a function whose grants do not name files, mail, cognito, queues or keys has no S3, SES, Cognito, SQS or KMS client in its bundle', () => {
    expect(bundled.length).toBe(routeList.length + jobs.length + colas.length);
    const clientes = [
      { paquete: '@aws-sdk/client-s3', grants: ['files:read', 'files:put', 'files:delete', 'files:read:audio', 'files:delete:audio'] },
      { paquete: '@aws-sdk/client-sesv2', grants: ['mail:send'] },
      {
        paquete: '@aws-sdk/client-cognito-identity-provider',
        grants: [
          'cognito:password',
          'cognito:provision',
          'cognito:update',
          'cognito:disable',
          'cognito:delete',
          'cognito:mfa',
          'cognito:auth',
        ],
      },
      { paquete: '@aws-sdk/client-sqs', grants: ['queue:send'] },
      { paquete: '@aws-sdk/client-kms', grants: ['keys:seal', 'keys:open', 'mail:send'] },
    ];
    const funciones = [
      ...routeList.map((r) => ({ nombre: `http/${r.handler}`, grants: grantsOf(r) as string[] })),
      ...[...jobs, ...colas].map((j) => ({ nombre: `jobs/${j.handler}`, grants: [...j.grants] as string[] })),
    ];
    const sobrantes: string[] = [];
    let vistos = 0;
    for (const f of funciones) {
      const file = bundled.find((b) => b.endsWith(path.join(f.nombre, 'index.mjs')))!;
      const sources = (JSON.parse(fs.readFileSync(`${file}.map`, 'utf8')) as { sources: string[] }).sources;
      expect(sources.length, f.nombre).toBeGreaterThan(10);
      for (const c of clientes) {
        const dentro = sources.some((s) => s.includes(`node_modules/${c.paquete}/`));
        if (dentro) vistos++;
        if (dentro && !c.grants.some((g) => f.grants.includes(g))) sobrantes.push(`${f.nombre}: ${c.paquete}`);
      }
    }
    expect(sobrantes).toEqual([]);
    // The check can see a client: the functions that may use one do carry it.
    expect(vistos).toBeGreaterThan(0);
  });
  // D106: nodemailer is bundled once into a side file that only an SMTP send loads; each function
  // that may send mail (granted mail:send, and comprobar-smtp, which sends with the password it opens)
  // ships it beside its bundle, and no bundle holds nodemailer's code itself.
  // zod's locales are side-effect free and shaken out, unless code reads one of zod's namespaces as a
  // whole (`z.core.config()` once kept every locale and the JSON Schema writer: 360 KB in each bundle).
  it("no bundle carries zod's locales other than Spanish", () => {
    expect(carpetas.size).toBeGreaterThan(100);
    const con: string[] = [];
    for (const [nombre, dir] of carpetas) {
      const sources = (JSON.parse(fs.readFileSync(path.join(dir, 'index.mjs.map'), 'utf8')) as { sources: string[] }).sources;
      const locales = sources.filter((s) => /node_modules\/zod\/v4\/locales\/(?!es\.js$|index\.js$)/.test(s));
      if (locales.length) con.push(`${nombre}: ${locales.length} (${locales.slice(0, 2).join(', ')}…)`);
    }
    expect(con).toEqual([]);
  });

  // The list of common passwords (89 KB, D117) goes only where a new password is checked: the bundles
  // whose code holds the policy's check (the zod schemas of shared/schemas/password.ts, or the
  // handlers' comprobarPolitica) must register it; the others must not load it on a cold start. The
  // OpenAPI document describes those schemas without running them.
  it('the bundles that check a new password, and only they, carry the list of common passwords', () => {
    const comprueban: string[] = [];
    const conLista: string[] = [];
    for (const [nombre, dir] of carpetas) {
      const sources = (JSON.parse(fs.readFileSync(path.join(dir, 'index.mjs.map'), 'utf8')) as { sources: string[] }).sources;
      const code = fs.readFileSync(path.join(dir, 'index.mjs'), 'utf8');
      const compruebaSchema = sources.some((s) => s.endsWith('shared/schemas/password.ts')) && nombre !== 'http/sistema/openapi';
      const compruebaPolitica = sources.some((s) => /functions\/lib\/usuarios\/(cambiar|restablecer)-password\.ts$/.test(s));
      if (compruebaSchema || compruebaPolitica) comprueban.push(nombre);
      // The list's first entries, in order (esbuild writes the string as a template literal, with real
      // line breaks): the registration's data, not a mention of the module.
      if (
        sources.some((s) => s.endsWith('shared/passwords-comunes.ts')) &&
        /password(?:\n|\\n)12345678(?:\n|\\n)123456789(?:\n|\\n)baseball/.test(code)
      )
        conLista.push(nombre);
    }
    expect(comprueban.length).toBeGreaterThanOrEqual(5);
    expect(conLista.sort()).toEqual(comprueban.sort());
  });

  it("no bundle holds nodemailer's code; the functions that may send mail, and only they, have nodemailer.mjs beside it", () => {
    expect(carpetas.size).toBe(new Set(bundled).size);
    const esperadas = new Set([
      ...routeList.filter((r) => grantsOf(r).includes('mail:send')).map((r) => `http/${r.handler}`),
      ...[...jobs, ...colas].filter((j) => (j.grants as readonly string[]).includes('mail:send')).map((j) => `jobs/${j.handler}`),
      'http/configuracion/comprobar-smtp',
    ]);
    const conFichero: string[] = [];
    const conCodigo: string[] = [];
    const otros: string[] = [];
    for (const [nombre, dir] of carpetas) {
      const ficheros = fs.readdirSync(dir);
      if (ficheros.includes('nodemailer.mjs')) conFichero.push(nombre);
      otros.push(
        ...ficheros
          .filter((f) => !['index.mjs', 'index.mjs.map', 'nodemailer.mjs', 'nodemailer.mjs.map'].includes(f))
          .map((f) => `${nombre}/${f}`),
      );
      const sources = (JSON.parse(fs.readFileSync(path.join(dir, 'index.mjs.map'), 'utf8')) as { sources: string[] }).sources;
      if (sources.some((s) => s.includes('node_modules/nodemailer/'))) conCodigo.push(nombre);
    }
    expect(conCodigo).toEqual([]);
    expect(conFichero.sort()).toEqual([...esperadas].sort());
    expect(otros).toEqual([]);
    // The largest mail function and a function that sends no mail, by name.
    expect(conFichero).toContain('http/empresas/create');
    expect(fs.readdirSync(carpetas.get('http/sistema/health')!).sort()).toEqual(['index.mjs', 'index.mjs.map']);
  });

  // D87: a function's bundle holds its own route's row and the schemas that row names, not its
  // family's other rows (pure-schemas.ts marks the contract modules' constants pure for esbuild).
  // A row's summary (a long one, that no message repeats) is a string only its row holds, and
  // minifying keeps strings. The API description (sistema/openapi) documents every row: it has them all.
  it("each function carries its own route's row, not its family's other rows", () => {
    expect(bundled.length).toBe(routeList.length + jobs.length + colas.length);
    const ajenas: string[] = [];
    const unicas = routeList.filter((r) => r.summary.length >= 25 && routeList.filter((o) => o.summary === r.summary).length === 1);
    for (const r of routeList) {
      const file = bundled.find((b) => b.endsWith(path.join('http', r.handler, 'index.mjs')))!;
      const code = sinEscapes(fs.readFileSync(file, 'utf8'));
      expect(code.includes(r.summary), r.id).toBe(true);
      if (r.handler === 'sistema/openapi') continue;
      for (const o of unicas) {
        if (o.handler !== r.handler && o.family === r.family && code.includes(o.summary)) ajenas.push(`${r.handler}: ${o.id}`);
      }
    }
    expect(ajenas).toEqual([]);
  });
});

/** The bundle's text with esbuild's escapes written out (it writes non-ASCII characters as escapes). */
function sinEscapes(code: string): string {
  return code.replace(
    /\\x([0-9a-fA-F]{2})|\\u\{([0-9a-fA-F]+)\}|\\u([0-9a-fA-F]{4})|\\(['"`\\])/g,
    (_, x?: string, u1?: string, u2?: string, c?: string) => (x || u1 || u2 ? String.fromCodePoint(parseInt((x ?? u1 ?? u2)!, 16)) : c!),
  );
}

// D89's rule for a row's names, for every row: the handler is `<family>/<file>`, the file one
// kebab-case name, and the row's id is the handler in camelCase (`plan-estrategico/subir` ↔
// `planEstrategicoSubir`), so each names the other and a Lambda's name (the id) says which file it
// runs. A plain resource's REST verbs are the machinery's English ones (create, list, get, update,
// patch, delete); a domain action is its Spanish verb. The words below are those the table used
// before the rule (an HTTP method or an English action where a REST verb or a Spanish one goes, a
// Spanish REST verb) and their near kin: the list cannot know every English word, review does.
const PALABRAS_FUERA_DE_LA_REGLA = new Map<string, string>([
  ...['put', 'post', 'upsert'].map((w): [string, string] => [w, 'an HTTP method is no verb: PUT is update']),
  ...['crear', 'listar', 'obtener', 'actualizar', 'borrar', 'eliminar'].map((w): [string, string] => [
    w,
    "a plain resource's REST verbs are English (create, list, get, update, patch, delete)",
  ]),
  ...['upload', 'confirm', 'read', 'test', 'send', 'import', 'export', 'restore', 'cancel', 'validate', 'retry'].map(
    (w): [string, string] => [w, 'a domain action is its Spanish verb'],
  ),
]);

/** `plan-estrategico/subir` → `planEstrategicoSubir`. */
function idDelHandler(handler: string): string {
  return handler
    .split(/[/-]/)
    .map((w, i) => (i ? w.charAt(0).toUpperCase() + w.slice(1) : w))
    .join('');
}

type Nombres = Pick<RouteRow, 'family' | 'handler'> & { id: string };

/** Every way a row, a job or a queue breaks D89's naming rule. */
function problemasDeNombres(rows: Nombres[], trabajos: { id: string; handler: string }[] = []): string[] {
  const problems: string[] = [];
  for (const r of rows) {
    const where = `route "${r.id}" (${r.handler})`;
    const [carpeta, archivo, ...resto] = r.handler.split('/');
    if (carpeta !== r.family) problems.push(`${where}: the handler's folder must be its family "${r.family}"`);
    if (resto.length || !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(archivo ?? '')) {
      problems.push(`${where}: the handler must be "<family>/<one kebab-case name>"`);
    }
    if (r.id !== idDelHandler(r.handler)) problems.push(`${where}: the id must be "${idDelHandler(r.handler)}"`);
    for (const w of (archivo ?? '').split('-')) {
      const por = PALABRAS_FUERA_DE_LA_REGLA.get(w);
      if (por) problems.push(`${where}: "${w}": ${por}`);
    }
  }
  for (const t of trabajos) {
    if (t.id !== t.handler || !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(t.handler)) {
      problems.push(`job or queue "${t.id}": its id and handler must be the same kebab-case name`);
    }
  }
  return problems;
}

describe("D89: a row's id, its family and its handler's file name each other", () => {
  it("holds for every route row, job, queue consumer and the deploy's seed", () => {
    expect(problemasDeNombres(routeList, [...jobs, ...colas, SEMBRADO])).toEqual([]);
  });

  it("each handler binds its own row, imported from its family's route file", () => {
    const ajenos = routeList.filter((r) => {
      const code = fs.readFileSync(handlerSource(functionsRoot, { kind: 'http', handler: r.handler })!, 'utf8');
      const importa = new RegExp(`import \\{[^}]*\\b${r.id}\\b[^}]*\\} from '\\.\\./\\.\\./\\.\\./shared/routes/${r.family}\\.js'`);
      return !importa.test(code) || !new RegExp(`httpHandler\\(\\s*${r.id}\\b`).test(code);
    });
    expect(ajenos.map((r) => r.handler)).toEqual([]);
  });

  it('sees a row that breaks it', () => {
    const bien = { id: 'planEstrategicoSubir', family: 'plan-estrategico', handler: 'plan-estrategico/subir' };
    expect(problemasDeNombres([bien], [{ id: 'cierre-mes', handler: 'cierre-mes' }])).toEqual([]);
    expect(
      problemasDeNombres(
        [
          { id: 'planUpload', family: 'plan-estrategico', handler: 'empresas/plan-upload' },
          { ...bien, id: 'planEstrategicoSubirPlan' },
          { id: 'configuracionGlobalPut', family: 'configuracion', handler: 'configuracion/global-put' },
          { id: 'datosImportacionCrear', family: 'datos', handler: 'datos/importacion-crear' },
          { id: 'authOauthStart', family: 'auth', handler: 'auth/oauth/start' },
        ],
        [{ id: 'reconciliar', handler: 'reconciliar-contadores' }],
      ),
    ).toEqual([
      'route "planUpload" (empresas/plan-upload): the handler\'s folder must be its family "plan-estrategico"',
      'route "planUpload" (empresas/plan-upload): the id must be "empresasPlanUpload"',
      'route "planUpload" (empresas/plan-upload): "upload": a domain action is its Spanish verb',
      'route "planEstrategicoSubirPlan" (plan-estrategico/subir): the id must be "planEstrategicoSubir"',
      'route "configuracionGlobalPut" (configuracion/global-put): "put": an HTTP method is no verb: PUT is update',
      'route "datosImportacionCrear" (datos/importacion-crear): "crear": a plain resource\'s REST verbs are English (create, list, get, update, patch, delete)',
      'route "authOauthStart" (auth/oauth/start): the handler must be "<family>/<one kebab-case name>"',
      'job or queue "reconciliar": its id and handler must be the same kebab-case name',
    ]);
  });
});

describe('checkRouteTable', () => {
  const row = (over: Partial<RouteRow>): RouteRow =>
    ({
      id: 'x',
      method: 'GET',
      path: '/api/x',
      handler: 'x/get',
      family: 'x',
      public: false,
      permission: null,
      tenant: 'caller',
      grants: [],
      summary: 'x',
      ...over,
    }) as RouteRow;

  it('reports duplicate route keys, bad paths, families and grants', () => {
    const problems = checkRouteTable(
      [
        row({ id: 'a' as never }),
        row({ id: 'b' as never }),
        row({ id: 'c' as never, path: '/x/{id}' }),
        row({ id: 'd' as never, path: '/api/{key+}/more' }),
        row({ id: 'e' as never, path: '/api/e', family: 'Bad Family' }),
        row({ id: 'f' as never, path: '/api/f', grants: ['table:admin' as never] }),
        row({ id: 'g' as never, path: '/api/g', timeoutSeconds: 60 }),
        row({ id: 'h' as never, path: '/api/h', permission: SOLO_CLAVE_API }),
      ],
      [{ id: 'j', handler: 'j', rateMinutes: 0, grants: [], summary: 'j' }],
    );
    expect(problems.join('\n')).toMatch(/route "b".*same METHOD path as route "a"/);
    expect(problems.join('\n')).toMatch(/route "c".*must start with \/api\//);
    expect(problems.join('\n')).toMatch(/route "d".*greedy/);
    expect(problems.join('\n')).toMatch(/route "e".*family "Bad Family"/);
    expect(problems.join('\n')).toMatch(/route "f".*unknown grant "table:admin"/);
    expect(problems.join('\n')).toMatch(/route "g".*timeoutSeconds/);
    expect(problems.join('\n')).toMatch(/route "h".*only a key may call must name the key's scope/);
    expect(problems.join('\n')).toMatch(/job "j".*rateMinutes/);
  });

  it('queue:send names its queues, known ones, and only queue:send names any', () => {
    const cola = { id: 'cola-a', handler: 'cola-a', maxIntentos: 3, timeoutSeconds: 60, grants: [], summary: 'a' };
    const problems = checkRouteTable(
      [
        row({ id: 'sin' as never, path: '/api/sin', grants: ['queue:send'] }),
        row({ id: 'otra' as never, path: '/api/otra', grants: ['queue:send'], colas: ['cola-b'] }),
        row({ id: 'sobra' as never, path: '/api/sobra', grants: [], colas: ['cola-a'] }),
        row({ id: 'bien' as never, path: '/api/bien', grants: ['queue:send'], colas: ['cola-a'] }),
      ],
      [],
      [cola],
    );
    expect(problems).toEqual([
      'route "sin": queue:send needs "colas", the queues it sends to',
      'route "otra": unknown queue "cola-b" in "colas"',
      'route "sobra": "colas" without the queue:send grant',
    ]);
  });
});
