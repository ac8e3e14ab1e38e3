// Panel Sistema, pestaña Sistema: not built yet (D94: plans and subscriptions came first); it says
// so, and what it will hold, instead of pretending figures. A colleague fills this file.
import { saas as msg } from '@shared/messages';
import { ClockIcon } from '../../../components/icons';
import { ListaVacia } from '../../../components/lista-vacia';

export function TabSistema() {
  return (
    <ListaVacia
      icono={<ClockIcon />}
      titulo={msg.pendiente}
      descripcion="Aquí estarán los estados reales del sistema y la lista 'Implementado' / 'Pendiente'."
    />
  );
}
