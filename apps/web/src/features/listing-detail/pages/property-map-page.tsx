import { lazy, Suspense } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { cn, focusRing, Spinner } from '@/components/ui';
import { usePageTitle } from '@/lib/page-title';
import { useListing } from '../api/get-listing';
import { useNearbyListings } from '../api/get-nearby-listings';
import { ListingQueryState } from '../components/listing-query-state';

// Leaflet is loaded only on this page, never with the site's first JavaScript.
const MapView = lazy(() => import('@/components/map').then((m) => ({ default: m.MapView })));

export const MAP_NEARBY_RADIUS_KM = 5;
export const MAP_NEARBY_LIMIT = 50;

/**
 * /properties/{id}/map: the listing on a full-height map with the listings within 5 km around
 * it (up to 50, nearest first); selecting a nearby marker opens that listing.
 */
export function PropertyMapPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const listing = useListing(id);
  const l = listing.data;
  const pin =
    l && l.latitude !== null && l.longitude !== null ? { lat: l.latitude, lng: l.longitude } : null;
  const nearby = useNearbyListings(
    l && pin
      ? { ...pin, radiusKm: MAP_NEARBY_RADIUS_KM, limit: MAP_NEARBY_LIMIT, excludeId: l.id }
      : null,
  );
  usePageTitle(l ? `${l.title} on the map` : undefined);

  if (!l) return <ListingQueryState query={listing} />;

  const markers = pin
    ? [
        { id: l.id, ...pin, label: `This listing: ${l.title}` },
        ...(nearby.data ?? []).flatMap((n) =>
          n.latitude !== null && n.longitude !== null
            ? [{ id: n.id, lat: n.latitude, lng: n.longitude, label: n.title }]
            : [],
        ),
      ]
    : [];
  const others = nearby.data?.length ?? 0;

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-xl font-bold text-gray-900">{l.title}</h1>
        <Link
          to={`/properties/${encodeURIComponent(l.id)}`}
          className={cn('font-medium text-emerald-800 underline', focusRing)}
        >
          Back to the listing
        </Link>
      </div>
      {pin ? (
        <>
          <p className="text-sm text-gray-700" role="status">
            {nearby.data
              ? `${others} other listing${others === 1 ? '' : 's'} within ${MAP_NEARBY_RADIUS_KM} km. Select a marker to open that listing.`
              : 'Loading listings nearby…'}
          </p>
          <Suspense fallback={<Spinner label="Loading the map…" />}>
            <MapView
              markers={markers}
              center={[pin.lat, pin.lng]}
              // At the zoom the visitor's maps remember, saved again as they zoom (SPEC §2, §9).
              height="calc(100dvh - 12rem)"
              label={`Map of ${l.title} and listings nearby`}
              onMarkerSelect={(markerId) => {
                if (markerId !== l.id) void navigate(`/properties/${encodeURIComponent(markerId)}`);
              }}
            />
          </Suspense>
        </>
      ) : (
        <p className="text-gray-700">
          The agent has not put this listing on the map.
          {l.place ? ` It is in ${l.place.label}.` : ''}
        </p>
      )}
    </div>
  );
}
