// Starts the AWS-compatible emulators of the local stack, each on loopback: s3rver (S3),
// cognito-local (Cognito, as a child process with its own cwd because it reads HOST/PORT at
// module load and keeps its data under the cwd), aws-ses-v2-local (SES, its page lists sent
// mail) and oauth2-mock-server (the OIDC test issuer that stands in for the Cognito hosted UI).
// DynamoDB (dynalite + transactions) is in dynamo.ts. The emulators' packages are imported when
// they start, not with this module: startLocalStack spawns cognito-local first, and its child loads
// on the other core while this process loads these (D131).
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo, Server } from 'node:net';
import { dirname, join } from 'node:path';
import type { OAuth2Server } from 'oauth2-mock-server';

const require = createRequire(import.meta.url);
const HOST = '127.0.0.1';

export interface Running {
  url: string;
  port: number;
  close(): Promise<void>;
}

export async function startS3(opts: { directory: string; port: number; buckets: string[]; corsOrigins: string[] }): Promise<Running> {
  mkdirSync(opts.directory, { recursive: true });
  const { default: S3rver } = await import('s3rver');
  const origins = opts.corsOrigins.map((o) => `<AllowedOrigin>${o}</AllowedOrigin>`).join('');
  const cors = `<CORSConfiguration><CORSRule>${origins}<AllowedMethod>GET</AllowedMethod><AllowedMethod>PUT</AllowedMethod><AllowedMethod>POST</AllowedMethod><AllowedMethod>HEAD</AllowedMethod><AllowedHeader>*</AllowedHeader><ExposeHeader>ETag</ExposeHeader><MaxAgeSeconds>3000</MaxAgeSeconds></CORSRule></CORSConfiguration>`;
  const server = new S3rver({
    port: opts.port,
    address: HOST,
    directory: opts.directory,
    silent: true,
    configureBuckets: opts.buckets.map((name) => ({ name, configs: [cors] })),
  });
  const address = (await server.run()) as AddressInfo;
  return {
    url: `http://${HOST}:${address.port}`,
    port: address.port,
    close: () => server.close(),
  };
}

export async function freePort(): Promise<number> {
  const { createServer } = await import('node:net');
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, HOST, () => {
      const port = (srv.address() as AddressInfo).port;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Holds a port that a server of this process will listen on later, so that a port already taken (the
 * previous test file's stack still letting its API go, an outgoing connection that drew it) fails the
 * start at once, before anything else has started or been imported: the functions' module-scope AWS
 * clients read the emulators' addresses once, so a stack started again after them would talk to the
 * first try's closed emulators (`connect ECONNREFUSED`, two browser files of one CI run). `liberar`
 * lets it go right before the real server listens; it may be called more than once.
 */
export async function reservarPuerto(port: number, host: string): Promise<{ close(): Promise<void> }> {
  const { createServer } = await import('node:net');
  const srv = createServer();
  await new Promise<void>((resolve, reject) => {
    srv.once('error', reject);
    srv.listen(port, host, () => resolve());
  });
  return { close: () => new Promise<void>((resolve) => (srv.listening ? srv.close(() => resolve()) : resolve())) };
}

/**
 * Waits until cognito-local itself answers its health check (200 and `{"ok":true}`): any answer from
 * another server is not it. Ports are chosen free and then bound by a child a moment later, so under a
 * busy run another stack's server can take the port in between: its 404 used to count as started, and
 * the first call then met that server (ListUserPools: UnknownError, seen once in CI).
 */
async function esperarCognito(url: string, timeoutMs: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new PuertoOcupado(`${url}: the process exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/health`, { signal: AbortSignal.timeout(1_000) });
      const body = (await res.json().catch(() => null)) as { ok?: unknown } | null;
      if (res.status === 200 && body?.ok === true && child.exitCode === null) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`${url} did not start within ${timeoutMs} ms`);
    // Short: every start of a test's stack waits here for cognito-local (D131).
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** cognito-local exited before answering: on a port chosen for it, most likely because it was taken. */
class PuertoOcupado extends Error {}

/**
 * cognito-local as a child process. `port` may be one chosen with freePort (so the child can be spawned
 * before anything else is awaited, D131): with `otroPuertoSiSale` a child that exits before answering
 * (its port taken meanwhile) is started again on a new free port, twice at most.
 */
export async function startCognito(opts: {
  directory: string;
  port: number;
  otroPuertoSiSale?: boolean;
  log?: (line: string) => void;
}): Promise<Running> {
  mkdirSync(opts.directory, { recursive: true });
  let port = opts.port || (await freePort());
  const bin = join(dirname(require.resolve('cognito-local/package.json')), 'lib', 'bin', 'start.js');
  for (let intento = 1; ; intento++) {
    const child = spawn(process.execPath, [bin], {
      cwd: opts.directory,
      env: { ...process.env, HOST, PORT: String(port), DEBUG: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output: string[] = [];
    const collect = (chunk: Buffer) => {
      const text = chunk.toString();
      output.push(text);
      if (output.length > 200) output.shift();
      opts.log?.(text);
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    const url = `http://${HOST}:${port}`;
    try {
      await esperarCognito(url, 20_000, child);
    } catch (err) {
      child.kill();
      if (err instanceof PuertoOcupado && (opts.otroPuertoSiSale || !opts.port) && intento < 3) {
        port = await freePort();
        continue;
      }
      throw new Error(`cognito-local did not start: ${(err as Error).message}\n${output.join('')}`, { cause: err });
    }
    return {
      url,
      port,
      close: () =>
        new Promise<void>((resolve) => {
          // Stopped before (a test of a Cognito outage): a killed child keeps exitCode null.
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
          setTimeout(() => child.kill('SIGKILL'), 3_000).unref();
        }),
    };
  }
}

export async function startSes(opts: { port: number }): Promise<Running> {
  const { default: sesServer } = await import('aws-ses-v2-local');
  // CommonJS default export seen from ESM.
  const start = ((sesServer as unknown as { default?: typeof sesServer }).default ?? sesServer) as typeof sesServer;
  const port = opts.port || (await freePort());
  const server: Server = await start({ host: HOST, port });
  return {
    url: `http://${HOST}:${port}`,
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface RunningOidc extends Running {
  server: OAuth2Server;
  issuer: string;
}

/**
 * The OIDC test issuer plays Google/Microsoft: it has no login page, so who signs in is the
 * `login_hint` the API forwards from the login form's email field (else `defaultEmail`). The
 * identity follows the code to the ID token and the refresh token to later refreshes.
 */
export async function startOidc(opts: {
  port: number;
  defaultEmail: string;
  /**
   * A file that keeps the issuer's RS256 signing key (a JWK with its private fields) from one start to
   * the next: read when it is there, else the key is made and written there. Without it a new key is
   * made on every start. The tests' stacks share one (D131): making an RSA key costs 0.1–0.6 s of CPU.
   */
  claveArchivo?: string;
}): Promise<RunningOidc> {
  const { OAuth2Server } = await import('oauth2-mock-server');
  const server = new OAuth2Server();
  const guardada = opts.claveArchivo ? leerClave(opts.claveArchivo) : undefined;
  if (guardada) await server.issuer.keys.add(guardada);
  else {
    await server.issuer.keys.generate('RS256');
    if (opts.claveArchivo) guardarClave(opts.claveArchivo, server.issuer.keys.toJSON(true)[0] as unknown as Record<string, unknown>);
  }
  await server.start(opts.port, HOST);
  const port = server.address().port;
  const issuer = `http://${HOST}:${port}`;
  server.issuer.url = issuer;

  const identities = new Map<string, string>();
  const emailFor = (body: { code?: string; refresh_token?: string } | undefined) =>
    (body?.code && identities.get(`code:${body.code}`)) ||
    (body?.refresh_token && identities.get(`rt:${body.refresh_token}`)) ||
    opts.defaultEmail;
  server.service.on('beforeAuthorizeRedirect', (redirect: { url: URL }, req: { query: Record<string, unknown> }) => {
    const code = redirect.url.searchParams.get('code');
    const hint = typeof req.query.login_hint === 'string' ? req.query.login_hint.trim().toLowerCase() : '';
    if (code && hint) identities.set(`code:${code}`, hint);
  });
  server.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }, req: { body?: Record<string, string> }) => {
    const email = emailFor(req.body);
    Object.assign(token.payload, {
      sub: `oidc-${createHash('sha256').update(email).digest('hex').slice(0, 24)}`,
      email,
      email_verified: true,
      name: email.split('@')[0],
    });
  });
  server.service.on('beforeResponse', (response: { body: Record<string, unknown> }, req: { body?: Record<string, string> }) => {
    const rt = response.body.refresh_token;
    if (typeof rt === 'string') identities.set(`rt:${rt}`, emailFor(req.body));
  });
  return { url: issuer, issuer, port, server, close: () => server.stop() };
}

function leerClave(archivo: string): Record<string, unknown> | undefined {
  try {
    const jwk = JSON.parse(readFileSync(archivo, 'utf8')) as Record<string, unknown>;
    return jwk.alg === 'RS256' && typeof jwk.d === 'string' ? jwk : undefined;
  } catch {
    return undefined;
  }
}

/** Written whole or not at all: test files start their stacks side by side and may read it meanwhile. */
function guardarClave(archivo: string, jwk: Record<string, unknown>): void {
  mkdirSync(dirname(archivo), { recursive: true });
  const temporal = `${archivo}.${process.pid}.tmp`;
  writeFileSync(temporal, JSON.stringify(jwk), { mode: 0o600 });
  renameSync(temporal, archivo);
}

/**
 * The AWS Parameters and Secrets Lambda Extension's HTTP endpoint, which functions read their
 * secrets from at run time (functions/lib/secrets.ts; in AWS the extension is a layer of each
 * function that needs a secret). GET /secretsmanager/get?secretId=…&versionStage=… answers the
 * GetSecretValue shape; like the real one it refuses a request without the
 * X-Aws-Parameters-Secrets-Token header, and a version stage the secret lacks (never rotated).
 */
export async function startSecretsExtension(opts: {
  port: number;
  secrets: Record<string, { current: string; previous?: string }>;
}): Promise<Running> {
  const { createServer } = await import('node:http');
  const handler: Parameters<typeof createServer>[1] = (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const answer = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method !== 'GET' || url.pathname !== '/secretsmanager/get') return answer(404, { message: 'not found' });
    if (req.headers['x-aws-parameters-secrets-token'] === undefined)
      return answer(401, { message: 'missing X-Aws-Parameters-Secrets-Token' });
    const id = url.searchParams.get('secretId') ?? '';
    const stage = url.searchParams.get('versionStage') ?? 'AWSCURRENT';
    const secret = opts.secrets[id];
    const value = stage === 'AWSPREVIOUS' ? secret?.previous : stage === 'AWSCURRENT' ? secret?.current : undefined;
    if (!value)
      return answer(400, {
        __type: 'ResourceNotFoundException',
        message: `Secrets Manager can't find the specified secret value for staging label: ${stage}`,
      });
    answer(200, { ARN: `arn:aws:secretsmanager:local:000000000000:secret:${id}`, Name: id, SecretString: value, VersionStages: [stage] });
  };
  const v4 = createServer(handler);
  await new Promise<void>((resolve, reject) => {
    v4.once('error', reject);
    v4.listen(opts.port, HOST, () => resolve());
  });
  const port = (v4.address() as AddressInfo).port;
  // The functions ask http://localhost:<port>, as in Lambda: where localhost is ::1 first, answer there too.
  const v6 = createServer(handler);
  await new Promise<void>((resolve) => {
    v6.once('error', () => resolve());
    v6.listen(port, '::1', () => resolve());
  });
  return {
    url: `http://localhost:${port}`,
    port,
    close: async () => {
      await new Promise<void>((resolve) => v6.close(() => resolve()));
      await new Promise<void>((resolve) => v4.close(() => resolve()));
    },
  };
}
