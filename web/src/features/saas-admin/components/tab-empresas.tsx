// Panel Sistema, pestaña Empresas: not built yet (D94: plans and subscriptions came first); it says
// so, and what it will hold, instead of pretending figures. A colleague fills this file.
import { saas as msg } from '@shared/messages';
import { ClockIcon } from '../../../components/icons';
import { ListaVacia } from '../../../components/lista-vacia';

export function TabEmpresas() {
  return (
    <ListaVacia
      icono={<ClockIcon />}
      titulo={msg.pendiente}
      descripcion="Aquí estarán el asistente 'Nueva Empresa' de 4 pasos, 'Config APIs Globales' y la tabla de tenants."
    />
  );
}
