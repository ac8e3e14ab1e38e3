// Candidatos screen: a placeholder until its iteration lands.
import { PlaceholderPage } from '../../components/placeholder-page';

export function CandidatosPage() {
  return <PlaceholderPage title="Candidatos" />;
}
