// Servicios HR screen: a placeholder until its iteration lands.
import { PlaceholderPage } from '../../components/placeholder-page';

export function ServiciosHrPage() {
  return <PlaceholderPage title="Servicios HR" />;
}
