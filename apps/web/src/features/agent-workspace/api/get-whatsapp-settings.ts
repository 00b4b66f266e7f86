import { queryOptions, useQuery } from '@tanstack/react-query';
import { whatsappSettingsViewSchema, type WhatsappSettingsValues } from '@afrinest/contract';
import { agentWorkspaceQueryKey } from '@/features/agent-workspace/api/get-agent-profile';

/** GET /api/agent/whatsapp: my agency's WhatsApp numbers, enquiry template and lead routing. */
export const getWhatsappSettings = async (): Promise<WhatsappSettingsValues> => {
  const { api } = await import('@/lib/api-client');
  const response = await api.get<unknown>('/api/agent/whatsapp');
  return whatsappSettingsViewSchema.parse(response.data);
};

export const whatsappSettingsQueryKey = [...agentWorkspaceQueryKey, 'whatsapp'] as const;

export const getWhatsappSettingsQueryOptions = () =>
  queryOptions({ queryKey: whatsappSettingsQueryKey, queryFn: getWhatsappSettings });

export const useWhatsappSettings = () => useQuery(getWhatsappSettingsQueryOptions());
