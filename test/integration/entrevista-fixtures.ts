// What the interview suites share: a company with licences, its signed-in admin and one candidate;
// an interview scheduled for that candidate, with the token read from the invitation the candidate
// received (the only place it exists in clear); and the public routes' paths.
import { afterAll, beforeAll, expect } from 'vitest';
import { AVISO_ENTREVISTA_VERSION } from '../../shared/aviso-entrevista.js';
import { adminPrueba, cifPrueba, dominioPrueba, empresaPrueba } from '../testing/empresa-prueba.js';
import { empresaConAdmin, login, mailsTo, tokenDeInvitacion, type Session } from './fixtures.js';
import { SUPERADMIN, startTestStack, type TestStack } from './local-stack.js';

export interface DatosEmpresaPrueba {
  nombreComercial: string;
  /** By default one derived from the name (cifPrueba): a suite gives it where it reads it. */
  cif?: string;
  licencias: number;
  /** The company's contact (the privacy notice names it); by default rrhh@<slug>.test. */
  email?: string;
  /** By default «Admin <company>», admin@<slug>.test, a password no rule refuses. */
  admin?: Partial<{ nombre: string; email: string; password: string }>;
  /** By default «Candidata <company>», candidata@<slug>.test, «Analista». */
  candidato?: Partial<{ nombre: string; email: string; puesto: string }>;
}

export interface EmpresaPrueba {
  empresaId: string;
  admin: Session;
  candidatoId: string;
  candidatoEmail: string;
}

export async function empresaConCandidato(stack: TestStack, d: DatosEmpresaPrueba): Promise<EmpresaPrueba> {
  const superadmin = await login(stack, SUPERADMIN.email, SUPERADMIN.password);
  const { empresaId, admin } = await empresaConAdmin(stack, superadmin, {
    ...empresaPrueba(d.nombreComercial, d.cif ?? cifPrueba(d.nombreComercial), { licencias: { activas: d.licencias, total: d.licencias } }),
    ...(d.email ? { email: d.email } : {}),
    admin: adminPrueba(d.nombreComercial, d.admin),
  });
  const candidato = {
    nombre: `Candidata ${d.nombreComercial}`,
    email: `candidata@${dominioPrueba(d.nombreComercial)}`,
    puesto: 'Analista',
    ...d.candidato,
  };
  const c = await stack.call('POST', '/api/candidatos', { token: admin.token, body: candidato });
  expect(c.status, JSON.stringify(c.body)).toBe(201);
  return { empresaId, admin, candidatoId: c.body.data.id, candidatoEmail: candidato.email };
}

/** Another candidate of `emp`'s company (its admin creates it; the create must answer 201): `emp` with that candidate. */
export async function otroCandidato(
  stack: TestStack,
  emp: EmpresaPrueba,
  nombre: string,
  email: string,
  puesto = 'Analista',
): Promise<EmpresaPrueba> {
  const c = await stack.call('POST', '/api/candidatos', { token: emp.admin.token, body: { nombre, email, puesto } });
  expect(c.status, JSON.stringify(c.body)).toBe(201);
  return { ...emp, candidatoId: c.body.data.id, candidatoEmail: email };
}

/**
 * The file's stack with one company and its candidate (empresaConCandidato), made before the file's
 * tests and cleaned up after them: `recibir` gets both once they are up, to keep in the file's
 * variables and to add what the file needs before its tests (it is awaited). `timeout` is the
 * beforeAll's, for files that set up more than the company.
 */
export function empresaConCandidatoDelArchivo(
  opts: Parameters<typeof startTestStack>[0],
  datos: DatosEmpresaPrueba,
  recibir: (hecha: { stack: TestStack; emp: EmpresaPrueba }) => unknown,
  timeout?: number,
): void {
  let stack: TestStack | undefined;
  beforeAll(async () => {
    stack = await startTestStack(opts);
    await recibir({ stack, emp: await empresaConCandidato(stack, datos) });
  }, timeout);
  afterAll(async () => {
    await stack?.cleanup();
  });
}

/**
 * An interview for tomorrow (for a vacancy of the company when `vacanteId` is given), and its token from
 * the newest invitation in the candidate's mailbox.
 */
export async function programarEntrevista(
  stack: TestStack,
  emp: EmpresaPrueba,
  servicioId = 'entrevistas-profundidad',
  vacanteId?: string,
): Promise<{ id: string; token: string }> {
  const res = await stack.call('POST', '/api/entrevistas', {
    token: emp.admin.token,
    body: {
      candidatoId: emp.candidatoId,
      servicioId,
      fechaProgramada: new Date(Date.now() + 86_400_000).toISOString(),
      ...(vacanteId ? { vacanteId } : {}),
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const mails = await mailsTo(stack, emp.candidatoEmail);
  const token = tokenDeInvitacion(mails);
  return { id: res.body.data.entrevista.id, token };
}

/** A public route of the candidate's page. */
export const urlPublica = (token: string, resto = '') => `/api/publico/entrevistas/${encodeURIComponent(token)}${resto}`;

/**
 * Schedules, consents, answers (question n gets respuestas[n]; by default the first one only) and
 * finishes an interview of `emp` (its analysis is queued); answers its id.
 */
export async function completarEntrevista(
  stack: TestStack,
  emp: EmpresaPrueba,
  respuestas: Record<number, string> = {
    0: 'Coordiné un equipo de cinco personas y redujimos los plazos de entrega un 20 % en seis meses.',
  },
): Promise<string> {
  const { id, token: tk } = await programarEntrevista(stack, emp);
  const c = await stack.call('POST', urlPublica(tk, '/consentimiento'), { body: { acepto: true, version: AVISO_ENTREVISTA_VERSION } });
  expect(c.status, JSON.stringify(c.body)).toBe(200);
  for (const [n, texto] of Object.entries(respuestas)) {
    const r = await stack.call('PUT', urlPublica(tk, `/respuestas/${n}`), { body: { texto } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
  }
  const f = await stack.call('POST', urlPublica(tk, '/finalizar'));
  expect(f.status, JSON.stringify(f.body)).toBe(200);
  return id;
}

const RESPUESTA = 'Coordiné un equipo de cinco personas en el almacén y redujimos los plazos de entrega un 20 % en seis meses.';

/**
 * Consents, answers (question n gets respuestas[n]) and finishes the interview of `token` (id `id`)
 * of `emp`; waits for the built-in analyzer's report.
 */
export async function hastaAnalizada(
  stack: TestStack,
  emp: EmpresaPrueba,
  token: string,
  id: string,
  respuestas: readonly string[] = [RESPUESTA],
): Promise<void> {
  const c = await stack.call('POST', urlPublica(token, '/consentimiento'), { body: { acepto: true, version: AVISO_ENTREVISTA_VERSION } });
  expect(c.status, JSON.stringify(c.body)).toBe(200);
  for (const [n, texto] of respuestas.entries()) {
    const r = await stack.call('PUT', urlPublica(token, `/respuestas/${n}`), { body: { texto } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
  }
  expect((await stack.call('POST', urlPublica(token, '/finalizar'))).status).toBe(200);
  for (let i = 0; i < 200; i++) {
    const r = await stack.call('GET', `/api/entrevistas/${id}`, { token: emp.admin.token });
    if (r.body.data?.estado === 'analizada') return;
    await new Promise((res) => setTimeout(res, 100));
  }
  throw new Error(`interview ${id} was not analysed`);
}

/** Schedules an interview for `emp`'s candidate and takes it to the built-in analyzer's report (hastaAnalizada). */
export async function entrevistaAnalizada(
  stack: TestStack,
  emp: EmpresaPrueba,
  respuestas: readonly string[] = [RESPUESTA],
): Promise<{ id: string; token: string }> {
  const { id, token } = await programarEntrevista(stack, emp);
  await hastaAnalizada(stack, emp, token, id, respuestas);
  return { id, token };
}
