import { afterAll, afterEach, beforeEach, describe, expect, test } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminPayment } from '@afrinest/contract';
import { startTestApi, type SeenRequest } from '@/app/testing/api-server';
import { answerDefaults, profileFor, signInAs } from '@/app/testing/fixtures';
import { agencyOf } from '@/app/testing/agency-fixtures';
import { formatMoney } from '@/lib/format';
import { eventOf, homes, paymentOf } from '@/features/admin-payments/testing/payment-fixtures';

const api = await startTestApi();
window.__AFRINEST_CONFIG__ = { apiUrl: api.url, productName: 'AfriNest' };
const { renderApp, settleApp } = await import('@/app/testing/render-app');
const { clearApiCache } = await import('@/lib/api-client');

beforeEach(() => {
  api.reset();
  clearApiCache();
  answerDefaults(api);
  signInAs(api, profileFor('AFRI_ADMIN'));
});
afterEach(settleApp);
afterAll(() => api.close());

const page = <T,>(data: T[], total = data.length) => ({
  body: { data, total, page: 1, pageSize: 20 },
});
const gets = (path: string): SeenRequest[] =>
  api.requests.filter((r) => r.method === 'GET' && r.path === path);
const lastQuery = (path: string) => gets(path).at(-1)?.query;
// As the page draws it (Intl puts a no-break space after the symbol; queries read it as one).
const ugx = (minor: number) =>
  formatMoney({ amountMinor: minor, currency: 'UGX' }, { language: 'en' }).replace(/\s+/g, ' ');

const paid = paymentOf(1);
const held = paymentOf(2, {
  status: 'PENDING',
  heldReason: 'The provider confirmed a different amount or currency than ordered.',
  succeededAt: null,
  invoiceId: null,
});

function answerAgencies() {
  const agency = agencyOf(1, { id: homes.id, name: homes.name });
  api.on('GET /api/admin/broker/agencies', (r) =>
    page((r.query.get('q') ?? '').toLowerCase().startsWith('kam') ? [agency] : []),
  );
  api.on(`GET /api/admin/broker/agencies/${homes.id}`, { body: agency });
}

describe('/admin/agency-package-purchases', () => {
  test('lists payments with their columns, and each filter goes to the URL and the request', async () => {
    answerAgencies();
    api.on('GET /api/admin/payments', (r) =>
      page(r.query.get('held') === 'true' ? [held] : [paid, held]),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/admin/agency-package-purchases');

    const table = await screen.findByRole('table', { name: 'Payments' });
    const row = (
      await within(table).findByRole('button', { name: `Open payment ${paid.reference}` })
    ).closest('tr')!;
    expect(within(row).getByText('Kampala Homes')).toBeTruthy();
    expect(within(row).getByText('Amina Nakato')).toBeTruthy();
    expect(within(row).getByText('Pro')).toBeTruthy();
    expect(within(row).getByText('Flutterwave')).toBeTruthy();
    expect(within(row).getByText('Mobile money')).toBeTruthy();
    expect(within(row).getByText(ugx(177_000))).toBeTruthy();
    expect(within(row).getByText('Paid')).toBeTruthy();
    const heldRow = within(table)
      .getByRole('button', { name: `Open payment ${held.reference}` })
      .closest('tr')!;
    expect(within(heldRow).getByText('Held')).toBeTruthy();
    expect(within(heldRow).getByText(held.heldReason!)).toBeTruthy();
    expect(lastQuery('/api/admin/payments')?.get('page')).toBe('1');

    const filters = screen.getByRole('search', { name: 'Find payments' });
    await user.selectOptions(within(filters).getByRole('combobox', { name: 'Status' }), 'PENDING');
    await user.selectOptions(
      within(filters).getByRole('combobox', { name: 'Provider' }),
      'bank_transfer',
    );
    await user.click(within(filters).getByRole('checkbox', { name: 'Held for an admin only' }));
    fireEvent.change(within(filters).getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.change(within(filters).getByLabelText('To'), { target: { value: '2026-11-30' } });
    await user.type(within(filters).getByRole('searchbox', { name: 'Find an agency' }), 'Kam');
    await user.click(await within(filters).findByRole('button', { name: 'Kampala Homes' }));
    expect(await within(filters).findByText('Kampala Homes', { selector: 'strong' })).toBeTruthy();

    await waitFor(() => expect(lastQuery('/api/admin/payments')?.get('agencyId')).toBe(homes.id));
    const sent = lastQuery('/api/admin/payments')!;
    expect(Object.fromEntries(sent)).toEqual({
      page: '1',
      pageSize: '20',
      status: 'PENDING',
      provider: 'bank_transfer',
      held: 'true',
      from: '2026-11-01',
      to: '2026-11-30',
      agencyId: homes.id,
    });
    const url = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(url)).toEqual({
      status: 'PENDING',
      provider: 'bank_transfer',
      held: 'true',
      from: '2026-11-01',
      to: '2026-11-30',
      agencyId: homes.id,
    });

    // A window that runs backwards is said, and not sent.
    const before = gets('/api/admin/payments').length;
    fireEvent.change(within(filters).getByLabelText('From'), { target: { value: '2026-12-15' } });
    expect(await within(filters).findByText('The start date is after the end date.')).toBeTruthy();
    expect(gets('/api/admin/payments')).toHaveLength(before);

    await user.click(within(filters).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(lastQuery('/api/admin/payments')?.get('status')).toBeNull());
  });

  test('filters in a link are sent as they are', async () => {
    api.on('GET /api/admin/payments', page([held]));
    renderApp('/admin/agency-package-purchases?status=PENDING&held=true&page=2&status=junk');
    await screen.findByRole('table', { name: 'Payments' });
    await waitFor(() => expect(lastQuery('/api/admin/payments')?.get('page')).toBe('2'));
    expect(lastQuery('/api/admin/payments')?.get('status')).toBe('PENDING');
    expect(lastQuery('/api/admin/payments')?.get('held')).toBe('true');
  });

  test('a selected payment opens its detail with every event; a refund is sent and the lists refresh', async () => {
    let current: AdminPayment = paymentOf(1, {
      discountMinor: 15_000,
      discountCode: 'LAUNCH20',
      credited: [{ name: 'Listing slots', quantity: 10, unit: 'listings' }],
    });
    api.on('GET /api/admin/payments', () => page([current]));
    api.on(`GET /api/admin/payments/${paid.id}`, () => ({
      body: {
        payment: current,
        events: [
          eventOf(1),
          eventOf(2, {
            kind: 'verify',
            outcome: 'amount matches',
            payload: { status: 'successful' },
          }),
        ],
      },
    }));
    api.on(`POST /api/admin/payments/${paid.id}/refund`, () => {
      current = { ...current, status: 'REFUNDED' };
      return { body: current };
    });
    const user = userEvent.setup();
    const { router } = renderApp('/admin/agency-package-purchases');

    await user.click(await screen.findByRole('button', { name: `Open payment ${paid.reference}` }));
    expect(new URLSearchParams(router.state.location.search).get('payment')).toBe(paid.id);
    const detail = await screen.findByRole('region', { name: `Payment ${paid.reference}` });
    expect(within(detail).getByText('FLW-1')).toBeTruthy();
    expect(within(detail).getByText('(LAUNCH20)', { exact: false })).toBeTruthy();
    expect(within(detail).getByText('Listing slots 10 listings')).toBeTruthy();
    expect(within(detail).getByRole('button', { name: 'Download the invoice (PDF)' })).toBeTruthy();
    const events = within(detail).getByRole('table', { name: 'Provider events' });
    expect(within(events).getAllByRole('row')).toHaveLength(3);
    expect(within(events).getByText('charge.completed')).toBeTruthy();
    expect(within(events).getByText('amount matches')).toBeTruthy();
    // The payload is folded away until asked for, then shown as received.
    const payload = within(events).getAllByText('Show payload')[0]!;
    expect(payload.closest('details')?.open).toBe(false);
    await user.click(payload);
    expect(payload.closest('details')?.open).toBe(true);
    expect(within(events).getByText(/"tx_ref": "AFN-TEST0001"/)).toBeTruthy();

    const listReads = gets('/api/admin/payments').length;
    await user.click(within(detail).getByRole('button', { name: `Refund ${paid.reference}` }));
    const dialog = await screen.findByRole('dialog', { name: `Refund ${paid.reference}?` });
    expect(within(dialog).getByText(/A credit note is issued for/)).toBeTruthy();
    expect(
      within(dialog).getByText(/what is still unused .* is taken back from Kampala Homes/),
    ).toBeTruthy();
    const reason = within(dialog).getByRole('textbox', { name: /Reason for the refund/ });
    await user.type(reason, 'no');
    expect(await within(dialog).findByText('Say why, in a few words.')).toBeTruthy();
    await user.type(reason, 't used, asked by phone  ');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));

    expect(
      await screen.findByText(`${paid.reference} refunded: a credit note is issued.`),
    ).toBeTruthy();
    const refund = api.requests.filter((r) => r.method === 'POST').at(-1)!;
    expect(refund.path).toBe(`/api/admin/payments/${paid.id}/refund`);
    expect(refund.body).toEqual({ reason: 'not used, asked by phone' });
    expect(screen.queryByRole('dialog')).toBeNull();
    // The list and the detail are read again and show the new state.
    await waitFor(() => expect(gets('/api/admin/payments').length).toBeGreaterThan(listReads));
    expect(await within(detail).findByText('Refunded')).toBeTruthy();
    expect(within(detail).queryByRole('button', { name: `Refund ${paid.reference}` })).toBeNull();

    await user.click(within(detail).getByRole('button', { name: 'Close' }));
    expect(new URLSearchParams(router.state.location.search).get('payment')).toBeNull();
  });
});
