import { afterAll, afterEach, beforeEach, describe, expect, test } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PaymentRequest } from '@afrinest/contract';
import { startTestApi, type SeenRequest } from '@/app/testing/api-server';
import { answerDefaults, profileFor, signInAs } from '@/app/testing/fixtures';
import { agencyOf } from '@/app/testing/agency-fixtures';
import {
  homes,
  packageOf,
  proPackage,
  requestOf,
} from '@/features/admin-payments/testing/payment-fixtures';

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
const gets = (path: string): SeenRequest[] =>
  api.requests.filter((r) => r.method === 'GET' && r.path === path);

function answerAgencies() {
  const agency = agencyOf(1, { id: homes.id, name: homes.name });
  api.on('GET /api/admin/broker/agencies', (r) =>
    page((r.query.get('q') ?? '').toLowerCase().startsWith('kam') ? [agency] : []),
  );
  api.on(`GET /api/admin/broker/agencies/${homes.id}`, { body: agency });
}

describe('/admin/agency-purchase-management: payment requests', () => {
  test('the create form validates as typed, posts the parsed input and shows the pay link to copy', async () => {
    answerAgencies();
    let requests: PaymentRequest[] = [];
    api.on('GET /api/admin/payment-requests', () => page(requests));
    api.on('GET /api/admin/packages', page([packageOf(proPackage)]));
    api.on('POST /api/admin/payment-requests', (r) => {
      const body = r.body as { description: string };
      const created = requestOf(1, { description: body.description, package: proPackage });
      requests = [created];
      return { status: 201, body: created };
    });
    const user = userEvent.setup();
    // After setup, which puts its own clipboard in place.
    const copied: string[] = [];
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: (t: string) => (copied.push(t), Promise.resolve()) },
      configurable: true,
    });
    renderApp('/admin/agency-purchase-management');

    expect(await screen.findByText('No payment request here yet.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'New payment request' }));
    const form = await screen.findByRole('form', { name: 'New payment request' });

    // Nothing is sent while the contract refuses it.
    await user.click(within(form).getByRole('button', { name: 'Send the request' }));
    expect(await within(form).findByText('Choose an agency.')).toBeTruthy();
    expect(within(form).getByText('Say what it is for.')).toBeTruthy();
    expect(posts('/api/admin/payment-requests')).toHaveLength(0);

    await user.type(within(form).getByRole('searchbox', { name: 'Find an agency' }), 'Kam');
    await user.click(await within(form).findByRole('button', { name: 'Kampala Homes' }));
    await waitFor(() => expect(within(form).queryByText('Choose an agency.')).toBeNull());

    // Checked as typed: UGX has no decimals, KES two.
    const amount = within(form).getByRole('textbox', { name: /^Amount in UGX/ });
    await user.type(amount, '1500.50');
    expect(
      await within(form).findByText('This currency has 0 decimal place(s) at most.'),
    ).toBeTruthy();
    await user.selectOptions(within(form).getByRole('combobox', { name: /^Currency/ }), 'KES');
    await waitFor(() =>
      expect(within(form).queryByText('This currency has 0 decimal place(s) at most.')).toBeNull(),
    );
    await user.selectOptions(within(form).getByRole('combobox', { name: /^Currency/ }), 'UGX');
    await user.clear(amount);
    await user.type(amount, '500000');

    // A package fills an empty description.
    await user.selectOptions(
      within(form).getByRole('combobox', { name: /^Package it grants/ }),
      proPackage.id,
    );
    const description = within(form).getByRole('textbox', { name: /^What it is for/ });
    expect((description as HTMLTextAreaElement).value).toBe('Pro');
    await user.type(description, ', yearly deal ');
    fireEvent.change(within(form).getByLabelText(/^Due date/), { target: { value: '2026-12-31' } });
    await user.click(within(form).getByRole('button', { name: 'Send the request' }));

    const sent = await screen.findByRole('dialog', { name: 'Payment request sent' });
    expect(posts('/api/admin/payment-requests')[0]!.body).toEqual({
      agencyId: homes.id,
      description: 'Pro, yearly deal',
      price: { currency: 'UGX', amount: '500000' },
      dueDate: '2026-12-31',
      packageId: proPackage.id,
    });
    const link = requestOf(1).payUrl;
    expect(
      within(sent)
        .getByRole('link', { name: new RegExp(link) })
        .getAttribute('href'),
    ).toBe(link);
    await user.click(
      within(sent).getByRole('button', { name: 'Copy the pay link for Kampala Homes' }),
    );
    await waitFor(() => expect(copied).toEqual([link]));
    await user.click(within(sent).getByRole('button', { name: 'Done' }));

    // The list is read again and shows the new request.
    const table = screen.getByRole('table', { name: 'Payment requests' });
    expect(await within(table).findByText('Pro, yearly deal')).toBeTruthy();
  });

  test('an open request is cancelled after a confirmation; the status filter goes to the request', async () => {
    let open = requestOf(1);
    api.on('GET /api/admin/payment-requests', (r) =>
      page(r.query.get('status') === 'PAID' ? [] : [open]),
    );
    api.on(`POST /api/admin/payment-requests/${open.id}/cancel`, () => {
      open = { ...open, status: 'CANCELLED' };
      return { body: open };
    });
    const user = userEvent.setup();
    renderApp('/admin/agency-purchase-management');

    const table = await screen.findByRole('table', { name: 'Payment requests' });
    await user.click(
      await within(table).findByRole('button', {
        name: 'Cancel the request to Kampala Homes: Custom deal 1',
      }),
    );
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Cancel the request to Kampala Homes?',
    });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel the request' }));
    expect(
      await screen.findByText(
        'The request to Kampala Homes is cancelled: it can no longer be paid.',
      ),
    ).toBeTruthy();
    expect(posts(`/api/admin/payment-requests/${open.id}/cancel`)).toHaveLength(1);
    expect(await within(table).findByText('Cancelled')).toBeTruthy();
    expect(within(table).queryByRole('button', { name: /^Cancel the request/ })).toBeNull();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'PAID');
    await waitFor(() =>
      expect(gets('/api/admin/payment-requests').at(-1)?.query.get('status')).toBe('PAID'),
    );
  });
});
