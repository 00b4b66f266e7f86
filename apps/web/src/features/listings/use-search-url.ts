import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { parseSearch, toSearchParams, withFilters, type ListingSearch } from './search-params';

/**
 * The search in the address bar: read on every render, written on every change, so Back, a reload
 * and a shared link all show the same results. New filters go back to page 1.
 */
export function useSearchUrl() {
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => parseSearch(params), [params]);

  const replace = useCallback(
    (next: ListingSearch) => setParams(toSearchParams(next)),
    [setParams],
  );
  const update = useCallback(
    (patch: Partial<ListingSearch>) => replace(withFilters(search, patch)),
    [replace, search],
  );
  return { search, update, replace };
}
