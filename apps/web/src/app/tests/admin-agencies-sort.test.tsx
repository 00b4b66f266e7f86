import { afterAll, afterEach, beforeEach, describe, expect, test } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Invitation } from '@afrinest/contract';
import { startTestApi } from '@/app/testing/api-server';
import { answerDefaults, profileFor, signInAs } from '@/app/testing/fixtures';
import { agencyOf, agentOf } from '@/app/testing/agency-fixtures';
import { answerGeo } from '@/components/location-picker/testing/geo-fixtures';

const api = await startTestApi();
window.__AFRINEST_CONFIG__ = { apiUrl: api.url, productName: 'AfriNest' };
const { renderApp, settleApp } = await import('@/app/testing/render-app');
const { clearApiCache } = await import('@/lib/api-client');

beforeEach(() => {
  api.reset();
  clearApiCache();
  answerDefaults(api);
  answerGeo(api);
  signInAs(api, profileFor('AFRI_ADMIN'));
});
afterEach(settleApp);
afterAll(() => api.close());

const page = <T,>(data: T[], total = data.length) => ({
  body: { data, total, page: 1, pageSize: 20 },
});
const lastQuery = (path: string) => api.requests.filter((r) => r.path === path).at(-1)?.query;

describe('admin agencies and agents tables sort on the server', () => {
  test('/admin/broker-agencies: newest first, then by the clicked column, kept in the URL', async () => {
    const homes = agencyOf(1, { name: 'Kampala Homes' });
    const plots = agencyOf(2, { name: 'Arua Plots' });
    api.on('GET /api/admin/broker/agencies', (r) =>
      page(r.query.get('sort') === 'name' ? [plots, homes] : [homes, plots]),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/admin/broker-agencies');

    const table = await screen.findByRole('table', { name: 'Broker agencies' });
    await within(table).findByText('Kampala Homes');
    expect(lastQuery('/api/admin/broker/agencies')?.get('sort')).toBe('createdAt');
    expect(lastQuery('/api/admin/broker/agencies')?.get('order')).toBe('desc');
    const created = within(table).getByRole('columnheader', { name: /Created/ });
    expect(created.getAttribute('aria-sort')).toBe('descending');
    // "Joined by" has no server order, so it offers none.
    expect(
      within(table).getByRole('columnheader', { name: 'Joined by' }).getAttribute('aria-sort'),
    ).toBeNull();

    const name = within(table).getByRole('columnheader', { name: /Agency/ });
    await user.click(within(name).getByRole('button'));
    await waitFor(() => expect(lastQuery('/api/admin/broker/agencies')?.get('sort')).toBe('name'));
    expect(lastQuery('/api/admin/broker/agencies')?.get('order')).toBe('asc');
    expect(new URLSearchParams(router.state.location.search).get('sort')).toBe('name');
    await waitFor(() => expect(name.getAttribute('aria-sort')).toBe('ascending'));
    const rows = within(table).getAllByRole('row');
    expect(rows[1]?.textContent).toContain('Arua Plots');

    const count = within(table).getByRole('columnheader', { name: /Agents/ });
    await user.click(within(count).getByRole('button'));
    // Most agents first on the first click.
    await waitFor(() =>
      expect(lastQuery('/api/admin/broker/agencies')?.get('sort')).toBe('agentCount'),
    );
    expect(lastQuery('/api/admin/broker/agencies')?.get('order')).toBe('desc');
  });

  test('/admin/agents: by name A→Z, then by agency', async () => {
    const homes = agencyOf(3, { name: 'Kampala Homes' });
    api.on('GET /api/admin/broker/agents', () =>
      page([agentOf(1, homes, { name: 'Okello Peter' })]),
    );
    // The agency filter's suggestions.
    api.on('GET /api/admin/broker/agencies', page([homes]));
    const user = userEvent.setup();
    renderApp('/admin/agents');

    const table = await screen.findByRole('table', { name: 'Agents' });
    await within(table).findByText('Okello Peter');
    expect(lastQuery('/api/admin/broker/agents')?.get('sort')).toBe('name');
    expect(lastQuery('/api/admin/broker/agents')?.get('order')).toBe('asc');
    expect(
      within(table).getByRole('columnheader', { name: /Agent/ }).getAttribute('aria-sort'),
    ).toBe('ascending');

    const agency = within(table).getByRole('columnheader', { name: /Agency/ });
    await user.click(within(agency).getByRole('button'));
    await waitFor(() =>
      expect(lastQuery('/api/admin/broker/agents')?.get('sort')).toBe('agencyName'),
    );
    expect(lastQuery('/api/admin/broker/agents')?.get('order')).toBe('asc');
  });
});

describe('admin cancels an open invitation', () => {
  test('the Cancel button deletes it on the server and the list follows', async () => {
    const agency = agencyOf(4, { name: 'Mbarara Land', agentCount: 1 });
    const invitation: Invitation = {
      id: '6f1c2b9a-1111-4c3d-8e9f-0a1b2c3d4e5f',
      agencyId: agency.id,
      email: 'wrong@land.test',
      name: 'Wrong Address',
      role: 'AGENT',
      createdAt: '2026-11-22T08:00:00.000Z',
      expiresAt: '2026-11-29T08:00:00.000Z',
      acceptedAt: null,
    };
    let invitations = [invitation];
    api.on(`GET /api/admin/broker/agencies/${agency.id}`, { body: agency });
    api.on(`GET /api/admin/broker/agencies/${agency.id}/agents`, page([]));
    api.on(`GET /api/admin/broker/agencies/${agency.id}/invitations`, () => ({
      body: { data: invitations },
    }));
    api.on(`DELETE /api/admin/broker/agencies/${agency.id}/invitations/${invitation.id}`, () => {
      invitations = [];
      return { status: 204 };
    });
    const user = userEvent.setup();
    renderApp(`/admin/broker-agencies/${agency.id}/edit`);

    const open = await screen.findByRole('list', { name: 'Open invitations' });
    await user.click(
      within(open).getByRole('button', { name: 'Cancel the invitation to wrong@land.test' }),
    );
    expect(await screen.findByText('The invitation to wrong@land.test is cancelled.')).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole('list', { name: 'Open invitations' })).toBeNull(),
    );
    expect(api.requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([
      `/api/admin/broker/agencies/${agency.id}/invitations/${invitation.id}`,
    ]);
  });
});
