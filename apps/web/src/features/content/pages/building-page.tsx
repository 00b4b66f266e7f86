import { LandingPage } from '../components/landing-page';

/** /building: the 'building' page's content above the newest whole buildings for sale or rent. */
export function BuildingPage() {
  return <LandingPage slug="building" heading="Buildings" noun={['building', 'buildings']} />;
}
