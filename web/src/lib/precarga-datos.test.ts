// A read sent ahead for the first screen (D130) is taken once, only while fresh, and dropped with the session.
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../test/fetch-mock';
import { VIGENCIA_PRECARGA_MS, olvidarPrecargas, precargarLectura, tomarPrecarga } from './precarga-datos';

const ruta = { 'GET /api/dashboard': { body: { success: true, data: { tipo: 'global' } } } };

describe('precarga-datos', () => {
  it('sends the read once however often it is asked for ahead, and hands it out once', async () => {
    const { calls } = mockFetch(ruta);
    precargarLectura('/api/dashboard');
    precargarLectura('/api/dashboard');
    expect(calls).toHaveLength(1);
    const tomada = tomarPrecarga('/api/dashboard');
    expect(await tomada).toMatchObject({ data: { tipo: 'global' } });
    expect(tomarPrecarga('/api/dashboard')).toBeUndefined();
    expect(tomarPrecarga('/api/otra')).toBeUndefined();
  });

  it('one too old is not used, and the session ending drops them all', () => {
    mockFetch(ruta);
    const t = Date.now();
    precargarLectura('/api/dashboard', t);
    expect(tomarPrecarga('/api/dashboard', t + VIGENCIA_PRECARGA_MS + 1)).toBeUndefined();
    precargarLectura('/api/dashboard', t);
    olvidarPrecargas();
    expect(tomarPrecarga('/api/dashboard', t)).toBeUndefined();
  });

  it('a failed read is no unhandled rejection until taken, and the taker gets the failure', async () => {
    mockFetch({ 'GET /api/dashboard': { status: 503, body: { success: false, message: 'Ocupado' } } });
    precargarLectura('/api/dashboard');
    await new Promise((r) => setTimeout(r, 20));
    await expect(tomarPrecarga('/api/dashboard')).rejects.toMatchObject({ status: 503 });
  });
});
