// Panel Sistema, pestaña Empresas: the demo requests from the sign-in page (D96), which become companies
// through the onboarding wizard once it exists; the 4-step 'Nueva Empresa' wizard, 'Config APIs Globales'
// and the tenants table are not built yet (D94: plans and subscriptions came first), and it says so
// instead of pretending figures.
import { Stack } from '@chakra-ui/react';
import { saas as msg } from '@shared/messages';
import { ClockIcon } from '../../../components/icons';
import { ListaVacia } from '../../../components/lista-vacia';
import { SolicitudesDemo } from './solicitudes-demo';

export function TabEmpresas() {
  return (
    <Stack gap="6">
      <SolicitudesDemo />
      <ListaVacia
        icono={<ClockIcon />}
        titulo={msg.pendiente}
        descripcion="Aquí estarán el asistente 'Nueva Empresa' de 4 pasos, 'Config APIs Globales' y la tabla de tenants."
      />
    </Stack>
  );
}
