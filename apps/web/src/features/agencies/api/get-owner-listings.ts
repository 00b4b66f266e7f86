import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListingSummaryPage } from '@afrinest/contract';

/** Whose active listings: an agency's (its page) or one agent's (theirs). */
export type ListingOwner = { agencyId: string } | { agentId: string };

/**
 * GET /api/properties?agencyId=…|agentId=…: the owner's listings in public view, newest first,
 * one server page at a time.
 */
export const getOwnerListings = async (
  owner: ListingOwner,
  page: number,
  pageSize: number,
): Promise<ListingSummaryPage> => {
  // Loaded on first use; the answer is not parsed again: public pages carry no zod (ADR 0018).
  const { api } = await import('@/lib/api-client');
  const response = await api.get<ListingSummaryPage>('/api/properties', {
    params: { ...owner, page, pageSize, sort: 'newest' },
  });
  return response.data;
};

export const getOwnerListingsQueryOptions = (owner: ListingOwner, page: number, pageSize: number) =>
  queryOptions({
    queryKey: ['public-agencies', 'listings', owner, page, pageSize],
    queryFn: () => getOwnerListings(owner, page, pageSize),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

export const useOwnerListings = (owner: ListingOwner, page: number, pageSize: number) =>
  useQuery(getOwnerListingsQueryOptions(owner, page, pageSize));
