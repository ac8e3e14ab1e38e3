// Panel Sistema, pestaña Sistema: the platform's real statuses and the 'Implementado' / 'Pendiente'
// checklist (D99), in their own component; then the platform's oversight record (D155).
import { Stack } from '@chakra-ui/react';
import { EstadoSistema } from './estado-sistema';
import { SupervisionPlataforma } from './supervision-plataforma';

export function TabSistema() {
  return (
    <Stack gap="6">
      <EstadoSistema />
      <SupervisionPlataforma />
    </Stack>
  );
}
