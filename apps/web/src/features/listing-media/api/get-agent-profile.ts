import { useQuery } from '@tanstack/react-query';
import { agentSchema } from '@afrinest/contract';
import { listingMediaKeys } from './query-keys';

/** GET /api/agent/profile: the signed-in agent's role, for the agent area's tabs. */
export const useAgentRole = () =>
  useQuery({
    queryKey: listingMediaKeys.agentProfile(),
    queryFn: async () => {
      const { api } = await import('@/lib/api-client');
      return agentSchema.parse((await api.get<unknown>('/api/agent/profile')).data).role;
    },
    staleTime: Infinity,
  });
