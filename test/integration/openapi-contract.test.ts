// The API answers what its OpenAPI document says (D91). Traffic of the product's own kind —
// creates, conflicts, quotas, idempotent retries, refusals — goes to the local stack, and then a
// walk of the route table calls every row without a token, as the superadmin with ids that do not
// exist, as an operator, and with a body that is not JSON. Every answer is checked against the
// document the stack serves (GET /api/openapi.json) with a third-party JSON Schema validator
// (openapi-validator.ts): its status must be declared and its body must match the declared schema.
import { describe, expect, it } from 'vitest';
import { LIMITES_LOGIN } from '../../shared/constants.js';
import { routeList, type RouteRow } from '../../shared/routes/index.js';
import { ALCANCES_CLAVE } from '../../shared/schemas/clave-acceso.js';
import { crearUsuario, login, pilaDelArchivo, type Session } from './fixtures.js';
import { llamarApi, SUPERADMIN, type TestStack } from './local-stack.js';
import { responseValidator, type Answer } from './openapi-validator.js';

let stack: TestStack;
const answers: Answer[] = [];

interface Sent {
  status: number;
  body: any;
  text: string;
}

/** One request to the API, recorded for the check at the end. */
async function send(
  method: string,
  url: string,
  o: { token?: string; body?: unknown; contentType?: string; headers?: Record<string, string> } = {},
): Promise<Sent> {
  const headers = o.body === undefined ? o.headers : { ...o.headers, 'content-type': o.contentType ?? 'application/json' };
  const r = await llamarApi(stack.apiUrl, method, url, { token: o.token, body: o.body, headers });
  answers.push(r.answer);
  return { status: r.status, body: r.body, text: r.text };
}

/** Fails the scenario where a step did not answer what it is there to produce. */
function expectStatus(res: Sent, status: number, what: string): Sent {
  expect(res.status, `${what}: ${res.text.slice(0, 300)}`).toBe(status);
  return res;
}

let superadmin: Session;
let admin: Session;
let operador: Session;
let empresaId: string;
let otraEmpresaId: string;
/** A company API key with every scope (D145): the walk calls every row with it too. */
let claveApi: string;

pilaDelArchivo({ scheduler: false }, (pila) => ({ stack, superadmin } = pila));

const empresa = (nombre: string, cif: string, extra: Record<string, unknown> = {}) => ({
  nombreLegal: `${nombre} S.L.`,
  nombreComercial: nombre,
  cif,
  email: `info@${nombre.toLowerCase()}.test`,
  ...extra,
});

describe('traffic of the product’s own kind', () => {
  it('signs in, creates companies, users, areas and candidates, and meets conflicts and quotas', async () => {
    expectStatus(
      await send('POST', '/api/auth/login', { body: { email: SUPERADMIN.email, password: 'no-es-la-clave' } }),
      401,
      'bad password',
    );
    expectStatus(await send('GET', '/api/auth/me', { token: superadmin.token }), 200, 'me');

    // A starter company (three users) with its administrator.
    const creada = await send('POST', '/api/empresas', {
      token: superadmin.token,
      body: empresa('Contrato', 'B20000014', {
        plan: 'starter',
        licencias: { activas: 1, total: 1, configuracion: { vigenciaDias: 30, maxEntrevistasPorLicencia: 1 } },
        adminData: { nombre: 'Carla', email: 'carla@contrato.test', password: 'Dbsmb-Clave-2026', confirmPassword: 'Dbsmb-Clave-2026' },
      }),
    });
    empresaId = expectStatus(creada, 201, 'company created').body.data.id;
    expectStatus(await send('POST', '/api/empresas', { token: superadmin.token, body: empresa('Contrato', 'B20000014') }), 409, 'same CIF');

    // An idempotent create: the retry answers the first result, another body with the key 422.
    const clave = { 'Idempotency-Key': 'contrato-empresa-0001' };
    const otra = await send('POST', '/api/empresas', { token: superadmin.token, body: empresa('Otra', 'B20000022'), headers: clave });
    otraEmpresaId = expectStatus(otra, 201, 'second company').body.data.id;
    expectStatus(
      await send('POST', '/api/empresas', { token: superadmin.token, body: empresa('Otra', 'B20000022'), headers: clave }),
      201,
      'replay',
    );
    expectStatus(
      await send('POST', '/api/empresas', { token: superadmin.token, body: empresa('Otra', 'B20000030'), headers: clave }),
      422,
      'key reused',
    );

    admin = await login(stack, 'carla@contrato.test', 'Dbsmb-Clave-2026');
    const conClave = await send('POST', '/api/claves-acceso', {
      token: admin.token,
      body: { nombre: 'Contrato', alcances: ALCANCES_CLAVE },
    });
    claveApi = expectStatus(conClave, 201, 'API key').body.data.secreto;
    expectStatus(await send('GET', '/api/claves-acceso', { token: admin.token }), 200, 'API keys');
    await crearUsuario(stack, admin, { email: 'oto@contrato.test', rol: 'operador', password: 'Pup-Clave-2026' });
    operador = await login(stack, 'oto@contrato.test', 'Pup-Clave-2026');
    const usuario = (email: string) =>
      send('POST', '/api/usuarios', {
        token: admin.token,
        body: { nombre: 'Uno', email, rol: 'operador', password: 'Usuario-Clave-2026' },
      });
    expectStatus(await usuario('oto@contrato.test'), 409, 'same email');
    expectStatus(await usuario('tercero@contrato.test'), 201, 'third user');
    expectStatus(await usuario('cuarto@contrato.test'), 409, 'users quota');

    expectStatus(await send('POST', '/api/areas', { token: admin.token, body: { nombreArea: 'Ventas' } }), 201, 'area');
    expectStatus(await send('POST', '/api/areas', { token: admin.token, body: { nombreArea: 'Ventas' } }), 409, 'same area');
    expectStatus(await send('GET', '/api/areas', { token: admin.token }), 200, 'areas');

    const candidato = (email: string, headers?: Record<string, string>) =>
      send('POST', '/api/candidatos', { token: operador.token, body: { nombre: 'Lucía Peñalver', email, puesto: 'Analista' }, headers });
    const lucia = expectStatus(await candidato('lucia@candidatos.test', { 'Idempotency-Key': 'contrato-candidato-1' }), 201, 'candidate');
    expectStatus(await candidato('lucia@candidatos.test', { 'Idempotency-Key': 'contrato-candidato-1' }), 201, 'candidate replay');
    expectStatus(await candidato('lucia@candidatos.test'), 409, 'same candidate email');
    const jon = expectStatus(await candidato('jon@candidatos.test'), 201, 'second candidate');
    const luciaId: string = lucia.body.data.id;
    for (const url of [
      `/api/candidatos/${luciaId}`,
      `/api/candidatos/${luciaId}/exportar`,
      '/api/candidatos',
      '/api/candidatos/estadisticas/resumen',
    ]) {
      expectStatus(await send('GET', url, { token: operador.token }), 200, url);
    }
    expectStatus(
      await send('PUT', `/api/candidatos/${luciaId}`, { token: operador.token, body: { puesto: 'Analista sénior' } }),
      200,
      'update',
    );
    expectStatus(
      await send('POST', '/api/candidatos', { token: operador.token, body: 'nombre=Ana', contentType: 'text/plain' }),
      415,
      'not JSON',
    );

    const csv = 'nombre,email,puesto\nAna Ruiz,ana@candidatos.test,Diseñadora\nLucía Peñalver,lucia@candidatos.test,Analista\n';
    const importacion = await send('POST', '/api/candidatos/importar', { token: operador.token, body: { contenido: csv } });
    const importacionId: string = expectStatus(importacion, 202, 'import accepted').body.data.id;
    expectStatus(await send('GET', `/api/candidatos/importaciones/${importacionId}`, { token: operador.token }), 200, 'import');

    // Interviews: one licence of one interview, so the second schedule meets the quota.
    const programar = (candidatoId: string) =>
      send('POST', '/api/entrevistas', {
        token: operador.token,
        body: { candidatoId, servicioId: 'entrevistas-profundidad', fechaProgramada: new Date(Date.now() + 86_400_000).toISOString() },
      });
    const entrevista = expectStatus(await programar(luciaId), 201, 'interview');
    expectStatus(await programar(jon.body.data.id), 409, 'interviews quota');
    const entrevistaId: string = entrevista.body.data.entrevista.id;
    expectStatus(await send('GET', `/api/entrevistas/${entrevistaId}`, { token: operador.token }), 200, 'interview get');
    const enlace = expectStatus(await send('GET', `/api/entrevistas/${entrevistaId}/enlace`, { token: operador.token }), 200, 'link');
    const token = /tok_[A-Za-z0-9_-]+/.exec(enlace.text)?.[0];
    expect(token, enlace.text).toBeDefined();
    expectStatus(await send('GET', `/api/publico/entrevistas/${token}`), 200, 'public interview');
    expectStatus(await send('POST', `/api/publico/entrevistas/${token}/finalizar`), 409, 'finish before starting');
    expectStatus(await send('DELETE', `/api/candidatos/${luciaId}`, { token: operador.token }), 200, 'erase a candidate with an interview');
    for (const url of [
      '/api/entrevistas',
      '/api/entrevistas/estadisticas',
      '/api/informes',
      '/api/informes/estadisticas',
      '/api/analytics',
      '/api/dashboard',
    ]) {
      expectStatus(await send('GET', url, { token: admin.token }), 200, url);
    }

    // Configuration entries: a create, an upsert that creates and one that updates.
    expectStatus(
      await send('POST', '/api/configuracion', { token: admin.token, body: { nombre: 'modo_oscuro', valor: 'true', tipo: 'boolean' } }),
      201,
      'entry',
    );
    const nombre = `/api/configuracion/empresa/${empresaId}/nombre/idioma`;
    expectStatus(await send('PUT', nombre, { token: admin.token, body: { valor: 'es' } }), 201, 'upsert creates');
    expectStatus(await send('PUT', nombre, { token: admin.token, body: { valor: 'ca' } }), 200, 'upsert updates');

    // The platform: HR templates, a backup, and a company's removal.
    const plantilla = { nombre: 'Evaluación comercial', codigo: 'evaluacion-comercial' };
    expectStatus(await send('POST', '/api/servicios-hr', { token: superadmin.token, body: plantilla }), 201, 'template');
    expectStatus(await send('POST', '/api/servicios-hr', { token: superadmin.token, body: plantilla }), 409, 'same template');
    expectStatus(await send('POST', '/api/datos/backups', { token: superadmin.token }), 201, 'backup');
    expectStatus(await send('GET', '/api/datos/backups', { token: superadmin.token }), 200, 'backups');

    // A text past the body limit, and sign-in failures past the per-source limit (an account's own
    // throttling answers 401, as a wrong password does, D165: spread over accounts).
    expectStatus(await send('POST', '/api/analisis/texto', { token: admin.token, body: { texto: 'a'.repeat(20_000) } }), 413, 'too large');
    let intentos = 0;
    let ultimo: Sent;
    do
      ultimo = await send('POST', '/api/auth/login', {
        body: { email: `oto${Math.floor(intentos / LIMITES_LOGIN.porCuentaYOrigen)}@contrato.test`, password: 'no-es-la-clave' },
      });
    while (ultimo.status === 401 && ++intentos < LIMITES_LOGIN.porOrigen + 5);
    expectStatus(ultimo, 429, 'login throttled');

    expectStatus(await send('DELETE', `/api/empresas/${otraEmpresaId}`, { token: superadmin.token }), 202, 'company removal');
  }, 120_000);
});

/** A path with its parameters filled with ids that exist nowhere. */
function inventada(row: RouteRow): string {
  return row.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    name === 'key+' ? 'avatars/no-existe.png' : name === 'n' ? '1' : `no-existe-${name}`,
  );
}

describe('a walk of the route table', () => {
  it('calls every row without a token, as the superadmin, as an operator, with an API key and with a body that is not JSON', async () => {
    expect(operador, 'the traffic above ran').toBeDefined();
    for (const row of routeList) {
      const url = inventada(row);
      const body = row.body ? {} : undefined;
      if (!row.public) expectStatus(await send(row.method, url, { body }), 401, `${row.id} without a token`);
      await send(row.method, url, { token: superadmin.token, body });
      await send(row.method, url, { token: operador.token, body });
      if (!row.public) await send(row.method, url, { headers: { authorization: `Bearer ${claveApi}` }, body });
      // Company users naming another company's id: a foreign id answers like a missing one.
      if (typeof row.tenant === 'object') {
        const ajena =
          row.tenant.from === 'param' ? row.path.replace(`{${row.tenant.name}}`, otraEmpresaId).replace(/\{([^}]+)\}/g, 'no-existe') : url;
        const sep = ajena.includes('?') ? '&' : '?';
        const enQuery = row.tenant.from === 'query' ? `${ajena}${sep}${row.tenant.name}=${otraEmpresaId}` : ajena;
        await send(row.method, enQuery, {
          token: admin.token,
          body: row.tenant.from === 'body' ? { [row.tenant.name]: otraEmpresaId } : body,
        });
      }
      if (row.body) await send(row.method, url, { token: superadmin.token, body: 'a=1', contentType: 'text/plain' });
    }
  }, 180_000);
});

describe('every answer', () => {
  it('has a status the document declares for its operation and a body that matches the declared schema', async () => {
    expect(answers.length, 'the traffic above ran').toBeGreaterThan(routeList.length * 3);
    const doc = await fetch(`${stack.apiUrl}/api/openapi.json`).then((r) => r.json());
    const validator = responseValidator(doc);
    // The document's own answer is checked too.
    const self = await fetch(`${stack.apiUrl}/api/openapi.json`);
    answers.push({
      method: 'GET',
      url: '/api/openapi.json',
      status: self.status,
      contentType: self.headers.get('content-type'),
      text: await self.text(),
    });

    const mismatches = answers.map((a) => validator.check(a)).filter((m) => m !== null);
    const undeclared = mismatches.filter((m) => m.problem.startsWith('status'));
    const lista = mismatches.map((m) => `${m.status} ${m.request} [${m.operation ?? '?'}]: ${m.problem}`);
    const resumen = `${mismatches.length} of ${answers.length} answers do not match the document (${undeclared.length} with an undeclared status)`;
    expect(lista, `${resumen}\n${lista.join('\n')}`).toEqual([]);

    // The traffic did reach what the document must declare: the check above saw these statuses.
    const vistos = new Set(answers.map((a) => a.status));
    for (const s of [200, 201, 202, 400, 401, 403, 404, 409, 413, 415, 422, 429]) expect(vistos.has(s), `status ${s} seen`).toBe(true);
  });
});
