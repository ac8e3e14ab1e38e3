// The actions on notifications, shared by the bell's panel and the full list: each one changes the
// cached list at once (optimistic), calls the API, then asks the server again, which also undoes
// the change when the call failed.
import { useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { toaster } from '../../components/toaster';
import { type Notificacion, type NotificacionesPagina, PANEL_KEY, notificacionesApi, transformar } from './api/notificaciones';

type Cambio = (page: NotificacionesPagina) => NotificacionesPagina;

interface Opciones {
  /** Applies a change to the cached pages without asking the server. */
  aplicarLocal: (cambio: Cambio) => Promise<unknown>;
  /** Asks the server again. */
  revalidar: () => Promise<unknown>;
  /** Called before following an entry's link (the panel closes). */
  onNavegar?: () => void;
}

export function useAccionesNotificaciones({ aplicarLocal, revalidar, onNavegar }: Opciones) {
  const { mutate } = useSWRConfig();
  const navigate = useNavigate();

  const aplicar = async (cambio: Cambio, call: () => Promise<unknown>, error: string) => {
    await aplicarLocal(cambio);
    try {
      await call();
      return true;
    } catch {
      toaster.create({ type: 'error', title: error });
      return false;
    } finally {
      void revalidar();
      // The bell shows the same notifications: keep its count in step.
      void mutate(PANEL_KEY);
    }
  };

  return {
    abrir: (n: Notificacion) => {
      if (!n.isRead)
        void aplicar(
          (p) => transformar.marcarLeida(p, n.id),
          () => notificacionesApi.marcarLeida(n.id),
          'No se pudo marcar la notificación como leída',
        );
      if (n.actionUrl) {
        onNavegar?.();
        navigate(n.actionUrl);
      }
    },
    eliminar: (n: Notificacion) =>
      aplicar(
        (p) => transformar.eliminar(p, n.id),
        () => notificacionesApi.eliminar(n.id),
        'No se pudo eliminar la notificación',
      ),
    marcarTodas: () =>
      aplicar(transformar.marcarTodas, notificacionesApi.marcarTodas, 'No se pudieron marcar las notificaciones como leídas'),
    eliminarTodas: () => aplicar(transformar.eliminarTodas, notificacionesApi.eliminarTodas, 'No se pudieron eliminar las notificaciones'),
  };
}
