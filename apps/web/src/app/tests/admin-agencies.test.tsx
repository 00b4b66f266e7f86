import { afterAll, afterEach, beforeEach, describe, expect, test } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PHONE_MESSAGE, type Agency, type Agent } from '@afrinest/contract';
import { startTestApi } from '@/app/testing/api-server';
import { answerDefaults, profileFor, signInAs } from '@/app/testing/fixtures';
import { agencyOf, agentOf } from '@/app/testing/agency-fixtures';
import { answerGeo, kololoPlace } from '@/components/location-picker/testing/geo-fixtures';

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

describe('/admin/broker-agencies', () => {
  const homes = agencyOf(1, { name: 'Kampala Homes', agentCount: 1, verified: true });
  const shut = agencyOf(2, {
    name: 'Gulu Plots',
    status: 'SUSPENDED',
    statusReason: 'Fake listings',
  });

  test('lists agencies from the server, filters by status and opens a row on its agents', async () => {
    api.on('GET /api/admin/broker/agencies', (r) =>
      r.query.get('status') === 'SUSPENDED' ? page([shut]) : page([homes, shut], 41),
    );
    api.on(
      `GET /api/admin/broker/agencies/${homes.id}/agents`,
      page([agentOf(1, homes, { name: 'Okello Peter', role: 'SUPER_AGENT' })]),
    );
    const user = userEvent.setup();
    renderApp('/admin/broker-agencies');

    const table = await screen.findByRole('table', { name: 'Broker agencies' });
    expect(await within(table).findByText('Kampala Homes')).toBeTruthy();
    expect(within(table).getByText('Fake listings')).toBeTruthy();
    expect(screen.getByText(/Page 1 of 3/)).toBeTruthy();
    // The sidebar offers both admin sections.
    expect(screen.getAllByRole('link', { name: 'Broker agencies' }).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('link', { name: 'Agents' }).length).toBeGreaterThan(0);

    await user.click(within(table).getByRole('button', { name: /Kampala Homes/ }));
    const agents = await screen.findByRole('list', { name: 'Agents of Kampala Homes' });
    expect(within(agents).getByText('Okello Peter')).toBeTruthy();
    expect(within(agents).getByText('Super agent')).toBeTruthy();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'SUSPENDED');
    await waitFor(() => expect(within(table).queryByText('Kampala Homes')).toBeNull());
    expect(
      api.requests
        .filter((r) => r.path === '/api/admin/broker/agencies')
        .at(-1)
        ?.query.get('status'),
    ).toBe('SUSPENDED');
  });

  test('adds an agency: checked as typed, phones in E.164, address from the picker', async () => {
    let created: Agency | undefined;
    api.on('POST /api/admin/broker/agencies', (r) => {
      created = agencyOf(3, { ...(r.body as Partial<Agency>), name: 'Entebbe Estates' });
      return { status: 201, body: created };
    });
    api.on('GET /api/admin/broker/agencies/' + agencyOf(3).id, () => ({ body: created }));
    api.on(`GET /api/admin/broker/agencies/${agencyOf(3).id}/agents`, page([]));
    api.on(`GET /api/admin/broker/agencies/${agencyOf(3).id}/invitations`, { body: { data: [] } });
    const user = userEvent.setup();
    const { router } = renderApp('/admin/broker-agencies/new');

    const form = await screen.findByRole('form', { name: 'Add an agency' });
    await user.type(within(form).getByRole('textbox', { name: /^Name/ }), 'E');
    expect(await within(form).findByText('Enter the agency name.')).toBeTruthy();
    await user.type(within(form).getByRole('textbox', { name: /^Name/ }), 'ntebbe Estates');
    await user.type(within(form).getByRole('textbox', { name: /^Phone/ }), '0700');
    expect(await within(form).findByText(PHONE_MESSAGE)).toBeTruthy();
    await user.clear(within(form).getByRole('textbox', { name: /^Phone/ }));
    await user.type(within(form).getByRole('textbox', { name: /^Phone/ }), '+256 700 123-456');
    await user.click(within(form).getByRole('button', { name: 'Add a WhatsApp number' }));
    await user.type(
      within(form).getByRole('textbox', { name: /^WhatsApp number 1/ }),
      '+256700123456',
    );
    await user.type(within(form).getByRole('combobox', { name: 'Search for a place' }), 'kolol');
    await user.click(await screen.findByRole('option', { name: /Kololo/ }));
    await user.click(within(form).getByRole('button', { name: 'Add the agency' }));

    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/admin/broker-agencies/${agencyOf(3).id}/edit`),
    );
    const sent = api.requests.find(
      (r) => r.method === 'POST' && r.path === '/api/admin/broker/agencies',
    )?.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      name: 'Entebbe Estates',
      phone: '+256700123456',
      whatsappNumbers: ['+256700123456'],
      location: kololoPlace.selection,
      email: null,
      verified: false,
    });
  });

  test('edit page: a taken slug shows on its field; suspending needs a reason; invites the super agent', async () => {
    let current = agencyOf(4, { name: 'Mbarara Land' });
    api.on(`GET /api/admin/broker/agencies/${current.id}`, () => ({ body: current }));
    api.on(`GET /api/admin/broker/agencies/${current.id}/agents`, page([]));
    let invitations: unknown[] = [];
    api.on(`GET /api/admin/broker/agencies/${current.id}/invitations`, () => ({
      body: { data: invitations },
    }));
    api.on(`PUT /api/admin/broker/agencies/${current.id}`, {
      status: 409,
      body: {
        error: { code: 'SLUG_TAKEN', message: 'Another agency already uses this web address.' },
      },
    });
    api.on(`PUT /api/admin/broker/agencies/${current.id}/status`, (r) => {
      const body = r.body as { status: Agency['status']; reason: string };
      current = { ...current, status: body.status, statusReason: body.reason };
      return { body: current };
    });
    api.on(`POST /api/admin/broker/agencies/${current.id}/agents`, (r) => {
      const body = r.body as { email: string; name: string; role: 'SUPER_AGENT' };
      const invitation = {
        id: 'inv-1',
        agencyId: current.id,
        ...body,
        createdAt: '2026-11-22T08:00:00.000Z',
        expiresAt: '2026-11-29T08:00:00.000Z',
        acceptedAt: null,
      };
      invitations = [invitation];
      return { status: 201, body: invitation };
    });
    const user = userEvent.setup();
    renderApp(`/admin/broker-agencies/${current.id}/edit`);

    const form = await screen.findByRole('form', { name: 'Edit agency' });
    await user.clear(within(form).getByRole('textbox', { name: /^Web address name/ }));
    await user.type(within(form).getByRole('textbox', { name: /^Web address name/ }), 'Bad Slug');
    expect(
      await within(form).findByText('Lower-case letters, digits and dashes, e.g. kampala-homes.'),
    ).toBeTruthy();
    await user.clear(within(form).getByRole('textbox', { name: /^Web address name/ }));
    await user.type(within(form).getByRole('textbox', { name: /^Web address name/ }), 'taken');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(
      await within(form).findByText('Another agency already uses this web address.'),
    ).toBeTruthy();

    const status = screen.getByRole('form', { name: 'Agency status' });
    await user.selectOptions(
      within(status).getByRole('combobox', { name: /^New status/ }),
      'SUSPENDED',
    );
    expect(
      await within(status).findByText(
        'Give a reason of at least 3 characters: the agency sees it.',
      ),
    ).toBeTruthy();
    await user.type(
      within(status).getByRole('textbox', { name: /^Reason for the suspension/ }),
      'Unpaid fees',
    );
    await user.click(within(status).getByRole('button', { name: 'Change status' }));
    expect(await screen.findByText('Mbarara Land is now suspended.')).toBeTruthy();
    expect(api.requests.find((r) => r.path.endsWith('/status'))?.body).toEqual({
      status: 'SUSPENDED',
      reason: 'Unpaid fees',
    });

    const invite = screen.getByRole('form', { name: 'Invite an agent' });
    // An agency without agents starts with its super agent.
    expect(
      (within(invite).getByRole('combobox', { name: /^Role in the agency/ }) as HTMLSelectElement)
        .value,
    ).toBe('SUPER_AGENT');
    await user.type(within(invite).getByRole('textbox', { name: /^Their name/ }), 'Amina Boss');
    await user.type(
      within(invite).getByRole('textbox', { name: /^Their email/ }),
      'amina@land.test',
    );
    await user.click(within(invite).getByRole('button', { name: 'Send the invitation' }));
    expect(await screen.findByText('Invitation sent to amina@land.test.')).toBeTruthy();
    const open = await screen.findByRole('list', { name: 'Open invitations' });
    expect(within(open).getByText(/Amina Boss/)).toBeTruthy();
    expect(
      api.requests.find((r) => r.method === 'POST' && r.path.endsWith('/agents'))?.body,
    ).toEqual({
      name: 'Amina Boss',
      email: 'amina@land.test',
      role: 'SUPER_AGENT',
    });
  });
});

describe('/admin/agents', () => {
  test('filters by an agency chosen by name and deactivates an agent', async () => {
    const homes = agencyOf(5, { name: 'Kampala Homes' });
    let okello: Agent = agentOf(2, homes, { name: 'Okello Peter' });
    api.on('GET /api/admin/broker/agents', () => page([okello]));
    api.on('GET /api/admin/broker/agencies', (r) =>
      page(r.query.get('q') === 'kamp' ? [homes] : []),
    );
    api.on(`GET /api/admin/broker/agencies/${homes.id}`, { body: homes });
    api.on(`POST /api/admin/broker/agents/${okello.id}/deactivate`, () => {
      okello = { ...okello, active: false };
      return { body: okello };
    });
    const user = userEvent.setup();
    const { router } = renderApp('/admin/agents');

    const table = await screen.findByRole('table', { name: 'Agents' });
    expect(await within(table).findByText('Okello Peter')).toBeTruthy();
    await user.type(screen.getByRole('searchbox', { name: 'Agency' }), 'kamp');
    await user.click(await screen.findByRole('button', { name: 'Kampala Homes' }));
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('agencyId')).toBe(homes.id),
    );
    await waitFor(() =>
      expect(
        api.requests
          .filter((r) => r.path === '/api/admin/broker/agents')
          .at(-1)
          ?.query.get('agencyId'),
      ).toBe(homes.id),
    );

    await user.click(within(table).getByRole('button', { name: 'Deactivate Okello Peter' }));
    // Asked first: nothing is sent until the dialog's Deactivate.
    const confirm = await screen.findByRole('alertdialog', { name: 'Deactivate Okello Peter?' });
    expect(api.requests.some((r) => r.path.endsWith(`${okello.id}/deactivate`))).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Okello Peter deactivated.')).toBeTruthy();
    expect(await within(table).findByText('Deactivated')).toBeTruthy();
  });
});
