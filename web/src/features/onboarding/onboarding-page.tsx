// Onboarding screen: a placeholder until its iteration lands.
import { PlaceholderPage } from '../../components/placeholder-page';

export function OnboardingPage() {
  return <PlaceholderPage title="Onboarding" />;
}
