// Informes screen: a placeholder until its iteration lands.
import { PlaceholderPage } from '../../components/placeholder-page';

export function InformesPage() {
  return <PlaceholderPage title="Informes" />;
}
