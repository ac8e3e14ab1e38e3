// Panel Sistema, pestaña Sistema: the platform's real statuses and the 'Implementado' / 'Pendiente'
// checklist (D99), in their own component.
import { EstadoSistema } from './estado-sistema';

export function TabSistema() {
  return <EstadoSistema />;
}
