import { queryOptions, useQuery } from '@tanstack/react-query';
import { contactDetailsSchema, type ContactDetails } from '@afrinest/contract';

/** GET /api/content/contact for the settings form: null while none are set (the API's 404). */
export const getContactDetails = async (): Promise<ContactDetails | null> => {
  // Loaded on first use: axios stays out of the first page's JavaScript (DESIGN.md §4).
  const { api, toApiError } = await import('@/lib/api-client');
  try {
    const response = await api.get<unknown>('/api/content/contact');
    return contactDetailsSchema.parse(response.data);
  } catch (e) {
    if (toApiError(e).status === 404) return null;
    throw e;
  }
};

/** The same key the public Contact page uses for the same answer, so a save shows there too. */
export const contactDetailsQueryKey = ['content', 'contact'] as const;

export const getContactDetailsQueryOptions = () =>
  queryOptions({
    queryKey: contactDetailsQueryKey,
    queryFn: getContactDetails,
    retry: false,
    // The admin may leave to look up the office's coordinates: coming back must not refetch
    // and so reset the half-filled form.
    refetchOnWindowFocus: false,
  });

export const useContactDetails = () => useQuery(getContactDetailsQueryOptions());
