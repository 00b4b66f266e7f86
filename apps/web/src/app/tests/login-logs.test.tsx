import { afterAll, afterEach, beforeEach, describe, expect, test } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LoginLog } from '@afrinest/contract';
import { startTestApi } from '@/app/testing/api-server';
import { answerDefaults, profileFor, signInAs } from '@/app/testing/fixtures';

const api = await startTestApi();
window.__AFRINEST_CONFIG__ = { apiUrl: api.url, productName: 'AfriNest' };
const { renderApp, settleApp } = await import('@/app/testing/render-app');
const { clearApiCache } = await import('@/lib/api-client');

const attempt = (n: number, overrides: Partial<LoginLog> = {}): LoginLog => ({
  id: `log-${n}`,
  userId: '0b8a4c38-4c8e-4d0f-9a1e-5d3f0f6b1a11',
  userName: 'Sarah Achieng',
  email: 'sarah@example.ug',
  ip: `41.210.0.${n}`,
  userAgent: 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131 Mobile Safari/537.36',
  success: true,
  reason: null,
  createdAt: '2026-11-21T09:00:00.000Z',
  ...overrides,
});
const calls = () => api.requests.filter((r) => r.path === '/api/admin/login-logs');

beforeEach(() => {
  api.reset();
  clearApiCache();
  answerDefaults(api);
  signInAs(api, profileFor('ASSISTANT_ADMIN'));
});
afterEach(settleApp);
afterAll(() => api.close());

describe('/admin/login-logs', () => {
  test('shows the attempts with their result, account, IP and device', async () => {
    api.on('GET /api/admin/login-logs', {
      body: {
        data: [
          attempt(1),
          attempt(2, { success: false, reason: 'INVALID_CREDENTIALS' }),
          attempt(3, {
            success: false,
            reason: 'RATE_LIMITED',
            email: null,
            userId: null,
            userName: null,
          }),
        ],
        total: 3,
        page: 1,
        pageSize: 20,
      },
    });
    const user = userEvent.setup();
    renderApp('/admin/login-logs');

    const table = await screen.findByRole('table', { name: 'Sign-in attempts' });
    expect(await within(table).findByText('Signed in')).toBeTruthy();
    const rows = within(table).getAllByRole('row');
    expect(within(table).getByText('Wrong email or password')).toBeTruthy();
    expect(within(table).getByText('Too many attempts')).toBeTruthy();
    expect(within(table).getAllByText('Chrome on Android')).toHaveLength(3);
    expect(within(table).getByText('No account')).toBeTruthy();
    expect(rows.length).toBeGreaterThan(3);
    const link = within(table).getAllByRole('link', { name: 'Sarah Achieng' })[0]!;
    expect(link.getAttribute('href')).toBe(
      '/admin/users/0b8a4c38-4c8e-4d0f-9a1e-5d3f0f6b1a11/info',
    );

    await user.click(
      screen.getAllByRole('button', { name: /Show details for sarah@example.ug/ })[0]!,
    );
    expect(await within(table).findByText(/AppleWebKit\/537\.36/)).toBeTruthy();
    expect(document.title).toBe('Login logs | AfriNest');
  });

  test('sends the filters to the server: user, result, IP, and the local days as instants', async () => {
    api.on('GET /api/admin/login-logs', { body: { data: [], total: 0, page: 1, pageSize: 20 } });
    const user = userEvent.setup();
    renderApp('/admin/login-logs?user=sarah');

    expect(await screen.findByText('No sign-in attempts match these filters.')).toBeTruthy();
    expect(calls()[0]?.query.get('user')).toBe('sarah');
    expect((screen.getByRole('searchbox', { name: 'User' }) as HTMLInputElement).value).toBe(
      'sarah',
    );

    await user.selectOptions(screen.getByRole('combobox', { name: 'Result' }), 'false');
    await user.type(screen.getByRole('searchbox', { name: 'IP address' }), '41.210.');
    await waitFor(() => {
      const q = calls().at(-1)!.query;
      expect([q.get('success'), q.get('ip')]).toEqual(['false', '41.210.']);
    });

    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await user.type(screen.getByLabelText('To'), '2026-11-03');
    await waitFor(() => {
      const q = calls().at(-1)!.query;
      expect(q.get('from')).toBe(new Date('2026-11-01T00:00:00').toISOString());
      expect(q.get('to')).toBe(new Date('2026-11-03T23:59:59.999').toISOString());
    });
  });

  test('says so when the range ends before it starts, and does not send the end', async () => {
    api.on('GET /api/admin/login-logs', { body: { data: [], total: 0, page: 1, pageSize: 20 } });
    renderApp('/admin/login-logs?from=2026-11-05&to=2026-11-01');
    expect(await screen.findByText('The end is before the start.')).toBeTruthy();
    await waitFor(() => expect(calls().length).toBeGreaterThan(0));
    expect(calls().at(-1)!.query.has('to')).toBe(false);
    expect(calls().at(-1)!.query.get('from')).toBe(new Date('2026-11-05T00:00:00').toISOString());
  });

  test('pages and sorts on the server', async () => {
    api.on('GET /api/admin/login-logs', {
      body: { data: [attempt(1)], total: 41, page: 1, pageSize: 20 },
    });
    const user = userEvent.setup();
    renderApp('/admin/login-logs');
    expect(await screen.findByText(/Page 1 of 3/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(calls().at(-1)?.query.get('page')).toBe('2'));
    await user.click(
      within(screen.getByRole('columnheader', { name: /IP address/ })).getByRole('button'),
    );
    await waitFor(() => {
      const q = calls().at(-1)!.query;
      expect([q.get('sort'), q.get('order'), q.get('page')]).toEqual(['ip', 'asc', '1']);
    });
  });
});
