import { useQuery } from '@tanstack/react-query';
import {
  agencyPageSchema,
  agentPageSchema,
  agentSchema,
  featureListSchema,
  PAGE_SIZE_MAX,
} from '@afrinest/contract';
import { listingManagementQueryKey } from './query-keys';

const key = (...parts: unknown[]) => [...listingManagementQueryKey, 'options', ...parts];

/** GET /properties/features: the active features a listing may tick. */
export const useActiveFeatures = () =>
  useQuery({
    queryKey: key('features'),
    queryFn: async () => {
      const { api } = await import('@/lib/api-client');
      return featureListSchema.parse((await api.get<unknown>('/properties/features')).data).data;
    },
  });

/** GET /api/agent/profile: the signed-in agent's role and agency (tabs, agent choice). */
export const useMyAgentProfile = (enabled = true) =>
  useQuery({
    queryKey: key('me'),
    enabled,
    queryFn: async () => {
      const { api } = await import('@/lib/api-client');
      return agentSchema.parse((await api.get<unknown>('/api/agent/profile')).data);
    },
  });

/** GET /api/agent/agents (SUPER_AGENT): the agency's agents a listing may be given to. */
export const useTeamAgents = (enabled: boolean) =>
  useQuery({
    queryKey: key('team'),
    enabled,
    queryFn: async () => {
      const { api } = await import('@/lib/api-client');
      const params = { pageSize: PAGE_SIZE_MAX, sort: 'name', order: 'asc' };
      return agentPageSchema.parse((await api.get<unknown>('/api/agent/agents', { params })).data)
        .data;
    },
  });

/** GET /api/admin/broker/agencies: agencies to list for (admins), by name. */
export const useAgencyOptions = (enabled: boolean) =>
  useQuery({
    queryKey: key('agencies'),
    enabled,
    queryFn: async () => {
      const { api } = await import('@/lib/api-client');
      const params = { pageSize: PAGE_SIZE_MAX, sort: 'name', order: 'asc' };
      return agencyPageSchema.parse(
        (await api.get<unknown>('/api/admin/broker/agencies', { params })).data,
      ).data;
    },
  });

/** GET /api/admin/broker/agents?agencyId=: the agents of the agency chosen (admins). */
export const useAgencyAgents = (agencyId: string | null) =>
  useQuery({
    queryKey: key('agency-agents', agencyId),
    enabled: Boolean(agencyId),
    queryFn: async () => {
      const { api } = await import('@/lib/api-client');
      const params = { agencyId, pageSize: PAGE_SIZE_MAX, sort: 'name', order: 'asc' };
      return agentPageSchema.parse(
        (await api.get<unknown>('/api/admin/broker/agents', { params })).data,
      ).data;
    },
  });
