// Entrevistas screen: a placeholder until its iteration lands.
import { PlaceholderPage } from '../../components/placeholder-page';

export function EntrevistasPage() {
  return <PlaceholderPage title="Entrevistas" />;
}
