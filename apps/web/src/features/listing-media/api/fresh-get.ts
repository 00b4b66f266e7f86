import type { ApiResponse } from '@/lib/api-client';

/**
 * A GET that always reaches the server. The client keeps GET answers for 5 seconds (SPEC §9),
 * and the media paths are not among the URLs it leaves out: a poll every 1.5 s would read the
 * same answer three times over, so these ask past the cache.
 */
export async function freshGet(url: string): Promise<ApiResponse<unknown>> {
  const { api } = await import('@/lib/api-client');
  return api.get<unknown>(url, { fresh: true });
}
