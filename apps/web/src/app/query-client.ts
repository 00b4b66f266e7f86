import { QueryClient } from '@tanstack/react-query';

/** The HTTP status of a failed call (axios puts the answer on `response`), or null without one. */
const statusOf = (error: unknown): number | null => {
  const response = (error as { response?: { status?: unknown } } | null)?.response;
  return typeof response?.status === 'number' ? response.status : null;
};

/** Retries once on trouble that may pass (no answer, 5xx); an answer like 403 or 404 stands. */
const retry = (failureCount: number, error: unknown): boolean => {
  const status = statusOf(error);
  return failureCount < 1 && (status === null || status >= 500);
};

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry, refetchOnWindowFocus: true },
      mutations: { retry: false },
    },
  });
}
