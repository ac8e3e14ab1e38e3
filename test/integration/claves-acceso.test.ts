// Company API keys through the local stack (D145): an admin makes a key and reads its
// secret once (the table holds its SHA-256 only); the key works on the rows marked for it, for its own
// company, with exactly its scopes, and is refused elsewhere; revoked or expired it is a 401 at once;
// its last use is written at most once a minute; 30 keys made at once against a limit of 25 give
// exactly 25; a burst past the per-key limit gets exactly the limit through and 429 (Retry-After)
// for the rest. Isolation between companies and the permission matrix of every row are the
// security suites' (test/security/); driving the API from its OpenAPI document alone is
// claves-acceso-openapi.test.ts.
import { beforeAll, describe, expect, it } from 'vitest';
import { callerFromClave, hashSecreto } from '../../functions/lib/auth/clave-acceso.js';
import { claveAccesoKeys } from '../../functions/lib/db/claves-acceso.js';
import { limiteKeys } from '../../functions/lib/db/limites.js';
import { getItem, queryAll, updateItem } from '../../functions/lib/db/repository.js';
import { tenantPk } from '../../functions/lib/db/keys.js';
import { CLAVES_ACCESO, FORMATO_CLAVE_ACCESO } from '../../shared/schemas/clave-acceso.js';
import { comoCliente, empresaConAdmin, empresaConOperadorYOtra, type Session } from './fixtures.js';
import type { TestStack } from './local-stack.js';
import { adminPrueba, empresaPrueba } from '../testing/empresa-prueba.js';

let stack: TestStack;
let superadmin: Session;
let admin: Session;
let operador: Session;
let empresaId: string;
let otra: { empresaId: string; admin: Session };

const conClave = (secreto: string) => ({ headers: { authorization: `Bearer ${secreto}` } });

async function nuevaClave(body: Record<string, unknown>, sesion = admin) {
  const res = await stack.call('POST', '/api/claves-acceso', { token: sesion.token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { clave: { id: string; prefijo: string }; secreto: string };
}

empresaConOperadorYOtra(
  { scheduler: false },
  {
    ...empresaPrueba('Claves', 'B10000305', { licencias: { activas: 2, total: 2 } }),
    admin: adminPrueba('Claves', { nombre: 'Ada Claves', password: 'Benjo-Clave-2026' }),
  },
  { email: 'op@claves.test', password: 'Pqb-Clave-2026' },
  {
    ...empresaPrueba('Otra', 'B10000404'),
    admin: adminPrueba('Otra', { password: 'Benjo-Clave-2026' }),
  },
  (hecha) => {
    ({ stack, superadmin, admin, empresaId, operador, otra } = hecha);
  },
);

describe('making a key', () => {
  it('answers the secret once, keeps only its hash, and the list shows it without it', async () => {
    const { clave, secreto } = await nuevaClave({ nombre: 'ATS principal', alcances: ['candidatos:leer', 'entrevistas:escribir'] });
    expect(secreto).toMatch(FORMATO_CLAVE_ACCESO);
    expect(clave).toMatchObject({
      nombre: 'ATS principal',
      alcances: ['candidatos:leer', 'entrevistas:escribir'],
      prefijo: secreto.slice(0, 9),
      creadaPor: { id: admin.user.id, nombre: 'Ada Claves' },
      expiraEn: null,
      ultimoUso: null,
      revocadaEn: null,
      estado: 'activa',
    });
    // Nothing stored holds the secret: the key and its look-up, keyed by the SHA-256.
    const items = [
      ...(await queryAll<Record<string, unknown>>({ pk: tenantPk(empresaId), skPrefix: 'CLAVEACCESO#' })),
      (await getItem<Record<string, unknown>>(claveAccesoKeys.busqueda(hashSecreto(secreto))))!,
    ];
    expect(items.find((i) => i.SK === 'CLAVEACCESO')).toMatchObject({ empresaId, claveId: clave.id });
    expect(JSON.stringify(items)).not.toContain(secreto);
    const lista = await stack.call('GET', '/api/claves-acceso', { token: admin.token });
    expect(lista.status).toBe(200);
    expect(JSON.stringify(lista.body)).not.toContain(secreto);
    expect(lista.body.data.items.map((c: { id: string }) => c.id)).toContain(clave.id);
  });

  it("is its company admin's (and the superadmin's for a named company): an operator gets 403", async () => {
    const res = await stack.call('POST', '/api/claves-acceso', {
      token: operador.token,
      body: { nombre: 'x', alcances: ['candidatos:leer'] },
    });
    expect(res.status).toBe(403);
    expect((await stack.call('GET', '/api/claves-acceso', { token: operador.token })).status).toBe(403);
    const sinEmpresa = await stack.call('GET', '/api/claves-acceso', { token: superadmin.token });
    expect(sinEmpresa).toMatchObject({ status: 400, body: { message: 'Selecciona una empresa' } });
    const nombrada = await stack.call('GET', `/api/claves-acceso?empresaId=${empresaId}`, { token: superadmin.token });
    expect(nombrada.status).toBe(200);
  });

  it('refuses no scope, an unknown one, an expiry in the past or too far, with Spanish messages', async () => {
    const mal = async (body: Record<string, unknown>) => {
      const res = await stack.call('POST', '/api/claves-acceso', { token: admin.token, body });
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      return res.body.message as string;
    };
    expect(await mal({ nombre: 'x', alcances: [] })).toBe('Elige al menos un permiso para la clave');
    expect(await mal({ nombre: 'x', alcances: ['todo'] })).toBe(
      'Permiso no válido: elige entre candidatos:leer, candidatos:escribir, entrevistas:leer, entrevistas:escribir, informes:leer, greenhouse',
    );
    expect(await mal({ nombre: ' ', alcances: ['candidatos:leer'] })).toBe('Escribe un nombre para la clave');
    expect(await mal({ nombre: 'x', alcances: ['candidatos:leer'], expiraEn: new Date(Date.now() - 1000).toISOString() })).toBe(
      'La fecha de caducidad debe ser posterior a este momento',
    );
    expect(await mal({ nombre: 'x', alcances: ['candidatos:leer'], expiraEn: new Date(Date.now() + 800 * 86_400_000).toISOString() })).toBe(
      'La fecha de caducidad no puede estar a más de 730 días',
    );
    // A key never makes keys.
    const { secreto } = await nuevaClave({ nombre: 'Sin poder', alcances: ['candidatos:leer'] });
    const res = await stack.call('POST', '/api/claves-acceso', {
      ...conClave(secreto),
      body: { nombre: 'y', alcances: ['candidatos:leer'] },
    });
    expect(res).toMatchObject({ status: 403, body: { message: 'Esta operación no admite claves de API: usa una sesión de usuario' } });
  });
});

describe('a key at work', () => {
  let secreto: string;
  let claveId: string;

  beforeAll(async () => {
    ({
      secreto,
      clave: { id: claveId },
    } = await nuevaClave({ nombre: 'Integración', alcances: ['candidatos:leer', 'candidatos:escribir'] }));
  });

  it('acts for its own company on the marked rows, with exactly its scopes', async () => {
    const alta = await stack.call('POST', '/api/candidatos', {
      ...conClave(secreto),
      body: { nombre: 'Berta Sanz', email: 'berta@cand.test' },
    });
    expect(alta.status, JSON.stringify(alta.body)).toBe(201);
    expect(alta.body.data.empresaId).toBe(empresaId);
    // It names nothing of another company: the company in the body is checked like a user's.
    const ajena = await stack.call('POST', '/api/candidatos', {
      ...conClave(secreto),
      body: { nombre: 'Colado', email: 'colado@cand.test', empresaId: otra.empresaId },
    });
    expect(ajena.status).toBe(404);
    const lista = await stack.call('GET', '/api/candidatos', conClave(secreto));
    expect(lista.body.data.items.map((c: { email: string }) => c.email)).toEqual(['berta@cand.test']);
    // Scheduling is another scope.
    const sin = await stack.call('POST', '/api/entrevistas', {
      ...conClave(secreto),
      body: {
        candidatoId: alta.body.data.id,
        servicioId: 'entrevistas-profundidad',
        fechaProgramada: new Date(Date.now() + 3_600_000).toISOString(),
      },
    });
    expect(sin).toMatchObject({
      status: 403,
      body: { error: 'FORBIDDEN', message: 'La clave no tiene el permiso «entrevistas:escribir» que necesita esta operación' },
    });
  });

  it('is refused on every row not marked for keys, also as Basic', async () => {
    for (const path of ['/api/usuarios', '/api/auth/me', '/api/areas', `/api/empresas/${empresaId}`]) {
      const res = await stack.call('GET', path, conClave(secreto));
      expect(res.status, path).toBe(403);
    }
    const basic = await stack.call('GET', '/api/usuarios', {
      headers: { authorization: `Basic ${Buffer.from(`${secreto}:`).toString('base64')}` },
    });
    expect(basic.status).toBe(403);
  });

  it('records its last use at most once a minute', async () => {
    const busqueda = claveAccesoKeys.busqueda(hashSecreto(secreto));
    const primero = (await getItem<{ ultimoUso?: string }>(busqueda))!.ultimoUso;
    expect(primero).toBeDefined();
    await stack.call('GET', '/api/candidatos', conClave(secreto));
    expect((await getItem<{ ultimoUso?: string }>(busqueda))!.ultimoUso).toBe(primero);
    const lista = await stack.call('GET', '/api/claves-acceso', { token: admin.token });
    expect(lista.body.data.items.find((c: { id: string }) => c.id === claveId).ultimoUso).toBe(primero);
    // A minute on (the recorded use moved back), the next request writes it again.
    const haceUnMinuto = new Date(Date.now() - CLAVES_ACCESO.ultimoUsoCadaMs).toISOString();
    await updateItem(busqueda, { ultimoUso: haceUnMinuto });
    await stack.call('GET', '/api/candidatos', conClave(secreto));
    expect(Date.parse((await getItem<{ ultimoUso: string }>(busqueda))!.ultimoUso)).toBeGreaterThan(Date.parse(haceUnMinuto));
  });

  it('is a 401 the moment it is revoked, stays listed as revocada with its last use, and cannot be revoked twice', async () => {
    const revocada = await stack.call('DELETE', `/api/claves-acceso/${claveId}`, { token: admin.token });
    expect(revocada.status, JSON.stringify(revocada.body)).toBe(200);
    expect(revocada.body).toMatchObject({
      message: 'Clave revocada: deja de funcionar desde este momento',
      data: { id: claveId, estado: 'revocada', ultimoUso: expect.any(String) },
    });
    const res = await stack.call('GET', '/api/candidatos', conClave(secreto));
    expect(res).toMatchObject({ status: 401, body: { message: 'La clave de API no es válida, ha caducado o fue revocada' } });
    expect((await stack.call('DELETE', `/api/claves-acceso/${claveId}`, { token: admin.token })).status).toBe(409);
    // Another company's admin does not reach it.
    expect((await stack.call('DELETE', `/api/claves-acceso/${claveId}`, { token: otra.admin.token })).status).toBe(404);
  });

  it('is a 401 once expired, and listed as caducada', async () => {
    const { secreto: s, clave } = await nuevaClave({
      nombre: 'Temporal',
      alcances: ['candidatos:leer'],
      expiraEn: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect((await stack.call('GET', '/api/candidatos', conClave(s))).status).toBe(200);
    // Its expiry passes (moved back on both items, as time would).
    const ayer = new Date(Date.now() - 1000).toISOString();
    await updateItem(claveAccesoKeys.busqueda(hashSecreto(s)), { expiraEn: ayer });
    await updateItem(claveAccesoKeys.clave(empresaId, clave.id), { expiraEn: ayer });
    expect((await stack.call('GET', '/api/candidatos', conClave(s))).status).toBe(401);
    const lista = await stack.call('GET', '/api/claves-acceso', { token: admin.token });
    expect(lista.body.data.items.find((c: { id: string }) => c.id === clave.id).estado).toBe('caducada');
  });

  it('an unknown or malformed key is a 401, never tried as a session', async () => {
    for (const s of [`tk_${'Z'.repeat(43)}`, 'tk_corta']) {
      expect(await stack.call('GET', '/api/candidatos', conClave(s))).toMatchObject({ status: 401, body: { error: 'UNAUTHORIZED' } });
    }
  });
});

describe('the limits, under concurrency', () => {
  it(`30 keys made at once against ${CLAVES_ACCESO.maxPorEmpresa} live keys: exactly enough of them succeed`, async () => {
    const { empresaId: id, admin: a } = await empresaConAdmin(stack, superadmin, {
      ...empresaPrueba('Muchas', 'B10000503'),
      admin: adminPrueba('Muchas', { password: 'Benjo-Clave-2026' }),
    });
    const res = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        // As a client does: a 503 (the transactions clashed past their retries, nothing written) is sent again.
        comoCliente(() =>
          stack.call('POST', '/api/claves-acceso', { token: a.token, body: { nombre: `Clave ${i}`, alcances: ['candidatos:leer'] } }),
        ),
      ),
    );
    const hechas = res.filter((r) => r.status === 201);
    expect(hechas).toHaveLength(CLAVES_ACCESO.maxPorEmpresa);
    for (const r of res.filter((x) => x.status !== 201)) {
      expect(r).toMatchObject({
        status: 409,
        body: { message: 'La empresa ya tiene 25 claves activas: revoca alguna antes de crear otra' },
      });
    }
    expect(await getItem(claveAccesoKeys.cuenta(id))).toMatchObject({ activas: CLAVES_ACCESO.maxPorEmpresa });
    // Revoking one makes room for one.
    await stack.call('DELETE', `/api/claves-acceso/${hechas[0]!.body.data.clave.id}`, { token: a.token });
    expect(
      (await stack.call('POST', '/api/claves-acceso', { token: a.token, body: { nombre: 'Otra', alcances: ['candidatos:leer'] } })).status,
    ).toBe(201);
    expect(
      (await stack.call('POST', '/api/claves-acceso', { token: a.token, body: { nombre: 'Una más', alcances: ['candidatos:leer'] } }))
        .status,
    ).toBe(409);
  });

  it(`a burst of ${CLAVES_ACCESO.peticionesPorVentana + 20} requests with one key: exactly ${CLAVES_ACCESO.peticionesPorVentana} go through, the rest 429 with Retry-After`, async () => {
    const { secreto, clave } = await nuevaClave({ nombre: 'Ráfaga', alcances: ['informes:leer'] });
    // The middleware's own step (auth/clave-acceso.ts) against the emulator, 32 at a time: in AWS each
    // request is its own function, while one test process opening hundreds of sockets at once to the
    // local emulator only meets its own connection time-outs. The counter is one conditional write
    // per request, whatever the interleaving.
    const n = CLAVES_ACCESO.peticionesPorVentana + 20;
    const r: unknown[] = [];
    let enviadas = 0;
    await Promise.all(
      Array.from({ length: 32 }, async () => {
        while (enviadas < n) {
          enviadas++;
          r.push(
            await callerFromClave(secreto, 'informes:leer').then(
              () => 200,
              (e: unknown) => e,
            ),
          );
        }
      }),
    );
    expect(r.filter((x) => x !== 200 && (x as { status?: number }).status !== 429)).toEqual([]);
    expect(r.filter((x) => x === 200)).toHaveLength(CLAVES_ACCESO.peticionesPorVentana);
    const rechazos = r.filter((x) => x !== 200) as Array<{ status: number; headers: Record<string, string>; message: string }>;
    expect(rechazos).toHaveLength(20);
    for (const e of rechazos) {
      expect(e.status).toBe(429);
      expect(Number(e.headers['retry-after'])).toBeGreaterThan(0);
      expect(e.message).toMatch(/^Demasiadas peticiones con esta clave de API\. Vuelve a intentarlo en \d+ s\.$/);
    }
    expect(await getItem(limiteKeys.claveAcceso(clave.id))).toMatchObject({ intentos: CLAVES_ACCESO.peticionesPorVentana });
    // Over HTTP, the same key is refused with the header and the Spanish message.
    const http = await stack.call('GET', '/api/informes', conClave(secreto));
    expect(http.status).toBe(429);
    expect(Number(http.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another key of the same company has its own counter.
    const { secreto: otraClave } = await nuevaClave({ nombre: 'Aparte', alcances: ['informes:leer'] });
    expect((await stack.call('GET', '/api/informes', conClave(otraClave))).status).toBe(200);
  });
});
