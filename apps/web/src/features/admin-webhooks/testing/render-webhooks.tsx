import { expect } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { EditWebhookPage, NewWebhookPage } from '../pages/webhook-editor-page';
import { WebhookLogsPage } from '../pages/webhook-logs-page';
import { WebhooksPage } from '../pages/webhooks-page';

const clients = new Set<QueryClient>();

/** The feature's pages under their routes, with a fresh query cache and the toasts. */
export function renderWebhooks(path: string) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  clients.add(queryClient);
  const router = createMemoryRouter(
    [
      { path: '/admin/webhooks', element: <WebhooksPage /> },
      { path: '/admin/webhooks/new', element: <NewWebhookPage /> },
      { path: '/admin/webhooks/:id/edit', element: <EditWebhookPage /> },
      { path: '/admin/webhook-logs', element: <WebhookLogsPage /> },
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
export async function settleWebhooks(): Promise<void> {
  for (const client of clients) {
    await waitFor(() => expect(client.isFetching() + client.isMutating()).toBe(0));
    client.clear();
  }
  clients.clear();
}
