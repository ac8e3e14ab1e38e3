// Panel Sistema, pestaña Solicitudes (D125): the demo requests from the sign-in page (D96), which
// become companies through the onboarding wizard ('Convertir en empresa', D98). Its trigger carries
// the pending count (saas-admin-page.tsx).
import { Stack } from '@chakra-ui/react';
import { SolicitudesCambioPlan } from './solicitudes-cambio-plan';
import { SolicitudesDemo } from './solicitudes-demo';

/** The demo requests, and the companies' requests for a plan change (D164). */
export function TabSolicitudes() {
  return (
    <Stack gap="6">
      <SolicitudesDemo />
      <SolicitudesCambioPlan />
    </Stack>
  );
}
