import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContactDetails } from '@afrinest/contract';

/**
 * GET /api/content/contact: the company's contact details, or null while none are set (the API
 * answers 404 then, which is an answer to show, not a failure to retry). Shared by the public
 * Contact page and the admin settings form, so a save there shows on the page at once.
 */
export const getContactDetails = async (): Promise<ContactDetails | null> => {
  // Loaded on first use: axios stays out of the first page's JavaScript (DESIGN.md §4).
  const { api, toApiError } = await import('@/lib/api-client');
  try {
    // Typed, not parsed: a public page loads no zod (ADR 0018), nor the settings schemas with
    // the phone rule's metadata; the API answers with its own schema.
    const response = await api.get<ContactDetails>('/api/content/contact');
    return response.data;
  } catch (e) {
    if (toApiError(e).status === 404) return null;
    throw e;
  }
};

export const contactDetailsQueryKey = ['content', 'contact'] as const;

export const getContactDetailsQueryOptions = () =>
  queryOptions({
    queryKey: contactDetailsQueryKey,
    queryFn: getContactDetails,
    staleTime: 5 * 60_000,
  });

/** How a screen reads them, where it differs from the public page's (the settings form). */
export type ContactDetailsReading = Pick<
  ReturnType<typeof getContactDetailsQueryOptions>,
  'staleTime' | 'retry' | 'refetchOnWindowFocus'
>;

export const useContactDetails = (reading: ContactDetailsReading = {}) =>
  useQuery({ ...getContactDetailsQueryOptions(), ...reading });
