// Starts the local stack for a test file: random ports, a fresh temporary data folder, no web
// and no timer-driven jobs (tests run jobs with scheduler.runNow). One stack per test file
// (vitest runs each file in its own worker, and handlers read their config from process.env).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OIDC_TEST_KEY, startLocalStack, type LocalStack } from '../../infra/local/stack.js';
import { SECRETO_TOTP_PRUEBAS } from '../testing/segundo-factor.js';
import { responseValidator, type Answer } from './openapi-validator.js';

export const SUPERADMIN = { email: 'superadmin@talentia.test', password: 'Talentia-Test-2026' };

export interface TestStack extends LocalStack {
  dataDir: string;
  /** fetch against the API, JSON in and out. */
  call(
    method: string,
    path: string,
    opts?: { body?: unknown; token?: string; headers?: Record<string, string> },
  ): Promise<{ status: number; body: any; headers: Headers }>;
  cleanup(): Promise<void>;
}

/**
 * One request to the API as the suites make it: a body not already text sent as JSON, the token as a
 * Bearer, redirects (OAuth) answered rather than followed; the answer parsed where it is JSON, and as
 * the OpenAPI check records it.
 */
export async function llamarApi(
  apiUrl: string,
  method: string,
  path: string,
  o: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: any; text: string; headers: Headers; answer: Answer }> {
  const headers: Record<string, string> = { ...o.headers };
  if (o.body !== undefined) headers['content-type'] ??= 'application/json';
  if (o.token) headers.authorization = `Bearer ${o.token}`;
  const res = await fetch(`${apiUrl}${path}`, {
    method,
    headers,
    redirect: 'manual',
    body: o.body === undefined ? undefined : typeof o.body === 'string' ? o.body : JSON.stringify(o.body),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  const answer = { method, url: path, status: res.status, contentType: res.headers.get('content-type'), text };
  return { status: res.status, body, text, headers: res.headers, answer };
}

export async function startTestStack(
  opts: {
    dataDir?: string;
    scheduler?: boolean;
    dynamo?: Parameters<typeof startLocalStack>[0]['dynamo'];
    /** The start's phases (test/bench/arranque-stack.ts). */
    fases?: Parameters<typeof startLocalStack>[0]['fases'];
  } = {},
): Promise<TestStack> {
  const dataDir = opts.dataDir ?? mkdtempSync(join(tmpdir(), 'talentia-it-'));
  const stack = await startLocalStack({
    dataDir,
    ports: { api: 0, web: 0, dynamo: 0, s3: 0, cognito: 0, ses: 0, oidc: 0 },
    web: false,
    scheduler: opts.scheduler ?? true,
    // Enrolled with the tests' TOTP secret: login() answers its code step (test/testing/segundo-factor.ts).
    superadmin: { ...SUPERADMIN, totpSecret: SECRETO_TOTP_PRUEBAS },
    dynamo: opts.dynamo,
    fases: opts.fases,
    oidcClave: OIDC_TEST_KEY,
  });
  stack.scheduler?.stop();
  // OPENAPI_CONTRACT=1: every answer `call` gets is checked against the served OpenAPI document when
  // the stack stops (openapi-contract.test.ts does it always for its own traffic; this runs any
  // integration file's traffic through the same check).
  const contrato: Answer[] | null = process.env.OPENAPI_CONTRACT ? [] : null;
  return {
    ...stack,
    dataDir,
    async call(method, path, o = {}) {
      const r = await llamarApi(stack.apiUrl, method, path, o);
      contrato?.push(r.answer);
      return { status: r.status, body: r.body, headers: r.headers };
    },
    async cleanup() {
      const mismatches = contrato?.length
        ? await fetch(`${stack.apiUrl}/api/openapi.json`)
            .then((r) => r.json())
            .then((doc) => contrato.map(responseValidator(doc).check).filter((m) => m !== null))
        : [];
      await stack.stop();
      if (!opts.dataDir) rmSync(dataDir, { recursive: true, force: true });
      if (mismatches.length > 0) {
        const lista = mismatches.map((m) => `${m.status} ${m.request} [${m.operation ?? '?'}]: ${m.problem}`);
        throw new Error(`${mismatches.length} of ${contrato!.length} answers do not match the OpenAPI document:\n${lista.join('\n')}`);
      }
    },
  };
}
