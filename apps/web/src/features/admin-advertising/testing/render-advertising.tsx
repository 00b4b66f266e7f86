import { expect } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { AdvertEnquiriesPage } from '../pages/advert-enquiries-page';
import { EditAdvertisementPage, NewAdvertisementPage } from '../pages/advertisement-editor-page';
import { AdvertisementsPage } from '../pages/advertisements-page';

const clients = new Set<QueryClient>();

/** The feature's pages under their routes, with a fresh query cache and the toasts. */
export function renderAdvertising(path: string) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  clients.add(queryClient);
  const router = createMemoryRouter(
    [
      { path: '/admin/advertisements', element: <AdvertisementsPage /> },
      { path: '/admin/advertisements/new', element: <NewAdvertisementPage /> },
      { path: '/admin/advertisements/:id/edit', element: <EditAdvertisementPage /> },
      { path: '/admin/advertisements/enquiries', element: <AdvertEnquiriesPage /> },
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
export async function settleAdvertising(): Promise<void> {
  for (const client of clients) {
    await waitFor(() => expect(client.isFetching() + client.isMutating()).toBe(0));
    client.clear();
  }
  clients.clear();
}
