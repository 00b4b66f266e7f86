import { lazy, Suspense } from 'react';
import type { ContactDetails } from '@afrinest/contract';

// Leaflet is the heaviest thing on this page: the details (and the phone number) show first,
// the map follows in its own chunk.
const MapView = lazy(() => import('@/components/map').then((m) => ({ default: m.MapView })));

const HEIGHT = '22rem';

/**
 * The office on a map, centred on it, with one marker named after the company. It uses the zoom
 * every map remembers (SPEC §2, §9), so a visitor who zoomed in once finds the street again.
 */
export function OfficeMap({ details }: { details: ContactDetails }) {
  const { companyName, latitude, longitude } = details;
  return (
    <Suspense
      fallback={
        <div
          role="status"
          style={{ height: HEIGHT }}
          className="flex items-center justify-center rounded-lg bg-stone-200 text-sm text-gray-700"
        >
          Loading the map…
        </div>
      }
    >
      <MapView
        // A new place is a new map: Leaflet reads the centre only when it is created.
        key={`${latitude},${longitude}`}
        label="Office location"
        center={[latitude, longitude]}
        markers={[{ id: 'office', lat: latitude, lng: longitude, label: companyName }]}
        height={HEIGHT}
      />
    </Suspense>
  );
}
