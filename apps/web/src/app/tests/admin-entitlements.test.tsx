import { afterAll, afterEach, beforeEach, describe, expect, test } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CommerceMessages, reverseInputSchema } from '@afrinest/contract';
import { startTestApi, type SeenRequest } from '@/app/testing/api-server';
import { answerDefaults, profileFor, signInAs } from '@/app/testing/fixtures';
import { agencyOf, agentOf } from '@/app/testing/agency-fixtures';
import {
  breakdownOf,
  goldPackage as gold,
  goldPeriodOf,
  grantOf,
  LOT_OPERATION_ID,
  MB,
  refOf,
  slots,
  storage,
  uuid,
  whatsapp,
} from '@/features/admin-entitlements/testing/entitlement-fixtures';
import { formatDay } from '@/features/admin-entitlements/entitlement-labels';

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

const page = <T,>(data: T[], total = data.length, pageSize = 20) => ({
  body: { data, total, page: 1, pageSize },
});
const homes = agencyOf(1, { name: 'Kampala Homes' });
const plots = agencyOf(2, { name: 'Gulu Plots' });
const breakdown = breakdownOf(homes);

const posts = (path: string): SeenRequest[] =>
  api.requests.filter((r) => r.method === 'POST' && r.path === path);
const lastGet = (path: string) => api.requests.filter((r) => r.path === path).at(-1);

/** Answers the agency search the pickers make. */
function answerAgencies() {
  api.on('GET /api/admin/broker/agencies', (r) => {
    const q = (r.query.get('q') ?? '').toLowerCase();
    return page([homes, plots].filter((a) => a.name.toLowerCase().includes(q)));
  });
  for (const a of [homes, plots]) api.on(`GET /api/admin/broker/agencies/${a.id}`, { body: a });
}

describe('/admin/give-items-to-agencies', () => {
  test('posts the parsed input with one request key, which a retry after a failure reuses', async () => {
    answerAgencies();
    api.on('GET /api/admin/items', page([slots, storage, whatsapp]));
    let calls = 0;
    api.on('POST /api/admin/entitlements/agency-grants', () => {
      calls += 1;
      if (calls === 1)
        return {
          status: 500,
          body: { error: { code: 'INTERNAL', message: 'Something went wrong on our side.' } },
        };
      return {
        status: 201,
        body: {
          operations: [grantOf(homes, storage, 500 * MB, 1), grantOf(plots, storage, 500 * MB, 2)],
        },
      };
    });
    const user = userEvent.setup();
    renderApp('/admin/give-items-to-agencies');

    const form = await screen.findByRole('form', { name: 'Give items to agencies' });
    // Checked by the contract before anything is sent.
    await user.click(within(form).getByRole('button', { name: 'Give the items' }));
    expect(await within(form).findByText('Choose at least one agency.')).toBeTruthy();
    expect(posts('/api/admin/entitlements/agency-grants')).toHaveLength(0);

    const search = within(form).getByRole('searchbox', { name: 'Find an agency to add' });
    await user.type(search, 'Kampala');
    await user.click(await within(form).findByRole('button', { name: 'Add Kampala Homes' }));
    await user.clear(search);
    await user.type(search, 'Gulu');
    await user.click(await within(form).findByRole('button', { name: 'Add Gulu Plots' }));
    const chosen = within(form).getByRole('list', { name: 'Chosen agencies' });
    expect(within(chosen).getByText('Kampala Homes')).toBeTruthy();
    expect(within(chosen).getByText('Gulu Plots')).toBeTruthy();

    // Photo storage is typed in MB and sent in bytes.
    await user.selectOptions(
      await within(form).findByRole('combobox', { name: /^Item/ }),
      storage.id,
    );
    await user.type(within(form).getByRole('spinbutton', { name: /^Quantity \(MB\)/ }), '500');
    await user.click(within(form).getByRole('button', { name: 'Yearly (365 days)' }));
    await user.type(within(form).getByRole('textbox', { name: /^Reason/ }), '  Launch offer  ');

    await user.click(within(form).getByRole('button', { name: 'Give the items' }));
    expect(await within(form).findByText('Something went wrong on our side.')).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Give the items' }));

    expect(await screen.findByText('Given to 2 agencies')).toBeTruthy();
    expect(screen.getAllByText(/Photo storage \+500 MB/)).toHaveLength(2);
    const sent = posts('/api/admin/entitlements/agency-grants');
    expect(sent).toHaveLength(2);
    const first = sent[0]!.body as { idempotencyKey: string };
    expect(first.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(first).toEqual({
      agencyIds: [homes.id, plots.id],
      itemId: storage.id,
      quantity: 500 * MB,
      validityDays: 365,
      reason: 'Launch offer',
      idempotencyKey: first.idempotencyKey,
    });
    // The retry is the same request under the same key: the server gives it once.
    expect(sent[1]!.body).toEqual(first);

    // A new round is a new request, with a key of its own.
    await user.click(screen.getByRole('button', { name: 'Give more items' }));
    expect(await screen.findByRole('form', { name: 'Give items to agencies' })).toBeTruthy();
  });
});

describe('/admin/agency-entitlements-breakdown', () => {
  const breakdownPath = `/api/admin/entitlements/agencies/${homes.id}`;
  const reversePath = `/api/admin/entitlements/operations/${LOT_OPERATION_ID}/reverse`;

  function answerBreakdown() {
    answerAgencies();
    api.on(`GET ${breakdownPath}`, { body: breakdown });
    api.on(`GET ${breakdownPath}/ledger`, (r) =>
      page(r.query.get('kind') === 'REVERSE' ? [] : [grantOf(homes, slots, 5, 1)]),
    );
  }

  test('renders balances, the team and the ledger; a 409 on a reversal shows its message', async () => {
    answerBreakdown();
    api.on(`POST ${reversePath}`, {
      status: 409,
      body: { error: { code: 'NOT_REVERSIBLE', message: CommerceMessages.NOT_REVERSIBLE } },
    });
    const user = userEvent.setup();
    renderApp(`/admin/agency-entitlements-breakdown?agencyId=${homes.id}`);

    const balances = await screen.findByRole('table', { name: 'Balances per item' });
    const slotRow = within(balances).getByRole('row', { name: /^Listing slots/ });
    expect(
      within(slotRow)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['10 listings', '4 listings', '6 listings', '2 listings', 'Jan 15, 2027']);
    const storageRow = within(balances).getByRole('row', { name: /^Photo storage/ });
    expect(within(storageRow).getByText('380 MB')).toBeTruthy();
    expect(within(storageRow).getByText('No end')).toBeTruthy();
    const featureRow = within(balances).getByRole('row', { name: /^WhatsApp routing/ });
    expect(within(featureRow).getByText('Included')).toBeTruthy();
    const team = screen.getByRole('table', { name: 'Allocations to agents' });
    expect(within(team).getByRole('row', { name: /Okello Peter/ }).textContent).toContain(
      '2 listings',
    );
    const ledger = await screen.findByRole('table', { name: 'Ledger entries' });
    expect(await within(ledger).findByText('Listing slots +5 listings')).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'REVERSE');
    await waitFor(() =>
      expect(lastGet(`${breakdownPath}/ledger`)?.query.get('kind')).toBe('REVERSE'),
    );
    expect(await within(ledger).findByText('No ledger entries match these filters.')).toBeTruthy();

    const grants = screen.getByRole('table', { name: 'Grants' });
    await user.click(within(grants).getByRole('button', { name: /^Reverse Listing slots/ }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Reverse this grant of Listing slots?',
    });
    await user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'Given by mistake');
    await user.click(within(dialog).getByRole('button', { name: 'Reverse grant' }));
    expect(await within(dialog).findByText(CommerceMessages.NOT_REVERSIBLE)).toBeTruthy();
    expect(posts(reversePath)).toHaveLength(1);
  });

  test('a reverse asks for a reason, posts it and reads the agency again', async () => {
    answerBreakdown();
    api.on(`POST ${reversePath}`, { body: { ...grantOf(homes, slots, -5, 9), kind: 'REVERSE' } });
    const user = userEvent.setup();
    renderApp(`/admin/agency-entitlements-breakdown?agencyId=${homes.id}`);

    const grants = await screen.findByRole('table', { name: 'Grants' });
    await user.click(within(grants).getByRole('button', { name: /^Reverse Listing slots/ }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Reverse this grant of Listing slots?',
    });
    expect(within(dialog).getByText(/5 listings of the 5 listings granted/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Reverse grant' }));
    expect(await within(dialog).findByText('Say why, in a few words.')).toBeTruthy();
    expect(posts(reversePath)).toHaveLength(0);

    const reads = api.requests.filter((r) => r.path === breakdownPath).length;
    await user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), ' Given by mistake ');
    await user.click(within(dialog).getByRole('button', { name: 'Reverse grant' }));
    expect(await screen.findByText('Grant of Listing slots reversed.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posts(reversePath).map((r) => r.body)).toEqual([{ reason: 'Given by mistake' }]);
    await waitFor(() =>
      expect(api.requests.filter((r) => r.path === breakdownPath).length).toBeGreaterThan(reads),
    );
  });
});

describe('/admin/unified-items', () => {
  test('pages, searches and filters on the server', async () => {
    api.on('GET /api/admin/items', page([slots, storage]));
    api.on('GET /api/admin/entitlements/unified', (r) =>
      page(
        [
          {
            agency: { id: homes.id, name: homes.name },
            item: refOf(storage),
            granted: 1024 * MB,
            used: 0,
            left: 1024 * MB,
            nextExpiry: '2027-02-01T00:00:00.000Z',
          },
        ],
        r.query.get('q') ? 1 : 45,
      ),
    );
    const user = userEvent.setup();
    renderApp('/admin/unified-items');

    const table = await screen.findByRole('table', { name: 'Items held by agencies' });
    expect(await within(table).findByRole('link', { name: 'Kampala Homes' })).toBeTruthy();
    expect(within(table).getAllByText('1 GB')).toHaveLength(2);
    expect(screen.getByText(/Page 1 of 3/)).toBeTruthy();
    const path = '/api/admin/entitlements/unified';
    expect(lastGet(path)?.query.get('page')).toBe('1');

    await user.click(screen.getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(lastGet(path)?.query.get('page')).toBe('2'));
    expect(lastGet(path)?.query.get('pageSize')).toBe('20');

    await user.type(screen.getByRole('searchbox', { name: 'Agency name' }), 'Kampala');
    await waitFor(() => expect(lastGet(path)?.query.get('q')).toBe('Kampala'));
    // A new search starts again at the first page.
    expect(lastGet(path)?.query.get('page')).toBe('1');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Item' }), storage.id);
    await waitFor(() => expect(lastGet(path)?.query.get('itemId')).toBe(storage.id));
    await user.type(screen.getByRole('spinbutton', { name: 'Expiring within (days)' }), '7');
    await waitFor(() => expect(lastGet(path)?.query.get('expiringWithinDays')).toBe('7'));
    expect(lastGet(path)?.query.get('q')).toBe('Kampala');
  });
});

describe('/admin/agency-usage', () => {
  test('asks for the window chosen and draws a table with the series values', async () => {
    answerAgencies();
    api.on('GET /api/admin/items', page([slots, storage]));
    api.on('GET /api/admin/entitlements/usage', (r) =>
      r.query.get('itemId') === storage.id
        ? {
            body: {
              labels: ['2026-11-01', '2026-11-02'],
              consumed: [3 * MB, 0],
              left: [200 * MB, 200 * MB],
              granted: [0, 0],
            },
          }
        : {
            body: {
              labels: ['2026-11-01', '2026-11-02', '2026-11-03'],
              consumed: [1, 0, 2],
              left: [9, 9, 7],
              granted: [10, 0, 0],
            },
          },
    );
    const user = userEvent.setup();
    renderApp(
      `/admin/agency-usage?agencyId=${homes.id}&itemId=${slots.id}&from=2026-11-01&to=2026-11-03`,
    );

    const table = await screen.findByRole('table', {
      name: 'Listing slots of Kampala Homes: used and left per day, day by day',
    });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.children].map((c) => c.textContent));
    expect(rows).toEqual([
      ['2026-11-01', '1 listing', '9 listings'],
      ['2026-11-02', '0 listings', '9 listings'],
      ['2026-11-03', '2 listings', '7 listings'],
    ]);
    const asked = lastGet('/api/admin/entitlements/usage')!.query;
    expect(Object.fromEntries(asked)).toEqual({
      agencyId: homes.id,
      itemId: slots.id,
      startDate: '2026-11-01',
      endDate: '2026-11-03',
    });
    expect(
      screen.getByRole('img', { name: /Line chart of Used, Left at end of day/ }),
    ).toBeTruthy();

    // Storage is read in MB; a window that runs backwards is said so and not asked.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Item' }), storage.id);
    const storageTable = await screen.findByRole('table', {
      name: 'Photo storage of Kampala Homes: used and left per day, day by day',
    });
    expect(within(storageTable).getByRole('row', { name: /2026-11-01/ }).textContent).toBe(
      '2026-11-013 MB200 MB',
    );
    const before = api.requests.length;
    // A date input is set whole, as its picker does.
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-12-01' } });
    expect(await screen.findByText('The start date is after the end date.')).toBeTruthy();
    expect(
      api.requests.slice(before).filter((r) => r.path === '/api/admin/entitlements/usage'),
    ).toHaveLength(0);
  });
});

describe('/admin/subscription', () => {
  test('shows periods expiring soon and extends one with days and a reason', async () => {
    const period = goldPeriodOf(plots);
    api.on('GET /api/admin/subscriptions', page([period]));
    api.on(`POST /api/admin/subscriptions/${period.id}/extend`, {
      body: { ...period, endsAt: '2027-01-01T08:00:00.000Z' },
    });
    const user = userEvent.setup();
    renderApp('/admin/subscription');

    const table = await screen.findByRole('table', { name: 'Package periods' });
    expect(await within(table).findByText('Gold')).toBeTruthy();
    const path = '/api/admin/subscriptions';
    expect(lastGet(path)?.query.get('status')).toBe('ACTIVE');
    expect(lastGet(path)?.query.get('expiringWithinDays')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Expiring soon' }));
    await waitFor(() => expect(lastGet(path)?.query.get('expiringWithinDays')).toBe('7'));
    expect(lastGet(path)?.query.get('status')).toBe('ACTIVE');
    await user.click(screen.getByRole('button', { name: 'Expired' }));
    await waitFor(() => expect(lastGet(path)?.query.get('status')).toBe('EXPIRED'));

    await user.click(within(table).getByRole('button', { name: 'Extend Gulu Plots’s Gold' }));
    const dialog = await screen.findByRole('dialog', { name: 'Extend Gulu Plots’s Gold' });
    const days = within(dialog).getByRole('spinbutton', { name: /^Days to add/ });
    await user.clear(days);
    await user.type(days, '14');
    await user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'Paid late, by bank');
    await user.click(within(dialog).getByRole('button', { name: 'Extend' }));
    expect(await screen.findByText(/Gulu Plots’s Gold now ends/)).toBeTruthy();
    expect(posts(`/api/admin/subscriptions/${period.id}/extend`).map((r) => r.body)).toEqual([
      { days: 14, reason: 'Paid late, by bank' },
    ]);
  });
});

describe('/admin/gift-package-or-item', () => {
  test('gifts a whole package and says the super agents were mailed', async () => {
    answerAgencies();
    api.on('GET /api/admin/items', page([slots]));
    api.on('GET /api/admin/packages', page([gold]));
    api.on('POST /api/admin/entitlements/gifts', {
      status: 201,
      body: { operations: [{ ...grantOf(homes, slots, 25, 1), source: 'GIFT' }] },
    });
    const user = userEvent.setup();
    renderApp('/admin/gift-package-or-item');

    const form = await screen.findByRole('form', { name: 'Gift a package or an item' });
    await user.type(within(form).getByRole('searchbox', { name: 'Find an agency to add' }), 'Kamp');
    await user.click(await within(form).findByRole('button', { name: 'Add Kampala Homes' }));
    await user.selectOptions(
      await within(form).findByRole('combobox', { name: /^Package/ }),
      gold.id,
    );
    expect(within(form).getByText('Gives Listing slots 25 listings; lasts 30 days.')).toBeTruthy();
    await user.type(within(form).getByRole('textbox', { name: /^Reason/ }), 'Welcome gift');
    await user.click(within(form).getByRole('button', { name: 'Send the gift' }));

    expect(await screen.findByText('Their super agents were mailed about the gift.')).toBeTruthy();
    const body = posts('/api/admin/entitlements/gifts')[0]!.body as { idempotencyKey: string };
    expect(body).toEqual({
      agencyIds: [homes.id],
      gift: { type: 'PACKAGE', packageId: gold.id },
      reason: 'Welcome gift',
      idempotencyKey: body.idempotencyKey,
    });
  });
});

describe('/admin/agency-admin-tools', () => {
  test('adjusts a balance (a 402 shows its message), moves listings and recomputes', async () => {
    answerAgencies();
    api.on('GET /api/admin/items', page([slots, storage]));
    api.on(`GET /api/admin/entitlements/agencies/${homes.id}`, { body: breakdown });
    const okello = { ...agentOf(1, homes, { name: 'Okello Peter' }), id: uuid(901) };
    const grace = { ...agentOf(2, homes, { name: 'Grace Namubiru' }), id: uuid(902) };
    api.on('GET /api/admin/broker/agents', page([okello, grace]));
    const adjustPath = `/api/admin/entitlements/agencies/${homes.id}/adjust`;
    api.on(`POST ${adjustPath}`, {
      status: 402,
      body: {
        error: { code: 'ENTITLEMENT_EXHAUSTED', message: CommerceMessages.NOT_ENOUGH_TO_ADJUST },
      },
    });
    api.on(`POST /api/admin/broker/agents/${okello.id}/move-listings`, { body: { moved: 3 } });
    api.on(`POST /api/admin/entitlements/agencies/${homes.id}/recompute`, {
      body: {
        checked: 12,
        mismatches: [{ lotId: uuid(501), agentId: null, cached: 4, ledger: 5 }],
      },
    });
    const user = userEvent.setup();
    renderApp(`/admin/agency-admin-tools?agencyId=${homes.id}`);

    const form = await screen.findByRole('form', { name: 'Adjust a balance' });
    await user.selectOptions(within(form).getByRole('combobox', { name: /^Item/ }), storage.id);
    await user.type(within(form).getByRole('spinbutton', { name: /^Change/ }), '-600');
    await user.type(within(form).getByRole('textbox', { name: /^Reason/ }), 'Duplicate grant');
    await user.click(within(form).getByRole('button', { name: 'Adjust the balance' }));
    expect(await within(form).findByText(CommerceMessages.NOT_ENOUGH_TO_ADJUST)).toBeTruthy();
    const adjusted = posts(adjustPath)[0]!.body as { idempotencyKey: string };
    expect(adjusted).toEqual({
      itemId: storage.id,
      delta: -600 * MB,
      reason: 'Duplicate grant',
      idempotencyKey: adjusted.idempotencyKey,
    });

    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Move every listing of' }),
      okello.id,
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'To' }), grace.id);
    await user.click(screen.getByRole('button', { name: 'Move listings' }));
    expect(
      await screen.findByText('3 listings moved from Okello Peter to Grace Namubiru.'),
    ).toBeTruthy();
    expect(posts(`/api/admin/broker/agents/${okello.id}/move-listings`)[0]!.body).toEqual({
      toAgentId: grace.id,
    });

    await user.click(screen.getByRole('button', { name: 'Recompute balances' }));
    expect(await screen.findByText(/Checked 12 balances: 1 did not match the ledger/)).toBeTruthy();
    const mismatches = screen.getByRole('table', {
      name: 'Balances that did not match the ledger',
    });
    expect(within(mismatches).getByRole('row', { name: /Listing slots/ }).textContent).toBe(
      'Listing slotsThe agency4 listings5 listings',
    );
  });

  test('“End now” asks for a reason, posts it and says the period ended', async () => {
    answerAgencies();
    api.on('GET /api/admin/items', page([slots]));
    api.on('GET /api/admin/broker/agents', page([]));
    const period = goldPeriodOf(homes);
    const ended = { ...period, status: 'EXPIRED' as const, endsAt: '2026-11-20T09:30:00.000Z' };
    const endPath = `/api/admin/subscriptions/${period.id}/end`;
    // The agency holds Gold until the end is posted; after that it is read as EXPIRED.
    api.on(`GET /api/admin/entitlements/agencies/${homes.id}`, () => ({
      body: {
        ...breakdown,
        subscriptions: [...breakdown.subscriptions, posts(endPath).length ? ended : period],
      },
    }));
    api.on(`POST ${endPath}`, { body: ended });
    const user = userEvent.setup();
    renderApp(`/admin/agency-admin-tools?agencyId=${homes.id}`);

    const periods = await screen.findByRole('table', { name: 'Package periods' });
    // The FREE period never ends, so only Gold can be ended.
    expect(within(periods).queryByRole('button', { name: 'End Free now' })).toBeNull();
    await user.click(within(periods).getByRole('button', { name: 'End Gold now' }));
    const dialog = await screen.findByRole('dialog', { name: 'End Gold for Kampala Homes now?' });

    // Checked by the contract before anything is sent.
    await user.click(within(dialog).getByRole('button', { name: 'End period now' }));
    const needsReason = reverseInputSchema.safeParse({ reason: '' }).error!.issues[0]!.message;
    expect(await within(dialog).findByText(needsReason)).toBeTruthy();
    expect(posts(endPath)).toHaveLength(0);

    await user.type(
      within(dialog).getByRole('textbox', { name: /^Reason for ending it/ }),
      '  Custom deal stopped  ',
    );
    await user.click(within(dialog).getByRole('button', { name: 'End period now' }));
    expect(await screen.findByText(`Gold ended ${formatDay(ended.endsAt)}.`)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posts(endPath).map((r) => r.body)).toEqual([{ reason: 'Custom deal stopped' }]);
    // The agency is read again: Gold is no longer a period that can be ended.
    expect(await screen.findByText('This agency has no active period that ends.')).toBeTruthy();
  });
});
