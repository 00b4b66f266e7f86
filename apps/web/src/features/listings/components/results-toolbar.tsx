import type { ListingSort } from '@afrinest/contract';
import { cn, focusRing } from '@/components/ui';
import { PAGE_SIZES, SEARCH_SORTS, type ListingSearch } from '../search-params';
import { inputClass } from './filter-styles';
import { formatResultCount } from '../result-count';

const SORT_LABELS: Record<(typeof SEARCH_SORTS)[number], string> = {
  newest: 'Newest',
  price_asc: 'Lowest price',
  price_desc: 'Highest price',
  size_asc: 'Smallest',
  size_desc: 'Largest',
};

export interface ResultsToolbarProps {
  search: ListingSearch;
  total: number | undefined;
  noun: [one: string, many: string];
  onChange: (patch: Partial<ListingSearch>) => void;
  /** The map toggle: only where a map view exists. */
  showViewToggle?: boolean;
}

/** How many results, their order, page size and list / map. */
export function ResultsToolbar({
  search,
  total,
  noun,
  onChange,
  showViewToggle = true,
}: ResultsToolbarProps) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <p className="min-h-6 text-sm font-medium text-gray-900" aria-live="polite">
        {total === undefined
          ? 'Searching…'
          : `${formatResultCount(total)} ${total === 1 ? noun[0] : noun[1]}`}
      </p>
      <div className="flex flex-wrap items-end gap-2">
        {search.view === 'list' && (
          <>
            <label className="flex items-center gap-2 text-sm text-gray-800">
              Sort
              <select
                value={search.sort}
                onChange={(e) =>
                  onChange({
                    sort:
                      SEARCH_SORTS.find((s) => s === e.target.value) ?? ('newest' as ListingSort),
                  })
                }
                className={cn(inputClass, 'w-auto')}
              >
                {SEARCH_SORTS.map((s) => (
                  <option key={s} value={s}>
                    {SORT_LABELS[s]}
                  </option>
                ))}
              </select>
            </label>
            <label className="hidden items-center gap-2 text-sm text-gray-800 sm:flex">
              Per page
              <select
                value={search.pageSize}
                onChange={(e) => onChange({ pageSize: Number(e.target.value) })}
                className={cn(inputClass, 'w-auto')}
              >
                {PAGE_SIZES.map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </label>
          </>
        )}
        {showViewToggle && (
          <div
            role="group"
            aria-label="Show results as"
            className="inline-flex rounded-md shadow-sm"
          >
            {(['list', 'map'] as const).map((view, i) => (
              <button
                key={view}
                type="button"
                aria-pressed={search.view === view}
                onClick={() => onChange({ view, page: search.page })}
                className={cn(
                  'min-h-11 border border-gray-300 px-4 text-sm font-medium',
                  i === 0 ? 'rounded-l-md' : '-ml-px rounded-r-md',
                  search.view === view
                    ? 'bg-emerald-700 text-white'
                    : 'bg-white text-gray-900 hover:bg-gray-50',
                  focusRing,
                )}
              >
                {view === 'list' ? 'List' : 'Map'}
              </button>
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
