import { useEffect, useId, useRef, useState } from 'react';
import { Button, cn, focusRing } from '@/components/ui';
import { useListingSearch } from '../api/search-listings';
import type { SearchEndpoint } from '../api/listings-query-key';
import { formatResultCount } from '../result-count';
import {
  activeFilterCount,
  clearedSearch,
  toApiQuery,
  withFilters,
  type ListingSearch,
} from '../search-params';
import { SearchFilters, type SearchMode } from './search-filters';

/** How long the sheet waits after the last change before asking the API for its count. */
const COUNT_AFTER_MS = 300;

/** `value`, once it has stopped changing for `ms`. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export interface FilterSheetProps {
  mode: SearchMode;
  endpoint: SearchEndpoint;
  /** The search on the page: where the draft starts. */
  search: ListingSearch;
  onApply: (next: ListingSearch) => void;
  onClose: () => void;
}

/**
 * The filters on a phone (issue 39), as portals do it: a sheet over the page, whose changes are a
 * draft until "Show N results", N being the API's total for the draft (the same question the
 * results then ask, so they come from the cache). The results stay the first thing on the page.
 */
export function FilterSheet({ mode, endpoint, search, onApply, onClose }: FilterSheetProps) {
  const [draft, setDraft] = useState(search);
  const counted = useSettled(draft, COUNT_AFTER_MS);
  const count = useListingSearch(endpoint, toApiQuery(counted));
  const titleId = useId();
  const close = useRef<HTMLButtonElement>(null);
  const total =
    count.data && !count.isPlaceholderData && counted === draft ? count.data.total : null;

  // The page behind does not scroll; Escape closes, as any dialog.
  useEffect(() => {
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    close.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => {
      document.body.style.overflow = overflow;
      document.removeEventListener('keydown', onKey);
    };
  }, [onClose]);

  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      className="fixed inset-0 z-50 flex flex-col bg-white lg:hidden"
    >
      <div className="flex items-center justify-between border-b border-gray-200 px-4 py-2">
        <h2 id={titleId} className="text-lg font-semibold text-gray-900">
          Filters
        </h2>
        <button
          ref={close}
          type="button"
          aria-label="Close filters"
          onClick={onClose}
          className={cn(
            'inline-flex h-11 w-11 items-center justify-center rounded-full text-2xl text-gray-700 hover:bg-gray-100',
            focusRing,
          )}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className="flex-1 overflow-y-auto p-4">
        <SearchFilters
          mode={mode}
          search={draft}
          onChange={(patch) => setDraft((d) => withFilters(d, patch))}
          idPrefix="sheet-filter"
          live
        />
      </div>
      <div className="flex gap-2 border-t border-gray-200 p-4">
        {activeFilterCount(draft) > 0 && (
          <Button variant="ghost" onClick={() => setDraft(clearedSearch(draft))}>
            Clear
          </Button>
        )}
        <Button className="flex-1" onClick={() => onApply(draft)}>
          {total === null
            ? 'Show results'
            : total === 0
              ? 'No results: change the filters'
              : `Show ${formatResultCount(total)} ${total === 1 ? 'result' : 'results'}`}
        </Button>
      </div>
    </div>
  );
}
