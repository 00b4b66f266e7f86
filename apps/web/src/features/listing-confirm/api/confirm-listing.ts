import { useMutation } from '@tanstack/react-query';
import { listingConfirmedSchema, type ListingConfirmed } from '@afrinest/contract';

/** POST /api/listings/confirm: the mailed one-click link; it works once, no sign-in needed. */
export const confirmListing = async (token: string): Promise<ListingConfirmed> => {
  // Loaded on first use: axios stays out of the first page's JavaScript (DESIGN.md §4).
  const { api } = await import('@/lib/api-client');
  const response = await api.post<unknown>(
    '/api/listings/confirm',
    { token },
    { skipAuthRefresh: true },
  );
  return listingConfirmedSchema.parse(response.data);
};

export const useConfirmListing = () => useMutation({ mutationFn: confirmListing, retry: false });
