import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  whatsappSettingsViewSchema,
  type WhatsappSettings,
  type WhatsappSettingsValues,
} from '@afrinest/contract';
import { whatsappSettingsQueryKey } from '@/features/agent-workspace/api/get-whatsapp-settings';

/** PUT /api/agent/whatsapp (SUPER_AGENT; audited). */
export const updateWhatsappSettings = async (
  input: WhatsappSettings,
): Promise<WhatsappSettingsValues> => {
  const { api } = await import('@/lib/api-client');
  const response = await api.put<unknown>('/api/agent/whatsapp', input);
  return whatsappSettingsViewSchema.parse(response.data);
};

export const useUpdateWhatsappSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWhatsappSettings,
    onSuccess: (saved) => queryClient.setQueryData(whatsappSettingsQueryKey, saved),
  });
};
