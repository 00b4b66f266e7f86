import { afterAll, afterEach, beforeEach, describe, expect, test } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminUser, AdminUserInfo, AuditEntry } from '@afrinest/contract';
import { startTestApi } from '@/app/testing/api-server';
import { answerDefaults, profileFor, signInAs } from '@/app/testing/fixtures';
import { person } from '@/app/testing/admin-fixtures';
import { agencyOf } from '@/app/testing/agency-fixtures';

const agencyRow = agencyOf(1, { name: 'Kampala Homes' });

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

describe('/admin/users/{id}/edit', () => {
  const target = person(7, { name: 'Okello Peter', role: 'AGENT' });

  test('saves name, role, agency and a suspension with its reason', async () => {
    signInAs(api, profileFor('ASSISTANT_ADMIN'));
    let current = target;
    api.on(`GET /api/admin/users/${target.id}`, () => ({ body: current }));
    api.on(`PATCH /api/admin/users/${target.id}`, (request) => {
      current = { ...current, ...(request.body as Partial<AdminUser>) };
      return { body: current };
    });
    api.on('GET /api/admin/broker/agencies', (request) => ({
      body: {
        data: request.query.get('q') === 'kamp' ? [agencyRow] : [],
        total: request.query.get('q') === 'kamp' ? 1 : 0,
        page: 1,
        pageSize: 8,
      },
    }));
    api.on(`GET /api/admin/broker/agencies/${agencyRow.id}`, { body: agencyRow });
    const user = userEvent.setup();
    renderApp(`/admin/users/${target.id}/edit`);

    const form = await screen.findByRole('form', { name: 'Edit user' });
    const role = within(form).getByRole('combobox', { name: /^Role/ }) as HTMLSelectElement;
    expect(role.value).toBe('AGENT');
    // Only an AFRI_ADMIN may give that role.
    expect(
      (within(role).getByRole('option', { name: /AFRI_ADMIN/ }) as HTMLOptionElement).disabled,
    ).toBe(true);
    // The agency is chosen by name and sent as its id.
    expect(within(form).getByText('No agency')).toBeTruthy();
    await user.type(
      within(form).getByRole('searchbox', { name: 'Find an agency by name' }),
      'kamp',
    );
    await user.click(await within(form).findByRole('button', { name: 'Kampala Homes' }));
    expect(await within(form).findByText('Kampala Homes', { selector: 'strong' })).toBeTruthy();

    await user.selectOptions(within(form).getByRole('combobox', { name: /^Status/ }), 'SUSPENDED');
    expect(
      await within(form).findByText('Give a reason of at least 3 characters: the user sees it.'),
    ).toBeTruthy();
    await user.type(
      within(form).getByRole('textbox', { name: /^Reason for the suspension/ }),
      'Fake listings',
    );
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));

    expect(
      await screen.findByText('Changes saved. They apply on the user’s next request.'),
    ).toBeTruthy();
    expect(api.requests.find((r) => r.method === 'PATCH')?.body).toEqual({
      name: 'Okello Peter',
      role: 'AGENT',
      agencyId: agencyRow.id,
      status: 'SUSPENDED',
      suspendedReason: 'Fake listings',
    });
  });

  test('shows the server refusal, such as the last AFRI_ADMIN rule', async () => {
    const self = person(8, { role: 'AFRI_ADMIN' });
    api.on(`GET /api/admin/users/${self.id}`, { body: self });
    api.on(`PATCH /api/admin/users/${self.id}`, {
      status: 409,
      body: {
        error: {
          code: 'LAST_AFRI_ADMIN',
          message: 'This would leave no active AFRI_ADMIN. Make another account AFRI_ADMIN first.',
        },
      },
    });
    const user = userEvent.setup();
    renderApp(`/admin/users/${self.id}/edit`);
    const form = await screen.findByRole('form', { name: 'Edit user' });
    await user.selectOptions(within(form).getByRole('combobox', { name: /^Role/ }), 'USER');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(
      await within(form).findByText(
        'This would leave no active AFRI_ADMIN. Make another account AFRI_ADMIN first.',
      ),
    ).toBeTruthy();
  });

  test('tells an ASSISTANT_ADMIN that an AFRI_ADMIN account is not theirs to change', async () => {
    signInAs(api, profileFor('ASSISTANT_ADMIN'));
    const boss = person(9, { role: 'AFRI_ADMIN', name: 'Amina Boss' });
    api.on(`GET /api/admin/users/${boss.id}`, { body: boss });
    renderApp(`/admin/users/${boss.id}/edit`);
    expect(
      await screen.findByText(
        'Only an AFRI_ADMIN can change an AFRI_ADMIN account or give that role.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Edit user' })).toBeNull();
  });
});

describe('/admin/users/{id}/info', () => {
  test('shows the profile, recent sign-ins, API use and the admin actions by and on the user', async () => {
    const u = person(5, {
      name: 'Grace Namubiru',
      status: 'SUSPENDED',
      suspendedReason: 'Chargebacks',
      suspendedAt: '2026-11-20T10:00:00.000Z',
    });
    const info: AdminUserInfo = {
      user: u,
      signIns: {
        recent: [
          {
            id: 'l1',
            userId: u.id,
            userName: u.name,
            email: u.email,
            ip: '41.210.1.9',
            userAgent: 'Mozilla/5.0 (Linux; Android 14) Chrome/131',
            success: false,
            reason: 'ACCOUNT_SUSPENDED',
            createdAt: '2026-11-21T09:00:00.000Z',
          },
        ],
        succeeded: 4,
        failed: 1,
      },
      apiCalls: [{ day: '2026-11-20', count: 12 }],
    };
    const entry: AuditEntry = {
      id: 'a1',
      actor: { id: 'admin-1', name: 'Amina Nakato', email: 'admin@example.ug' },
      actorId: 'admin-1',
      action: 'user.suspend',
      entity: 'user',
      entityId: u.id,
      before: { status: 'ACTIVE' },
      after: { status: 'SUSPENDED', suspendedReason: 'Chargebacks' },
      createdAt: '2026-11-20T10:00:00.000Z',
    };
    api.on(`GET /api/admin/users/${u.id}/info`, { body: info });
    api.on('GET /api/admin/audit-log', {
      body: { data: [entry], total: 1, page: 1, pageSize: 20 },
    });
    renderApp(`/admin/users/${u.id}/info`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Grace Namubiru' })).toBeTruthy();
    const profile = screen.getByRole('region', { name: 'Profile' });
    expect(within(profile).getByText('Chargebacks')).toBeTruthy();
    expect(within(profile).getByText('No agency')).toBeTruthy();
    const signIns = screen.getByRole('region', { name: 'Sign-ins' });
    expect(within(signIns).getByText(/4 successful sign-ins, 1 failed attempt/)).toBeTruthy();
    expect(within(signIns).getByText('Account suspended')).toBeTruthy();
    expect(within(signIns).getByRole('link', { name: 'All sign-ins' }).getAttribute('href')).toBe(
      `/admin/login-logs?user=${u.id}`,
    );
    expect(screen.getByText('12 API calls in the last 30 days.')).toBeTruthy();

    const activity = screen.getByRole('region', { name: 'Recent activity: admin actions' });
    expect(await within(activity).findByText('Suspended the account')).toBeTruthy();
    expect(within(activity).getByText('status: ACTIVE → SUSPENDED')).toBeTruthy();
    expect(api.requests.find((r) => r.path === '/api/admin/audit-log')?.query.get('userId')).toBe(
      u.id,
    );
  });
});

describe('/admin/users/{id}/info: the agency', () => {
  test('is named and linked, not shown as a raw id', async () => {
    const u = person(6, { name: 'Okello Peter', role: 'AGENT', agencyId: agencyRow.id });
    api.on(`GET /api/admin/users/${u.id}/info`, {
      body: { user: u, signIns: { recent: [], succeeded: 0, failed: 0 }, apiCalls: [] },
    });
    api.on('GET /api/admin/audit-log', { body: { data: [], total: 0, page: 1, pageSize: 20 } });
    api.on(`GET /api/admin/broker/agencies/${agencyRow.id}`, { body: agencyRow });
    renderApp(`/admin/users/${u.id}/info`);

    const profile = await screen.findByRole('region', { name: 'Profile' });
    const link = await within(profile).findByRole('link', { name: 'Kampala Homes' });
    expect(link.getAttribute('href')).toBe(`/admin/broker-agencies/${agencyRow.id}/edit`);
    expect(within(profile).queryByText(agencyRow.id)).toBeNull();
  });
});

describe('/account-suspended', () => {
  test('says why, in the words the API sent', async () => {
    sessionStorage.setItem(
      'accountSuspendedNotice',
      'Your account has been suspended. Reason: Spam. Contact us if you think this is a mistake.',
    );
    localStorage.clear();
    renderApp('/account-suspended');
    expect(await screen.findByRole('heading', { name: 'Your account is suspended' })).toBeTruthy();
    expect(screen.getByText(/Reason: Spam\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/contact');
    sessionStorage.clear();
  });
});
