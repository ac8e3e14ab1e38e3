// The Harvest v3 client (D197) against the fake Harvest (test/contratos/harvest-falso.ts), which checks
// every request against the schemas written from Greenhouse's document: the token is asked for as the
// Authentication guide says and kept until shortly before it expires; a move sends from/to ids; 429 and
// 5xx are "try again later" (with Retry-After), 401/403/422 final; a 401 on a kept token renews it once.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { harvestFalsoDelArchivo, type HarvestFalso } from '../../../test/contratos/harvest-falso.js';
import { ErrorHarvest, esperaDe, moverAplicacion, olvidarTokens, tokenHarvest } from './harvest.js';

const CRED = { empresaId: 'emp-1', clientId: 'cliente-abc', clientSecret: 'secreto-xyz-1234', userId: '4567' };
const harvest = harvestFalsoDelArchivo(CRED);
let falso: HarvestFalso;
beforeAll(() => {
  falso = harvest();
});
beforeEach(() => {
  olvidarTokens();
  falso.peticiones.length = 0;
});

const T0 = Date.parse('2026-11-29T10:00:00Z');

describe('token', () => {
  it('is asked for as the document says and kept until a minute before it expires', async () => {
    let ahora = T0;
    const o = { ahora: () => ahora };
    const a = await tokenHarvest(CRED, o);
    const b = await tokenHarvest(CRED, o);
    expect(b).toBe(a);
    expect(falso.peticiones).toHaveLength(1);
    expect(falso.peticiones[0]!.errores).toEqual([]);
    expect(falso.peticiones[0]!.cuerpo).toEqual({ grant_type: 'client_credentials', sub: '4567' });
    ahora = T0 + 3600_000 - 61_000; // expires_in 3600: still kept
    expect(await tokenHarvest(CRED, o)).toBe(a);
    ahora = T0 + 3600_000 - 59_000; // within the last minute: renewed
    const c = await tokenHarvest(CRED, o);
    expect(c).not.toBe(a);
    expect(falso.peticiones).toHaveLength(2);
  });

  it('is not shared between credentials: another secret asks again (and is refused)', async () => {
    await tokenHarvest(CRED);
    const otro = tokenHarvest({ ...CRED, clientSecret: 'otro-secreto' });
    await expect(otro).rejects.toMatchObject({ status: 401, reintentable: false });
    expect(falso.peticiones).toHaveLength(2);
  });

  it('429 says how long to wait (Retry-After); 5xx may be tried again; 401 is final', async () => {
    falso.forzar({ status: 429, headers: { 'retry-after': '7' } }, { status: 503 }, { status: 401 });
    await expect(tokenHarvest(CRED)).rejects.toMatchObject({ status: 429, reintentable: true, esperarMs: 7000 });
    await expect(tokenHarvest(CRED)).rejects.toMatchObject({ status: 503, reintentable: true });
    const e = await tokenHarvest(CRED).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(ErrorHarvest);
    expect((e as ErrorHarvest).reintentable).toBe(false);
    expect((e as ErrorHarvest).message).toBe('Greenhouse rechazó las credenciales (respuesta 401)');
  });

  it('Retry-After as an HTTP date or missing', () => {
    expect(esperaDe(new Date(T0 + 12_000).toUTCString(), T0)).toBe(12_000);
    expect(esperaDe(null, T0)).toBe(10_000);
  });
});

describe('move', () => {
  /** Application `id` moved from stage `de` to the next one. */
  const mover = (id: number, de: number) => moverAplicacion(CRED, { applicationId: id, fromStageId: de, toStageId: de + 1 });
  const rechazado = (id: number, de: number, error: Record<string, unknown>) => expect(mover(id, de)).rejects.toMatchObject(error);

  it('sends from_stage_id and to_stage_id with the bearer token; 204 moves it', async () => {
    falso.etapas.set(901, 11);
    await mover(901, 11);
    const movimientos = falso.peticiones.filter((p) => p.ruta.endsWith('/move'));
    expect(movimientos).toHaveLength(1);
    expect(movimientos[0]!.errores).toEqual([]);
    expect(movimientos[0]!.ruta).toBe('/v3/applications/901/move');
    expect(movimientos[0]!.cuerpo).toEqual({ from_stage_id: 11, to_stage_id: 12 });
    expect(falso.etapas.get(901)).toBe(12);
  });

  it('a stale from_stage_id is 422, final; a second identical move is refused by the guard', async () => {
    falso.etapas.set(902, 21);
    await mover(902, 21);
    await rechazado(902, 21, { status: 422, reintentable: false });
    expect(falso.etapas.get(902)).toBe(22);
  });

  it('429 and 5xx on the move may be tried again; 403 is final', async () => {
    falso.etapas.set(903, 31);
    await tokenHarvest(CRED);
    falso.forzar({ status: 429, headers: { 'retry-after': '3' } });
    await rechazado(903, 31, { status: 429, esperarMs: 3000, reintentable: true });
    falso.forzar({ status: 500 });
    await rechazado(903, 31, { reintentable: true });
    falso.forzar({ status: 403 });
    await rechazado(903, 31, { status: 403, reintentable: false });
    expect(falso.etapas.get(903)).toBe(31);
  });

  it('a 401 on a kept token renews the token once and moves', async () => {
    falso.etapas.set(904, 41);
    const viejo = await tokenHarvest(CRED);
    falso.forzar({ status: 401 });
    await mover(904, 41);
    expect(falso.etapas.get(904)).toBe(42);
    expect(await tokenHarvest(CRED)).not.toBe(viejo);
    expect(falso.peticiones.every((p) => p.errores.length === 0)).toBe(true);
  });
});
