// One more copy of the local API in a process of its own, for the scale run (test/bench/concurrencia.ts):
// the same adapter and handlers as the local stack's, on the stack's emulators (the environment the
// parent set: DynamoDB, S3, SES, Cognito, the queues), so requests spread over processes get CPU of
// their own, as Lambda gives each concurrent request a container (with its own module state) — the one
// local process otherwise runs them all on one core. Started by the parent with an IPC channel: it
// sends `{ url }` when listening, and answers `'medidas'` with its CPU time and the data layer's
// conflict retries (module state of this process); it ends when the parent disconnects.
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startAdapter } from '../../infra/local/adapter.js';

const REPO_ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');

const api = await startAdapter({
  port: 0,
  functionsRoot: join(REPO_ROOT, 'functions'),
  corsOrigins: (process.env.CORS_ORIGINS ?? '').split(',').filter(Boolean),
});
// The handlers' own module instance (the adapter imports the same file).
const { conflictosReintentados } = await import('../../functions/lib/db/retry.js');

process.on('message', (m) => {
  if (m === 'medidas') process.send?.({ cpu: process.cpuUsage(), reintentos: { ...conflictosReintentados } });
});
process.on('disconnect', () => {
  void api.close().then(() => process.exit(0));
});
process.send?.({ url: `http://127.0.0.1:${api.port}` });
