import { afterAll, afterEach, beforeEach, describe, expect, test } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CommerceMessages, type Discount } from '@afrinest/contract';
import { startTestApi, type SeenRequest } from '@/app/testing/api-server';
import { answerDefaults, profileFor, signInAs } from '@/app/testing/fixtures';
import {
  discountOf,
  packageOf,
  proPackage,
  starterPackage,
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
  api.on('GET /api/admin/packages', {
    body: {
      data: [packageOf(proPackage), packageOf(starterPackage)],
      total: 2,
      page: 1,
      pageSize: 100,
    },
  });
});
afterEach(settleApp);
afterAll(() => api.close());

const page = <T,>(data: T[], total = data.length) => ({
  body: { data, total, page: 1, pageSize: 20 },
});
const sent = (method: string, path: string): SeenRequest[] =>
  api.requests.filter((r) => r.method === method && r.path === path);

describe('/admin/discount-management', () => {
  test('lists codes with their use and validity, searched on the server', async () => {
    const capped = discountOf(1, {
      validFrom: '2026-12-01T06:00:00.000Z',
      validUntil: '2026-12-31T20:59:00.000Z',
      packageIds: [proPackage.id],
    });
    api.on('GET /api/admin/discounts', (r) =>
      page(
        r.query.get('q') === 'launch'
          ? [capped]
          : [capped, discountOf(2, { maxRedemptions: null, maxPerAgency: null, active: false })],
      ),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/admin/discount-management');

    const table = await screen.findByRole('table', { name: 'Discount codes' });
    const row = (await within(table).findByText('LAUNCH1')).closest('tr')!;
    expect(within(row).getByText('20% off')).toBeTruthy();
    expect(within(row).getByText('3 / 100')).toBeTruthy();
    expect(within(row).getByText('at most 1 per agency')).toBeTruthy();
    expect(within(row).getByText(/^From .* until /)).toBeTruthy();
    expect(within(row).getByText('1 package(s)')).toBeTruthy();
    const other = within(table).getByText('LAUNCH2').closest('tr')!;
    expect(within(other).getByText('3 / no cap')).toBeTruthy();
    expect(within(other).getByText('Always')).toBeTruthy();
    expect(within(other).getByText('Inactive')).toBeTruthy();

    await user.type(screen.getByRole('searchbox', { name: 'Code or description' }), 'launch');
    await waitFor(() =>
      expect(sent('GET', '/api/admin/discounts').at(-1)?.query.get('q')).toBe('launch'),
    );
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('launch');
    await waitFor(() => expect(within(table).queryByText('LAUNCH2')).toBeNull());
  });

  test('the form checks as typed: a percentage for PERCENT, an amount for FIXED, the end after the start; then posts', async () => {
    api.on('GET /api/admin/discounts', page([]));
    api.on('POST /api/admin/discounts', (r) => ({
      status: 201,
      body: discountOf(9, { ...(r.body as Partial<Discount>), amounts: [], version: 1 }),
    }));
    const user = userEvent.setup();
    renderApp('/admin/discount-management');

    await user.click(await screen.findByRole('button', { name: 'New discount code' }));
    const form = await screen.findByRole('form', { name: 'New discount code' });
    const code = within(form).getByRole('textbox', { name: /^Code/ });
    await user.type(code, 'launch 20');
    expect(
      await within(form).findByText('Capital letters, digits, _ and - only, e.g. LAUNCH20.'),
    ).toBeTruthy();
    await user.clear(code);
    await user.type(code, 'launch20');
    await user.type(within(form).getByRole('textbox', { name: /^Description/ }), 'Launch offer');

    await user.click(within(form).getByRole('button', { name: 'Add the code' }));
    expect(await within(form).findByText('Enter a percentage.')).toBeTruthy();
    const percent = within(form).getByRole('spinbutton', { name: /^Percentage off/ });
    await user.type(percent, '150');
    expect(await within(form).findByText('At most 100%.')).toBeTruthy();

    await user.selectOptions(within(form).getByRole('combobox', { name: /^Kind/ }), 'FIXED');
    expect(within(form).queryByRole('spinbutton', { name: /^Percentage off/ })).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Add the code' }));
    expect(
      await within(form).findByText('Enter the amount off in at least one currency.'),
    ).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Add a currency' }));
    const ugx = within(form).getByRole('textbox', { name: /^Amount off in UGX/ });
    await user.type(ugx, '10000.5');
    expect(
      await within(form).findByText('This currency has 0 decimal place(s) at most.'),
    ).toBeTruthy();
    await user.clear(ugx);
    await user.type(ugx, '10000');

    fireEvent.change(within(form).getByLabelText(/^Valid from/), {
      target: { value: '2026-12-10T09:00' },
    });
    fireEvent.change(within(form).getByLabelText(/^Valid until/), {
      target: { value: '2026-12-01T09:00' },
    });
    await user.click(within(form).getByRole('button', { name: 'Add the code' }));
    expect(await within(form).findByText('The end comes after the start.')).toBeTruthy();
    expect(sent('POST', '/api/admin/discounts')).toHaveLength(0);
    fireEvent.change(within(form).getByLabelText(/^Valid until/), {
      target: { value: '2026-12-31T23:30' },
    });
    await waitFor(() =>
      expect(within(form).queryByText('The end comes after the start.')).toBeNull(),
    );

    await user.type(within(form).getByRole('spinbutton', { name: /^Uses in all/ }), '500');
    await user.click(within(form).getByRole('checkbox', { name: 'Starter' }));
    await user.click(within(form).getByRole('button', { name: 'Add the code' }));

    expect(await screen.findByText('LAUNCH20 added.')).toBeTruthy();
    expect(sent('POST', '/api/admin/discounts')[0]!.body).toEqual({
      code: 'LAUNCH20',
      description: 'Launch offer',
      kind: 'FIXED',
      percent: null,
      amounts: [{ currency: 'UGX', amount: '10000' }],
      validFrom: new Date('2026-12-10T09:00').toISOString(),
      validUntil: new Date('2026-12-31T23:30').toISOString(),
      maxRedemptions: 500,
      maxPerAgency: null,
      packageIds: [starterPackage.id],
      active: true,
    });
    expect(screen.queryByRole('form', { name: 'New discount code' })).toBeNull();
  });

  test('an edit puts the version read; a stale version shows the API message and Reload brings the latest', async () => {
    let current = discountOf(1, {
      kind: 'FIXED',
      percent: null,
      amounts: [{ currency: 'USD', amountMinor: 1_050 }],
    });
    api.on('GET /api/admin/discounts', () => page([current]));
    api.on(`PUT /api/admin/discounts/${current.id}`, (r) => {
      const body = r.body as Discount;
      if (body.version !== current.version)
        return {
          status: 409,
          body: { error: { code: 'STALE_VERSION', message: CommerceMessages.STALE_VERSION } },
        };
      current = { ...current, description: body.description, version: current.version + 1 };
      return { body: current };
    });
    const user = userEvent.setup();
    renderApp('/admin/discount-management');

    await user.click(await screen.findByRole('button', { name: 'Edit LAUNCH1' }));
    const form = await screen.findByRole('form', { name: 'Edit LAUNCH1' });
    expect(
      (within(form).getByRole('textbox', { name: /^Amount off in USD/ }) as HTMLInputElement).value,
    ).toBe('10.50');
    // Someone else saves first.
    current = { ...current, description: 'Their change', version: 2 };
    const description = within(form).getByRole('textbox', { name: /^Description/ });
    await user.clear(description);
    await user.type(description, 'My change');
    await user.click(within(form).getByRole('button', { name: 'Save the code' }));
    expect(await within(form).findByText(new RegExp(CommerceMessages.STALE_VERSION))).toBeTruthy();
    expect(sent('PUT', `/api/admin/discounts/${current.id}`)[0]!.body).toMatchObject({
      description: 'My change',
      amounts: [{ currency: 'USD', amount: '10.50' }],
      version: 1,
    });

    await user.click(within(form).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect((description as HTMLInputElement).value).toBe('Their change'));
    await user.clear(description);
    await user.type(description, 'My change again');
    await user.click(within(form).getByRole('button', { name: 'Save the code' }));
    expect(await screen.findByText('LAUNCH1 saved.')).toBeTruthy();
    expect(sent('PUT', `/api/admin/discounts/${current.id}`).at(-1)!.body).toEqual({
      code: 'LAUNCH1',
      description: 'My change again',
      kind: 'FIXED',
      percent: null,
      amounts: [{ currency: 'USD', amount: '10.50' }],
      validFrom: null,
      validUntil: null,
      maxRedemptions: 100,
      maxPerAgency: 1,
      packageIds: [],
      active: true,
      version: 2,
    });
  });
});
