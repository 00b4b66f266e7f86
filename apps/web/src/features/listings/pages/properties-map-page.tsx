import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ListingCard, ListingGridSkeleton } from '@/components/listing-card';
import { Alert, Button, cn, focusRing } from '@/components/ui';
import { bboxParam, type MapBox } from '../api/get-listing-map';
import { useListingSearch } from '../api/search-listings';
import { SearchFilters } from '../components/search-filters';
import type { MapViewState } from '../components/results-map';
import {
  activeFilterCount,
  clearedSearch,
  toApiQuery,
  toMapFilters,
  toSearchParams,
} from '../search-params';
import { useSearchUrl } from '../use-search-url';
import { formatResultCount } from '../result-count';

// Leaflet is loaded after the page shows (DESIGN.md §4: no map in the first chunk).
const ResultsMap = lazy(() =>
  import('../components/results-map').then((m) => ({ default: m.ResultsMap })),
);

/** Listings shown beside the map; more than this, and zooming in narrows them down. */
const IN_VIEW_LIMIT = 24;

const boxOf = (bbox: string | undefined): MapBox | undefined => {
  if (!bbox) return undefined;
  const [south, west, north, east] = bbox.split(',').map(Number) as [
    number,
    number,
    number,
    number,
  ];
  return { south, west, north, east };
};

/**
 * /properties-map: a full-height map whose results follow it. Each settled move or zoom asks the
 * map endpoint for clusters or points in the box, with the filters of the address bar; the
 * listings in view are beside the map (desktop) or in a sheet under it (phone). The box is kept
 * in the address bar too, so a shared link opens on the same area.
 */
export function PropertiesMapPage() {
  const { search, update, replace } = useSearchUrl();
  const [initialBox] = useState(() => boxOf(search.bbox));
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [sheetOpen, setSheetOpen] = useState(false);
  const filtersId = useId();
  const sheetId = useId();
  const filters = useMemo(() => toMapFilters(search), [search]);
  const inView = useListingSearch(
    '/api/properties',
    { ...toApiQuery({ ...search, page: 1 }), pageSize: String(IN_VIEW_LIMIT) },
    search.bbox !== undefined,
  );
  const filterCount = activeFilterCount(search);

  const onViewChange = (view: MapViewState) => {
    const bbox = bboxParam(view.bbox);
    if (bbox !== search.bbox) replace({ ...search, bbox });
  };
  // "N in view" is the map's own count, so it always agrees with the bubbles drawn.
  const [total, setTotal] = useState<number>();
  const listLink = `/properties?${toSearchParams({ ...search, bbox: undefined, view: 'list' })}`;

  return (
    <div className="flex h-[calc(100dvh-4rem)] min-h-[28rem] flex-col lg:flex-row">
      <div className="relative min-h-0 flex-1">
        <div className="absolute top-2 left-14 z-[1001] flex gap-2">
          <Button
            size="sm"
            variant="secondary"
            aria-expanded={filtersOpen}
            aria-controls={filtersId}
            onClick={() => setFiltersOpen((open) => !open)}
            className="shadow"
          >
            {filtersOpen ? 'Close filters' : 'Filters'}
            {filterCount > 0 && ` (${filterCount})`}
          </Button>
        </div>
        <section
          id={filtersId}
          aria-label="Filters"
          className={cn(
            'absolute top-14 left-2 z-[1001] max-h-[calc(100%-4.5rem)] w-[min(22rem,calc(100%-1rem))] overflow-y-auto rounded-lg border border-gray-200 bg-white p-4 shadow-lg',
            !filtersOpen && 'hidden',
          )}
        >
          <SearchFilters
            mode="properties"
            search={search}
            onChange={update}
            idPrefix="map-filter"
          />
          {filterCount > 0 && (
            <Button
              variant="ghost"
              className="mt-3 w-full"
              onClick={() => replace(clearedSearch(search))}
            >
              Clear filters
            </Button>
          )}
        </section>
        <h1 className="sr-only">Properties on the map</h1>
        <Suspense fallback={<div className="h-full animate-pulse bg-stone-200" />}>
          <ResultsMap
            endpoint="/api/properties/map"
            filters={filters}
            initialBox={initialBox}
            onViewChange={onViewChange}
            onTotalChange={setTotal}
            height="100%"
            className="h-full rounded-none border-0"
            label="Map of properties"
          />
        </Suspense>
      </div>

      <aside
        aria-label="Listings in view"
        className="flex max-h-[45%] flex-col border-t border-gray-200 bg-white lg:max-h-none lg:w-96 lg:border-t-0 lg:border-l"
      >
        <button
          type="button"
          aria-expanded={sheetOpen}
          aria-controls={sheetId}
          onClick={() => setSheetOpen((open) => !open)}
          className={cn(
            'flex min-h-11 items-center justify-between px-4 text-sm font-semibold text-gray-900 lg:pointer-events-none',
            focusRing,
          )}
        >
          <span aria-live="polite">
            {total === undefined
              ? 'Listings in view'
              : `${formatResultCount(total)} ${total === 1 ? 'listing' : 'listings'} in view`}
          </span>
          <span aria-hidden="true" className="lg:hidden">
            {sheetOpen ? '▾' : '▴'}
          </span>
        </button>
        <div
          id={sheetId}
          className={cn(
            'min-h-0 flex-1 overflow-y-auto px-4 pb-4 lg:block',
            !sheetOpen && 'hidden',
          )}
        >
          {inView.isError && <Alert variant="error">Could not load the listings in view.</Alert>}
          {!inView.data && !inView.isError && (
            <ListingGridSkeleton count={2} className="grid-cols-1" />
          )}
          {inView.data && (
            <>
              <ul className="flex flex-col gap-3">
                {inView.data.data.map((listing) => (
                  <li key={listing.id}>
                    <ListingCard listing={listing} />
                  </li>
                ))}
              </ul>
              {inView.data.total > inView.data.data.length && (
                <p className="pt-3 text-sm text-gray-700">
                  Showing {inView.data.data.length} of {formatResultCount(inView.data.total)}: zoom
                  in to narrow them down, or{' '}
                  <Link to={listLink} className="font-medium text-emerald-800 underline">
                    see every result as a list
                  </Link>
                  .
                </p>
              )}
            </>
          )}
        </div>
      </aside>
    </div>
  );
}
