import { afterAll, afterEach, beforeEach, describe, expect, test } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { Toaster } from 'sonner';
import { AdMessages } from '@afrinest/contract';
import { startFeatureTestApi } from '@/lib/testing/feature-test-api';

const api = await startFeatureTestApi();
window.__AFRINEST_CONFIG__ = { apiUrl: api.url, productName: 'AfriNest' };
const { AdvertisePage } = await import('../pages/advertise-page');
const { clearApiCache } = await import('@/lib/api-client');

const advertisePage = {
  id: '3f2b1c0d-9e8f-4a7b-8c6d-5e4f3a2b1c0d',
  kind: 'PAGE',
  slug: 'advertisement',
  title: 'Advertise on AfriNest',
  summary: '',
  body: '',
  html: '<h2>Rates</h2><p>Home banner: UGX 500,000 a week.</p>',
  seoTitle: '',
  seoDescription: '',
  category: '',
  status: 'PUBLISHED',
  needsReview: false,
  version: 1,
  publishedAt: '2027-01-01T08:00:00.000Z',
  author: null,
  coverImage: null,
  updatedAt: '2027-01-01T08:00:00.000Z',
};

let client: QueryClient;
function show() {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <AdvertisePage />
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  api.reset();
  clearApiCache();
});
afterEach(async () => {
  await waitFor(() => expect(client.isFetching() + client.isMutating()).toBe(0));
  client.clear();
});
afterAll(() => api.close());

const form = () => screen.findByRole('form', { name: 'Advertising enquiry' });

describe('/advertisement', () => {
  test("shows the admins' page, each slot's size and placement, and the form", async () => {
    api.on('GET /api/content/pages/advertisement', { body: advertisePage });
    show();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Advertise on AfriNest' }),
    ).toBeTruthy();
    expect(screen.getByText('Home banner: UGX 500,000 a week.')).toBeTruthy();
    const slots = screen.getByRole('region', { name: 'Where your ad appears' });
    expect(within(slots).getByRole('heading', { name: 'Beside a listing' })).toBeTruthy();
    expect(within(slots).getByText('Beside a listing: 600 × 500 px')).toBeTruthy();
    expect(within(slots).getAllByText(/1200 × 250 px/).length).toBeGreaterThanOrEqual(3);
    // Drawings only: no ad image and no ad link stand in for a real ad.
    expect(within(slots).queryByRole('img')).toBeNull();
    expect(within(slots).queryByRole('link')).toBeNull();
    expect(await form()).toBeTruthy();
  });

  test('the honeypot is in the form but hidden from people and screen readers', async () => {
    api.on('GET /api/content/pages/advertisement', { body: advertisePage });
    const { container } = show();
    await form();
    const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot).toBeTruthy();
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.closest('[aria-hidden="true"]')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Website' })).toBeNull();
  });

  test('checks as typed with the contract, then sends and shows the answer', async () => {
    api.on('GET /api/content/pages/advertisement', {
      status: 404,
      body: { error: { code: 'NOT_FOUND', message: 'Not found.' } },
    });
    let sent: unknown;
    api.on('POST /api/advertising/enquiries', (r) => {
      sent = r.body;
      return { status: 201, body: { ok: true, message: AdMessages.ENQUIRY_SENT } };
    });
    const user = userEvent.setup();
    show();
    // Not published: the page still stands, with its own words.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Advertise with us' }),
    ).toBeTruthy();
    await form();

    const name = screen.getByRole('textbox', { name: /Your name/ });
    await user.type(name, 'G');
    expect(await screen.findByText('Enter your name.')).toBeTruthy();
    await user.type(name, 'race Namu');
    await waitFor(() => expect(screen.queryByText('Enter your name.')).toBeNull());
    await user.type(screen.getByRole('textbox', { name: /Company/ }), 'Kampala Paints');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'grace@paints.example');
    await user.click(screen.getByRole('checkbox', { name: 'Home page banner' }));
    const message = screen.getByRole('textbox', { name: /What would you like to advertise/ });
    await user.type(message, 'Hi');
    expect(await screen.findByText('Tell us a little more (at least 10 characters).')).toBeTruthy();
    await user.type(message, ', a banner for December please.');
    await user.click(screen.getByRole('button', { name: 'Send the enquiry' }));

    expect(await screen.findByText(AdMessages.ENQUIRY_SENT)).toBeTruthy();
    expect(sent).toEqual({
      name: 'Grace Namu',
      company: 'Kampala Paints',
      email: 'grace@paints.example',
      phone: '',
      slots: ['HOME_BANNER'],
      message: 'Hi, a banner for December please.',
      website: '',
    });
  });

  test('a refused send is said in a toast and keeps what was typed', async () => {
    api.on('GET /api/content/pages/advertisement', { body: advertisePage });
    api.on('POST /api/advertising/enquiries', {
      status: 503,
      body: { error: { code: 'SERVICE_UNAVAILABLE', message: 'We could not send it just now.' } },
    });
    const user = userEvent.setup();
    show();
    await form();
    await user.type(screen.getByRole('textbox', { name: /Your name/ }), 'Grace Namu');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'grace@paints.example');
    await user.type(
      screen.getByRole('textbox', { name: /What would you like to advertise/ }),
      'A banner for December please.',
    );
    await user.click(screen.getByRole('button', { name: 'Send the enquiry' }));
    expect(await screen.findByText('We could not send it just now.')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /Your name/ }) as HTMLInputElement).value).toBe(
      'Grace Namu',
    );
  });
});
