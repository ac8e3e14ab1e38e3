// The route-typed reads (useRuta, usePaginada) and `invalidar`: the key is the row's address, no
// arguments ask for nothing, and invalidating a family asks again for its mounted plain reads and its
// paginated lists (every loaded page) — and for nothing of another family.
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../test/fetch-mock';
import { invalidar } from './invalidar';
import { usePaginada } from './use-paginada';
import { useRuta } from './use-ruta';

const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
);

const entrevista = (id: string, candidatoNombre: string) => ({ id, candidatoNombre });

/** The interviews list answers two pages (cursor 'c2' leads to the second); the counts and the dashboard one object. */
function api() {
  let version = 0;
  return {
    subir: () => void version++,
    ...mockFetch({
      'GET /api/entrevistas': async (_init, url) =>
        jsonResponse({
          success: true,
          data: url.searchParams.get('cursor')
            ? { items: [entrevista('e2', `Luis v${version}`)], cursor: null }
            : { items: [entrevista('e1', `Marta v${version}`)], cursor: 'c2' },
        }),
      'GET /api/entrevistas/estadisticas': async () => jsonResponse({ success: true, data: { total: version } }),
      'GET /api/dashboard': async () => jsonResponse({ success: true, data: { tipo: 'global', version } }),
    }),
  };
}

describe('useRuta', () => {
  it("reads the row's address with its query, and answers the row's data", async () => {
    const { calls } = api();
    const { result } = renderHook(() => useRuta('GET /api/entrevistas/estadisticas', { query: { empresaId: 'e 1' } }), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual({ total: 0 }));
    expect(calls.map((c) => c.url)).toEqual(['http://localhost:3001/api/entrevistas/estadisticas?empresaId=e+1']);
  });

  it('asks for nothing with null arguments or enabled: false', async () => {
    const { calls } = api();
    const { result } = renderHook(
      () => [useRuta('GET /api/entrevistas/estadisticas', null), useRuta('GET /api/dashboard', {}, { enabled: false })] as const,
      { wrapper },
    );
    await act(() => invalidar('entrevistas', 'dashboard'));
    expect(result.current.map((r) => r.data)).toEqual([undefined, undefined]);
    expect(calls).toEqual([]);
  });
});

describe('invalidar', () => {
  it("asks again for a family's plain reads and its lists' loaded pages, not another family's", async () => {
    const servidor = api();
    const { result } = renderHook(
      () => ({
        lista: usePaginada('GET /api/entrevistas', { q: 'ma' }, { limite: 2 }),
        cifras: useRuta('GET /api/entrevistas/estadisticas', {}),
        dashboard: useRuta('GET /api/dashboard', {}),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.lista.hayMas).toBe(true));
    await act(() => result.current.lista.cargarMas());
    await waitFor(() => expect(result.current.lista.items.map((e) => e.candidatoNombre)).toEqual(['Marta v0', 'Luis v0']));
    await waitFor(() => expect(result.current.cifras.data).toEqual({ total: 0 }));
    await waitFor(() => expect(result.current.dashboard.data).toMatchObject({ version: 0 }));
    const antes = servidor.calls.length;

    servidor.subir();
    await act(() => invalidar('entrevistas'));

    await waitFor(() => expect(result.current.lista.items.map((e) => e.candidatoNombre)).toEqual(['Marta v1', 'Luis v1']));
    expect(result.current.cifras.data).toEqual({ total: 1 });
    expect(result.current.dashboard.data).toMatchObject({ version: 0 });
    const pedidas = servidor.calls.slice(antes).map((c) => c.url.replace('http://localhost:3001', ''));
    expect(pedidas.sort()).toEqual(
      ['/api/entrevistas/estadisticas', '/api/entrevistas?q=ma&limit=2', '/api/entrevistas?q=ma&cursor=c2&limit=2'].sort(),
    );
  });

  it('asks once for a key two mounted hooks read, and forgets a read once it unmounts', async () => {
    const servidor = api();
    const { result, unmount } = renderHook(() => [useRuta('GET /api/dashboard', {}), useRuta('GET /api/dashboard', undefined)] as const, {
      wrapper,
    });
    await waitFor(() => expect(result.current[1].data).toMatchObject({ version: 0 }));
    const antes = servidor.calls.length;
    await act(() => invalidar('dashboard'));
    expect(servidor.calls.length - antes).toBe(1);

    unmount();
    await invalidar('dashboard');
    expect(servidor.calls.length - antes).toBe(1);
  });

  it('a list set back to a query it read before asks the server again, not only its cache (D200)', async () => {
    const servidor = api();
    const { result, rerender } = renderHook(({ q }) => usePaginada('GET /api/entrevistas', { q }, { limite: 2 }), {
      wrapper,
      initialProps: { q: 'ma' },
    });
    await waitFor(() => expect(result.current.items.map((e) => e.candidatoNombre)).toEqual(['Marta v0']));
    rerender({ q: 'lu' });
    await waitFor(() => expect(servidor.calls.filter((c) => c.url.includes('q=lu'))).toHaveLength(1));
    // Changed meanwhile, while the list showed another query: back to the first, the change is read.
    servidor.subir();
    rerender({ q: 'ma' });
    await waitFor(() => expect(result.current.items.map((e) => e.candidatoNombre)).toEqual(['Marta v1']));
    // A query read for the first time is asked for once.
    rerender({ q: 'xy' });
    await waitFor(() => expect(servidor.calls.filter((c) => c.url.includes('q=xy'))).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 50));
    expect(servidor.calls.filter((c) => c.url.includes('q=xy'))).toHaveLength(1);
  });
});
