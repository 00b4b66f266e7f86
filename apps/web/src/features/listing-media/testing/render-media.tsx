import type { ReactNode } from 'react';
import { expect } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Toaster } from 'sonner';
import { AdminMediaPage } from '../pages/admin-media-page';
import { AgentMediaEditPage } from '../pages/agent-media-edit-page';
import { AgentMediaPage } from '../pages/agent-media-page';

const clients = new Set<QueryClient>();

/** The feature's pages under their routes (or `children` alone), with a fresh query cache. */
export function renderMedia(path: string, children?: ReactNode) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  clients.add(queryClient);
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        {children ?? (
          <Routes>
            <Route path="/agent/properties/:id/media" element={<AgentMediaPage />} />
            <Route path="/agent/properties/:id/media-edit" element={<AgentMediaEditPage />} />
            <Route path="/admin/properties/:id/media" element={<AdminMediaPage />} />
          </Routes>
        )}
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
}

/**
 * Call in afterEach: waits for the requests the last test started, so none reaches the next
 * test (or a server that is closing), then stops every query (the polling too).
 */
export async function settleMedia(): Promise<void> {
  for (const client of clients) {
    await waitFor(() => expect(client.isFetching() + client.isMutating()).toBe(0));
    client.clear();
  }
  clients.clear();
}
