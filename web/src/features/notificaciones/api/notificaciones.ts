// Notifications of the signed-in user (spec part 1 §2.5, §3.6): the bell's first page (refreshed
// every 30 s and on focus), the full list page by page, and the calls that mark read and remove.
// Every change shows at once (optimistic) and is then checked against the server.
import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import { TIEMPOS } from '@shared/constants';
import type { NotificacionPanel } from '@shared/schemas/notificacion';
import { api, fetcher } from '../../../lib/api-client';

export type Notificacion = Omit<NotificacionPanel, 'isRead'> & { isRead?: boolean };
export interface NotificacionesPagina {
  items: Notificacion[];
  cursor: string | null;
  noLeidas: number;
}

export const PANEL_LIMIT = 20;
export const PANEL_KEY = `/api/notificaciones?limit=${PANEL_LIMIT}`;
const LISTA_LIMIT = 20;

export function useNotificacionesPanel() {
  return useSWR<NotificacionesPagina>(PANEL_KEY, { refreshInterval: TIEMPOS.syncIntervalMs, revalidateOnFocus: true });
}

export function useNotificacionesLista() {
  const swr = useSWRInfinite<NotificacionesPagina>(
    (index, previous: NotificacionesPagina | null) => {
      if (previous && !previous.cursor) return null;
      const params = new URLSearchParams();
      if (previous?.cursor) params.set('cursor', previous.cursor);
      params.set('limit', String(LISTA_LIMIT));
      return `/api/notificaciones?${params}`;
    },
    fetcher,
    { revalidateFirstPage: false, revalidateOnFocus: true },
  );
  const pages = swr.data ?? [];
  const items = pages.flatMap((p) => p.items ?? []);
  const hayMas = pages.length > 0 && !!pages[pages.length - 1]?.cursor;
  return { ...swr, items, hayMas, cargarMas: () => swr.setSize(swr.size + 1) };
}

/** Capped unread count of the bell: '99+' above NOTIFICACIONES.badgeCap. */
export function textoBadge(noLeidas: number, cap: number): string | null {
  if (!noLeidas || noLeidas <= 0) return null;
  return noLeidas > cap ? `${cap}+` : String(noLeidas);
}

const enc = encodeURIComponent;

export const notificacionesApi = {
  marcarLeida: (id: string) => api.patch(`/api/notificaciones/${enc(id)}`, { isRead: true }),
  marcarTodas: () => api.post('/api/notificaciones/leer-todas'),
  eliminar: (id: string) => api.delete(`/api/notificaciones/${enc(id)}`),
  eliminarTodas: () => api.delete('/api/notificaciones'),
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
