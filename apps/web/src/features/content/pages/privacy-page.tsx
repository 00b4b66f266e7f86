import { StandingPage } from '../components/standing-page';

/** /privacy: what we store, why, and how to ask for it or its deletion. */
export function PrivacyPage() {
  return <StandingPage slug="privacy" legal />;
}
