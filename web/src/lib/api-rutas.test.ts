import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../test/fetch-mock';
import { direccionRuta, llamar, urlRuta, type Respuesta } from './api-rutas';

afterEach(() => vi.unstubAllGlobals());

describe('calls typed from the route table', () => {
  it('fills path parameters (encoded) and drops empty query values', () => {
    expect(urlRuta('GET /api/empresas/{id}', { params: { id: 'a b/c' } })).toBe('/api/empresas/a%20b%2Fc');
    expect(urlRuta('GET /api/usuarios', { query: { empresaId: 'e1', cursor: undefined, limit: 25 } })).toBe(
      '/api/usuarios?empresaId=e1&limit=25',
    );
    expect(urlRuta('GET /uploads/{key+}', { params: { key: 'avatars/u 1/a.png' } })).toBe('/uploads/avatars/u%201/a.png');
    expect(urlRuta('GET /api/test')).toBe('/api/test');
    expect(direccionRuta('GET /api/oauth/{provider}', { params: { provider: 'google' }, query: { login_hint: 'ana@x.es' } })).toBe(
      'http://localhost:3001/api/oauth/google?login_hint=ana%40x.es',
    );
  });

  it('sends the method and body of the row and answers its data', async () => {
    const { calls } = mockFetch({
      'PUT /api/areas/a1': {
        body: { success: true, data: { id: 'a1', nombreArea: 'Ventas', empresaId: 'e', activo: true, candidatos: 0 } },
      },
    });
    const { data } = await llamar('PUT /api/areas/{id}', {
      params: { id: 'a1' },
      query: { empresaId: 'e' },
      body: { nombreArea: 'Ventas' },
    });
    const nombre: string = data.nombreArea;
    expect(nombre).toBe('Ventas');
    expect(calls[0]).toMatchObject({ method: 'PUT', path: '/api/areas/a1', body: { nombreArea: 'Ventas' } });
    expect(calls[0].url).toContain('?empresaId=e');
  });

  it('refuses at compile time what the table does not have', () => {
    const tipos = () => {
      // @ts-expect-error: not a route of the table
      void llamar('GET /api/no-existe');
      // @ts-expect-error: the id is required
      void llamar('GET /api/empresas/{id}');
      // @ts-expect-error: the body of an area create needs nombreArea
      void llamar('POST /api/areas', { body: { descripcionArea: 'x' } });
      // @ts-expect-error: the answer of GET /api/test has no `items`
      const x: Respuesta<'GET /api/test'>['items'] = undefined;
      return x;
    };
    expect(typeof tipos).toBe('function');
  });

  it('a missing parameter at run time is an error, not a request to a wrong address', () => {
    expect(() => urlRuta('GET /api/empresas/{id}', { params: { id: '' } })).toThrow('Falta el parámetro id');
  });
});
