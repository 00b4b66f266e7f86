import { afterAll, afterEach, beforeEach, describe, expect, test } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startTestApi } from '@/app/testing/api-server';
import { answerDefaults, profileFor, signInAs } from '@/app/testing/fixtures';
import {
  AGENCY,
  options,
  paymentOf,
  quoteOf,
  REQUEST_ID,
  requestOf,
} from '@/features/checkout/testing/checkout-fixtures';

const api = await startTestApi();
window.__AFRINEST_CONFIG__ = { apiUrl: api.url, productName: 'AfriNest' };
const { renderApp, settleApp } = await import('@/app/testing/render-app');
const { clearApiCache } = await import('@/lib/api-client');

beforeEach(() => {
  api.reset();
  clearApiCache();
  answerDefaults(api);
  signInAs(api, { ...profileFor('SUPER_AGENT'), agencyId: AGENCY.id });
  api.on('GET /api/payments/options', { body: options });
  api.on('POST /api/payments/quote', { body: quoteOf() });
});
afterEach(async () => {
  await settleApp();
  document.title = '';
});
afterAll(() => api.close());

const plain = (el: Element) => (el.textContent ?? '').replace(/\s/g, ' ');
const answerRequest = (body: unknown, status = 200) =>
  api.on(`GET /api/payments/requests/${REQUEST_ID}`, { status, body });

describe('/pay/{customPaymentId}', () => {
  test('an open request shows what it is for and is paid with the same form', async () => {
    answerRequest(requestOf());
    api.on('POST /api/payments/checkout', {
      status: 201,
      body: {
        payment: paymentOf({ purpose: 'REQUEST', requestId: REQUEST_ID, package: null }),
        redirectUrl: 'http://127.0.0.1:3000/api/payments/sandbox/AFN-7K2Q9M4X?token=abc',
        bankTransfer: null,
      },
    });
    const assign = window.location.assign;
    const opened: string[] = [];
    window.location.assign = (url: string | URL) => void opened.push(String(url));
    try {
      const user = userEvent.setup();
      renderApp(`/pay/${REQUEST_ID}`);
      await screen.findByText('Custom listing import for 400 plots');
      expect(plain(document.body)).toContain('USh 500,000 + VAT');
      expect(plain(document.body)).toContain('15 December 2026');

      await user.click(await screen.findByRole('radio', { name: /Sandbox/ }));
      await user.click(screen.getByRole('radio', { name: /^Card/ }));
      await user.click(screen.getByRole('checkbox', { name: /I accept the payment terms/ }));
      await user.click(screen.getByRole('button', { name: /^Pay / }));
      await waitFor(() => expect(opened).toHaveLength(1));
    } finally {
      window.location.assign = assign;
    }
    const quote = api.requests.find((r) => r.path === '/api/payments/quote')!;
    expect(quote.body).toEqual({ purpose: 'REQUEST', requestId: REQUEST_ID, currency: 'UGX' });
    const checkout = api.requests.find((r) => r.path === '/api/payments/checkout')!;
    expect(checkout.body).toMatchObject({ purpose: 'REQUEST', requestId: REQUEST_ID });
  });

  test('a paid request says so and leads to the invoices', async () => {
    answerRequest(requestOf({ status: 'PAID' }));
    renderApp(`/pay/${REQUEST_ID}`);
    const paid = (await screen.findByText('Already paid')).closest('[role="status"]')!;
    expect(
      within(paid as HTMLElement)
        .getByRole('link', { name: 'See your invoices' })
        .getAttribute('href'),
    ).toBe('/invoices');
    expect(screen.queryByRole('form', { name: 'Payment' })).toBeNull();
  });

  test('a cancelled request says so, with nothing to pay', async () => {
    answerRequest(requestOf({ status: 'CANCELLED' }));
    renderApp(`/pay/${REQUEST_ID}`);
    expect(await screen.findByText(/This payment request was cancelled/)).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Payment' })).toBeNull();
  });

  test('an unknown request is not found', async () => {
    answerRequest(
      { error: { code: 'REQUEST_NOT_FOUND', message: 'Payment request not found.' } },
      404,
    );
    renderApp(`/pay/${REQUEST_ID}`);
    expect(await screen.findByText('Payment request not found')).toBeTruthy();
  });
});
