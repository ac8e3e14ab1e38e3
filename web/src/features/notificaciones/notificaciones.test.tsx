import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NOTIFICACIONES } from '@shared/constants';
import { jsonResponse, mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { admin, sessionRoutes } from '../../test/session-fixtures';
import { textoBadge } from './api/notificaciones';

const ahora = Date.now();
const items = [
  {
    id: 'n1',
    type: 'entrevista',
    title: 'Entrevista programada',
    message: 'Laura, mañana a las 10:00',
    timestamp: new Date(ahora - 5 * 60_000).toISOString(),
    isRead: false,
    prioridad: 'alta',
    actionUrl: '/entrevistas',
    actionText: 'Ver entrevista',
  },
  {
    id: 'n2',
    type: 'completado',
    title: 'Informe listo',
    message: 'El informe de Pedro está listo',
    timestamp: new Date(ahora - 3 * 3_600_000).toISOString(),
    isRead: true,
    prioridad: 'baja',
  },
];
const page = (list: unknown[], noLeidas: number, cursor: string | null = null) => ({
  body: { success: true, data: { items: list, cursor, noLeidas } },
});

async function openPanel(routes: Parameters<typeof mockFetch>[0] = {}) {
  const mocked = mockFetch({
    ...sessionRoutes(admin),
    'GET /api/notificaciones': page(items, 1),
    'PATCH /api/notificaciones/n1': { body: { success: true, data: { ...items[0], isRead: true } } },
    'POST /api/notificaciones/leer-todas': { body: { success: true, data: { actualizadas: 1 } } },
    'DELETE /api/notificaciones/n2': { body: { success: true, data: null } },
    ...routes,
  });
  const view = renderApp('/dashboard');
  const bell = await screen.findByRole('button', { name: /^Notificaciones/ });
  await waitFor(() => expect(within(bell).getByTestId('notificaciones-badge').textContent).toBe('1'));
  fireEvent.click(bell);
  const lista = await screen.findByRole('list', { name: 'Lista de notificaciones' });
  return { ...view, ...mocked, bell, lista };
}

const entry = (title: string) => screen.getByText(title).closest('li') as HTMLElement;

describe('textoBadge', () => {
  it.each([
    [0, null],
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [5000, '99+'],
  ])('%s → %s', (n, esperado) => {
    expect(textoBadge(n, NOTIFICACIONES.badgeCap)).toBe(esperado);
  });

  it("the bell shows '99+' above 99 unread", async () => {
    mockFetch({ ...sessionRoutes(admin), 'GET /api/notificaciones': page(items, 150) });
    renderApp('/dashboard');
    const bell = await screen.findByRole('button', { name: /^Notificaciones/ });
    await waitFor(() => expect(within(bell).getByTestId('notificaciones-badge').textContent).toBe('99+'));
    // What the badge shows is also what a screen reader hears.
    expect(bell.getAttribute('aria-label')).toBe('Notificaciones: 99+ sin leer');
  });
});

describe('notifications panel', () => {
  it('lists title, message, relative time, priority and the unread dot', async () => {
    await openPanel();
    const n1 = entry('Entrevista programada');
    expect(within(n1).getByText('Laura, mañana a las 10:00')).toBeTruthy();
    expect(within(n1).getByText('5m')).toBeTruthy();
    expect(within(n1).getByRole('img', { name: 'No leída' })).toBeTruthy();
    expect(n1.dataset.prioridad).toBe('alta');
    const n2 = entry('Informe listo');
    expect(within(n2).getByText('3h')).toBeTruthy();
    expect(within(n2).queryByRole('img', { name: 'No leída' })).toBeNull();
    expect(n2.dataset.prioridad).toBe('baja');
  });

  it('clicking an entry marks it read and follows its link', async () => {
    const { calls, router } = await openPanel();
    fireEvent.click(within(entry('Entrevista programada')).getByText('Laura, mañana a las 10:00'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/entrevistas'));
    const patch = calls.find((c) => c.method === 'PATCH');
    expect(patch?.path).toBe('/api/notificaciones/n1');
    expect(patch?.body).toEqual({ isRead: true });
  });

  it("'Marcar todo como leído' clears the dots and the badge at once", async () => {
    let marked = false;
    const { calls, bell } = await openPanel({
      'GET /api/notificaciones': async () =>
        jsonResponse(page(marked ? items.map((n) => ({ ...n, isRead: true })) : items, marked ? 0 : 1).body),
      'POST /api/notificaciones/leer-todas': async () => {
        marked = true;
        return jsonResponse({ success: true, data: { actualizadas: 1 } });
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Marcar todo como leído' }));
    await waitFor(() => expect(screen.queryByRole('img', { name: 'No leída' })).toBeNull());
    expect(within(bell).queryByTestId('notificaciones-badge')).toBeNull();
    expect(calls.filter((c) => c.method === 'POST' && c.path === '/api/notificaciones/leer-todas')).toHaveLength(1);
  });

  it('× removes one entry', async () => {
    let removed = false;
    const { calls } = await openPanel({
      'GET /api/notificaciones': async () => jsonResponse(page(removed ? [items[0]] : items, 1).body),
      'DELETE /api/notificaciones/n2': async () => {
        removed = true;
        return jsonResponse({ success: true, data: null });
      },
    });
    fireEvent.click(within(entry('Informe listo')).getByRole('button', { name: 'Eliminar notificación' }));
    await waitFor(() => expect(screen.queryByText('Informe listo')).toBeNull());
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/notificaciones/n2')).toBe(true);
    expect(screen.getByText('Entrevista programada')).toBeTruthy();
  });

  it("says 'No hay notificaciones' when there are none, and 'Ver todas las notificaciones' opens the list", async () => {
    mockFetch({ ...sessionRoutes(admin) });
    const { router } = renderApp('/dashboard');
    fireEvent.click(await screen.findByRole('button', { name: /^Notificaciones/ }));
    expect(await screen.findByText('No hay notificaciones')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ver todas las notificaciones' }));
    await screen.findByRole('heading', { level: 1, name: 'Notificaciones' });
    expect(router.state.location.pathname).toBe('/notificaciones');
  });
});

describe('/notificaciones', () => {
  it("loads more pages and 'Eliminar todas' empties the list", async () => {
    let cleared = false;
    const { calls } = mockFetch({
      ...sessionRoutes(admin),
      'GET /api/notificaciones': async (_init, url) => {
        if (cleared) return jsonResponse(page([], 0).body);
        const cursor = url.searchParams.get('cursor');
        return jsonResponse(cursor === 'c2' ? page([items[1]], 1).body : page([items[0]], 1, 'c2').body);
      },
      'DELETE /api/notificaciones': async () => {
        cleared = true;
        return jsonResponse({ success: true, data: { eliminadas: 2 } });
      },
    });
    renderApp('/notificaciones');
    await screen.findByRole('heading', { level: 1, name: 'Notificaciones' });
    await screen.findByText('Entrevista programada');
    fireEvent.click(screen.getByRole('button', { name: 'Cargar más' }));
    expect(await screen.findByText('Informe listo')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar todas' }));
    expect(await screen.findByText('No hay notificaciones')).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/notificaciones')).toBe(true);
  });

  it('asks for every loaded page again when the window gets the focus back (D119)', async () => {
    let leida = false;
    const { calls } = mockFetch({
      ...sessionRoutes(admin),
      'GET /api/notificaciones': async (_init, url) => {
        const segunda = { ...items[1], title: leida ? 'Informe listo (revisado)' : 'Informe listo' };
        return jsonResponse(url.searchParams.get('cursor') === 'c2' ? page([segunda], 1).body : page([items[0]], 1, 'c2').body);
      },
    });
    renderApp('/notificaciones');
    await screen.findByText('Entrevista programada');
    fireEvent.click(screen.getByRole('button', { name: 'Cargar más' }));
    await screen.findByText('Informe listo');
    const lecturas = (cursor: string | null) =>
      calls.filter(
        (c) =>
          c.method === 'GET' &&
          c.path === '/api/notificaciones' &&
          new URL(c.url, 'http://localhost').searchParams.get('cursor') === cursor,
      ).length;
    const antes = lecturas('c2');
    leida = true;
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(await screen.findByText('Informe listo (revisado)')).toBeTruthy();
    expect(lecturas('c2')).toBeGreaterThan(antes);
  });
});
