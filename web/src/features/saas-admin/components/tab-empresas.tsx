// Panel Sistema, pestaña Empresas: 'Nueva Empresa' (the 4-step company wizard, D102), 'Config APIs
// Globales' (the platform's AI keys, D99) and the tenants table (every company with its usage and AI
// status, D99). The demo requests have their own tab, Solicitudes (D125).
import { HStack, Stack } from '@chakra-ui/react';
import { ConfigApisGlobales } from './config-apis-globales';
import { BotonNuevaEmpresa } from './nueva-empresa-wizard';
import { TablaTenants } from './tabla-tenants';

export function TabEmpresas() {
  return (
    <Stack gap="6">
      <HStack justify="end" wrap="wrap" gap="2">
        <ConfigApisGlobales />
        <BotonNuevaEmpresa />
      </HStack>
      <TablaTenants />
    </Stack>
  );
}
