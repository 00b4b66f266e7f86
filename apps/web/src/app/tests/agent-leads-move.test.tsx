import { afterAll, afterEach, beforeEach, describe, expect, test } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Agent, Lead, LeadsSummary, Role } from '@afrinest/contract';
import { startTestApi } from '@/app/testing/api-server';
import { answerDefaults, profileFor, signInAs } from '@/app/testing/fixtures';

const api = await startTestApi();
window.__AFRINEST_CONFIG__ = { apiUrl: api.url, productName: 'AfriNest' };
const { renderApp, settleApp } = await import('@/app/testing/render-app');
const { clearApiCache } = await import('@/lib/api-client');

const AGENCY = '11111111-1111-4111-8111-111111111111';
/** The first render loads the page's chunk; on a busy machine that can outlast the 1 s default. */
const FIRST_PAINT = 5000;
const agentOf = (role: Role, over: Partial<Agent> = {}): Agent => ({
  id: `user-${role.toLowerCase()}`,
  name: 'Amina Nakato',
  email: `${role.toLowerCase()}@example.ug`,
  role: role === 'SUPER_AGENT' ? 'SUPER_AGENT' : 'AGENT',
  agencyId: AGENCY,
  agencyName: 'Kampala Prime Properties',
  photoUrl: null,
  bio: '',
  languages: [],
  areasServed: [],
  phone: null,
  whatsapp: null,
  active: true,
  ...over,
});
const david = agentOf('AGENT', { id: 'agent-2', name: 'David Mugisha', email: 'd@example.ug' });
const sarah = agentOf('AGENT', { id: 'agent-3', name: 'Sarah Achieng', email: 's@example.ug' });

function signInAgent(role: 'AGENT' | 'SUPER_AGENT') {
  signInAs(api, { ...profileFor(role), agencyId: AGENCY });
  const me = agentOf(role);
  api.on('GET /api/agent/profile', { body: me });
  return me;
}
const summaryOf = (over: Partial<LeadsSummary> = {}): LeadsSummary => ({
  from: '2026-10-23T00:00:00.000Z',
  total: 0,
  byChannel: { WHATSAPP: 0, PHONE: 0, ENQUIRY: 0 },
  byListing: [],
  byAgent: [],
  byDay: Array.from({ length: 30 }, (_, i) => ({
    day: new Date(Date.UTC(2026, 9, 23 + i)).toISOString().slice(0, 10),
    count: 0,
  })),
  ...over,
});

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

describe('/agent/agents: moving listings', () => {
  test('deactivating an agent with listings offers to move them first, then deactivates', async () => {
    const me = signInAgent('SUPER_AGENT');
    let team = [me, david, sarah];
    api.on('GET /api/agent/agents', () => ({
      body: { data: team, total: team.length, page: 1, pageSize: 20 },
    }));
    api.on('GET /api/agent/invitations', { body: { data: [] } });
    api.on('GET /api/agent/leads/summary', {
      body: summaryOf({ total: 3, byAgent: [{ id: david.id, name: david.name, count: 3 }] }),
    });
    api.on('GET /api/agent/properties', (r) => ({
      body: {
        data: [],
        total: r.query.get('agentId') === david.id ? 4 : 0,
        page: 1,
        pageSize: 1,
      },
    }));
    api.on(`POST /api/agent/agents/${david.id}/move-listings`, { body: { moved: 4 } });
    api.on(`POST /api/agent/agents/${david.id}/deactivate`, () => {
      team = [me, { ...david, active: false }, sarah];
      return { body: team[1] };
    });
    const user = userEvent.setup();
    renderApp('/agent/agents');

    const table = await screen.findByRole(
      'table',
      { name: 'Agents of your agency' },
      { timeout: FIRST_PAINT },
    );
    // Enquiries of the last 30 days per agent, from the summary.
    const davidRow = (await within(table).findByText('David Mugisha')).closest('tr')!;
    await waitFor(() => expect(within(davidRow).getByText('3')).toBeTruthy());

    await user.click(within(table).getByRole('button', { name: 'Deactivate David Mugisha' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate David Mugisha' });
    expect(within(dialog).getByText(/David Mugisha has 4 listings/)).toBeTruthy();
    const moveButton = within(dialog).getByRole('button', { name: 'Move and deactivate' });
    expect(moveButton.hasAttribute('disabled')).toBe(true);
    const select = await within(dialog).findByRole('combobox', { name: 'Move the listings to' });
    // Only other active agents are offered (not David himself).
    expect(within(select).queryByRole('option', { name: /David Mugisha/ })).toBeNull();
    await user.selectOptions(select, sarah.id);
    await user.click(moveButton);

    await screen.findByText('4 listings moved from David Mugisha to Sarah Achieng.');
    expect(await within(table).findByText('Deactivated')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    const moved = api.requests.find((r) => r.path.endsWith('/move-listings'))!;
    expect(moved.body).toEqual({ toAgentId: sarah.id });
    const order = api.requests
      .filter((r) => r.method === 'POST' && r.path.startsWith('/api/agent/'))
      .map((r) => r.path.split('/').at(-1));
    expect(order).toEqual(['move-listings', 'deactivate']);
  });

  test("shows the server's refusal in the dialog and moves nothing", async () => {
    const me = signInAgent('SUPER_AGENT');
    api.on('GET /api/agent/agents', {
      body: { data: [me, david, sarah], total: 3, page: 1, pageSize: 20 },
    });
    api.on('GET /api/agent/invitations', { body: { data: [] } });
    api.on('GET /api/agent/leads/summary', { body: summaryOf() });
    const refusal = 'Choose another active agent of the same agency.';
    api.on(`POST /api/agent/agents/${david.id}/move-listings`, {
      status: 400,
      body: { error: { code: 'MOVE_TARGET_INVALID', message: refusal } },
    });
    const user = userEvent.setup();
    renderApp('/agent/agents');
    const table = await screen.findByRole(
      'table',
      { name: 'Agents of your agency' },
      { timeout: FIRST_PAINT },
    );
    await user.click(
      await within(table).findByRole('button', { name: 'Move listings of David Mugisha' }),
    );
    const dialog = await screen.findByRole('dialog', { name: "Move David Mugisha's listings" });
    await user.selectOptions(
      await within(dialog).findByRole('combobox', { name: 'Move the listings to' }),
      sarah.id,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Move listings' }));
    expect(await within(dialog).findByText(refusal)).toBeTruthy();
    expect(api.requests.some((r) => r.path.endsWith('/deactivate'))).toBe(false);
  });
});

describe('/agent/profile: enquiries', () => {
  test('an agent sees their last 30 days and their enquiries, newest first', async () => {
    signInAgent('AGENT');
    const leads: Lead[] = [
      {
        id: 'lead-1',
        channel: 'WHATSAPP',
        createdAt: '2026-11-21T09:30:00.000Z',
        agent: null,
        listing: { id: 'listing-1', title: 'Villa in Kololo' },
      },
      {
        id: 'lead-2',
        channel: 'PHONE',
        createdAt: '2026-11-20T09:30:00.000Z',
        agent: null,
        listing: null,
      },
    ];
    api.on('GET /api/agent/leads', { body: { data: leads, total: 2, page: 1, pageSize: 20 } });
    api.on('GET /api/agent/leads/summary', {
      body: summaryOf({
        total: 2,
        byChannel: { WHATSAPP: 1, PHONE: 1, ENQUIRY: 0 },
        byListing: [{ id: 'listing-1', title: 'Villa in Kololo', count: 1 }],
      }),
    });
    renderApp('/agent/profile');

    const card = await screen.findByRole(
      'region',
      { name: 'Your enquiries' },
      { timeout: FIRST_PAINT },
    );
    const totals = await within(card).findByLabelText('Last 30 days');
    expect(within(totals).getByText('Enquiries').nextElementSibling?.textContent).toBe('2');
    expect(within(totals).getByText('Calls').nextElementSibling?.textContent).toBe('1');
    const table = await within(card).findByRole('table', { name: 'Enquiries' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByRole('link', { name: 'Villa in Kololo' })).toBeTruthy();
    expect(within(rows[1]!).getByText('The profile page')).toBeTruthy();
    // An agent reads only their own: no agent filter, and the team list is never asked for.
    expect(within(card).queryByRole('combobox', { name: 'Agent' })).toBeNull();
    expect(api.requests.some((r) => r.path === '/api/agent/agents')).toBe(false);
  });

  test('the super agent narrows the agency’s enquiries to one agent', async () => {
    const me = signInAgent('SUPER_AGENT');
    api.on('GET /api/agent/agents', {
      body: { data: [me, david], total: 2, page: 1, pageSize: 100 },
    });
    api.on('GET /api/agent/leads', { body: { data: [], total: 0, page: 1, pageSize: 20 } });
    api.on('GET /api/agent/leads/summary', { body: summaryOf() });
    const user = userEvent.setup();
    renderApp('/agent/profile');
    const card = await screen.findByRole(
      'region',
      { name: 'Enquiries to your agency' },
      { timeout: FIRST_PAINT },
    );
    await user.selectOptions(
      await within(card).findByRole('combobox', { name: 'Agent' }),
      david.id,
    );
    await waitFor(() =>
      expect(
        api.requests.some(
          (r) => r.path === '/api/agent/leads' && r.query.get('agentId') === david.id,
        ),
      ).toBe(true),
    );
    expect(
      api.requests.some(
        (r) => r.path === '/api/agent/leads/summary' && r.query.get('agentId') === david.id,
      ),
    ).toBe(true);
  });
});
