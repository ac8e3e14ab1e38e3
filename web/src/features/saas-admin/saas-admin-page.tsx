// Panel Sistema screen: a placeholder until its iteration lands.
import { PlaceholderPage } from '../../components/placeholder-page';

export function SaasAdminPage() {
  return <PlaceholderPage title="Panel Sistema" />;
}
