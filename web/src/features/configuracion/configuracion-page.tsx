// Configuración screen: a placeholder until its iteration lands.
import { PlaceholderPage } from '../../components/placeholder-page';

export function ConfiguracionPage() {
  return <PlaceholderPage title="Configuración" />;
}
