// Áreas screen: a placeholder until its iteration lands.
import { PlaceholderPage } from '../../components/placeholder-page';

export function AreasPage() {
  return <PlaceholderPage title="Áreas" />;
}
