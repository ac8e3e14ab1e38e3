// Vite config of the web app (React + Chakra UI v3). The vitest `web` project extends this file
// (see ../vitest.config.ts), so everything here must also hold under the test runner.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { type HtmlTagDescriptor, type Plugin, type ResolvedConfig, type Rollup, type UserConfig, build, defineConfig } from 'vite';
import { webSecurityHeaders } from '../shared/constants.js';
import { raizComoLaEscribeReact } from './src/login/prepintado.js';

const webDir = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const chakraTheme = fileURLToPath(new URL('../node_modules/@chakra-ui/react/dist/esm/theme', import.meta.url));

// 127.0.0.1 rather than 'localhost': Vite binds the single address 'localhost' resolves to, which is
// ::1 on some machines and would leave 127.0.0.1 unserved; browsers that try ::1 for
// http://localhost fall back to 127.0.0.1, so both addresses work this way. WEB_HOST overrides it.
const host = process.env.WEB_HOST || '127.0.0.1';
const port = Number(process.env.WEB_PORT || 5173);

// The web's security headers (shared/constants.ts; CloudFront sends the same in AWS). Locally the
// app talks to two more origins than in AWS: the API (its own port; it also serves /uploads) and
// S3 (s3rver, for the presigned POST of large plan files). The local stack sets both before it
// starts Vite; the defaults are its default ports. The dev server also needs its HMR websocket and
// React Fast Refresh's inline preamble; the preview server serves the build, which needs neither.
const apiOrigin = new URL(process.env.VITE_API_URL || 'http://localhost:3001').origin;
const s3Origin = new URL(process.env.AWS_ENDPOINT_URL_S3 || `http://127.0.0.1:${process.env.S3_PORT || 4569}`).origin;
const localOrigins = { connect: [apiOrigin, s3Origin], img: [apiOrigin] };
const devHeaders = webSecurityHeaders({
  ...localOrigins,
  connect: [...localOrigins.connect, `ws://localhost:${port}`, `ws://127.0.0.1:${port}`],
  dev: true,
});
const previewHeaders = webSecurityHeaders(localOrigins);

/**
 * The pages that are their own entry (D85, D86, D187): the candidate's, entrevista.html (also «Mis
 * datos», D148), a vacancy's apply page, empleo.html, and the sign-in page, login.html. CloudFront
 * serves those files for /entrevista/{token} and /mis-datos, /empleo/{codigo}, and /login
 * (infra/aws/stacks/web-stack.ts SPA_REWRITE); this does the same on the dev and preview servers,
 * before their fallback to index.html. test/lint holds the two to the same paths.
 */
export const RUTA_ENTREVISTA = /^\/entrevista\/[^/?#]+\/?(?:[?#].*)?$/;
/** «Mis datos» (D148): the candidate's own data, served by the candidate's entry. */
export const RUTA_MIS_DATOS = /^\/mis-datos\/?(?:[?#].*)?$/;
/** A vacancy's apply page (D187): /empleo/{codigo}, an entry of its own (empleo.html). */
export const RUTA_EMPLEO = /^\/empleo\/[^/?#]+\/?(?:[?#].*)?$/;
export const RUTA_LOGIN = /^\/login\/?(?:[?#].*)?$/;
function paginasPropias(): Plugin {
  const reescribir = (req: { url?: string }, _res: unknown, next: () => void) => {
    if (req.url && (RUTA_ENTREVISTA.test(req.url) || RUTA_MIS_DATOS.test(req.url))) req.url = '/entrevista.html';
    else if (req.url && RUTA_EMPLEO.test(req.url)) req.url = '/empleo.html';
    else if (req.url && RUTA_LOGIN.test(req.url)) req.url = '/login.html';
    next();
  };
  return {
    name: 'talentia-paginas-propias',
    configureServer: (server) => void server.middlewares.use(reescribir),
    configurePreviewServer: (server) => void server.middlewares.use(reescribir),
  };
}

/** Where a page that is its own entry asks for the kit's style sheet in its head. */
export const MARCA_ESTILOS_KIT = '<!-- estilos-kit-ligero -->';
/** Where the candidate's pages (entrevista.html, empleo.html) ask for their shared sheet, after the kit's. */
export const MARCA_ESTILOS_CANDIDATO = '<!-- estilos-candidato -->';
/** Each marker and the sheet written in its place. */
const HOJAS = [
  [MARCA_ESTILOS_KIT, fileURLToPath(new URL('./src/kit-ligero/estilos.css', import.meta.url))],
  [MARCA_ESTILOS_CANDIDATO, fileURLToPath(new URL('./src/entrevista/estilos-candidato.css', import.meta.url))],
] as const;

/**
 * The HTML of the pages that are their own entry, at build and in the dev server, on the source
 * (before Vite moves the entry's script):
 * - the style sheets they share written into each one's head where it says so: the kit's
 *   (src/kit-ligero/estilos.css) at MARCA_ESTILOS_KIT, the candidate pages' frame and content
 *   (src/entrevista/estilos-candidato.css) at MARCA_ESTILOS_CANDIDATO: styles inside the page, so
 *   nothing is requested before the first paint, and one copy in the sources;
 * - the sign-in page's painted card written as React writes it, so React takes it over
 *   (hydrateRoot) instead of drawing it again (src/login/prepintado.ts).
 */
function htmlPaginasPropias(): Plugin {
  return {
    name: 'talentia-html-paginas-propias',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) =>
        raizComoLaEscribeReact(
          HOJAS.reduce(
            (pagina, [marca, hoja]) =>
              pagina.includes(marca) ? pagina.replace(marca, () => `<style>\n${readFileSync(hoja, 'utf8')}</style>`) : pagina,
            html,
          ),
        ),
    },
    configureServer(server) {
      // The sheets are no modules of the pages: an edit reloads the pages that carry them.
      const hojas: string[] = HOJAS.map(([, hoja]) => hoja);
      server.watcher.add(hojas);
      server.watcher.on('change', (file) => {
        if (hojas.includes(file)) server.ws.send({ type: 'full-reload' });
      });
    },
  };
}

/**
 * What the app loads between «Acceder» and a usable dashboard (D122): its entry
 * (index.html), the logged-in shell and the whole design system (router.tsx, theme-initial.ts), the dashboard
 * and the toasts' view (pantallas.tsx, provider.tsx). The sign-in page prefetches their chunks.
 */
export const MODULOS_TRAS_EL_LOGIN = [
  'index.html',
  'src/app/layout.tsx',
  'src/app/theme.ts',
  'src/features/dashboard/dashboard-page.tsx',
  'src/components/toaster-view.tsx',
] as const;

/**
 * The app build's chunks of MODULOS_TRAS_EL_LOGIN and every chunk they import, as URLs from `base`:
 * what the app's entry, the shell and the dashboard load after sign-in. A module not found is an error:
 * a renamed file would otherwise leave the sign-in page prefetching nothing without a word.
 */
export function chunksTrasElLogin(bundle: Rollup.OutputBundle, base: string): string[] {
  const chunks = Object.values(bundle).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
  const vistos = new Set<string>();
  const visitar = (chunk: Rollup.OutputChunk) => {
    if (vistos.has(chunk.fileName)) return;
    vistos.add(chunk.fileName);
    for (const importado of chunk.imports) {
      const siguiente = bundle[importado];
      if (siguiente?.type === 'chunk') visitar(siguiente);
    }
  };
  for (const modulo of MODULOS_TRAS_EL_LOGIN) {
    const id = fileURLToPath(new URL(modulo, new URL('.', import.meta.url)));
    const chunk = chunks.find((c) => c.facadeModuleId === id) ?? chunks.find((c) => c.moduleIds.includes(id));
    if (!chunk) throw new Error(`La build de la app no tiene ${modulo}: corrige MODULOS_TRAS_EL_LOGIN en web/vite.config.ts`);
    visitar(chunk);
  }
  return [...vistos].map((archivo) => `${base}${archivo}`);
}

/** The id of the sign-in page's template of prefetches (src/login/main.tsx puts them in the page). */
export const ID_PRECARGA_APP = 'precarga-app';

/**
 * The sign-in page carries `urls` (the app's chunks the dashboard needs) as prefetch tags in a
 * template, inert until the page's script puts them in its head once the page has loaded and the
 * browser is idle (src/login/main.tsx): fetched then at the lowest priority into the cache, not run,
 * so the app that follows «Acceder» finds its code there instead of loading it in waves. In the HTML
 * as tags they were fetched with the page's own code and made its form later. No inline script:
 * the CSP stays as it is.
 */
function prefetchDeLaApp(urls: readonly string[]): Plugin {
  return {
    name: 'talentia-prefetch-de-la-app',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (): HtmlTagDescriptor[] => [
        {
          tag: 'template',
          attrs: { id: ID_PRECARGA_APP },
          children: urls.map((href) => ({ tag: 'link', attrs: { rel: 'prefetch', as: 'script', crossorigin: true, href } })),
          injectTo: 'body',
        },
      ],
    },
  };
}

/**
 * The builds of the pages that are their own entry (D85, D86, D187): one more build per visitor into
 * the same folder, once the app's is written. Each apart, so it carries only what it uses: a build with
 * two pages puts the modules both use in shared chunks whole (the app's message catalogue went with
 * the candidate's page's few messages; with the sign-in page beside it, the candidate's page loaded
 * 4.4 kB of the other's code, and the sign-in page 2.3 kB of the candidate's). Each build then has
 * its own React chunk (the sign-in page's keeps React's hydration): the sign-in page's visitors and
 * the candidates are not the same people, so little is lost by it. The candidate's two entries,
 * entrevista.html and empleo.html, are one build: the apply page's form opens the interview at once,
 * and with React and the frame in chunks both name, that step loads only the interview's own chunk
 * (18.3 kB gzipped) instead of all of it again (97.6 kB with a build each); the interview's page
 * pays ≈ 0.2 kB for the exports they share (docs/performance.md, 2026-11-29).
 */
function construirPaginasPropias(): Plugin {
  let resuelta: ResolvedConfig | undefined;
  let trasElLogin: string[] = [];
  return {
    name: 'talentia-construir-paginas-propias',
    apply: 'build',
    configResolved: (c) => void (resuelta = c),
    generateBundle(_salida, bundle) {
      trasElLogin = chunksTrasElLogin(bundle, resuelta?.base ?? '/');
    },
    async closeBundle() {
      if (!resuelta) return;
      for (const pagina of ['candidato', 'login'] as const) {
        const base = configuracion(pagina, pagina === 'login' ? trasElLogin : []);
        await build({
          ...base,
          configFile: false,
          mode: resuelta.mode,
          logLevel: resuelta.logLevel,
          root: resuelta.root,
          build: { ...base.build, outDir: resuelta.build.outDir, emptyOutDir: false },
        });
      }
    },
  };
}

/**
 * The HTML entries of each build: the app, or the pages that are their own entry; the candidate's
 * two (the interview's and a vacancy's apply page, D85, D187) in one build.
 */
const ENTRADAS = {
  app: { index: './index.html' },
  candidato: { entrevista: './entrevista.html', empleo: './empleo.html' },
  login: { login: './login.html' },
} as const;

/** `prefetch`: the app's chunks the page asks for ahead (the sign-in page's: the dashboard's). */
function configuracion(entrada: keyof typeof ENTRADAS, prefetch: readonly string[] = []): UserConfig {
  return {
    // Under vitest the project root stays the repository root, so the include globs and setup file
    // of vitest.config.ts (written from the root) keep resolving.
    root: process.env.VITEST ? repoRoot : webDir,
    // VITE_API_URL (the API base address) is read from the environment or a .env file at the repository root.
    envDir: repoRoot,
    plugins: [
      react(),
      paginasPropias(),
      htmlPaginasPropias(),
      entrada === 'app' && construirPaginasPropias(),
      prefetch.length > 0 && prefetchDeLaApp(prefetch),
    ],
    publicDir: entrada === 'app' ? 'public' : false,
    // `@shared/…` is the contract at the repository root (shared/), the same path in every folder.
    resolve: {
      alias: [
        { find: '@shared', replacement: fileURLToPath(new URL('../shared', import.meta.url)) },
        // Parts of Chakra's theme one by one (web/src/app/theme-initial.ts): the package exports it only whole.
        { find: /^@chakra-theme\/(.*)$/, replacement: `${chakraTheme}/$1.js` },
      ],
    },
    server: {
      host,
      port,
      strictPort: true,
      // The app imports the contract from ../shared.
      fs: { allow: [repoRoot] },
      headers: devHeaders,
    },
    preview: { host, port, strictPort: true, headers: previewHeaders },
    build: {
      outDir: fileURLToPath(new URL('./dist', import.meta.url)),
      emptyOutDir: true,
      rolldownOptions: {
        // The app, or the pages that are their own entry (D85, D86).
        input: Object.fromEntries(
          Object.entries(ENTRADAS[entrada]).map(([nombre, html]) => [nombre, fileURLToPath(new URL(html, import.meta.url))]),
        ),
        output: {
          // React and the router change less often than the app: their own chunk stays cached across
          // deploys. Everything else splits where the screens load it (app/pantallas.tsx): a chunk
          // for all of Chakra or all libraries would put them on the app's first screen (docs/decisions/).
          codeSplitting: {
            // The router apart: the pages that are their own entry load React but no router.
            groups: [
              { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 20 },
              { name: 'router', test: /node_modules[\\/]react-router[\\/]/, priority: 20 },
            ],
          },
        },
      },
    },
  };
}

export default defineConfig(configuracion('app'));
