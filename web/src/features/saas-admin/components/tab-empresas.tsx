// Panel Sistema, pestaña Empresas: 'Nueva Empresa' (the 4-step company wizard, D102), 'Config APIs
// Globales' (the platform's AI keys, D99), the tenants table (every company with its usage and AI
// status, D99) and the demo requests from the sign-in page (D96), which become companies through the
// onboarding wizard ('Convertir en empresa', D98).
import { HStack, Stack } from '@chakra-ui/react';
import { ConfigApisGlobales } from './config-apis-globales';
import { BotonNuevaEmpresa } from './nueva-empresa-wizard';
import { SolicitudesDemo } from './solicitudes-demo';
import { TablaTenants } from './tabla-tenants';

export function TabEmpresas() {
  return (
    <Stack gap="6">
      <HStack justify="end" wrap="wrap" gap="2">
        <ConfigApisGlobales />
        <BotonNuevaEmpresa />
      </HStack>
      <TablaTenants />
      <SolicitudesDemo />
    </Stack>
  );
}
