import { StandingPage } from '../components/standing-page';

/** /terms: the terms of use, with the version a user accepts. */
export function TermsPage() {
  return <StandingPage slug="terms" legal />;
}
