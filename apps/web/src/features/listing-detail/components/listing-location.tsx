import { lazy, Suspense, useRef } from 'react';
import { Link } from 'react-router';
import type { Listing } from '@afrinest/contract';
import { Card, cn, focusRing, Spinner } from '@/components/ui';
import { useNearViewport } from '@/lib/use-near-viewport';

// Leaflet is loaded only when a listing has a pin and the map is about to scroll into view,
// never with the page (150 KB budget, and its work would hold up the first render on a phone).
const MapView = lazy(() => import('@/components/map').then((m) => ({ default: m.MapView })));

const MAP_HEIGHT = '16rem';

/** Where it is: the address, the place chain, and a small map with a link to the full map. */
export function ListingLocation({ listing }: { listing: Listing }) {
  const hasPin = listing.latitude !== null && listing.longitude !== null;
  const mapSlot = useRef<HTMLDivElement>(null);
  const showMap = useNearViewport(mapSlot);
  // The map's own size and colour, so nothing moves when it arrives.
  const placeholder = (
    <div
      className="flex items-center justify-center rounded-lg"
      style={{ height: MAP_HEIGHT, background: '#e7e5e4' }}
    >
      {showMap && <Spinner label="Loading the map…" />}
    </div>
  );
  return (
    <Card title="Location">
      <div className="flex flex-col gap-3">
        {listing.address && <p className="text-gray-900">{listing.address}</p>}
        {listing.place && <p className="text-gray-700">{listing.place.label}</p>}
        {hasPin && (
          <>
            <div ref={mapSlot}>
              {showMap ? (
                <Suspense fallback={placeholder}>
                  <MapView
                    markers={[
                      {
                        id: listing.id,
                        lat: listing.latitude!,
                        lng: listing.longitude!,
                        label: listing.title,
                      },
                    ]}
                    center={[listing.latitude!, listing.longitude!]}
                    zoom={15}
                    height={MAP_HEIGHT}
                    label={`Map of ${listing.title}`}
                  />
                </Suspense>
              ) : (
                placeholder
              )}
            </div>
            <Link
              to={`/properties/${encodeURIComponent(listing.id)}/map`}
              className={cn('self-start font-medium text-emerald-800 underline', focusRing)}
            >
              Open the full map with nearby listings
            </Link>
          </>
        )}
      </div>
    </Card>
  );
}
