import { request } from 'node:http';
// Test data: written straight to the table in the shape the features write it (for tests of
// features that need companies before the Companies endpoints exist in a test's scope), or made
// through the API as a person would (a company with its admin, a user), with their sessions.
import { afterAll, beforeAll, expect } from 'vitest';
import { empresaKeys, fichaEmpresa, type EmpresaItem } from '../../functions/lib/db/empresas.js';
import { entrevistaProgramada, type EntrevistaItem } from '../../functions/lib/entrevistas/item.js';
import { createItem } from '../../functions/lib/db/repository.js';
import { actualizarPerfil } from '../../functions/lib/db/usuarios.js';
import { codigoSiguiente, SECRETO_TOTP_PRUEBAS } from '../testing/segundo-factor.js';
import { adminPrueba, cifPrueba, dominioPrueba, empresaPrueba } from '../testing/empresa-prueba.js';
import { SUPERADMIN, startTestStack, type TestStack } from './local-stack.js';

export async function crearEmpresa(
  id: string,
  opts: {
    nombre?: string;
    nombreLegal?: string;
    cif?: string;
    usuarios?: number;
    plan?: 'starter' | 'professional' | 'enterprise';
    activa?: boolean;
    /** Left out, the company has none (as items written before estado was kept). */
    estado?: 'activa' | 'trial' | 'suspendida' | 'cancelada';
    /** Its address's «País» as stored, any text (a company saved before the list of countries, issue 67). */
    pais?: string;
    /** As stored, unchecked (a phone kept as free text before issue 67 item 9). */
    telefono?: string;
  } = {},
) {
  const now = new Date().toISOString();
  const empresa: EmpresaItem = {
    ...empresaKeys.empresa(id),
    entidad: 'EMPRESA',
    id,
    nombreLegal: opts.nombreLegal ?? `${opts.nombre ?? id} S.L.`,
    nombreComercial: opts.nombre ?? id,
    cif:
      opts.cif ??
      `B${id
        .replace(/[^0-9A-Za-z]/g, '')
        .slice(0, 8)
        .padEnd(8, '0')
        .toUpperCase()}`,
    email: `contacto@${id}.test`,
    plan: opts.plan ?? 'professional',
    activa: opts.activa ?? true,
    ...(opts.estado ? { estado: opts.estado } : {}),
    ...(opts.pais !== undefined ? { direccion: { pais: opts.pais } } : {}),
    ...(opts.telefono ? { telefono: opts.telefono } : {}),
    limites: { usuarios: opts.usuarios ?? 10, candidatos: 500, entrevistas: 200 },
    uso: { usuarios: 0, candidatos: 0, entrevistas: 0 },
    createdAt: now,
    fechaCreacion: now,
  };
  // The company and its index card (what the list reads), as crearEmpresaSteps writes them.
  await createItem(empresa as EmpresaItem & { PK: string; SK: string });
  await createItem(fichaEmpresa(empresa));
}

export interface Session {
  token: string;
  cookie?: string;
  user: any;
  empresas: any[];
}

/**
 * Marks a user as having chosen their own password, as if they had done the change required at
 * first sign-in (users made by an admin or with their company must, D37). Tests of other
 * features sign in as such users; the forced change itself is tested in password.test.ts.
 */
export async function yaEligioPassword(user: { id: string; empresaId?: string | null }): Promise<void> {
  await actualizarPerfil(user.empresaId ?? null, user.id, { debeCambiarPassword: undefined });
}

/**
 * Signs in through the API (the same call the web makes) and keeps the refresh cookie. A user who
 * must still choose their password is marked as having done so (yaEligioPassword), unless
 * `cambioPendiente: true` keeps them held at the change.
 */
export async function login(
  stack: TestStack,
  email: string,
  password: string,
  opts: { cambioPendiente?: boolean; totp?: { secreto: string; sub: string } } = {},
): Promise<Session> {
  const enviar = (path: string, datos: unknown) =>
    fetch(`${stack.apiUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(datos) });
  let res = await enviar('/api/auth/login', { email, password });
  let body = await res.json();
  // The second step (D155): the superadmin's code from the test secret, another user's from `totp`.
  const totp =
    opts.totp ??
    (email === SUPERADMIN.email && stack.superadminId ? { secreto: SECRETO_TOTP_PRUEBAS, sub: stack.superadminId } : undefined);
  if (res.status === 200 && body.data?.segundoFactor === 'codigo' && totp) {
    res = await enviar('/api/auth/2fa/codigo', {
      sesion: body.data.sesion,
      codigo: codigoSiguiente(stack.cognitoMfa, totp.sub, totp.secreto),
    });
    body = await res.json();
  }
  if (res.status !== 200 || !body.data?.token) throw new Error(`login ${email}: ${res.status} ${JSON.stringify(body)}`);
  const cookie = res.headers
    .getSetCookie()
    .find((c) => c.startsWith('talentia_refresh='))
    ?.split(';')[0];
  if (body.data.user.debeCambiarPassword && !opts.cambioPendiente) await yaEligioPassword(body.data.user);
  return { token: body.data.token, cookie, user: body.data.user, empresas: body.data.empresas };
}

/** The file's local stack (see startTestStack) with the superadmin signed in: where most suites begin. */
export async function pilaConSuperadmin(
  opts: Parameters<typeof startTestStack>[0] = {},
): Promise<{ stack: TestStack; superadmin: Session }> {
  const stack = await startTestStack(opts);
  return { stack, superadmin: await login(stack, SUPERADMIN.email, SUPERADMIN.password) };
}

/**
 * The file's stack with the superadmin signed in (pilaConSuperadmin), started before its tests and
 * cleaned up after them: `recibir` gets both once they are up, to keep in the file's variables and to
 * add what the file needs before its tests (it is awaited).
 */
export function pilaDelArchivo(
  opts: Parameters<typeof startTestStack>[0],
  recibir: (pila: { stack: TestStack; superadmin: Session }) => unknown,
): void {
  let stack: TestStack | undefined;
  beforeAll(async () => {
    const pila = await pilaConSuperadmin(opts);
    stack = pila.stack;
    await recibir(pila);
  });
  afterAll(async () => {
    await stack?.cleanup();
  });
}

export interface DatosEmpresa {
  nombreLegal: string;
  nombreComercial?: string;
  cif: string;
  /** The company's contact. */
  email: string;
  licencias?: { activas: number; total?: number; configuracion?: { vigenciaDias?: number; maxEntrevistasPorLicencia?: number } };
  /** The plan's code (the form's default when left out). */
  plan?: string;
  admin: { nombre: string; email: string; password: string };
}

/**
 * A company with its admin, made through the API as the superadmin (as the Empresas screen does;
 * the create must answer 201), and the admin signed in. Answers the company as the create answered it.
 */
export async function empresaConAdmin(
  stack: TestStack,
  superadmin: Session,
  { admin, ...empresa }: DatosEmpresa,
): Promise<{ empresaId: string; empresa: any; admin: Session }> {
  const res = await stack.call('POST', '/api/empresas', {
    token: superadmin.token,
    body: { ...empresa, adminData: { ...admin, confirmPassword: admin.password } },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { empresaId: res.body.data.id, empresa: res.body.data, admin: await login(stack, admin.email, admin.password) };
}

/**
 * The file's stack with the superadmin signed in (pilaDelArchivo) and one company with its admin made
 * through the API (empresaConAdmin), before the file's tests: `recibir` gets them all once they are up,
 * to keep in the file's variables and to add what the file needs (an operator, another company; it is
 * awaited).
 */
export function empresaDelArchivo(
  opts: Parameters<typeof startTestStack>[0],
  datos: DatosEmpresa,
  recibir: (hecha: { stack: TestStack; superadmin: Session; empresaId: string; empresa: any; admin: Session }) => unknown,
): void {
  pilaDelArchivo(opts, async ({ stack, superadmin }) =>
    recibir({ stack, superadmin, ...(await empresaConAdmin(stack, superadmin, datos)) }),
  );
}

/**
 * empresaDelArchivo with what a feature's permission and isolation tests need besides: an operator of
 * the company, signed in, and another company with its admin (whose ids must answer 404).
 */
export function empresaConOperadorYOtra(
  opts: Parameters<typeof startTestStack>[0],
  datos: DatosEmpresa,
  operador: { email: string; password: string },
  otraDatos: DatosEmpresa,
  recibir: (hecha: {
    stack: TestStack;
    superadmin: Session;
    empresaId: string;
    admin: Session;
    operador: Session;
    otra: { empresaId: string; admin: Session };
  }) => unknown,
): void {
  empresaDelArchivo(opts, datos, async (hecha) => {
    const op = await usuarioConSesion(hecha.stack, hecha.admin, { ...operador, rol: 'operador' });
    const otra = await empresaConAdmin(hecha.stack, hecha.superadmin, otraDatos);
    await recibir({ ...hecha, operador: op, otra });
  });
}

/** What a file of two companies receives before its first test (empresaConOperadorYOtra). */
export type DosEmpresas = Parameters<Parameters<typeof empresaConOperadorYOtra>[4]>[0];

/**
 * The usual two companies of a file, from one name: «{nombre} Norte» with its admin (named
 * `norte.nombreAdmin` when given, with `norte.licencias`) and an operator (op@{its domain}), and
 * «{nombre} Sur» with its admin; both CIFs from their names. A stack without the scheduler.
 */
export function norteYSurDelArchivo(
  nombre: string,
  recibir: (hecha: DosEmpresas) => unknown,
  norte: { nombreAdmin?: string; licencias?: { activas: number; total?: number } } = {},
): void {
  const [n, s] = [`${nombre} Norte`, `${nombre} Sur`];
  empresaConOperadorYOtra(
    { scheduler: false },
    {
      ...empresaPrueba(n, cifPrueba(n), norte.licencias ? { licencias: norte.licencias } : undefined),
      admin: adminPrueba(n, norte.nombreAdmin ? { nombre: norte.nombreAdmin } : undefined),
    },
    { email: `op@${dominioPrueba(n)}`, password: 'Pqb-Clave-2026' },
    { ...empresaPrueba(s, cifPrueba(s)), admin: adminPrueba(s) },
    recibir,
  );
}

/** Creates a company user through the API as `as` and returns it with its password. */
export async function crearUsuario(
  stack: TestStack,
  as: Session,
  body: { email: string; rol: 'admin' | 'operador'; empresaId?: string; nombre?: string; password?: string },
) {
  const password = body.password ?? 'Usuario-Prueba-2026';
  const res = await stack.call('POST', '/api/usuarios', {
    token: as.token,
    body: { nombre: body.nombre ?? body.email.split('@')[0], ...body, password },
  });
  if (res.status !== 201) throw new Error(`create ${body.email}: ${res.status} ${JSON.stringify(res.body)}`);
  return { ...res.body.data.user, password };
}

/** A company user created through the API as `as` (see crearUsuario), signed in. */
export async function usuarioConSesion(stack: TestStack, as: Session, body: Parameters<typeof crearUsuario>[2]): Promise<Session> {
  const u = await crearUsuario(stack, as, body);
  return login(stack, u.email, u.password);
}

export interface SentMail {
  subject: string;
  destination: { to: string[] };
  body: { html?: string; text?: string };
}

/**
 * The token of the newest interview link among `mails` (an invitation, a resend, a reschedule): the
 * newest mail may be another (the «interview received» mail of an earlier interview arrives from a
 * queue, whenever its consumer runs).
 */
export function tokenDeInvitacion(mails: readonly { body: { html?: string } }[]): string {
  const con = mails.map((m) => /\/entrevista\/(tok_[A-Za-z0-9_-]+)/.exec(m.body.html ?? '')?.[1]).filter((t) => t !== undefined);
  const token = con.at(-1);
  if (!token) throw new Error('no interview link in the mails');
  return token;
}

/** What the local SES emulator has sent to `to`, oldest first. */
export async function mailsTo(stack: TestStack, to: string): Promise<SentMail[]> {
  const store = await fetch(`${stack.mailUrl}/store`).then((r) => r.json());
  return store.emails.filter((e: SentMail) => e.destination.to.includes(to));
}

/**
 * A programada interview written as the interviews feature writes it (entrevistas/item.ts), for
 * the jobs and dashboards that read interviews.
 */
export async function programarEntrevista(
  empresaId: string,
  opts: {
    fechaProgramada: Date;
    candidato: string;
    creadoPor: string;
    servicio?: string;
    zonaHoraria?: string;
    estado?: EntrevistaItem['estado'];
  },
): Promise<EntrevistaItem & { token: string }> {
  const { item, token } = await entrevistaProgramada({
    empresaId,
    candidato: {
      id: `cand-${opts.candidato.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
      nombre: opts.candidato,
      email: `${opts.candidato.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@candidatos.test`,
    },
    servicio: { id: 'entrevistas-profundidad', nombre: opts.servicio ?? 'Entrevista en profundidad' },
    fechaProgramada: opts.fechaProgramada.toISOString(),
    duracionEstimada: 60,
    creadoPor: opts.creadoPor,
    zonaHoraria: opts.zonaHoraria,
  });
  if (opts.estado) item.estado = opts.estado;
  await createItem(item);
  return { ...item, token };
}

export interface RespuestaDesde {
  status: number;
  body: any;
  retryAfter?: string;
}

/**
 * A POST to the local API from a given loopback source address (127.0.0.x all reach it), with extra
 * headers (the CloudFront ones, for the viewer-address tests): what the per-address limits see as
 * the socket address. A string body is sent as it is.
 */
export function postDesde(
  stack: TestStack,
  path: string,
  body: unknown,
  source = '127.0.0.1',
  headers: Record<string, string> = {},
): Promise<RespuestaDesde> {
  const url = new URL(`${stack.apiUrl}${path}`);
  const payload = typeof body === 'string' ? body : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress: source,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), ...headers },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode!, body: JSON.parse(text), retryAfter: res.headers['retry-after'] }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** POST /api/auth/login from a given loopback source address (see postDesde). */
export const loginDesde = (stack: TestStack, email: string, password: string, source?: string, headers?: Record<string, string>) =>
  postDesde(stack, '/api/auth/login', { email, password }, source, headers);

/**
 * Reads until `listo` holds of what was read (what a queued worker writes in the background), every
 * 100 ms for at most 15 s, and answers the last read: the test's assertions say what was expected.
 */
export async function esperar<T>(leer: () => Promise<T>, listo: (v: T) => boolean): Promise<T> {
  let v = await leer();
  for (let i = 0; i < 150 && !listo(v); i++) {
    await new Promise((r) => setTimeout(r, 100));
    v = await leer();
  }
  return v;
}

/**
 * Sends a request as a client does under contention: a 503 (busy: its writes' conflicts outlasted
 * their retries, and it changed nothing, D110; or an outage such as the database's time-out, D33)
 * is sent again after its Retry-After, at most three times in all. Burst tests on a loaded CI
 * machine met such answers; the final answer is the one a test checks. `ocupadas` counts the 503s met.
 */
export async function comoCliente<R extends { status: number; body?: unknown; headers?: Headers; retryAfter?: string }>(
  enviar: () => Promise<R>,
  ocupadas?: { n: number },
): Promise<R> {
  for (let vez = 1; ; vez++) {
    const r = await enviar();
    if (r.status !== 503 || vez === 3) return r;
    const tras = Number(r.headers?.get('retry-after') ?? r.retryAfter);
    expect(tras, JSON.stringify(r.body)).toBeGreaterThan(0);
    if (ocupadas) ocupadas.n++;
    await new Promise((ok) => setTimeout(ok, tras * 1000));
  }
}

/** A vacancy of `admin`'s company with the form's defaults: a title, a place, the admin as its lead and the first template offered. */
export async function vacanteConDefectos(stack: TestStack, admin: Session, titulo: string, lugar: string): Promise<string> {
  const servicioId = (await stack.call('GET', '/api/servicios-hr/disponibles', { token: admin.token })).body.data[0].id as string;
  const r = await stack.call('POST', '/api/vacantes', {
    token: admin.token,
    body: { titulo, lugar, responsableId: admin.user.id, servicioId },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.data.id as string;
}
