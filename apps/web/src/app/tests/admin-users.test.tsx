import { afterAll, afterEach, beforeEach, describe, expect, test } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminUser } from '@afrinest/contract';
import { startTestApi } from '@/app/testing/api-server';
import { answerDefaults, profileFor, signInAs } from '@/app/testing/fixtures';
import { person } from '@/app/testing/admin-fixtures';

const api = await startTestApi();
window.__AFRINEST_CONFIG__ = { apiUrl: api.url, productName: 'AfriNest' };
const { renderApp, settleApp } = await import('@/app/testing/render-app');
const { clearApiCache } = await import('@/lib/api-client');

const page = (data: AdminUser[], total = data.length) => ({ data, total, page: 1, pageSize: 20 });
const listCalls = () => api.requests.filter((r) => r.path === '/api/admin/users');

beforeEach(() => {
  api.reset();
  clearApiCache();
  answerDefaults(api);
  signInAs(api, profileFor('AFRI_ADMIN'));
  api.on('GET /api/admin/users/countries', { body: { data: ['Kenya', 'Uganda'] } });
});
afterEach(settleApp);
afterAll(() => api.close());

describe('/admin/users', () => {
  test('lists users from the server and sends search, filters, sort and page as the query', async () => {
    api.on('GET /api/admin/users', () => ({ body: page([person(1), person(2)], 45) }));
    const user = userEvent.setup();
    renderApp('/admin/users');

    const table = await screen.findByRole('table', { name: 'Users' });
    await within(table).findByRole('link', { name: 'Person 1' });
    expect(within(table).getByText('person2@example.ug')).toBeTruthy();
    expect(screen.getByText(/Page 1 of 3/)).toBeTruthy();

    await user.type(screen.getByRole('searchbox', { name: 'Name or email' }), 'nakato');
    await waitFor(() => expect(listCalls().at(-1)?.query.get('q')).toBe('nakato'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'AGENT');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'Kenya');
    await waitFor(() => {
      const q = listCalls().at(-1)!.query;
      expect([q.get('q'), q.get('role'), q.get('country')]).toEqual(['nakato', 'AGENT', 'Kenya']);
    });

    await user.click(
      within(screen.getByRole('columnheader', { name: /Name/ })).getByRole('button'),
    );
    await waitFor(() => {
      const q = listCalls().at(-1)!.query;
      expect([q.get('sort'), q.get('order')]).toEqual(['name', 'asc']);
    });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(listCalls().at(-1)?.query.get('page')).toBe('2'));
  });

  test('suspends the selected users with a reason, and asks for one first', async () => {
    let users = [person(1), person(2), person(3)];
    api.on('GET /api/admin/users', () => ({ body: page(users) }));
    api.on('POST /api/admin/users/bulk-status', (request) => {
      const { ids, reason } = request.body as { ids: string[]; reason: string };
      users = users.map((u) =>
        ids.includes(u.id) ? { ...u, status: 'SUSPENDED', suspendedReason: reason } : u,
      );
      return { body: { updated: ids.length, users: users.filter((u) => ids.includes(u.id)) } };
    });
    const user = userEvent.setup();
    renderApp('/admin/users');

    await user.click(await screen.findByRole('checkbox', { name: 'Select Person 1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Person 3' }));
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    expect(within(bar).getByText('2 users selected')).toBeTruthy();

    await user.click(within(bar).getByRole('button', { name: 'Suspend 2 users' }));
    expect(
      await within(bar).findByText('Give a reason of at least 3 characters: the user sees it.'),
    ).toBeTruthy();
    expect(api.requests.some((r) => r.path === '/api/admin/users/bulk-status')).toBe(false);

    await user.type(within(bar).getByRole('textbox', { name: 'Reason for suspending' }), 'Spam');
    await user.click(within(bar).getByRole('button', { name: 'Suspend 2 users' }));
    expect(await screen.findByText('2 users suspended.')).toBeTruthy();
    expect(api.requests.find((r) => r.path === '/api/admin/users/bulk-status')?.body).toEqual({
      ids: [person(1).id, person(3).id],
      status: 'SUSPENDED',
      reason: 'Spam',
    });
    // The list is asked again and the selection starts over.
    const table = screen.getByRole('table', { name: 'Users' });
    await waitFor(() => expect(within(table).getAllByText('Suspended')).toHaveLength(2));
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).toBeNull();
  });

  test('shows the server refusal of a bulk change and keeps the selection', async () => {
    api.on('GET /api/admin/users', { body: page([person(1, { role: 'AFRI_ADMIN' })]) });
    api.on('POST /api/admin/users/bulk-status', {
      status: 403,
      body: {
        error: {
          code: 'AFRI_ADMIN_PROTECTED',
          message: 'Only an AFRI_ADMIN can change an AFRI_ADMIN account or give that role.',
        },
      },
    });
    const user = userEvent.setup();
    renderApp('/admin/users');
    await user.click(await screen.findByRole('checkbox', { name: 'Select Person 1' }));
    await user.click(screen.getByRole('button', { name: 'Reactivate 1 user' }));
    expect(
      await screen.findByText(
        'Only an AFRI_ADMIN can change an AFRI_ADMIN account or give that role.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Bulk actions' })).toBeTruthy();
  });
});
