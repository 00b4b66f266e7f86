import { afterAll, afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { PaymentMessages, PHONE_MESSAGE, type CheckoutResult } from '@afrinest/contract';
import { startTestApi, type SeenRequest } from '@/app/testing/api-server';
import { answerDefaults, profileFor, signInAs } from '@/app/testing/fixtures';
import {
  AGENCY,
  options,
  paymentOf,
  quoteOf,
  starter,
} from '@/features/checkout/testing/checkout-fixtures';

const api = await startTestApi();
window.__AFRINEST_CONFIG__ = { apiUrl: api.url, productName: 'AfriNest' };
const { renderApp, settleApp } = await import('@/app/testing/render-app');
const { clearApiCache } = await import('@/lib/api-client');

const PAY_PATH = `/pay?package=${starter.id}&agency=${AGENCY.id}&currency=UGX`;
const SANDBOX_URL = 'http://127.0.0.1:3000/api/payments/sandbox/AFN-7K2Q9M4X?token=abc';

beforeEach(() => {
  api.reset();
  clearApiCache();
  answerDefaults(api);
  signInAs(api, { ...profileFor('SUPER_AGENT'), agencyId: AGENCY.id });
  api.on('GET /api/payments/options', { body: options });
  api.on('POST /api/payments/quote', (r) => {
    const code = (r.body as { discountCode?: string }).discountCode;
    return code && code !== 'SAVE10'
      ? {
          status: 422,
          body: { error: { code: 'DISCOUNT_INVALID', message: PaymentMessages.DISCOUNT_INVALID } },
        }
      : { body: quoteOf(code) };
  });
});
afterEach(async () => {
  await settleApp();
  document.title = '';
});
afterAll(() => api.close());

const plain = (el: Element) => (el.textContent ?? '').replace(/\s/g, ' ');
/** An accessible name with money in it (Intl writes a no-break space after "USh"). */
const named = (text: string) => (name: string) => name.replace(/\s/g, ' ') === text;
const seen = (route: string) =>
  api.requests.filter((r: SeenRequest) => `${r.method} ${r.path}` === route);
const checkouts = () => seen('POST /api/payments/checkout');
const summary = () => screen.getByRole('region', { name: 'Order summary' });

/** Sandbox, card, terms ticked: a form ready to pay. */
async function fillCard(user: UserEvent) {
  await user.click(await screen.findByRole('radio', { name: /Sandbox/ }));
  await user.click(screen.getByRole('radio', { name: /^Card/ }));
  await user.click(screen.getByRole('checkbox', { name: /I accept the payment terms/ }));
}

describe('/pay', () => {
  test('shows the order summary and checks the mobile money number as it is typed', async () => {
    const user = userEvent.setup();
    renderApp(PAY_PATH);
    await screen.findByRole('region', { name: 'Order summary' });
    expect(plain(summary())).toContain('Starter (30 days)USh 150,000');
    expect(plain(summary())).toContain('VAT 18%USh 27,000');
    expect(plain(summary())).toContain('TotalUSh 177,000');
    expect(seen('POST /api/payments/quote')[0]!.body).toEqual({
      purpose: 'PACKAGE',
      packageId: starter.id,
      agencyId: AGENCY.id,
      currency: 'UGX',
    });

    await user.click(screen.getByRole('radio', { name: /Sandbox/ }));
    await user.click(screen.getByRole('radio', { name: /^Mobile money/ }));
    const phone = screen.getByRole('textbox', { name: /Mobile money number/ });
    // A valid Ugandan number, but neither MTN's nor Airtel's: judged before the terms are ticked.
    await user.type(phone, '0712 345678');
    expect(await screen.findByText(PaymentMessages.MOBILE_MONEY_PHONE)).toBeTruthy();
    await user.clear(phone);
    expect(await screen.findByText(PaymentMessages.PHONE_REQUIRED)).toBeTruthy();
    await user.type(phone, '077');
    expect(await screen.findByText(PHONE_MESSAGE)).toBeTruthy();
    await user.type(phone, '2 123456');
    await waitFor(() => expect(screen.queryByText(PHONE_MESSAGE)).toBeNull());
    expect(screen.queryByText(PaymentMessages.MOBILE_MONEY_PHONE)).toBeNull();
    expect(phone.getAttribute('aria-invalid')).toBeNull();
  });

  test('applies a discount code: a refused one shows the API message, a good one a new total', async () => {
    const user = userEvent.setup();
    renderApp(PAY_PATH);
    await screen.findByRole('region', { name: 'Order summary' });
    const field = screen.getByRole('textbox', { name: 'Discount code' });
    await user.type(field, 'bogus');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(PaymentMessages.DISCOUNT_INVALID)).toBeTruthy();
    expect(plain(summary())).toContain('TotalUSh 177,000');

    await user.clear(field);
    await user.type(field, ' save10 ');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(plain(summary())).toContain('TotalUSh 159,300'));
    expect(plain(summary())).toContain('Discount (SAVE10)− USh 15,000');
    expect(screen.queryByText(PaymentMessages.DISCOUNT_INVALID)).toBeNull();
    const quotes = seen('POST /api/payments/quote').map((r) => r.body as { discountCode?: string });
    expect(quotes.map((q) => q.discountCode)).toEqual([undefined, 'BOGUS', 'SAVE10']);
    expect(screen.getByRole('button', { name: named('Pay USh 159,300') })).toBeTruthy();
  });

  test('a double click makes one checkout request, then the browser goes to the provider', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    api.on('POST /api/payments/checkout', async () => {
      await answered;
      const result: CheckoutResult = {
        payment: paymentOf({ method: 'CARD', phone: null }),
        redirectUrl: SANDBOX_URL,
        bankTransfer: null,
      };
      return { status: 201, body: result };
    });
    const user = userEvent.setup();
    renderApp(PAY_PATH);
    await fillCard(user);
    // Two clicks in the same task, before React can disable the button: the fastest double tap.
    const pay = screen.getByRole('button', { name: named('Pay USh 177,000') });
    fireEvent.click(pay);
    fireEvent.click(pay);
    await user.dblClick(pay);

    const busy = await screen.findByRole('button', { name: 'Processing…' });
    expect(busy).toHaveProperty('disabled', true);
    await waitFor(() => expect(checkouts()).toHaveLength(1));
    answer();
    await waitFor(() => expect(assign).toHaveBeenCalledWith(SANDBOX_URL));
    expect(checkouts()).toHaveLength(1);
    const body = checkouts()[0]!.body as Record<string, unknown>;
    expect(body).toEqual({
      purpose: 'PACKAGE',
      packageId: starter.id,
      agencyId: AGENCY.id,
      currency: 'UGX',
      provider: 'sandbox',
      method: 'CARD',
      acceptTerms: true,
      idempotencyKey: expect.stringMatching(/^[\w-]{8,}$/),
    });
    assign.mockRestore();
  });

  test('shows the API’s refusal word for word, and the next try is a new payment', async () => {
    const limit = PaymentMessages.PURCHASE_LIMIT.replace('{max}', '1').replace('{days}', '30');
    api.on('POST /api/payments/checkout', {
      status: 402,
      body: { error: { code: 'PURCHASE_LIMIT', message: limit } },
    });
    const user = userEvent.setup();
    renderApp(PAY_PATH);
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: named('Pay USh 177,000') }));
    expect((await screen.findByText(limit)).closest('[role="alert"]')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: named('Pay USh 177,000') }));
    await waitFor(() => expect(checkouts()).toHaveLength(2));
    const keys = checkouts().map((r) => (r.body as { idempotencyKey: string }).idempotencyKey);
    expect(keys[0]).not.toBe(keys[1]);
  });

  test('a bank transfer shows where to pay and the reference to write on it', async () => {
    api.on('POST /api/payments/checkout', {
      status: 201,
      body: {
        payment: paymentOf({ provider: 'bank_transfer', method: 'BANK_TRANSFER', phone: null }),
        redirectUrl: null,
        bankTransfer: {
          reference: 'AFN-7K2Q9M4X',
          instructions: 'Stanbic Bank Uganda, account 9030012345678, AfriNest Ltd.',
        },
      } satisfies CheckoutResult,
    });
    const user = userEvent.setup();
    renderApp(PAY_PATH);
    await user.click(await screen.findByRole('radio', { name: /^Bank transfer/ }));
    // Its one method is chosen with it.
    expect(screen.queryByRole('group', { name: 'Method' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: /I accept the payment terms/ }));
    await user.click(screen.getByRole('button', { name: named('Pay USh 177,000') }));

    const panel = await screen.findByRole('region', { name: 'Pay by bank transfer' });
    expect(within(panel).getByText('AFN-7K2Q9M4X')).toBeTruthy();
    expect(within(panel).getByText(/Stanbic Bank Uganda/)).toBeTruthy();
    expect(plain(panel)).toContain('We credit your agency when an admin confirms the transfer.');
    expect(within(panel).getByRole('link', { name: 'your invoices' }).getAttribute('href')).toBe(
      '/invoices',
    );
    expect((checkouts()[0]!.body as { method: string }).method).toBe('BANK_TRANSFER');
  });

  test('terms must be accepted', async () => {
    const user = userEvent.setup();
    renderApp(PAY_PATH);
    await user.click(await screen.findByRole('radio', { name: /Sandbox/ }));
    await user.click(screen.getByRole('radio', { name: /^Card/ }));
    await user.click(screen.getByRole('button', { name: named('Pay USh 177,000') }));
    expect(await screen.findByText(PaymentMessages.TERMS_REQUIRED)).toBeTruthy();
    expect(checkouts()).toHaveLength(0);
  });
});
