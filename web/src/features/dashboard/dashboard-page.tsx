// Dashboard screen: a placeholder until its iteration lands.
import { PlaceholderPage } from '../../components/placeholder-page';

export function DashboardPage() {
  return <PlaceholderPage title="Dashboard" />;
}
