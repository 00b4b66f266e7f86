import { LandingPage } from '../components/landing-page';

/** /hotels: the 'hotels' page's content above the newest hotel listings. */
export function HotelsPage() {
  return <LandingPage slug="hotels" heading="Hotels" noun={['hotel', 'hotels']} />;
}
