// Lists show the server's state (D119): a list reached again through the sidebar, or
// on a window that gets the focus back, asks for its pages again; an action the server refuses with
// a 4xx re-reads the list, the counts and the item it was chosen from; «Última sincronización» moves
// whenever data arrives; signing out leaves nothing of the lists in SWR's cache.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatHora } from '@shared/fechas';
import { jsonResponse, mockFetch } from '../test/fetch-mock';
import { renderApp } from '../test/render-app';
import { candidatoDePrueba as candidato, entrevistaDePrueba as entrevista } from '../test/lista-fixtures';
import { acme, admin, sessionRoutes } from '../test/session-fixtures';
import { type SessionContextValue, useSession } from '../lib/session';
import { usePaginada } from '../lib/use-paginada';
import { AppProvider } from './provider';

const ok = (data: unknown) => jsonResponse({ success: true, data });

/** A server whose candidate Luis Gil is in `estado.luis` when asked (another tab may change it). */
function servidorCandidatos(rutas: Parameters<typeof mockFetch>[0] = {}) {
  const estado = { luis: 'entrevistado' };
  const mocked = mockFetch({
    ...sessionRoutes(admin, [acme]),
    'GET /api/areas': { body: { success: true, data: [] } },
    'GET /api/candidatos': async () => ok({ items: [candidato('c1', 'Luis Gil', estado.luis)], cursor: null }),
    'GET /api/entrevistas': async () => ok({ items: [], cursor: null }),
    'GET /api/entrevistas/estadisticas': async () =>
      ok({ total: 0, programada: 0, en_progreso: 0, completada: 0, analizada: 0, validada: 0 }),
    'GET /api/servicios-hr/disponibles': async () => ok([]),
    ...rutas,
  });
  const lecturas = () => mocked.calls.filter((c) => c.method === 'GET' && c.path === '/api/candidatos').length;
  return { ...mocked, estado, lecturas };
}

/** The label of the option a candidate's status select shows (their current status). */
const estadoMostrado = (nombre: string) => {
  const select = screen.getByLabelText(`Estado de ${nombre}`) as HTMLSelectElement;
  return select.options[select.selectedIndex]?.textContent;
};

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a list shows the server state', { timeout: 20_000 }, () => {
  it('reached again through the sidebar, Candidatos asks again and shows the state changed meanwhile', async () => {
    const servidor = servidorCandidatos();
    const { router } = renderApp('/candidatos');
    await screen.findByText('Luis Gil', {}, { timeout: 10_000 });
    expect(estadoMostrado('Luis Gil')).toBe('Entrevistado');

    await act(() => router.navigate('/entrevistas'));
    await screen.findByRole('heading', { level: 1, name: 'Entrevistas' });
    // Another tab moved the candidate on.
    servidor.estado.luis = 'seleccionado';
    const antes = servidor.lecturas();
    await act(() => router.navigate('/candidatos'));
    await screen.findByRole('heading', { level: 1, name: 'Candidatos' });
    await waitFor(() => expect(estadoMostrado('Luis Gil')).toBe('Seleccionado'));
    expect(servidor.lecturas()).toBe(antes + 1);
  });

  it('asks again when the window gets the focus back', async () => {
    const servidor = servidorCandidatos();
    renderApp('/candidatos');
    await screen.findByText('Luis Gil', {}, { timeout: 10_000 });
    await waitFor(() => expect(servidor.lecturas()).toBe(1));
    servidor.estado.luis = 'rechazado';
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() => expect(estadoMostrado('Luis Gil')).toBe('Rechazado'));
    expect(servidor.lecturas()).toBe(2);
  });

  it("a status change the server refuses (400) re-reads the list: the refusal shows beside the server's state", async () => {
    const refusal = 'No se puede pasar un candidato de «Seleccionado» a «En proceso»';
    const servidor = servidorCandidatos({ 'PUT /api/candidatos/c1': { status: 400, body: { success: false, message: refusal } } });
    renderApp('/candidatos');
    await screen.findByText('Luis Gil', {}, { timeout: 10_000 });
    expect(estadoMostrado('Luis Gil')).toBe('Entrevistado');
    servidor.estado.luis = 'seleccionado';
    const antes = servidor.lecturas();

    fireEvent.change(screen.getByLabelText('Estado de Luis Gil'), { target: { value: 'en_proceso' } });
    expect(await screen.findByText(refusal)).toBeTruthy();
    await waitFor(() => expect(estadoMostrado('Luis Gil')).toBe('Seleccionado'));
    expect(servidor.lecturas()).toBe(antes + 1);
    expect(servidor.calls.filter((c) => c.method === 'PUT' && c.path === '/api/candidatos/c1')).toHaveLength(1);
  });

  it("'Iniciar' on an interview validated meanwhile (409) re-reads the list and the counts: no more «Programada» nor 'Iniciar'", async () => {
    let validada = false;
    const refusal = 'Solo se puede iniciar una entrevista programada';
    const { calls } = mockFetch({
      ...sessionRoutes(admin, [acme]),
      'GET /api/entrevistas': async () => ok({ items: [entrevista('i1', 'Ana Ruiz', validada ? 'validada' : 'programada')], cursor: null }),
      'GET /api/entrevistas/estadisticas': async () =>
        ok({ total: 1, programada: validada ? 0 : 1, en_progreso: 0, completada: 0, analizada: 0, validada: validada ? 1 : 0 }),
      'GET /api/servicios-hr/disponibles': async () => ok([]),
      'GET /api/candidatos': async () => ok({ items: [], cursor: null }),
      'POST /api/entrevistas/i1/iniciar': async () => jsonResponse({ success: false, message: refusal }, 409),
    });
    const pestana = { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
    vi.stubGlobal(
      'open',
      vi.fn(() => pestana),
    );
    renderApp('/entrevistas');
    const tarjeta = (await screen.findByText('Ana Ruiz', {}, { timeout: 10_000 })).closest('[data-testid="entrevista"]') as HTMLElement;
    expect(within(tarjeta).getByText('Programada')).toBeTruthy();
    validada = true;
    const lecturas = (path: string) => calls.filter((c) => c.method === 'GET' && c.path === path).length;
    const antes = { lista: lecturas('/api/entrevistas'), cifras: lecturas('/api/entrevistas/estadisticas') };

    fireEvent.click(within(tarjeta).getByRole('button', { name: 'Iniciar la entrevista de Ana Ruiz' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: /Entrevista asistida/ }));
    expect(await screen.findByText(refusal)).toBeTruthy();
    await waitFor(() => expect(within(tarjeta).getByText('Validada')).toBeTruthy());
    expect(within(tarjeta).queryByRole('button', { name: /Iniciar/ })).toBeNull();
    expect(lecturas('/api/entrevistas')).toBeGreaterThan(antes.lista);
    expect(lecturas('/api/entrevistas/estadisticas')).toBeGreaterThan(antes.cifras);
    expect(pestana.close).toHaveBeenCalled();
  });
});

describe('«Última sincronización»', { timeout: 20_000 }, () => {
  it('moves each time data arrives, not only with the first load', async () => {
    // Only the clock is faked; the health check gets no answer, so only the reads move the time.
    vi.useFakeTimers({ toFake: ['Date'] });
    const primera = new Date('2026-11-24T09:10:00.000Z');
    const segunda = new Date('2026-11-24T12:40:00.000Z');
    vi.setSystemTime(primera);
    const caido = () => Promise.reject(new TypeError('Failed to fetch'));
    const servidor = servidorCandidatos();
    const base = servidor.fn.getMockImplementation()!;
    servidor.fn.mockImplementation(async (input, init) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      return ['/api/test', '/api/empresas', '/api/servicios-hr'].includes(path) ? caido() : base(input, init);
    });
    renderApp('/candidatos');
    await screen.findByText('Luis Gil', {}, { timeout: 10_000 });
    await screen.findByText(`Última sincronización ${formatHora(primera)}`);
    await waitFor(() => expect(screen.getByTestId('badge-conexion').textContent).toBe('Desconectado'));

    vi.setSystemTime(segunda);
    fireEvent.click(screen.getByRole('button', { name: 'Actualizar' }));
    expect(await screen.findByText(`Última sincronización ${formatHora(segunda)}`)).toBeTruthy();
  });
});

describe('signing out', () => {
  it("leaves none of a list's pages in SWR's cache", async () => {
    mockFetch({
      ...sessionRoutes(admin, [acme]),
      'GET /api/candidatos': async () => ok({ items: [candidato('c1', 'Luis Gil', 'nuevo')], cursor: null }),
    });
    const cache = new Map();
    const ref: { current: SessionContextValue | null } = { current: null };
    function Lista() {
      ref.current = useSession();
      const lista = usePaginada('GET /api/candidatos', {}, { enabled: ref.current.status === 'authenticated' });
      return <p>{lista.items.map((c) => c.nombre).join(', ')}</p>;
    }
    render(
      <AppProvider swr={{ provider: () => cache, dedupingInterval: 0 }}>
        <Lista />
      </AppProvider>,
    );
    await screen.findByText('Luis Gil', {}, { timeout: 10_000 });
    expect([...cache.keys()].some((k: string) => k.startsWith('$inf$'))).toBe(true);

    await act(() => ref.current!.logout());
    expect([...cache.keys()].filter((k: string) => k.includes('/api/candidatos'))).toEqual([]);
    expect(screen.queryByText('Luis Gil')).toBeNull();
  });
});
