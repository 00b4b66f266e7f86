import { afterAll, afterEach, beforeEach, describe, expect, test } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startTestApi } from '@/app/testing/api-server';
import { answerDefaults, profileFor, signInAs } from '@/app/testing/fixtures';
import { agencyOf, agentOf } from '@/app/testing/agency-fixtures';

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

const page = <T,>(data: T[]) => ({ body: { data, total: data.length, page: 1, pageSize: 20 } });

describe('/admin/agents: moving listings', () => {
  test("moves an agent's listings to an active colleague of the same agency", async () => {
    const homes = agencyOf(5, { name: 'Kampala Homes' });
    const okello = agentOf(2, homes, { name: 'Okello Peter' });
    const grace = agentOf(3, homes, { name: 'Grace Namubiru' });
    const gone = agentOf(4, homes, { name: 'Brian Gone', active: false });
    api.on('GET /api/admin/broker/agents', (r) =>
      page(r.query.get('agencyId') === homes.id ? [okello, grace, gone] : [okello]),
    );
    api.on(`POST /api/admin/broker/agents/${okello.id}/move-listings`, { body: { moved: 3 } });
    const user = userEvent.setup();
    renderApp('/admin/agents');

    const table = await screen.findByRole('table', { name: 'Agents' }, { timeout: 5000 });
    await user.click(
      await within(table).findByRole('button', { name: 'Move listings of Okello Peter' }),
    );
    const dialog = await screen.findByRole('dialog', { name: "Move Okello Peter's listings" });
    const select = await within(dialog).findByRole('combobox', { name: 'Move the listings to' });
    // Only other active agents of the agency: not Okello, not the deactivated Brian.
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose an agent', `Grace Namubiru (${grace.email})`]);
    await user.selectOptions(select, grace.id);
    await user.click(within(dialog).getByRole('button', { name: 'Move listings' }));

    expect(
      await screen.findByText('3 listings moved from Okello Peter to Grace Namubiru.'),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    const moved = api.requests.find((r) => r.path.endsWith('/move-listings'))!;
    expect(moved.body).toEqual({ toAgentId: grace.id });
    const asked = api.requests.filter(
      (r) => r.path === '/api/admin/broker/agents' && r.query.get('agencyId') === homes.id,
    );
    expect(asked.length).toBeGreaterThan(0);
  });
});
