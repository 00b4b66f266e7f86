import { expect } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { Toaster } from 'sonner';

/**
 * A feature's pages under their routes, each render with a fresh query cache and the toasts, for
 * the feature's own tests (they may not use the whole app's render).
 */
export function createFeatureRenderer(routes: RouteObject[]) {
  const clients = new Set<QueryClient>();
  return {
    render(path: string) {
      const queryClient = new QueryClient({
        defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
      });
      clients.add(queryClient);
      const router = createMemoryRouter(routes, { initialEntries: [path] });
      const view = render(
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
          <Toaster />
        </QueryClientProvider>,
      );
      return { ...view, router, queryClient };
    },
    /** Call in afterEach: lets the last test's requests finish, then drops the caches. */
    async settle(): Promise<void> {
      for (const client of clients) {
        await waitFor(() => expect(client.isFetching() + client.isMutating()).toBe(0));
        client.clear();
      }
      clients.clear();
    },
  };
}
