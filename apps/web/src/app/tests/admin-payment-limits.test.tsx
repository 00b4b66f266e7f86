import { afterAll, afterEach, beforeEach, describe, expect, test } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PackageLimit, SpendCeiling } from '@afrinest/contract';
import { startTestApi, type SeenRequest } from '@/app/testing/api-server';
import { answerDefaults, profileFor, signInAs } from '@/app/testing/fixtures';
import { agencyOf } from '@/app/testing/agency-fixtures';
import {
  ceilingOf,
  homes,
  packageLimitOf,
  packageOf,
  proPackage,
  starterPackage,
} from '@/features/admin-payments/testing/payment-fixtures';

const api = await startTestApi();
window.__AFRINEST_CONFIG__ = { apiUrl: api.url, productName: 'AfriNest' };
const { renderApp, settleApp } = await import('@/app/testing/render-app');
const { clearApiCache } = await import('@/lib/api-client');

let packages: PackageLimit[];
let ceilings: SpendCeiling[];

beforeEach(() => {
  api.reset();
  clearApiCache();
  answerDefaults(api);
  signInAs(api, profileFor('AFRI_ADMIN'));
  packages = [packageLimitOf(proPackage)];
  ceilings = [ceilingOf()];
  api.on('GET /api/admin/purchase-limits', (r) => ({
    body: {
      packages,
      ceilings: { data: ceilings, total: 21, page: Number(r.query.get('page')), pageSize: 20 },
    },
  }));
  api.on('GET /api/admin/packages', {
    body: {
      data: [packageOf(proPackage), packageOf(starterPackage)],
      total: 2,
      page: 1,
      pageSize: 100,
    },
  });
  const agency = agencyOf(1, { id: homes.id, name: homes.name });
  api.on('GET /api/admin/broker/agencies', {
    body: { data: [agency], total: 1, page: 1, pageSize: 8 },
  });
  api.on(`GET /api/admin/broker/agencies/${homes.id}`, { body: agency });
});
afterEach(settleApp);
afterAll(() => api.close());

const calls = (method: string, path: string): SeenRequest[] =>
  api.requests.filter((r) => r.method === method && r.path === path);
const limitsReads = () => calls('GET', '/api/admin/purchase-limits').length;

describe('/admin/purchase-limits-management: package limits', () => {
  const path = `/api/admin/purchase-limits/packages/${proPackage.id}`;

  test('edit puts the new limit, remove deletes it after a confirmation; both refresh the list', async () => {
    api.on(`PUT ${path}`, (r) => {
      packages = [{ ...packages[0]!, ...(r.body as object) }];
      return { body: packages[0] };
    });
    api.on(`DELETE ${path}`, () => {
      packages = [];
      return { status: 204 };
    });
    const user = userEvent.setup();
    renderApp('/admin/purchase-limits-management');

    const table = await screen.findByRole('table', { name: 'Package limits' });
    expect(within(table).getByText('1 purchase(s) in 30 days')).toBeTruthy();
    // Only a package without a limit may get one.
    const add = screen.getByRole('form', { name: 'Add a package limit' });
    await within(add).findByRole('option', { name: 'Starter' });
    const choices = within(within(add).getByRole('combobox', { name: /^Package/ })).getAllByRole(
      'option',
    );
    expect(choices.map((o) => o.textContent)).toEqual(['Choose a package', 'Starter']);

    await user.click(within(table).getByRole('button', { name: 'Edit the limit for Pro' }));
    const dialog = await screen.findByRole('dialog', { name: 'Limit for Pro' });
    const max = within(dialog).getByRole('spinbutton', { name: /^Purchases at most/ });
    await user.clear(max);
    await user.type(max, '0');
    expect(await within(dialog).findByText('At least 1.')).toBeTruthy();
    await user.clear(max);
    await user.type(max, '2');
    const days = within(dialog).getByRole('spinbutton', { name: /^In any period of/ });
    await user.clear(days);
    await user.type(days, '90');
    const reads = limitsReads();
    await user.click(within(dialog).getByRole('button', { name: 'Save the limit' }));
    expect(await screen.findByText('Pro: at most 2 in 90 days per agency.')).toBeTruthy();
    expect(calls('PUT', path)[0]!.body).toEqual({ maxPurchases: 2, periodDays: 90 });
    expect(await within(table).findByText('2 purchase(s) in 90 days')).toBeTruthy();
    expect(limitsReads()).toBeGreaterThan(reads);

    await user.click(within(table).getByRole('button', { name: 'Remove the limit for Pro' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove the limit for Pro?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove the limit' }));
    expect(await screen.findByText('Pro may be bought without a limit.')).toBeTruthy();
    expect(calls('DELETE', path)).toHaveLength(1);
    expect(
      await screen.findByText('No package is limited: any may be bought any time.'),
    ).toBeTruthy();
  });

  test('adds a limit for a package without one', async () => {
    const starterPath = `/api/admin/purchase-limits/packages/${starterPackage.id}`;
    api.on(`PUT ${starterPath}`, (r) => {
      const saved = packageLimitOf(starterPackage, r.body as object);
      packages = [...packages, saved];
      return { body: saved };
    });
    const user = userEvent.setup();
    renderApp('/admin/purchase-limits-management');

    const add = await screen.findByRole('form', { name: 'Add a package limit' });
    await user.click(within(add).getByRole('button', { name: 'Add the limit' }));
    expect(await within(add).findByText('Choose a package.')).toBeTruthy();
    await within(add).findByRole('option', { name: 'Starter' });
    await user.selectOptions(
      within(add).getByRole('combobox', { name: /^Package/ }),
      starterPackage.id,
    );
    const max = within(add).getByRole('spinbutton', { name: /^Purchases at most/ });
    await user.clear(max);
    await user.type(max, '3');
    await user.click(within(add).getByRole('button', { name: 'Add the limit' }));
    expect(await screen.findByText('Starter is now limited.')).toBeTruthy();
    expect(calls('PUT', starterPath)[0]!.body).toEqual({ maxPurchases: 3, periodDays: 30 });
    const table = screen.getByRole('table', { name: 'Package limits' });
    expect(await within(table).findByText('3 purchase(s) in 30 days')).toBeTruthy();
    // Every active package has a limit now.
    expect(await screen.findByText('Every active package has a limit.')).toBeTruthy();
  });
});

describe('/admin/purchase-limits-management: spending ceilings', () => {
  const path = `/api/admin/purchase-limits/agencies/${homes.id}`;

  test('pages on the server; edit puts the ceiling, remove deletes it, add puts one for a chosen agency', async () => {
    api.on(`PUT ${path}`, (r) => {
      const { ceiling } = r.body as { ceiling: { currency: 'UGX' | 'USD'; amount: string } };
      const minor =
        ceiling.currency === 'USD' ? Number(ceiling.amount) * 100 : Number(ceiling.amount);
      const saved = ceilingOf({
        currency: ceiling.currency,
        ceilingMinor: minor,
        spentThisMonthMinor: 0,
      });
      ceilings = [...ceilings.filter((c) => c.currency !== saved.currency), saved];
      return { body: saved };
    });
    api.on(`DELETE ${path}/UGX`, () => {
      ceilings = ceilings.filter((c) => c.currency !== 'UGX');
      return { status: 204 };
    });
    const user = userEvent.setup();
    const { router } = renderApp('/admin/purchase-limits-management');

    const table = await screen.findByRole('table', { name: 'Spending ceilings' });
    const row = (await within(table).findByText('Kampala Homes')).closest('tr')!;
    expect(within(row).getByText('(9%)')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(calls('GET', '/api/admin/purchase-limits').at(-1)?.query.get('page')).toBe('2'),
    );
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('2');

    await user.click(
      within(table).getByRole('button', { name: 'Edit Kampala Homes’s UGX ceiling' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Kampala Homes: UGX ceiling' });
    const amount = within(dialog).getByRole('textbox', { name: /^Monthly ceiling in UGX/ });
    expect((amount as HTMLInputElement).value).toBe('2000000');
    await user.clear(amount);
    await user.type(amount, '3000000.5');
    expect(
      await within(dialog).findByText('This currency has 0 decimal place(s) at most.'),
    ).toBeTruthy();
    await user.clear(amount);
    await user.type(amount, '3000000');
    await user.click(within(dialog).getByRole('button', { name: 'Save the ceiling' }));
    expect(await screen.findByText('Kampala Homes’s UGX ceiling saved.')).toBeTruthy();
    expect(calls('PUT', path)[0]!.body).toEqual({
      ceiling: { currency: 'UGX', amount: '3000000' },
    });

    await user.click(
      within(table).getByRole('button', { name: 'Remove Kampala Homes’s UGX ceiling' }),
    );
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Remove Kampala Homes’s UGX ceiling?',
    });
    await user.click(within(confirm).getByRole('button', { name: 'Remove the ceiling' }));
    expect(await screen.findByText('Kampala Homes has no UGX ceiling now.')).toBeTruthy();
    expect(calls('DELETE', `${path}/UGX`)).toHaveLength(1);
    expect(await within(table).findByText('No agency has a spending ceiling.')).toBeTruthy();

    const add = screen.getByRole('form', { name: 'Add a spending ceiling' });
    await user.click(within(add).getByRole('button', { name: 'Add the ceiling' }));
    expect(await within(add).findByText('Choose an agency.')).toBeTruthy();
    await user.type(within(add).getByRole('searchbox', { name: 'Find an agency' }), 'Kam');
    await user.click(await within(add).findByRole('button', { name: 'Kampala Homes' }));
    await user.selectOptions(within(add).getByRole('combobox', { name: /^Currency/ }), 'USD');
    await user.type(
      within(add).getByRole('textbox', { name: /^Monthly ceiling in USD/ }),
      '500.25',
    );
    await user.click(within(add).getByRole('button', { name: 'Add the ceiling' }));
    expect(
      await screen.findByText('Kampala Homes may spend at most this in USD a month.'),
    ).toBeTruthy();
    expect(calls('PUT', path).at(-1)!.body).toEqual({
      ceiling: { currency: 'USD', amount: '500.25' },
    });
    expect(await within(table).findByText('USD')).toBeTruthy();
  });
});
