// Vite config of the web app (React + Chakra UI v3). The vitest `web` project extends this file
// (see ../vitest.config.ts), so everything here must also hold under the test runner.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
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

export default defineConfig({
  // Under vitest the project root stays the repository root, so the include globs and setup file
  // of vitest.config.ts (written from the root) keep resolving.
  root: process.env.VITEST ? repoRoot : webDir,
  // VITE_API_URL (the API base address) is read from the environment or a .env file at the repository root.
  envDir: repoRoot,
  plugins: [react()],
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
      output: {
        // React and the router change less often than the app: their own chunk stays cached across
        // deploys. Everything else splits where the screens load it (app/pantallas.tsx): a chunk
        // for all of Chakra or all libraries would put them on the login screen (docs/decisions.md).
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 20 }],
        },
      },
    },
  },
});
