import { useMutation } from '@tanstack/react-query';
import { adEnquirySentSchema, type AdEnquiryInput } from '@afrinest/contract';

/** POST /api/advertising/enquiries: stored, mailed to the admins; the answer's message says so. */
export const sendEnquiry = async (input: AdEnquiryInput) => {
  const { api } = await import('@/lib/api-client');
  const response = await api.post<unknown>('/api/advertising/enquiries', input);
  return adEnquirySentSchema.parse(response.data);
};

export const useSendEnquiry = () => useMutation({ mutationFn: sendEnquiry });
