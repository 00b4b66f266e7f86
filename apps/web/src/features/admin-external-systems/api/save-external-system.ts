import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  externalSystemSchema,
  externalSystemWithKeySchema,
  type ExternalSystemInput,
} from '@afrinest/contract';
import { adminExternalSystemsQueryKey } from '@/features/admin-external-systems/api/query-key';

/** POST /api/admin/external-systems: the system and its API key, which is shown this once. */
export const createExternalSystem = async (input: ExternalSystemInput) => {
  const { api } = await import('@/lib/api-client');
  const response = await api.post<unknown>('/api/admin/external-systems', input);
  return externalSystemWithKeySchema.parse(response.data);
};

/** PUT /api/admin/external-systems/{id}: the whole system; the key stays as it is. */
export const updateExternalSystem = async ({
  id,
  input,
}: {
  id: string;
  input: ExternalSystemInput;
}) => {
  const { api } = await import('@/lib/api-client');
  const response = await api.put<unknown>(
    `/api/admin/external-systems/${encodeURIComponent(id)}`,
    input,
  );
  return externalSystemSchema.parse(response.data);
};

const useInvalidating = <A, R>(fn: (a: A) => Promise<R>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminExternalSystemsQueryKey }),
  });
};

export const useCreateExternalSystem = () => useInvalidating(createExternalSystem);
export const useUpdateExternalSystem = () => useInvalidating(updateExternalSystem);

const path = (id: string) => `/api/admin/external-systems/${encodeURIComponent(id)}`;

/** POST /api/admin/external-systems/{id}/revoke: calls with the key are refused from now on. */
export const revokeExternalSystem = async (id: string) => {
  const { api } = await import('@/lib/api-client');
  await api.post(`${path(id)}/revoke`);
};

/** POST /api/admin/external-systems/{id}/rotate-key: a new key (shown once); the old one stops. */
export const rotateExternalSystemKey = async (id: string) => {
  const { api } = await import('@/lib/api-client');
  const response = await api.post<unknown>(`${path(id)}/rotate-key`);
  return externalSystemWithKeySchema.parse(response.data);
};

export const useRevokeExternalSystem = () => useInvalidating(revokeExternalSystem);
export const useRotateExternalSystemKey = () => useInvalidating(rotateExternalSystemKey);
