// One browser-suite environment per test file: the whole local stack in a temporary folder, serving
// the run's production build of the web app (test/e2e/construir-web.ts) with the API on the port that
// build calls, the rest on random ports, and Debian's Chromium.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { freePort } from '../../infra/local/emulators.js';
import { OIDC_TEST_KEY, startLocalStack, type LocalStack } from '../../infra/local/stack.js';
import { codigoSiguiente, SECRETO_TOTP_PRUEBAS } from '../testing/segundo-factor.js';
import { launch } from './browser.js';

export const SUPERADMIN = { email: 'superadmin@talentia.test', password: 'Talentia-Test-2026' };

export interface E2E {
  stack: LocalStack;
  browser: Browser;
  web: string;
  /** Calls the API as a script would (set-up data), JSON in and out. */
  api(method: string, path: string, opts?: { token?: string; body?: unknown }): Promise<{ status: number; body: any }>;
  stop(): Promise<void>;
}

/** Tries at starting a file's stack when a port it was given is taken meanwhile. */
const INTENTOS_PUERTO = 3;

/**
 * The file's stack. The web port is chosen free and then listened on: between the two another process
 * may take it (EADDRINUSE, seen once in a clean-clone CI run), so a taken port is chosen again after a
 * wait.
 */
async function arrancarPila(dataDir: string) {
  for (let intento = 1; ; intento++) {
    try {
      return await startLocalStack({
        dataDir,
        ports: { api: inject('apiPort'), web: await freePort(), dynamo: 0, s3: 0, cognito: 0, ses: 0, oidc: 0 },
        web: true,
        webModo: 'produccion',
        webDist: inject('webDist'),
        scheduler: false,
        // Enrolled with the tests' TOTP secret: the helpers answer its code step (D155).
        superadmin: { ...SUPERADMIN, totpSecret: SECRETO_TOTP_PRUEBAS },
        oidcClave: OIDC_TEST_KEY,
      });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EADDRINUSE' || intento === INTENTOS_PUERTO) throw err;
      // The API's port is the build's, always the same: the previous file's stack may still be letting it go.
      await new Promise((r) => setTimeout(r, 1000 * intento));
    }
  }
}

export async function startE2E(): Promise<E2E> {
  const dataDir = mkdtempSync(join(tmpdir(), 'talentia-e2e-'));
  const stack = await arrancarPila(dataDir);
  pilaActual = stack;
  const browser = await launch();
  const llamar = async (method: string, path: string, opts: { token?: string; body?: unknown } = {}) => {
    const res = await fetch(`${stack.apiUrl}${path}`, {
      method,
      headers: {
        ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      },
      body: opts.body !== undefined ? JSON.stringify(opts.body) : undefined,
    });
    return { status: res.status, body: await res.json().catch(() => null) };
  };
  return {
    stack,
    browser,
    web: stack.webUrl!,
    async api(method, path, opts = {}) {
      const res = await llamar(method, path, opts);
      // The superadmin's sign-in as a script: its code step answered with the tests' secret (D155).
      const cuerpo = opts.body as { email?: string } | undefined;
      if (path === '/api/auth/login' && cuerpo?.email === SUPERADMIN.email && res.body?.data?.segundoFactor === 'codigo') {
        return llamar('POST', '/api/auth/2fa/codigo', { body: { sesion: res.body.data.sesion, codigo: codigoSuperadmin() } });
      }
      return res;
    },
    async stop() {
      await browser.close().catch(() => undefined);
      await stack.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Marks the user with this email as having chosen their own password, as if they had made the
 * change required at first sign-in (users made by an admin or with their company must, D37;
 * password.test.ts goes through that screen). The stack runs in this process, so the table is at hand.
 */
export async function yaEligioPassword(email: string): Promise<void> {
  const { actualizarPerfil, perfilPorEmail } = await import('../../functions/lib/db/usuarios.js');
  const perfil = await perfilPorEmail(email);
  if (!perfil) throw new Error(`No user ${email}`);
  await actualizarPerfil(perfil.empresaId ?? null, perfil.id, { debeCambiarPassword: undefined });
}

/** The stack of this file (one per test file): the helpers below answer the superadmin's code from it. */
let pilaActual: LocalStack | undefined;

/** The seeded superadmin's next TOTP code (otpauth, the tests' secret; test/testing/segundo-factor.ts). */
export function codigoSuperadmin(): string {
  if (!pilaActual?.superadminId) throw new Error('No e2e stack with a seeded superadmin');
  return codigoSiguiente(pilaActual.cognitoMfa, pilaActual.superadminId, SECRETO_TOTP_PRUEBAS);
}

/** Fills the login form and submits it; the superadmin's code step (D155) is answered too. */
export async function loginWithPassword(page: Page, web: string, email: string, password: string): Promise<void> {
  await page.goto(`${web}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Acceder' }).click();
  if (email === SUPERADMIN.email && password === SUPERADMIN.password && pilaActual) {
    await page.getByLabel('Código de verificación').fill(codigoSuperadmin());
    await page.getByRole('button', { name: 'Verificar' }).click();
  }
}

/** Signs in through the login form and waits for the dashboard, where everyone who signs in lands. */
export async function entrarAlPanel(page: Page, web: string, who: { email: string; password: string }, timeout?: number): Promise<void> {
  await loginWithPassword(page, web, who.email, who.password);
  await page.waitForURL('**/dashboard', timeout === undefined ? undefined : { timeout });
}

/**
 * A new page of this size, signed in as `who` and on the dashboard, or then at `ruta`; `timeout` is
 * the sign-in's wait for the dashboard (entrarAlPanel).
 */
export async function paginaEnPanel(
  e2e: E2E,
  who: { email: string; password: string },
  viewport: { width: number; height: number },
  { ruta, timeout }: { ruta?: string; timeout?: number } = {},
): Promise<Page> {
  const page = await e2e.browser.newPage({ viewport });
  await entrarAlPanel(page, e2e.web, who, timeout);
  if (ruta) await page.goto(`${e2e.web}${ruta}`);
  return page;
}

/**
 * Pages on the dashboard (or at `ruta`), signed in once per session name: the first page of each
 * `sesion` goes through the sign-in form, the next ones are new tabs of the same browser (its refresh
 * cookie opens the session, as a reload does). A sign-in through the form, the superadmin's code step
 * included, costs seconds on a loaded machine, and a file whose tests sign the same person in again
 * and again pays it each time. A test that leaves state behind in the browser (storage, a mode it
 * turns on) takes a session name of its own. The file closes them in its afterAll (`cerrar`).
 */
export function sesionesDeNavegador(e2e: () => E2E): {
  pagina(
    sesion: string,
    who: { email: string; password: string },
    viewport: { width: number; height: number },
    ruta?: string,
  ): Promise<Page>;
  cerrar(): Promise<void>;
} {
  const abiertas = new Map<string, BrowserContext>();
  return {
    async pagina(sesion, who, viewport, ruta = '/dashboard') {
      const abierta = abiertas.get(sesion);
      if (!abierta) {
        const contexto = await e2e().browser.newContext({ viewport });
        abiertas.set(sesion, contexto);
        const page = await contexto.newPage();
        await entrarAlPanel(page, e2e().web, who, 60_000);
        if (ruta !== '/dashboard') await page.goto(`${e2e().web}${ruta}`);
        return page;
      }
      const page = await abierta.newPage();
      await page.setViewportSize(viewport);
      await page.goto(`${e2e().web}${ruta}`);
      return page;
    },
    async cerrar() {
      for (const c of abiertas.values()) await c.close().catch(() => undefined);
      abiertas.clear();
    },
  };
}

export interface Persona {
  nombre: string;
  email: string;
  password: string;
}

/**
 * A company with its admin, made through the API as the superadmin (as the Empresas screen does);
 * the admin has chosen their password. Answers the company's id and the admin's token. A company
 * that schedules interviews needs active licences (D63): pass `licencias`.
 */
export async function empresaConAdmin(
  e2e: E2E,
  empresa: {
    nombreLegal: string;
    nombreComercial: string;
    cif: string;
    email: string;
    licencias?: { activas: number; total?: number; configuracion?: { vigenciaDias?: number; maxEntrevistasPorLicencia?: number } };
  },
  admin: Persona,
): Promise<{ empresaId: string; adminToken: string }> {
  const res = await e2e.api('POST', '/api/empresas', {
    token: await tokenDeSuperadmin(e2e),
    body: { ...empresa, adminData: { ...admin, confirmPassword: admin.password } },
  });
  if (res.status !== 201) throw new Error(`create company: ${res.status} ${JSON.stringify(res.body)}`);
  await yaEligioPassword(admin.email);
  const login = await e2e.api('POST', '/api/auth/login', { body: { email: admin.email, password: admin.password } });
  return { empresaId: res.body.data.id, adminToken: login.body.data.token };
}

/**
 * The file's environment with one company and its admin (startE2E, then empresaConAdmin), made before
 * the file's tests and stopped after them: `recibir` gets both once they are up, to keep in the
 * file's variables and to add what the file needs before its tests (users, candidates; it is awaited).
 */
export function empresaDelArchivo(
  empresa: Parameters<typeof empresaConAdmin>[1],
  admin: Persona,
  recibir: (e2e: E2E, hecha: { empresaId: string; adminToken: string }) => unknown,
): void {
  pilaDelArchivo(async (e2e) => recibir(e2e, await empresaConAdmin(e2e, empresa, admin)));
}

/**
 * The file's (or the describe's) environment, started before its tests and stopped after them;
 * `recibir` gets it once it is up (it is awaited).
 */
export function pilaDelArchivo(recibir: (e2e: E2E) => unknown): void {
  let e2e: E2E | undefined;
  beforeAll(async () => {
    e2e = await startE2E();
    await recibir(e2e);
  });
  afterAll(async () => {
    await e2e?.stop();
  });
}

/** The superadmin's session token, signed in through the API. */
export async function tokenDeSuperadmin(e2e: E2E): Promise<string> {
  return (await e2e.api('POST', '/api/auth/login', { body: SUPERADMIN })).body.data.token;
}

/**
 * A company user made through the API by its admin (or by the superadmin, naming `empresaId`);
 * they have chosen their password.
 */
export async function usuarioDeEmpresa(
  e2e: E2E,
  token: string,
  u: Persona & { rol: 'admin' | 'operador'; empresaId?: string; apellidos?: string },
): Promise<void> {
  const res = await e2e.api('POST', '/api/usuarios', { token, body: u });
  if (res.status !== 201) throw new Error(`create user: ${res.status} ${JSON.stringify(res.body)}`);
  await yaEligioPassword(u.email);
}
