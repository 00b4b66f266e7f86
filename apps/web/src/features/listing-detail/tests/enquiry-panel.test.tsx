import { afterAll, afterEach, beforeEach, describe, expect, test } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from 'sonner';
import { ListingEnquiryMessages, PHONE_MESSAGE } from '@afrinest/contract';
import { startFeatureTestApi } from '@/lib/testing/feature-test-api';

const api = await startFeatureTestApi();
window.__AFRINEST_CONFIG__ = { apiUrl: api.url, productName: 'AfriNest' };
const { EnquiryPanel } = await import('../components/enquiry-panel');
const { clearApiCache } = await import('@/lib/api-client');

const listingId = '3f2b1c0d-9e8f-4a7b-8c6d-5e4f3a2b1c0d';
const route = `POST /api/properties/${listingId}/enquiries`;
let client: QueryClient;
function show() {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <EnquiryPanel listingId={listingId} />
      <Toaster />
    </QueryClientProvider>,
  );
}
beforeEach(() => {
  api.reset();
  clearApiCache();
});
afterEach(async () => {
  await waitFor(() => expect(client.isMutating()).toBe(0));
  client.clear();
});
afterAll(() => api.close());

async function openAndFill(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Send an enquiry' }));
  await screen.findByRole('form', { name: 'Enquiry to the agent' });
  await user.type(screen.getByRole('textbox', { name: /Your name/ }), 'Grace Namata');
  await user.type(screen.getByRole('textbox', { name: /Phone/ }), '0772 123456');
  const message = screen.getByRole('textbox', { name: /Message/ });
  await user.type(message, 'Hi');
  expect(
    await screen.findByText('Tell the agent a little more (at least 10 characters).'),
  ).toBeTruthy();
  await user.type(message, ', is it still available?');
}

describe('the enquiry form on a listing', () => {
  test('opens on demand, checks as typed, sends the viewing days and shows the answer', async () => {
    let sent: unknown;
    api.on(route, (r) => {
      sent = r.body;
      return { status: 201, body: { ok: true, message: ListingEnquiryMessages.SENT } };
    });
    const user = userEvent.setup();
    show();
    expect(screen.queryByRole('form')).toBeNull();
    await openAndFill(user);
    expect(screen.queryByRole('checkbox', { name: 'Sat' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: "I'd like a viewing" }));
    await user.click(screen.getByRole('checkbox', { name: 'Sat' }));
    await user.click(screen.getByRole('button', { name: 'Send the enquiry' }));

    expect(await screen.findByText(ListingEnquiryMessages.SENT)).toBeTruthy();
    expect(sent).toMatchObject({
      name: 'Grace Namata',
      phone: '0772 123456',
      message: 'Hi, is it still available?',
      wantsViewing: true,
      preferredDays: ['SAT'],
      website: '',
    });
  });

  test("the API's field errors show at the field, other failures in a toast", async () => {
    api.on(route, {
      status: 400,
      body: {
        error: {
          code: 'VALIDATION_FAILED',
          message: PHONE_MESSAGE,
          details: { fields: { phone: [PHONE_MESSAGE] } },
        },
      },
    });
    const user = userEvent.setup();
    show();
    await openAndFill(user);
    await user.click(screen.getByRole('button', { name: 'Send the enquiry' }));
    expect(await screen.findByText(PHONE_MESSAGE)).toBeTruthy();

    api.on(route, {
      status: 429,
      body: { error: { code: 'RATE_LIMITED', message: 'Too many requests.' } },
    });
    await user.clear(screen.getByRole('textbox', { name: /Phone/ }));
    await user.type(screen.getByRole('textbox', { name: /Phone/ }), '0772 123457');
    await user.click(screen.getByRole('button', { name: 'Send the enquiry' }));
    expect(await screen.findByText('Too many requests.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Message/ })).toHaveProperty(
      'value',
      'Hi, is it still available?',
    );
  });
});
