// Configuración (part 2 §2), by role: the operator's restricted view, the admin's company
// configuration (its own keys and settings; titled for the company, D129), the superadmin's
// 'Configuración del Sistema'.
import { useSession } from '../../lib/session';
import { VistaAdmin, VistaOperador } from './components/vistas-empresa';
import { VistaSuperadmin } from './components/vista-superadmin';

export function ConfiguracionPage() {
  const { user } = useSession();
  if (user?.rol === 'superadmin') return <VistaSuperadmin />;
  if (user?.rol === 'admin') return <VistaAdmin />;
  return <VistaOperador />;
}
