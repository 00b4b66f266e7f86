import { afterAll, afterEach, beforeEach, describe, expect, test } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ListingConfirmMessages } from '@afrinest/contract';
import { startFeatureTestApi } from '@/lib/testing/feature-test-api';

const api = await startFeatureTestApi();
window.__AFRINEST_CONFIG__ = { apiUrl: api.url, productName: 'AfriNest' };
const { ListingConfirmPage } = await import('../pages/listing-confirm-page');
const { clearApiCache } = await import('@/lib/api-client');

const token = 'k'.repeat(43);
let client: QueryClient;

function renderPage() {
  client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const router = createMemoryRouter(
    [{ path: '/listing-confirm/:token', element: <ListingConfirmPage /> }],
    { initialEntries: [`/listing-confirm/${token}`] },
  );
  // Strict mode runs effects twice: the link must still be sent once.
  return render(
    <StrictMode>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
}
const posts = () => api.requests.filter((r) => r.path === '/api/listings/confirm');

beforeEach(() => {
  api.reset();
  clearApiCache();
});
afterEach(async () => {
  await waitFor(() => expect(client.isMutating()).toBe(0));
  client.clear();
});
afterAll(() => api.close());

describe('/listing-confirm/:token', () => {
  test('sends the token once when it loads and shows until when the listing stays live', async () => {
    api.on('POST /api/listings/confirm', {
      body: {
        listingId: '0b9d6c1e-6f5a-4f0e-9d55-1b1f3c9e8a11',
        title: 'Four-bedroom house in Kololo',
        confirmedUntil: '2027-03-01T09:00:00.000Z',
      },
    });
    renderPage();
    expect(
      await screen.findByText(/“Four-bedroom house in Kololo” stays live until 1 March 2027/),
    ).toBeTruthy();
    expect(posts()).toHaveLength(1);
    expect(posts()[0]!.body).toEqual({ token });
    expect(
      screen.getByRole('link', { name: 'Sign in to manage your listings' }).getAttribute('href'),
    ).toBe('/agent/properties');
  });

  test('a used or expired link says so, with the way to sign in', async () => {
    api.on('POST /api/listings/confirm', {
      status: 410,
      body: { error: { code: 'CONFIRM_LINK_GONE', message: ListingConfirmMessages.LINK_GONE } },
    });
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toBe(ListingConfirmMessages.LINK_GONE);
    expect(posts()).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Sign in to manage your listings' })).toBeTruthy();
  });
});
