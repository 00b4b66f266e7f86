import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListingDetail } from '@afrinest/contract';
import { embeddedInitialData } from '@/lib/embedded-answers';
import { listingDetailQueryKey } from './listing-query-key';

/** The listing's API path: asked by the page, and embedded in its HTML under the same URL. */
const listingPath = (id: string) => `/properties/${encodeURIComponent(id)}`;

/**
 * GET /properties/{id}: one listing with its processed photos, cover first (404 when gone or out
 * of public view). Typed, not parsed: the property page is a public page and loads no zod
 * (DESIGN.md §4).
 */
export async function getListing(id: string): Promise<ListingDetail> {
  const { api } = await import('@/lib/api-client');
  const response = await api.get<ListingDetail>(listingPath(id));
  return response.data;
}

export const getListingQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...listingDetailQueryKey, id],
    queryFn: () => getListing(id),
    // The listing's page carries it in its HTML (ADR 0024): shown in the first render.
    ...embeddedInitialData<ListingDetail>(listingPath(id)),
    staleTime: 60_000,
    // A missing listing stays missing: no retries on 404 or 400.
    retry: (count, error) => !isNotFound(error) && count < 2,
  });

export const useListing = (id: string) => useQuery(getListingQueryOptions(id));

/**
 * A listing that cannot be shown: 404 (gone, sold, hidden) or 400 (an id that is not a UUID,
 * typed by hand). Both read as "no longer available", and neither is worth a retry.
 */
export function isNotFound(error: unknown): boolean {
  const status = (error as { response?: { status?: unknown } } | null)?.response?.status;
  return status === 404 || status === 400;
}
