// Mi Perfil screen: a placeholder until its iteration lands.
import { PlaceholderPage } from '../../components/placeholder-page';

export function PerfilPage() {
  return <PlaceholderPage title="Mi Perfil" />;
}
