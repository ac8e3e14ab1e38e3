// Panel Sistema, pestaña Empresas: 'Config APIs Globales' (the platform's AI keys, D99), the tenants
// table (every company with its usage and AI status, D99) and the demo requests from the sign-in page
// (D96), which become companies through the onboarding wizard once it exists; the 4-step 'Nueva
// Empresa' wizard is not built yet, and it says so instead of pretending.
import { HStack, Stack } from '@chakra-ui/react';
import { saas as msg } from '@shared/messages';
import { ClockIcon } from '../../../components/icons';
import { ListaVacia } from '../../../components/lista-vacia';
import { ConfigApisGlobales } from './config-apis-globales';
import { SolicitudesDemo } from './solicitudes-demo';
import { TablaTenants } from './tabla-tenants';

export function TabEmpresas() {
  return (
    <Stack gap="6">
      <HStack justify="end" wrap="wrap" gap="2">
        <ConfigApisGlobales />
      </HStack>
      <TablaTenants />
      <SolicitudesDemo />
      <ListaVacia icono={<ClockIcon />} titulo={msg.pendiente} descripcion="Aquí estará el asistente 'Nueva Empresa' de 4 pasos." />
    </Stack>
  );
}
