import { expect } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { createRouteObjects } from '@/app/router';

const clients = new Set<QueryClient>();

/**
 * Renders the real app (providers, route table, guards, layouts) at `path`, in memory.
 * `extend` may add routes to the root, e.g. one that throws.
 */
export function renderApp(path: string, extend?: (root: RouteObject) => void) {
  const routes = createRouteObjects();
  if (extend && routes[0]) extend(routes[0]);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = createQueryClient();
  clients.add(queryClient);
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}

/**
 * Call in afterEach: waits for the requests the last test started, so none of them is still
 * on its way into the next test (or into a server that is closing), then drops the caches.
 */
export async function settleApp(): Promise<void> {
  for (const client of clients) {
    await waitFor(() => expect(client.isFetching() + client.isMutating()).toBe(0));
    client.clear();
  }
  clients.clear();
}
