import { expect } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import {
  EditExternalSystemPage,
  NewExternalSystemPage,
} from '../pages/external-system-editor-page';
import { ExternalSystemsPage } from '../pages/external-systems-page';

const clients = new Set<QueryClient>();

/** The feature's pages under their routes, with a fresh query cache and the toasts. */
export function renderExternalSystems(path: string) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  clients.add(queryClient);
  const router = createMemoryRouter(
    [
      { path: '/admin/external-systems', element: <ExternalSystemsPage /> },
      { path: '/admin/external-systems/new', element: <NewExternalSystemPage /> },
      { path: '/admin/external-systems/:id/edit', element: <EditExternalSystemPage /> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

/** Call in afterEach: lets the last test's requests finish, then drops the caches. */
export async function settleExternalSystems(): Promise<void> {
  for (const client of clients) {
    await waitFor(() => expect(client.isFetching() + client.isMutating()).toBe(0));
    client.clear();
  }
  clients.clear();
}
