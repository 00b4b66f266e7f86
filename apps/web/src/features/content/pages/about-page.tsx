import { StandingPage } from '../components/standing-page';

/** /about: who we are, from the admin's 'about' page. */
export function AboutPage() {
  return <StandingPage slug="about" />;
}
