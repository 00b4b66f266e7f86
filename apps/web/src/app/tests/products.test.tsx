import { afterAll, afterEach, beforeEach, describe, expect, test } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CommerceMessages, type ItemBalance, type PublicEntitlements } from '@afrinest/contract';
import { startTestApi } from '@/app/testing/api-server';
import { answerDefaults, profileFor, signInAs } from '@/app/testing/fixtures';
import {
  AGENCY,
  balances,
  DAVID,
  entitlementsOf,
  featured,
  NOTICE,
  slots,
  team,
} from '@/features/products/testing/entitlement-fixtures';

const api = await startTestApi();
window.__AFRINEST_CONFIG__ = { apiUrl: api.url, productName: 'AfriNest' };
const { renderApp, settleApp } = await import('@/app/testing/render-app');
const { clearApiCache } = await import('@/lib/api-client');

function signInAgent(role: 'AGENT' | 'SUPER_AGENT') {
  signInAs(api, { ...profileFor(role), agencyId: AGENCY });
}

beforeEach(() => {
  api.reset();
  clearApiCache();
  localStorage.clear();
  answerDefaults(api);
});
afterEach(async () => {
  await settleApp();
  document.title = '';
});
afterAll(() => api.close());

/** The cells of the row headed by `name`, as text. */
const rowOf = (table: HTMLElement, name: string) =>
  within(
    within(table)
      .getByRole('rowheader', { name: new RegExp(`^${name}`) })
      .closest('tr')!,
  )
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('/agent/products', () => {
  test('shows the plan and each item’s balance, bytes in MB/GB and features in words', async () => {
    signInAgent('AGENT');
    api.on('GET /api/agent/entitlements', { body: entitlementsOf() });
    renderApp('/agent/products');

    const table = await screen.findByRole('table', { name: 'Items of Kampala Prime Properties' });
    expect(rowOf(table, 'Photo storage')).toEqual(['1.5 GB', '512 MB', '1 GB', '—', 'No end']);
    expect(rowOf(table, 'Listing slots')).toEqual(['10', '4', '6', '—', '31 January 2027']);
    expect(rowOf(table, 'Featured days')).toEqual([
      '30',
      '5',
      '25',
      '3 used of 10 given to you',
      'No end',
    ]);
    expect(rowOf(table, 'WhatsApp routing')[0]).toBe('Not included');
    expect(rowOf(table, 'Verified badge')[0]).toBe('Included');
    // What each item lets one do is its description.
    expect(within(table).getByText('What photo storage let you do.')).toBeTruthy();

    const plan = screen.getByRole('region', { name: 'Your plan' });
    expect(within(plan).getByText('Growth')).toBeTruthy();
    expect(within(plan).getByText('31 December 2026')).toBeTruthy();
    // An AGENT gets no allocation screen, and the agent area's tabs lead here.
    expect(screen.queryByRole('region', { name: 'Give items to your agents' })).toBeNull();
    const tabs = screen.getByRole('navigation', { name: 'Agent area' });
    expect(within(tabs).getByRole('link', { name: 'Products' }).getAttribute('href')).toBe(
      '/agent/products',
    );
    expect(within(tabs).queryByRole('link', { name: 'Team' })).toBeNull();
  });

  test('the super agent gives an agent featured days (checked as typed) and listing slots', async () => {
    signInAgent('SUPER_AGENT');
    let current = entitlementsOf({ team });
    api.on('GET /api/agent/entitlements', () => ({ body: current }));
    api.on('PUT /api/agent/entitlements/allocations', (r) => {
      const input = r.body as { agentId: string; itemId: string; quantity: number };
      current = {
        ...current,
        team: [
          {
            agent: team[0]!.agent,
            allocations: [
              ...current.team![0]!.allocations.filter((a) => a.itemId !== input.itemId),
              { itemId: input.itemId, allocated: input.quantity, used: 0 },
            ],
          },
        ],
      };
      return { body: current };
    });
    const user = userEvent.setup();
    renderApp('/agent/products');

    const panel = await screen.findByRole('region', { name: 'Give items to your agents' });
    // Seats belong to the agency and features are on or off: neither is allocated.
    expect(within(panel).queryByRole('form', { name: 'Agent seats for David Mugisha' })).toBeNull();
    expect(
      within(panel).queryByRole('form', { name: 'WhatsApp routing for David Mugisha' }),
    ).toBeNull();

    const days = within(panel).getByRole('form', { name: 'Featured days for David Mugisha' });
    const field = within(days).getByRole('spinbutton', { name: 'Featured days' });
    expect((field as HTMLInputElement).value).toBe('10');
    await user.clear(field);
    await user.type(field, '-2');
    expect(await within(days).findByText('At least 0.')).toBeTruthy();
    await user.clear(field);
    await user.type(field, '15');
    await waitFor(() => expect(within(days).queryByText('At least 0.')).toBeNull());
    await user.click(within(days).getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved: Featured days for David Mugisha.');
    const puts = () =>
      api.requests.filter(
        (r) => r.method === 'PUT' && r.path === '/api/agent/entitlements/allocations',
      );
    expect(puts().map((r) => r.body)).toEqual([
      { agentId: DAVID, itemId: featured.id, quantity: 15 },
    ]);

    // Photo space is shared by the agency as a whole: it is not allocated either.
    expect(
      within(panel).queryByRole('form', { name: 'Photo storage for David Mugisha' }),
    ).toBeNull();
    const slotsForm = within(panel).getByRole('form', { name: 'Listing slots for David Mugisha' });
    const slotsField = within(slotsForm).getByRole('spinbutton', { name: 'Listing slots' });
    await user.clear(slotsField);
    await user.type(slotsField, '3');
    await user.click(within(slotsForm).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts()).toHaveLength(2));
    expect(puts()[1]!.body).toEqual({ agentId: DAVID, itemId: slots.id, quantity: 3 });
    // Each form starts again from the server's answer: both new amounts stay on screen.
    const valueOf = (form: string, field: string) =>
      (
        within(within(panel).getByRole('form', { name: form })).getByRole('spinbutton', {
          name: field,
        }) as HTMLInputElement
      ).value;
    await waitFor(() =>
      expect(valueOf('Listing slots for David Mugisha', 'Listing slots')).toBe('3'),
    );
    expect(valueOf('Featured days for David Mugisha', 'Featured days')).toBe('15');
  });

  test('an allocation the agency cannot cover (402) shows the server’s message in the form', async () => {
    signInAgent('SUPER_AGENT');
    api.on('GET /api/agent/entitlements', { body: entitlementsOf({ team }) });
    api.on('PUT /api/agent/entitlements/allocations', {
      status: 402,
      body: {
        error: {
          code: 'ENTITLEMENT_EXHAUSTED',
          message: CommerceMessages.NOT_ENOUGH_TO_ALLOCATE,
        },
      },
    });
    const user = userEvent.setup();
    renderApp('/agent/products');

    const days = await screen.findByRole('form', { name: 'Featured days for David Mugisha' });
    const field = within(days).getByRole('spinbutton', { name: 'Featured days' });
    await user.clear(field);
    await user.type(field, '500');
    await user.click(within(days).getByRole('button', { name: 'Save' }));
    expect(await within(days).findByRole('alert')).toHaveProperty(
      'textContent',
      CommerceMessages.NOT_ENOUGH_TO_ALLOCATE,
    );
    expect((field as HTMLInputElement).value).toBe('500');
  });

  test('an ended package’s notice republishes in one click and can be dismissed', async () => {
    signInAgent('AGENT');
    const message = CommerceMessages.PACKAGE_EXPIRED_NOTICE.replace('{count}', '3');
    api.on('GET /api/agent/entitlements', {
      body: entitlementsOf({
        notices: [
          {
            id: NOTICE,
            kind: 'PACKAGE_EXPIRED',
            message,
            count: 3,
            createdAt: '2026-11-30T12:00:00.000Z',
          },
        ],
      }),
    });
    api.on('POST /api/agent/entitlements/republish', {
      body: { republished: 2, stillInactive: 1 },
    });
    api.on(`POST /api/agent/entitlements/notices/${NOTICE}/dismiss`, { status: 204 });
    const user = userEvent.setup();
    renderApp('/agent/products');

    const notices = await screen.findByRole('region', { name: 'Notices' });
    expect(within(notices).getByText(message)).toBeTruthy();
    await user.click(within(notices).getByRole('button', { name: 'Republish' }));
    expect(
      await within(notices).findByText(
        '2 listings republished. 1 listing is still inactive: free a slot or get more, then republish again.',
      ),
    ).toBeTruthy();
    expect(
      api.requests
        .filter((r) => r.path === '/api/agent/entitlements/republish')
        .map((r) => r.method),
    ).toEqual(['POST']);

    await user.click(within(notices).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(within(notices).queryByText(message)).toBeNull());
    expect(
      api.requests.some((r) => r.path === `/api/agent/entitlements/notices/${NOTICE}/dismiss`),
    ).toBe(true);
  });

  test('is not found for a plain signed-in user', async () => {
    signInAs(api, profileFor('USER'));
    renderApp('/agent/products');
    expect(await screen.findByRole('heading', { name: /not found/i })).toBeTruthy();
    expect(api.requests.some((r) => r.path === '/api/agent/entitlements')).toBe(false);
  });
});

describe('/agencies/:id/entitlements', () => {
  const publicOf = (breakdown: ItemBalance[] | null): PublicEntitlements => ({
    agency: { id: AGENCY, name: 'Kampala Prime Properties', slug: 'kampala-prime' },
    plan: 'Growth',
    verifiedBadge: true,
    activeListings: 1204,
    agents: 7,
    breakdown,
  });
  const path = `/api/broker/agencies/${AGENCY}/entitlements`;

  test('a visitor sees the plan, the badge and the counts, and no breakdown', async () => {
    api.on(`GET ${path}`, { body: publicOf(null) });
    renderApp(`/agencies/${AGENCY}/entitlements`);

    const heading = await screen.findByRole('heading', {
      level: 1,
      name: /Kampala Prime Properties/,
    });
    expect(within(heading).getByText('Verified agency')).toBeTruthy();
    const facts = Object.fromEntries(
      [...document.querySelectorAll('dl > div')].map((d) => [
        d.querySelector('dt')!.textContent,
        d.querySelector('dd')!.textContent,
      ]),
    );
    expect(facts).toEqual({ Plan: 'Growth', 'Active listings': '1,204', Agents: '7' });
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('link', { name: 'See the agency’s page' }).getAttribute('href')).toBe(
      `/agencies/${AGENCY}`,
    );
    await waitFor(() => expect(document.title).toBe('Kampala Prime Properties: plan | AfriNest'));
  });

  test('the agency’s own people also see every item', async () => {
    signInAgent('SUPER_AGENT');
    api.on(`GET ${path}`, (r) =>
      // The breakdown is the server's to give: only with the member's token.
      ({ body: publicOf(r.headers.authorization ? balances : null) }),
    );
    renderApp(`/agencies/${AGENCY}/entitlements`);

    const table = await screen.findByRole('table', { name: 'Items of Kampala Prime Properties' });
    expect(rowOf(table, 'Photo storage').slice(0, 3)).toEqual(['1.5 GB', '512 MB', '1 GB']);
    expect(rowOf(table, 'WhatsApp routing')[0]).toBe('Not included');
    // No "Yours" column on the agency's page.
    expect(within(table).queryByRole('columnheader', { name: 'Yours' })).toBeNull();
  });

  test('an unknown agency reads as not found', async () => {
    api.on(`GET ${path}`, {
      status: 404,
      body: { error: { code: 'NOT_FOUND', message: 'Agency not found.' } },
    });
    renderApp(`/agencies/${AGENCY}/entitlements`);
    expect(await screen.findByRole('heading', { name: 'Agency not found' })).toBeTruthy();
  });
});
