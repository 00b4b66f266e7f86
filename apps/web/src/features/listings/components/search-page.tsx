import { lazy, Suspense, useCallback, useRef, useState, type ReactNode } from 'react';
import { AdSlot } from '@/components/ad-slot';
import { Alert, Button, EmptyState } from '@/components/ui';
import { useListingSearch } from '../api/search-listings';
import type { SearchEndpoint } from '../api/listings-query-key';
import {
  activeFilterCount,
  clearedSearch,
  toApiQuery,
  toMapFilters,
  type ListingSearch,
} from '../search-params';
import { useSearchUrl } from '../use-search-url';
import { FilterSheet } from './filter-sheet';
import { Pager } from './pager';
import { ResultsGrid } from './results-grid';
import { ResultsToolbar } from './results-toolbar';
import { SearchFilters, type SearchMode } from './search-filters';

// Leaflet is loaded only when someone opens the map (DESIGN.md §4: no map in the first chunk).
const ResultsMap = lazy(() => import('./results-map').then((m) => ({ default: m.ResultsMap })));

export interface SearchPageProps {
  mode: SearchMode;
  endpoint: SearchEndpoint;
  heading: string;
  intro: string;
  noun: [one: string, many: string];
}

/**
 * A public search: filters (a side column on wide screens, a sheet on phones: FilterSheet), the
 * results count, cards with server paging, or the same search on a map. Everything lives in the
 * address bar, so the link is the search.
 */
export function SearchPage({ mode, endpoint, heading, intro, noun }: SearchPageProps) {
  const { search, update, replace } = useSearchUrl();
  const [sheetOpen, setSheetOpen] = useState(false);
  // The map view's count is the map's own (the listings in its box), not the list's query's.
  const [mapTotal, setMapTotal] = useState<number>();
  const filtersButton = useRef<HTMLButtonElement>(null);
  const closeSheet = useCallback(() => {
    setSheetOpen(false);
    filtersButton.current?.focus();
  }, []);
  const listing = useListingSearch(endpoint, toApiQuery(search), search.view === 'list');
  const filterCount = activeFilterCount(search);
  const clear = () => replace(clearedSearch(search));
  const change = (patch: Partial<ListingSearch>) => update(patch);

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">{heading}</h1>
        <p className="text-sm text-gray-700">{intro}</p>
      </header>

      <div className="flex flex-col gap-6 lg:flex-row lg:items-start">
        <aside className="lg:w-80 lg:shrink-0">
          <div className="flex gap-2 lg:hidden">
            <Button
              ref={filtersButton}
              variant="secondary"
              className="flex-1"
              aria-haspopup="dialog"
              aria-expanded={sheetOpen}
              onClick={() => setSheetOpen(true)}
            >
              Filters
              {filterCount > 0 && ` (${filterCount})`}
            </Button>
            {filterCount > 0 && (
              <Button variant="ghost" onClick={clear}>
                Clear
              </Button>
            )}
          </div>
          {sheetOpen && (
            <FilterSheet
              mode={mode}
              endpoint={endpoint}
              search={search}
              onApply={(next) => {
                replace(next);
                closeSheet();
              }}
              onClose={closeSheet}
            />
          )}
          <section
            aria-label="Filters"
            className="hidden rounded-lg border border-gray-200 bg-white p-4 lg:sticky lg:top-4 lg:block"
          >
            <SearchFilters mode={mode} search={search} onChange={change} />
            {filterCount > 0 && (
              <Button variant="ghost" className="mt-3 w-full" onClick={clear}>
                Clear filters
              </Button>
            )}
          </section>
        </aside>

        <section aria-label="Search results" className="flex min-w-0 flex-1 flex-col gap-4">
          <ResultsToolbar
            search={search}
            total={search.view === 'list' ? listing.data?.total : mapTotal}
            noun={noun}
            onChange={change}
          />
          {search.view === 'map' ? (
            <Suspense fallback={<div className="h-[70vh] animate-pulse rounded-lg bg-stone-200" />}>
              <ResultsMap
                endpoint={endpoint === '/api/plots' ? '/api/plots/map' : '/api/properties/map'}
                filters={toMapFilters(search)}
                onTotalChange={setMapTotal}
                height="70vh"
              />
            </Suspense>
          ) : (
            <ListResults
              search={search}
              listing={listing}
              onPage={(page) => {
                update({ page });
                window.scrollTo({ top: 0 });
              }}
              onClear={clear}
              hasFilters={filterCount > 0}
              noun={noun}
              between={
                <AdSlot slot={mode === 'plots' ? 'PLOTS_PAGE' : 'SEARCH_RESULTS'} page={mode} />
              }
            />
          )}
        </section>
      </div>
    </div>
  );
}

function ListResults({
  search,
  listing,
  onPage,
  onClear,
  hasFilters,
  noun,
  between,
}: {
  search: ListingSearch;
  listing: ReturnType<typeof useListingSearch>;
  onPage: (page: number) => void;
  onClear: () => void;
  hasFilters: boolean;
  noun: [string, string];
  /** The ad slot drawn between the cards. */
  between: ReactNode;
}) {
  if (listing.isError && !listing.data)
    return (
      <Alert
        variant="error"
        title="Could not load the results"
        action={
          <Button variant="secondary" onClick={() => void listing.refetch()}>
            Try again
          </Button>
        }
      >
        Check your connection and try again.
      </Alert>
    );
  const page = listing.data;
  if (page && page.total === 0)
    return (
      <EmptyState
        title={`No ${noun[1]} match this search`}
        description={
          hasFilters ? 'Try fewer filters, a wider price range or another place.' : undefined
        }
        action={
          hasFilters ? (
            <Button variant="secondary" onClick={onClear}>
              Clear filters
            </Button>
          ) : undefined
        }
      />
    );
  return (
    <>
      {listing.isError && (
        <Alert variant="error">Could not load this page of results. Showing the last one.</Alert>
      )}
      <ResultsGrid
        listings={page?.data}
        stale={listing.isPlaceholderData}
        pageSize={search.pageSize}
        between={between}
      />
      {page && (
        <Pager page={search.page} pageSize={search.pageSize} total={page.total} onPage={onPage} />
      )}
    </>
  );
}
