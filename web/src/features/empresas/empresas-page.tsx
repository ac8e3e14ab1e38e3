// Empresas screen: a placeholder until its iteration lands.
import { PlaceholderPage } from '../../components/placeholder-page';

export function EmpresasPage() {
  return <PlaceholderPage title="Empresas" />;
}
