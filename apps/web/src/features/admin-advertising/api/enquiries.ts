import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AD_ENQUIRY_STATUSES } from '@afrinest/contract';
import { adEnquiryListSchema, adEnquirySchema } from '@afrinest/contract';
import { adminAdvertisingQueryKey } from '@/features/admin-advertising/api/query-key';

export type EnquiryStatus = (typeof AD_ENQUIRY_STATUSES)[number];

export interface EnquiriesQuery {
  page: number;
  pageSize: number;
  status?: EnquiryStatus;
}

/** GET /api/admin/advertising/enquiries: newest first, one server page at a time. */
export const getEnquiries = async (query: EnquiriesQuery) => {
  const { api } = await import('@/lib/api-client');
  const response = await api.get<unknown>('/api/admin/advertising/enquiries', { params: query });
  return adEnquiryListSchema.parse(response.data);
};

export const useEnquiries = (query: EnquiriesQuery) =>
  useQuery({
    queryKey: [...adminAdvertisingQueryKey, 'enquiries', query],
    queryFn: () => getEnquiries(query),
    placeholderData: keepPreviousData,
  });

/** PATCH /api/admin/advertising/enquiries/{id}/status: answered (or back to new). */
export const setEnquiryStatus = async ({ id, status }: { id: string; status: EnquiryStatus }) => {
  const { api } = await import('@/lib/api-client');
  const response = await api.patch<unknown>(
    `/api/admin/advertising/enquiries/${encodeURIComponent(id)}/status`,
    { status },
  );
  return adEnquirySchema.parse(response.data);
};

export const useSetEnquiryStatus = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setEnquiryStatus,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: [...adminAdvertisingQueryKey, 'enquiries'] }),
  });
};
