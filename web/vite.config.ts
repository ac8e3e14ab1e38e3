// Vite config of the web app (React + Chakra UI v3). The vitest `web` project extends this file
// (see ../vitest.config.ts), so everything here must also hold under the test runner.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { type Plugin, type ResolvedConfig, type UserConfig, build, defineConfig } from 'vite';
import { webSecurityHeaders } from '../shared/constants.js';

const webDir = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const chakraTema = fileURLToPath(new URL('../node_modules/@chakra-ui/react/dist/esm/theme', import.meta.url));

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
 * The candidate's page is its own entry (entrevista.html, D85). CloudFront serves that file for
 * /entrevista/{token} (infra/aws/stacks/web-stack.ts); this does the same on the dev and preview
 * servers, before their fallback to index.html.
 */
export const RUTA_ENTREVISTA = /^\/entrevista\/[^/?#]+\/?(?:[?#].*)?$/;
function paginaEntrevista(): Plugin {
  const reescribir = (req: { url?: string }, _res: unknown, next: () => void) => {
    if (req.url && RUTA_ENTREVISTA.test(req.url)) req.url = '/entrevista.html';
    next();
  };
  return {
    name: 'talentia-pagina-entrevista',
    configureServer: (server) => void server.middlewares.use(reescribir),
    configurePreviewServer: (server) => void server.middlewares.use(reescribir),
  };
}

/**
 * The build of the candidate's page (D85): a second build into the same folder, once the app's is
 * written. Apart, so it carries only what the page uses: one build with both pages shares modules
 * between them (the app's whole message catalogue went with the page's few messages).
 */
function construirEntrevista(): Plugin {
  let resuelta: ResolvedConfig | undefined;
  return {
    name: 'talentia-construir-entrevista',
    apply: 'build',
    configResolved: (c) => void (resuelta = c),
    async closeBundle() {
      if (!resuelta) return;
      const base = configuracion('entrevista');
      await build({
        ...base,
        configFile: false,
        mode: resuelta.mode,
        logLevel: resuelta.logLevel,
        root: resuelta.root,
        build: { ...base.build, outDir: resuelta.build.outDir, emptyOutDir: false },
      });
    },
  };
}

function configuracion(entrada: 'app' | 'entrevista'): UserConfig {
  return {
    // Under vitest the project root stays the repository root, so the include globs and setup file
    // of vitest.config.ts (written from the root) keep resolving.
    root: process.env.VITEST ? repoRoot : webDir,
    // VITE_API_URL (the API base address) is read from the environment or a .env file at the repository root.
    envDir: repoRoot,
    plugins: [react(), paginaEntrevista(), entrada === 'app' && construirEntrevista()],
    publicDir: entrada === 'app' ? 'public' : false,
    // `@shared/…` is the contract at the repository root (shared/), the same path in every folder.
    resolve: {
      alias: [
        { find: '@shared', replacement: fileURLToPath(new URL('../shared', import.meta.url)) },
        // Parts of Chakra's theme one by one (web/src/app/tema.ts): the package exports it only whole.
        { find: /^@chakra-tema\/(.*)$/, replacement: `${chakraTema}/$1.js` },
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
        // The app, or the candidate's page on its own (D85).
        input: fileURLToPath(new URL(entrada === 'app' ? './index.html' : './entrevista.html', import.meta.url)),
        output: {
          // React and the router change less often than the app: their own chunk stays cached across
          // deploys. Everything else splits where the screens load it (app/pantallas.tsx): a chunk
          // for all of Chakra or all libraries would put them on the login screen (docs/decisions.md).
          codeSplitting: {
            // The router apart: the candidate's page loads React but no router.
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
