// A company's Greenhouse Harvest v3 connection (D197) through the local stack, with the fake Harvest
// (test/contratos/harvest-falso.ts, which checks each request against the schemas written from
// Greenhouse's document): stored with its secret sealed (never answered, nowhere in the item in
// clear), tested with a token request as the document says, tested again, deleted; an operator is
// refused; bad input (a foreign id shape, 10 000 characters, a non-numeric user) is a Spanish 400 that
// changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conexionHarvestKey } from '../../functions/lib/db/greenhouse-harvest.js';
import { getItem } from '../../functions/lib/db/repository.js';
import { olvidarTokens } from '../../functions/lib/greenhouse/harvest.js';
import { completarCif } from '../../shared/identificacion-fiscal.js';
import { iniciarHarvestFalso, type HarvestFalso } from '../contratos/harvest-falso.js';
import { adminPrueba, empresaPrueba } from '../testing/empresa-prueba.js';
import { empresaConOperadorYOtra, type Session } from './fixtures.js';
import type { TestStack } from './local-stack.js';

const CRED = { clientId: 'gh-cliente-7f3a', clientSecret: 'gh-secreto-muy-largo-9Zq4', userId: '112233' };
let stack: TestStack;
let admin: Session;
let operador: Session;
let empresaId: string;
let otra: { empresaId: string; admin: Session };
let falso: HarvestFalso;

empresaConOperadorYOtra(
  { scheduler: false },
  { ...empresaPrueba('Harvest', completarCif('B', '1000197')), admin: adminPrueba('Harvest') },
  { email: 'op@harvest.test', password: 'Hrvs-Clave-2026' },
  { ...empresaPrueba('Otra Harvest', completarCif('B', '1000198')), admin: adminPrueba('Otra Harvest') },
  (hecha) => {
    ({ stack, admin, operador, empresaId, otra } = hecha);
  },
);

beforeAll(async () => {
  falso = await iniciarHarvestFalso(CRED);
  // The handlers run in this process and read their config from process.env (local-stack.ts).
  process.env.GREENHOUSE_AUTH_URL = `${falso.url}/token`;
  process.env.GREENHOUSE_HARVEST_URL = falso.url;
});
afterAll(async () => {
  await falso?.cerrar();
});

const url = '/api/greenhouse/harvest';
const item = () => getItem<Record<string, unknown>>(conexionHarvestKey(empresaId));

describe('the Harvest v3 connection', () => {
  it('starts unconfigured', async () => {
    const r = await stack.call('GET', url, { token: admin.token });
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual({
      configurada: false,
      clientId: null,
      userId: null,
      secretoUltimos4: null,
      actualizadaEn: null,
      prueba: null,
      // The last stage changes sent to Greenhouse (D201): none yet.
      movimientos: [],
    });
  });

  it('bad input is a Spanish 400 that stores nothing', async () => {
    const casos: Array<[Record<string, unknown>, RegExp]> = [
      [{ ...CRED, userId: 'https://app.greenhouse.io/account/users/112233' }, /número/],
      [{ ...CRED, clientSecret: 'x'.repeat(10_000) }, /500 caracteres|demasiado/i],
      [{ ...CRED, clientId: 'con espacio' }, /Client ID/],
      [{ ...CRED, clientId: 'con:dos-puntos' }, /dos puntos/],
      [{ clientId: CRED.clientId, userId: CRED.userId }, /Client Secret/],
      [{ ...CRED, extra: 1 }, /.+/],
    ];
    for (const [body, mensaje] of casos) {
      const r = await stack.call('PUT', url, { token: admin.token, body });
      expect(r.status, JSON.stringify(body).slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(r.status).toBeLessThan(500);
      expect(JSON.stringify(r.body)).toMatch(mensaje);
    }
    expect(await item()).toBeUndefined();
    expect(falso.peticiones).toHaveLength(0);
  });

  it('an operator may not read or change it', async () => {
    expect((await stack.call('GET', url, { token: operador.token })).status).toBe(403);
    expect((await stack.call('PUT', url, { token: operador.token, body: CRED })).status).toBe(403);
    expect(await item()).toBeUndefined();
  });

  it('PUT seals the secret, asks Greenhouse for a token as its document says, and never answers the secret', async () => {
    const r = await stack.call('PUT', url, { token: admin.token, body: CRED });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.message).toBe('Conexión con Greenhouse Harvest guardada');
    expect(r.body.data).toMatchObject({ configurada: true, clientId: CRED.clientId, userId: CRED.userId, secretoUltimos4: '9Zq4' });
    expect(r.body.data.prueba).toMatchObject({ ok: true, error: null });
    expect(JSON.stringify(r.body)).not.toContain(CRED.clientSecret);
    expect(falso.peticiones).toHaveLength(1);
    expect(falso.peticiones[0]!.errores).toEqual([]);
    expect(falso.peticiones[0]!.cuerpo).toEqual({ grant_type: 'client_credentials', sub: CRED.userId });
    const guardado = await item();
    expect(JSON.stringify(guardado)).not.toContain(CRED.clientSecret);
    expect(guardado).toMatchObject({ entidad: 'GREENHOUSE_HARVEST', ultimos4: '9Zq4', sobre: { v: 1 } });
    const leido = await stack.call('GET', url, { token: admin.token });
    // GET also answers the last moves sent to Greenhouse (D201); the rest is what the PUT answered.
    expect(leido.body.data).toEqual({ ...r.body.data, movimientos: [] });
    expect(JSON.stringify(leido.body)).not.toContain(CRED.clientSecret);
  });

  it('probar asks again with the stored (sealed) secret; a rejection is kept and said', async () => {
    const antes = falso.tokens();
    const kept = await stack.call('POST', `${url}/probar`, { token: admin.token });
    expect(kept.status).toBe(200);
    // The token of the PUT is still kept in this process: no new request is needed.
    expect(kept.body.data.prueba.ok).toBe(true);
    expect(falso.tokens()).toBe(antes);
    // Without it, the secret is opened from its seal and sent again, as the document says.
    olvidarTokens();
    const ok = await stack.call('POST', `${url}/probar`, { token: admin.token });
    expect(ok.body).toMatchObject({ message: 'Greenhouse aceptó las credenciales: la conexión funciona', data: { prueba: { ok: true } } });
    expect(falso.tokens()).toBe(antes + 1);
    expect(falso.peticiones.at(-1)!.authorization).toBe(`Basic ${Buffer.from(`${CRED.clientId}:${CRED.clientSecret}`).toString('base64')}`);

    const mal = await stack.call('PUT', url, { token: admin.token, body: { ...CRED, clientSecret: 'secreto-equivocado' } });
    expect(mal.status).toBe(200);
    expect(mal.body.data.prueba).toMatchObject({ ok: false, error: 'Greenhouse rechazó las credenciales (respuesta 401)' });
    expect(mal.body.message).toBe('Greenhouse no aceptó las credenciales: Greenhouse rechazó las credenciales (respuesta 401)');
    expect(mal.body.data.secretoUltimos4).toBe('cado');
  });

  it('another company sees its own (none), and DELETE removes it; a second DELETE is 404', async () => {
    const suya = await stack.call('GET', url, { token: otra.admin.token });
    expect(suya.body.data.configurada).toBe(false);
    const borrado = await stack.call('DELETE', url, { token: admin.token });
    expect(borrado.status).toBe(200);
    expect(borrado.body.message).toBe('Conexión con Greenhouse Harvest eliminada');
    expect(await item()).toBeUndefined();
    const otraVez = await stack.call('DELETE', url, { token: admin.token });
    expect(otraVez.status).toBe(404);
    expect(otraVez.body.message).toBe('La empresa no tiene conexión con Greenhouse Harvest');
    expect((await stack.call('POST', `${url}/probar`, { token: admin.token })).status).toBe(404);
  });
});
