import { afterAll, afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Payment } from '@afrinest/contract';
import { startTestApi } from '@/app/testing/api-server';
import { answerDefaults, profileFor, signInAs } from '@/app/testing/fixtures';
import {
  AGENCY,
  INVOICE_ID,
  PAYMENT_ID,
  paymentOf,
  starter,
  succeeded,
} from '@/features/checkout/testing/checkout-fixtures';

const api = await startTestApi();
window.__AFRINEST_CONFIG__ = { apiUrl: api.url, productName: 'AfriNest' };
const { renderApp, settleApp } = await import('@/app/testing/render-app');
const { clearApiCache } = await import('@/lib/api-client');

const SUCCESS_PATH = `/payment/success?payment=${PAYMENT_ID}`;
const MOBILE_MONEY_HINT =
  'Approve the payment on your phone: dial *165# (MTN) or *185# (Airtel) if no prompt appears.';

beforeEach(() => {
  api.reset();
  clearApiCache();
  answerDefaults(api);
});
afterEach(async () => {
  vi.useRealTimers();
  await settleApp();
  document.title = '';
});
afterAll(() => api.close());

const plain = (el: Element) => (el.textContent ?? '').replace(/\s/g, ' ');
const signIn = () => signInAs(api, { ...profileFor('SUPER_AGENT'), agencyId: AGENCY.id });
const refreshes = () =>
  api.requests.filter((r) => r.path === `/api/payments/${PAYMENT_ID}/refresh`);
const reads = () =>
  api.requests.filter((r) => r.method === 'GET' && r.path === `/api/payments/${PAYMENT_ID}`);
/** The refresh on arrival answers `first`; every read after it answers `current()`. */
function answerPayment(first: Payment, current: () => Payment) {
  api.on(`POST /api/payments/${PAYMENT_ID}/refresh`, { body: first });
  api.on(`GET /api/payments/${PAYMENT_ID}`, () => ({ body: current() }));
}

describe('/payment/success', () => {
  test('asks the provider once, polls every 2 s while pending, then shows the receipt', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval', 'clearInterval'] });
    signIn();
    let now = paymentOf();
    answerPayment(now, () => now);
    renderApp(SUCCESS_PATH);

    expect(await screen.findByRole('heading', { name: 'Confirming your payment…' })).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Confirming your payment' })).toBeTruthy();
    expect(await screen.findByText(MOBILE_MONEY_HINT)).toBeTruthy();
    await waitFor(() => expect(refreshes()).toHaveLength(1));

    await vi.advanceTimersByTimeAsync(2_000);
    await waitFor(() => expect(reads()).toHaveLength(1));
    expect(screen.getByRole('heading', { name: 'Confirming your payment…' })).toBeTruthy();

    now = succeeded;
    await vi.advanceTimersByTimeAsync(2_000);
    const receipt = await screen.findByRole('region', { name: 'Receipt' });
    expect(plain(receipt)).toContain('AFN-7K2Q9M4X');
    expect(plain(receipt)).toContain('USh 177,000');
    const credited = within(within(receipt).getByRole('list', { name: 'Credited' }))
      .getAllByRole('listitem')
      .map(plain);
    expect(credited).toEqual(['Listing slots: 10 listings', 'Photo storage: 2 GB']);
    expect(
      within(receipt).getByRole('link', { name: 'See the invoice' }).getAttribute('href'),
    ).toBe(`/invoices?invoice=${INVOICE_ID}`);

    // Once it has succeeded, the page stops asking.
    const asked = reads().length;
    await vi.advanceTimersByTimeAsync(6_000);
    expect(reads()).toHaveLength(asked);
    expect(refreshes()).toHaveLength(1);
  });

  test('a payment held for an admin says it is being checked, and is not polled', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval', 'clearInterval'] });
    signIn();
    const held = paymentOf({ heldReason: 'The provider confirmed a different amount.' });
    answerPayment(held, () => held);
    renderApp(SUCCESS_PATH);
    expect(
      await screen.findByText(
        'We received your payment and are checking it; an admin will confirm it shortly.',
      ),
    ).toBeTruthy();
    await vi.advanceTimersByTimeAsync(6_000);
    expect(reads()).toHaveLength(0);
  });

  test('a failed payment gives the reason and Try again', async () => {
    signIn();
    const failed = paymentOf({ status: 'FAILED', failureReason: 'Insufficient balance.' });
    answerPayment(failed, () => failed);
    renderApp(SUCCESS_PATH);
    expect(
      await screen.findByText('The payment did not go through. Insufficient balance.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe(
      `/packages?package=${starter.id}`,
    );
  });

  test('signed out, it asks to sign in to see the receipt and asks the API nothing', async () => {
    renderApp(SUCCESS_PATH);
    expect(await screen.findByText('Sign in to see your receipt.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(api.requests.filter((r) => r.path.startsWith('/api/payments'))).toHaveLength(0);
  });

  test('Flutterwave’s status=cancelled shows the cancel page', async () => {
    signIn();
    renderApp(`${SUCCESS_PATH}&status=cancelled&tx_ref=AFN-7K2Q9M4X`);
    expect(await screen.findByText('Payment cancelled. Nothing was charged.')).toBeTruthy();
    expect(api.requests.filter((r) => r.path.startsWith('/api/payments'))).toHaveLength(0);
  });
});

describe('/payment/cancel and /payment/failure', () => {
  test('cancel: nothing was charged, and Try again', async () => {
    renderApp(`/payment/cancel?payment=${PAYMENT_ID}`);
    expect(await screen.findByText('Payment cancelled. Nothing was charged.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe('/packages');
  });

  test('failure: the reason in words for the signed-in payer', async () => {
    signIn();
    const failed = paymentOf({ status: 'FAILED', failureReason: 'The card was declined.' });
    api.on(`GET /api/payments/${PAYMENT_ID}`, { body: failed });
    renderApp(`/payment/failure?payment=${PAYMENT_ID}`);
    expect(
      await screen.findByText('The payment did not go through. The card was declined.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe(
      `/packages?package=${starter.id}`,
    );
  });
});
