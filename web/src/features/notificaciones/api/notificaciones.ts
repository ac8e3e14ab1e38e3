// Notifications of the signed-in user (spec part 1 §2.5, §3.6): the bell's first page (refreshed
// every 30 s and on focus), the full list page by page, and the calls that mark read and remove.
// Every change shows at once (optimistic) and is then checked against the server.
import type { KeyedMutator } from 'swr';
import { TIEMPOS } from '@shared/constants';
import type { NotificacionPanel } from '@shared/schemas/notificacion';
import { llamar, urlRuta } from '../../../lib/api-rutas';
import { usePaginada } from '../../../lib/use-paginada';
import { useRuta } from '../../../lib/use-ruta';

export type Notificacion = Omit<NotificacionPanel, 'isRead'> & { isRead?: boolean };
export interface NotificacionesPagina {
  items: Notificacion[];
  cursor: string | null;
  noLeidas: number;
}

export const PANEL_LIMIT = 20;
/** The SWR key of the bell's page (an action asks it again). */
export const PANEL_KEY = urlRuta('GET /api/notificaciones', { query: { limit: PANEL_LIMIT } });
const LISTA_LIMIT = 20;

export function useNotificacionesPanel() {
  return useRuta(
    'GET /api/notificaciones',
    { query: { limit: PANEL_LIMIT } },
    { leer: (r) => r.data as NotificacionesPagina, refreshInterval: TIEMPOS.syncIntervalMs, revalidateOnFocus: true },
  );
}

/**
 * The full list, page by page: the app's paginated list (usePaginada), so it is read again as every
 * list is (D119): every loaded page when the window is shown again, on focus and on reconnection,
 * and when an action on notifications fails. SWR's own infinite defaults revalidated no page on focus.
 */
export function useNotificacionesLista() {
  const lista = usePaginada('GET /api/notificaciones', {}, { limite: LISTA_LIMIT });
  return lista as unknown as Omit<typeof lista, 'data' | 'mutate' | 'items'> & {
    data: NotificacionesPagina[] | undefined;
    mutate: KeyedMutator<NotificacionesPagina[]>;
    items: Notificacion[];
  };
}

/** Capped unread count of the bell: '99+' above NOTIFICACIONES.badgeCap. */
export function textoBadge(noLeidas: number, cap: number): string | null {
  if (!noLeidas || noLeidas <= 0) return null;
  return noLeidas > cap ? `${cap}+` : String(noLeidas);
}

export const notificacionesApi = {
  marcarLeida: (id: string) => llamar('PATCH /api/notificaciones/{id}', { params: { id }, body: { isRead: true } }),
  marcarTodas: () => llamar('POST /api/notificaciones/leer-todas'),
  eliminar: (id: string) => llamar('DELETE /api/notificaciones/{id}', { params: { id } }),
  eliminarTodas: () => llamar('DELETE /api/notificaciones'),
};

/** Page transforms for the optimistic updates. */
export const transformar = {
  marcarLeida(page: NotificacionesPagina, id: string): NotificacionesPagina {
    const target = page.items.find((n) => n.id === id);
    const eraNoLeida = !!target && !target.isRead;
    return {
      ...page,
      items: page.items.map((n) => (n.id === id ? { ...n, isRead: true } : n)),
      noLeidas: eraNoLeida ? Math.max(0, page.noLeidas - 1) : page.noLeidas,
    };
  },
  marcarTodas(page: NotificacionesPagina): NotificacionesPagina {
    return { ...page, items: page.items.map((n) => ({ ...n, isRead: true })), noLeidas: 0 };
  },
  eliminar(page: NotificacionesPagina, id: string): NotificacionesPagina {
    const target = page.items.find((n) => n.id === id);
    const eraNoLeida = !!target && !target.isRead;
    return { ...page, items: page.items.filter((n) => n.id !== id), noLeidas: eraNoLeida ? Math.max(0, page.noLeidas - 1) : page.noLeidas };
  },
  eliminarTodas(page: NotificacionesPagina): NotificacionesPagina {
    return { ...page, items: [], cursor: null, noLeidas: 0 };
  },
};
