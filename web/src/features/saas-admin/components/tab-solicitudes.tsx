// Panel Sistema, pestaña Solicitudes (D125): the demo requests from the sign-in page (D96), which
// become companies through the onboarding wizard ('Convertir en empresa', D98). Its trigger carries
// the pending count (saas-admin-page.tsx).
import { SolicitudesDemo } from './solicitudes-demo';

export function TabSolicitudes() {
  return <SolicitudesDemo />;
}
