import { afterAll, afterEach, beforeEach, describe, expect, test } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminPayment, BillingSettings } from '@afrinest/contract';
import { startTestApi, type SeenRequest } from '@/app/testing/api-server';
import { answerDefaults, profileFor, signInAs } from '@/app/testing/fixtures';
import { paymentOf } from '@/features/admin-payments/testing/payment-fixtures';

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
const posts = (path: string): SeenRequest[] =>
  api.requests.filter((r) => r.method === 'POST' && r.path === path);

describe('/admin/agency-purchase-management: payments needing action', () => {
  test('mark received, release and cancel send the right request, toast and refresh the lists', async () => {
    let transfer: AdminPayment = paymentOf(1, {
      status: 'PENDING',
      provider: 'bank_transfer',
      method: 'BANK_TRANSFER',
      succeededAt: null,
      invoiceId: null,
    });
    let held: AdminPayment = paymentOf(2, {
      status: 'PENDING',
      heldReason: 'The provider confirmed the payment after it had ended here.',
    });
    let card: AdminPayment = paymentOf(3, {
      status: 'PENDING',
      succeededAt: null,
      invoiceId: null,
    });
    const list = (r: SeenRequest) => {
      const all = [transfer, held, card];
      const q = r.query;
      return page(
        all.filter(
          (p) =>
            (!q.get('status') || p.status === q.get('status')) &&
            (!q.get('provider') || p.provider === q.get('provider')) &&
            (q.get('held') !== 'true' || p.heldReason !== null),
        ),
      );
    };
    api.on('GET /api/admin/payments', list);
    api.on(`POST /api/admin/payments/${transfer.id}/mark-received`, (r) => {
      transfer = {
        ...transfer,
        status: 'SUCCEEDED',
        bankReference: (r.body as { bankReference: string }).bankReference,
      };
      return { body: transfer };
    });
    api.on(`POST /api/admin/payments/${held.id}/release`, () => {
      held = { ...held, status: 'SUCCEEDED', heldReason: null };
      return { body: held };
    });
    api.on(`POST /api/admin/payments/${transfer.id}/cancel`, () => ({
      status: 409,
      body: {
        error: {
          code: 'WRONG_STATE',
          message: 'This payment cannot do that in its current state.',
        },
      },
    }));
    api.on(`POST /api/admin/payments/${card.id}/cancel`, () => {
      card = { ...card, status: 'CANCELLED' };
      return { body: card };
    });
    const user = userEvent.setup();
    renderApp('/admin/agency-purchase-management?section=action');

    const transfers = await screen.findByRole('table', { name: 'Bank transfers awaiting receipt' });
    const heldTable = screen.getByRole('table', { name: 'Held payments' });
    const pending = screen.getByRole('table', { name: 'Pending payments' });
    expect(await within(pending).findByText(transfer.reference)).toBeTruthy();
    expect(within(pending).getByText(held.reference)).toBeTruthy();

    // A refused action says why in its dialog and changes nothing.
    await user.click(within(pending).getByRole('button', { name: `Cancel ${transfer.reference}` }));
    let dialog = await screen.findByRole('dialog', { name: `Cancel ${transfer.reference}?` });
    await user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'Payer asked');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the payment' }));
    expect(
      await within(dialog).findByText('This payment cannot do that in its current state.'),
    ).toBeTruthy();
    expect(posts(`/api/admin/payments/${transfer.id}/cancel`)[0]!.body).toEqual({
      reason: 'Payer asked',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it as it is' }));

    await user.click(within(pending).getByRole('button', { name: `Cancel ${card.reference}` }));
    dialog = await screen.findByRole('dialog', { name: `Cancel ${card.reference}?` });
    await user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'Payer gave up');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the payment' }));
    expect(await screen.findByText(`${card.reference} cancelled.`)).toBeTruthy();
    expect(posts(`/api/admin/payments/${card.id}/cancel`)[0]!.body).toEqual({
      reason: 'Payer gave up',
    });
    await waitFor(() => expect(within(pending).queryByText(card.reference)).toBeNull());

    await user.click(
      await within(transfers).findByRole('button', { name: `Mark received ${transfer.reference}` }),
    );
    dialog = await screen.findByRole('dialog', { name: `Mark ${transfer.reference} as received?` });
    const reference = within(dialog).getByRole('textbox', { name: /^The bank’s reference/ });
    await user.type(reference, 'ab');
    expect(await within(dialog).findByText("Enter the bank's reference.")).toBeTruthy();
    await user.type(reference, 'c-778812 ');
    await user.click(within(dialog).getByRole('button', { name: 'Mark received' }));
    expect(
      await screen.findByText(`${transfer.reference} marked received: Kampala Homes is credited.`),
    ).toBeTruthy();
    expect(posts(`/api/admin/payments/${transfer.id}/mark-received`)[0]!.body).toEqual({
      bankReference: 'abc-778812',
    });
    expect(await within(transfers).findByText('No bank transfer is waiting.')).toBeTruthy();

    await user.click(
      await within(heldTable).findByRole('button', { name: `Release ${held.reference}` }),
    );
    dialog = await screen.findByRole('dialog', { name: `Release ${held.reference}?` });
    expect(within(dialog).getByText(/after it had ended here/)).toBeTruthy();
    await user.type(
      within(dialog).getByRole('textbox', { name: /^Reason/ }),
      'Checked with Flutterwave',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Release' }));
    expect(
      await screen.findByText(`${held.reference} released: Kampala Homes is credited.`),
    ).toBeTruthy();
    expect(posts(`/api/admin/payments/${held.id}/release`)[0]!.body).toEqual({
      reason: 'Checked with Flutterwave',
    });
    expect(await within(heldTable).findByText('No payment is held.')).toBeTruthy();
    // Both now paid: they can be refunded from the paid list.
    const paidTable = screen.getByRole('table', { name: 'Paid payments' });
    expect(
      await within(paidTable).findByRole('button', { name: `Refund ${held.reference}` }),
    ).toBeTruthy();
    expect(
      within(paidTable).getByRole('button', { name: `Refund ${transfer.reference}` }),
    ).toBeTruthy();
  });
});

describe('/admin/agency-purchase-management: billing settings', () => {
  test('loads, validates as typed and saves the whole settings', async () => {
    const settings: BillingSettings = {
      vatPercent: 18,
      sellerName: 'AfriNest Ltd',
      sellerAddress: 'Plot 5, Kampala Road',
      sellerTin: '1000123456',
      bankTransferInstructions: 'Stanbic Bank, account 9030001234567',
    };
    api.on('GET /api/admin/settings/billing', { body: settings });
    api.on('PUT /api/admin/settings/billing', (r) => ({ body: r.body }));
    const user = userEvent.setup();
    renderApp('/admin/agency-purchase-management');

    await user.click(await screen.findByRole('button', { name: 'Billing settings' }));
    const form = await screen.findByRole('form', { name: 'Billing settings' });
    const vat = within(form).getByRole('spinbutton', { name: /^VAT/ });
    expect((vat as HTMLInputElement).value).toBe('18');
    await user.clear(vat);
    await user.type(vat, '60');
    expect(await within(form).findByText('At most 50%.')).toBeTruthy();
    await user.clear(vat);
    await user.type(vat, '16.5');
    await user.clear(within(form).getByRole('textbox', { name: /^Bank transfer instructions/ }));
    expect(
      await within(form).findByText(
        'Without instructions, bank transfer is not offered at checkout.',
      ),
    ).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Save the billing settings' }));
    expect(await screen.findByText('Billing settings saved: new invoices use them.')).toBeTruthy();
    const put = api.requests.find((r) => r.method === 'PUT')!;
    expect(put.body).toEqual({ ...settings, vatPercent: 16.5, bankTransferInstructions: '' });
  });
});
