import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContactDetails, UpdateContactDetails } from '@afrinest/contract';
import { contactDetailsQueryKey } from '@/lib/get-contact-details';

/** PUT /api/admin/settings/contact: admins only; answers the saved details. */
export const updateContactDetails = async (
  input: UpdateContactDetails,
): Promise<ContactDetails> => {
  // Loaded on first use: axios stays out of the first page's JavaScript (DESIGN.md §4).
  const { api } = await import('@/lib/api-client');
  const response = await api.put<ContactDetails>('/api/admin/settings/contact', input);
  return response.data;
};

export const useUpdateContactDetails = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateContactDetails,
    onSuccess: async (saved) => {
      queryClient.setQueryData(contactDetailsQueryKey, saved);
      await queryClient.invalidateQueries({ queryKey: contactDetailsQueryKey });
    },
  });
};
