import { useMutation } from '@tanstack/react-query';
import { listingEnquirySentSchema, type ListingEnquiryInput } from '@afrinest/contract';

/** POST /api/properties/{id}/enquiries: a lead for the listing's agent, mailed; the answer says so. */
export const sendListingEnquiry = async ({
  listingId,
  input,
}: {
  listingId: string;
  input: ListingEnquiryInput;
}) => {
  const { api } = await import('@/lib/api-client');
  const response = await api.post<unknown>(
    `/api/properties/${encodeURIComponent(listingId)}/enquiries`,
    input,
  );
  return listingEnquirySentSchema.parse(response.data);
};

export const useSendListingEnquiry = () => useMutation({ mutationFn: sendListingEnquiry });
