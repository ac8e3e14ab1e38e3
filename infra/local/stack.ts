// Why one module: the local stack starts and stops its parts in order, in one process-wide stack.
// The whole product on loopback, with no cloud account: emulators, resources, seed, the API
// adapter, the job scheduler and (optionally) the web: its production build or Vite's dev server (D121). `npm start` runs it with the
// default ports and `.local/`; the integration and browser tests run it on random ports in a
// temporary folder. One stack per process: handlers read their configuration from process.env.
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startAdapter, type RunningAdapter } from './adapter.js';
import { startLocalQueues, type LocalQueues } from './queues.js';
import { ensureTable, ensureUserPool } from './aws-resources.js';
import { startCognitoMfa, type CognitoMfaFront } from './cognito-mfa.js';
import { startLocalDynamo, type Conflicts, type LocalDynamo, type LocalDynamoOptions } from './dynamo.js';
import {
  freePort,
  reservarPuerto,
  startCognito,
  startOidc,
  startS3,
  startSecretsExtension,
  startSes,
  type Running,
  type RunningOidc,
} from './emulators.js';
import { startScheduler, type Scheduler } from './scheduler.js';
import { startWhatsApp, type RunningWhatsApp } from './whatsapp/emulador.js';
import { serveStaticWeb } from './static-web.js';
import { productionWeb } from './production-web.js';
import { webSecurityHeaders } from '../../shared/constants.js';

export const REPO_ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));

/** The name of the secret that seals the refresh cookie (in AWS, a Secrets Manager secret's ARN). */
export const LOCAL_SESSION_SECRET_ID = 'talentia-local/session-cookie';
export const LOCAL_OAUTH_STATE_SECRET_ID = 'talentia-local/oauth-state';

/** The OIDC test issuer's key that the tests' stacks share (LocalStackOptions.oidcClave, D131). */
export const OIDC_TEST_KEY = join(REPO_ROOT, 'node_modules', '.cache', 'talentia', 'oidc-test.jwk.json');

/**
 * The local value of a secret: made once and kept under the data folder (like the data), so a
 * restart keeps the sessions it sealed. Delete the file to "rotate" it.
 */
function localSecret(dataDir: string, name: string): string {
  const dir = join(dataDir, 'secrets');
  const file = join(dir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const value = randomBytes(48).toString('base64url');
  writeFileSync(file, value, { mode: 0o600 });
  return value;
}

/** The file of a local secret (made like localSecret's), for code that reads the file itself. */
function archivoSecreto(dataDir: string, name: string): string {
  localSecret(dataDir, name);
  return join(dataDir, 'secrets', name);
}

export interface LocalStackOptions {
  /** Where data persists (`.local` for `npm start`; a temp dir in tests). */
  dataDir: string;
  /** 0 = a random free port. */
  ports: { api: number; web: number; dynamo: number; s3: number; cognito: number; ses: number; oidc: number; whatsapp?: number };
  web: boolean;
  /**
   * 'produccion' (`npm start`): the production build served as CloudFront serves it (static-web.ts),
   * built on start when its sources changed (production-web.ts); 'desarrollo' (`npm run dev`, and the
   * default here unless webDist is given): Vite's dev server with hot reload (D121).
   */
  webModo?: WebMode;
  /**
   * With 'produccion': serve this build as it is, made with VITE_API_URL naming this stack's API port
   * (the browser suite builds once per run: test/e2e/construir-web.ts), instead of the one kept in
   * node_modules/.cache/talentia/web-local/.
   */
  webDist?: string;
  /** With 'produccion' and no webDist: where the build and its hash are kept (LOCAL_WEB_CACHE by default). */
  webCacheDir?: string;
  scheduler: boolean;
  /**
   * `totpSecret`: the superadmin's second factor is enrolled with this base32 secret when the stack
   * starts (D155: the test stacks, and `npm start` with SUPERADMIN_TOTP_SECRET); without it the
   * superadmin sets it up at first sign-in.
   */
  superadmin: { email: string; password: string; totpSecret?: string };
  tableName?: string;
  filesBucket?: string;
  /** Options of the local DynamoDB (e.g. `transaccionMinimaMs` for burst tests). */
  dynamo?: Pick<LocalDynamoOptions, 'transaccionMinimaMs'>;
  log?: (line: string) => void;
  /** A file that keeps the OIDC test issuer's signing key between starts (emulators.ts startOidc); none: a new key each start. */
  oidcClave?: string;
  /** Each phase of the start as it ends, with its milliseconds (test/bench/arranque-stack.ts, D131). */
  fases?: (fase: string, ms: number) => void;
}

export interface LocalStack {
  apiUrl: string;
  webUrl?: string;
  mailUrl: string;
  /** The WhatsApp Cloud API emulator (infra/local/whatsapp/): its page, `/store`, its number and a test's revoked tokens. */
  whatsapp: RunningWhatsApp;
  oidcIssuer: string;
  /** `cognito` is the MFA front (cognito-mfa.ts) before cognito-local. */
  endpoints: { dynamo: string; s3: string; cognito: string; ses: string };
  /** The front that adds Cognito's software token MFA to cognito-local (its clock, D155). */
  cognitoMfa: CognitoMfaFront;
  /** The seeded superadmin's user id (their Cognito sub). */
  superadminId?: string;
  userPoolId: string;
  clientId: string;
  tableName: string;
  filesBucket: string;
  scheduler?: Scheduler;
  /** The in-process queues of shared/colas.ts (SQS locally). */
  colas: LocalQueues;
  oidc: RunningOidc;
  /** Stop one emulator, e.g. to test how the API answers a DynamoDB outage. */
  stopDynamo(): Promise<void>;
  /** DynamoDB holds every write without answering (reads still answer) until resumeDynamoWrites(). */
  pauseDynamoWrites(): void;
  resumeDynamoWrites(): void;
  /** What the local DynamoDB refused for transaction conflicts since it started (see LocalDynamo.conflictos). */
  conflictosDynamo(): Conflicts;
  /** Every TransactWriteItems of the local DynamoDB holds its items at least `ms` from now on (LocalDynamo.duracionTransacciones). */
  duracionTransaccionesDynamo(ms: number): void;
  /** Stop cognito-local (tests of an identity-provider outage). */
  stopCognito(): Promise<void>;
  /** Stop the mail emulator (tests of what a mail outage undoes); `startMail` brings it back. */
  stopMail(): Promise<void>;
  startMail(): Promise<void>;
  stop(): Promise<void>;
}

export type WebMode = 'produccion' | 'desarrollo';

/**
 * The web app on `port`, calling the API at `apiUrl`, with the security headers Vite's servers send
 * locally (web/vite.config.ts: CloudFront's plus the local API and S3 origins). 'produccion': the
 * production build (`dist`, or the kept one, rebuilt when its sources changed) served as CloudFront
 * does; 'desarrollo': Vite's dev server, hot reload. The API's CORS must allow this port's origin.
 */
export async function startWeb(o: {
  modo: WebMode;
  port: number;
  apiUrl: string;
  s3Url: string;
  dist?: string;
  /** Where the kept build lives (production-web.ts LOCAL_WEB_CACHE by default). */
  cacheDir?: string;
  log?: (line: string) => void;
}): Promise<{ url: string; construida?: boolean; close(): Promise<void> }> {
  process.env.VITE_API_URL = o.apiUrl;
  // vite.config.ts names the dev server's own websocket origin in its CSP from this port.
  process.env.WEB_PORT = String(o.port);
  const host = process.env.WEB_HOST || '127.0.0.1';
  const url = `http://localhost:${o.port}`;
  if (o.modo === 'produccion') {
    const hecha = o.dist ? undefined : await productionWeb({ apiUrl: o.apiUrl, cacheDir: o.cacheDir, log: o.log });
    const apiOrigin = new URL(o.apiUrl).origin;
    const servidor = await serveStaticWeb({
      dir: o.dist ?? hecha!.dist,
      port: o.port,
      host,
      apiUrl: o.apiUrl,
      cabeceras: webSecurityHeaders({ connect: [apiOrigin, new URL(o.s3Url).origin], img: [apiOrigin] }),
    });
    return { url, construida: hecha?.construida, close: () => servidor.close() };
  }
  const { createServer } = await import('vite');
  const vite = await createServer({
    configFile: join(REPO_ROOT, 'web', 'vite.config.ts'),
    // Explicit: the config picks the repo root when it runs under vitest (the browser suite).
    root: join(REPO_ROOT, 'web'),
    server: { port: o.port, strictPort: true },
    logLevel: 'warn',
  });
  await vite.listen();
  return { url, close: () => vite.close() };
}

export function defaultOptions(env: NodeJS.ProcessEnv = process.env): LocalStackOptions {
  const port = (name: string, fallback: number) => {
    const v = env[name];
    return v === undefined || v === '' ? fallback : Number.parseInt(v, 10);
  };
  return {
    dataDir: resolve(env.TALENTIA_DATA_DIR ?? join(REPO_ROOT, '.local')),
    ports: {
      api: port('API_PORT', 3001),
      web: port('WEB_PORT', 5173),
      dynamo: port('DYNAMODB_PORT', 8000),
      s3: port('S3_PORT', 4569),
      cognito: port('COGNITO_PORT', 9229),
      ses: port('SES_PORT', 8005),
      oidc: port('OIDC_PORT', 3005),
      whatsapp: port('WHATSAPP_PORT', 8006),
    },
    web: env.WEB !== 'false',
    webModo: 'produccion',
    scheduler: true,
    // A real transaction holds its items for tens of milliseconds (D110): `npm start` gives the local
    // ones 10 ms, so two people working at once meet the conflicts they would meet in AWS.
    dynamo: { transaccionMinimaMs: port('DYNAMODB_TRANSACCION_MS', 10) },
    superadmin: {
      email: env.SUPERADMIN_EMAIL ?? 'superadmin@talentia.local',
      password: env.SUPERADMIN_PASSWORD ?? 'Talentia-Admin-2026',
      // Unset: the superadmin sets up the second factor at first sign-in (QR code), as in AWS (D155).
      totpSecret: env.SUPERADMIN_TOTP_SECRET || undefined,
    },
  };
}

export async function startLocalStack(opts: LocalStackOptions): Promise<LocalStack> {
  const log = opts.log ?? (() => undefined);
  const t0 = performance.now();
  /** Awaits `p`, reporting to opts.fases how long `nombre` took from `desde` (phases overlap: D131). */
  const medir = async <T>(nombre: string, p: Promise<T>, desde = performance.now()): Promise<T> => {
    const valor = await p;
    opts.fases?.(nombre, performance.now() - desde);
    return valor;
  };
  // Node 20 is this project's runtime locally (Lambda runs Node 22); the SDK's notice says so on every start.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const tableName = opts.tableName ?? 'talentia-local';
  const filesBucket = opts.filesBucket ?? 'talentia-local-files';
  const started: Array<{ close(): Promise<void> }> = [];
  const webPort = opts.ports.web || 5173;
  const webOrigins = [`http://localhost:${webPort}`, `http://127.0.0.1:${webPort}`];
  // Credentials: s3rver only accepts S3RVER; the other emulators accept anything.
  Object.assign(process.env, { AWS_REGION: 'us-east-1', AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' });

  try {
    // The ports the API and the web app must have are held first (reservarPuerto says why).
    const apiHost = process.env.API_HOST ?? '127.0.0.1';
    const reservaApi = opts.ports.api ? await reservarPuerto(opts.ports.api, apiHost) : undefined;
    if (reservaApi) started.push(reservaApi);
    const reservaWeb = opts.web ? await reservarPuerto(webPort, process.env.WEB_HOST || '127.0.0.1') : undefined;
    if (reservaWeb) started.push(reservaWeb);
    // The emulators start side by side (D131): cognito-local first, a child process that loads on the
    // other core while this one loads and starts the rest; the table is made as soon as DynamoDB
    // answers and the user pool as soon as cognito-local does. Each is pushed on `started` in this
    // order, whichever finished first, so stop() closes them as before.
    // The port first: startCognito spawns its child before its first await when it has one.
    const cognitoPort = opts.ports.cognito || (await freePort());
    const cognitoP = startCognito({ directory: join(opts.dataDir, 'cognito'), port: cognitoPort, otroPuertoSiSale: !opts.ports.cognito });
    const dynamoP = startLocalDynamo({ ...opts.dynamo, path: join(opts.dataDir, 'dynamodb'), port: opts.ports.dynamo });
    const s3P = startS3({ directory: join(opts.dataDir, 's3'), port: opts.ports.s3, buckets: [filesBucket], corsOrigins: webOrigins });
    const sesP = startSes({ port: opts.ports.ses });
    const oidcP = startOidc({
      port: opts.ports.oidc,
      defaultEmail: process.env.OIDC_DEFAULT_EMAIL ?? opts.superadmin.email,
      claveArchivo: opts.oidcClave,
    });
    // Plays the Parameters and Secrets extension that functions read their secrets from in AWS.
    const secretsP = startSecretsExtension({
      port: 0,
      secrets: {
        [LOCAL_SESSION_SECRET_ID]: { current: localSecret(opts.dataDir, 'session-cookie') },
        [LOCAL_OAUTH_STATE_SECRET_ID]: { current: localSecret(opts.dataDir, 'oauth-state') },
      },
    });
    const whatsappP = startWhatsApp({ port: opts.ports.whatsapp ?? 0 });
    const emuladores = await Promise.allSettled([
      medir('dynamo', dynamoP, t0),
      medir('s3', s3P, t0),
      medir('cognito', cognitoP, t0),
      medir('ses', sesP, t0),
      medir('oidc', oidcP, t0),
      medir('secretos', secretsP, t0),
      medir('whatsapp', whatsappP, t0),
    ]);
    const fallo = emuladores.find((e): e is PromiseRejectedResult => e.status === 'rejected');
    if (fallo) {
      for (const e of emuladores) if (e.status === 'fulfilled') started.push(e.value);
      throw fallo.reason;
    }
    const [dynamo, s3, cognitoLocal, sesInicial, oidc, secrets, whatsapp] = emuladores.map(
      (e) => (e as PromiseFulfilledResult<unknown>).value,
    ) as [LocalDynamo, Running, Running, Running, RunningOidc, Running, RunningWhatsApp];
    let ses = sesInicial;
    const sesPort = ses.port;
    // The mail emulator's closer closes the current one (startMail makes a new one).
    started.push(dynamo, s3, cognitoLocal, { close: () => ses.close() }, oidc, secrets, whatsapp);
    // Every Cognito call goes through the MFA front; the tokens' issuer stays cognito-local's own address.
    const cognitoMfa = await startCognitoMfa({ upstream: cognitoLocal.url, file: join(opts.dataDir, 'cognito', 'mfa.json') });
    started.push(cognitoMfa);
    const cognito = { url: cognitoMfa.url, port: cognitoLocal.port };

    Object.assign(process.env, {
      AWS_ENDPOINT_URL_DYNAMODB: dynamo.endpoint,
      AWS_ENDPOINT_URL_S3: s3.url,
      AWS_ENDPOINT_URL_SESV2: ses.url,
      AWS_ENDPOINT_URL_SES: ses.url,
      AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: cognito.url,
    });

    const desde = performance.now();
    const [, { userPoolId, clientId }] = await Promise.all([
      medir(
        'ensureTable',
        (async () => {
          const ddbAdmin = new DynamoDBClient({ endpoint: dynamo.endpoint });
          try {
            await ensureTable(ddbAdmin, tableName);
          } finally {
            ddbAdmin.destroy();
          }
        })(),
        desde,
      ),
      medir(
        'ensureUserPool',
        (async () => {
          const cognitoAdmin = new CognitoIdentityProviderClient({ endpoint: cognito.url });
          try {
            return await ensureUserPool(cognitoAdmin, 'talentia-local', 'talentia-web');
          } finally {
            cognitoAdmin.destroy();
          }
        })(),
        desde,
      ),
    ]);

    Object.assign(process.env, {
      STAGE: 'local',
      TABLE_NAME: tableName,
      FILES_BUCKET: filesBucket,
      USER_POOL_ID: userPoolId,
      USER_POOL_CLIENT_ID: clientId,
      AUTH_MODE: 'local',
      JWT_ISSUER: `http://127.0.0.1:${cognito.port}/${userPoolId}`,
      OIDC_ISSUER: oidc.issuer,
      // Both social providers go through the OIDC test issuer unless turned off (OAUTH_GOOGLE=false).
      GOOGLE_CLIENT_ID: process.env.OAUTH_GOOGLE === 'false' ? '' : 'local-oidc',
      MICROSOFT_CLIENT_ID: process.env.OAUTH_MICROSOFT === 'false' ? '' : 'local-oidc',
      // The secrets' names only: their values are read at run time from the extension's endpoint.
      OAUTH_STATE_SECRET_ID: LOCAL_OAUTH_STATE_SECRET_ID,
      SESSION_SECRET_ID: LOCAL_SESSION_SECRET_ID,
      // Wraps the data keys of stored provider keys (AWS: the secrets KMS key); made once, kept with the data.
      LOCAL_SECRETS_KEY_FILE: archivoSecreto(opts.dataDir, 'claves-api.key'),
      PARAMETERS_SECRETS_EXTENSION_HTTP_PORT: String(secrets.port),
      WEB_ORIGIN: webOrigins[0],
      CORS_ORIGINS: webOrigins.join(','),
      MAIL_FROM: process.env.MAIL_FROM ?? 'no-reply@talentia.local',
      // The Cloud API's calls go to the emulator (functions/lib/whatsapp/cloud-api.ts; unset in AWS: graph.facebook.com).
      WHATSAPP_GRAPH_URL: whatsapp.url,
      VALIDATE_RESPONSES: 'true',
      POWERTOOLS_SERVICE_NAME: 'talentia',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'WARN',
    });

    // Imported only now: the functions' module-scope clients read the environment set above.
    const { seedPlatform } = await medir('importSeed', import('../../functions/lib/seed/seed.js'));
    const seeded = await medir('seedPlatform', seedPlatform({ superadmin: opts.superadmin }));
    if (seeded.created.length) log(`seed: ${seeded.created.join(', ')}`);
    if (opts.superadmin.totpSecret && seeded.superadminId) cognitoMfa.enrol(seeded.superadminId, opts.superadmin.totpSecret);

    const functionsRoot = join(REPO_ROOT, 'functions');
    // Before the API: producers read the queues' URLs from the environment.
    const colas = await startLocalQueues({ functionsRoot, log });
    started.push(colas);
    await reservaApi?.close();
    const api: RunningAdapter = await medir(
      'adapter',
      startAdapter({
        port: opts.ports.api,
        host: apiHost,
        functionsRoot,
        corsOrigins: webOrigins,
        log: process.env.LOG_REQUESTS === 'true' ? log : undefined,
      }),
    );
    started.push(api);
    process.env.API_ORIGIN = api.url;

    const scheduler = opts.scheduler ? startScheduler({ functionsRoot, log, runAtStart: true }) : undefined;

    let webUrl: string | undefined;
    if (opts.web) {
      await reservaWeb?.close();
      const web = await startWeb({
        modo: opts.webModo ?? (opts.webDist ? 'produccion' : 'desarrollo'),
        port: webPort,
        apiUrl: api.url,
        s3Url: s3.url,
        dist: opts.webDist,
        cacheDir: opts.webCacheDir,
        log,
      });
      started.push(web);
      webUrl = web.url;
    }

    let dynamoStopped = false;
    return {
      apiUrl: api.url,
      webUrl,
      mailUrl: ses.url,
      whatsapp,
      oidcIssuer: oidc.issuer,
      endpoints: { dynamo: dynamo.endpoint, s3: s3.url, cognito: cognito.url, ses: ses.url },
      cognitoMfa,
      superadminId: seeded.superadminId,
      userPoolId,
      clientId,
      tableName,
      filesBucket,
      scheduler,
      colas,
      oidc,
      stopDynamo: async () => {
        if (!dynamoStopped) {
          dynamoStopped = true;
          await dynamo.close();
        }
      },
      pauseDynamoWrites: () => dynamo.pauseWrites(),
      resumeDynamoWrites: () => dynamo.resumeWrites(),
      conflictosDynamo: () => dynamo.conflictos(),
      duracionTransaccionesDynamo: (ms: number) => dynamo.duracionTransacciones(ms),
      stopCognito: () => cognitoLocal.close(),
      stopMail: () => ses.close(),
      startMail: async () => {
        ses = await startSes({ port: sesPort });
      },
      stop: async () => {
        scheduler?.stop();
        for (const s of started.reverse()) {
          if (s === dynamo && dynamoStopped) continue;
          await s.close().catch(() => undefined);
        }
      },
    };
  } catch (err) {
    for (const s of started.reverse()) await s.close().catch(() => undefined);
    throw err;
  }
}
