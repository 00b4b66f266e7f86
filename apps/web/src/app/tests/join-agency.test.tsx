import { afterAll, afterEach, beforeEach, describe, expect, test } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InvitationPreview } from '@afrinest/contract';
import { startTestApi } from '@/app/testing/api-server';
import { answerDefaults, profileFor, signInAs } from '@/app/testing/fixtures';

const api = await startTestApi();
window.__AFRINEST_CONFIG__ = { apiUrl: api.url, productName: 'AfriNest' };
const { renderApp, settleApp } = await import('@/app/testing/render-app');
const { clearApiCache } = await import('@/lib/api-client');

beforeEach(() => {
  api.reset();
  clearApiCache();
  localStorage.clear();
  answerDefaults(api);
});
afterEach(settleApp);
afterAll(() => api.close());

const token = 'tok-1234567890abcdef';
const preview = (over: Partial<InvitationPreview> = {}): InvitationPreview => ({
  agencyName: 'Kampala Homes',
  email: 'amina@homes.test',
  name: 'Amina Nakato',
  role: 'SUPER_AGENT',
  accountExists: false,
  ...over,
});
const next = '/agent/profile';

describe('/join-agency/{token}', () => {
  test('a new address chooses a password (checked as typed), joins and is signed in', async () => {
    api.on(`GET /api/agent-invitations/${token}`, { body: preview() });
    api.on(`POST /api/agent-invitations/${token}/accept`, {
      body: { email: 'amina@homes.test', agencyId: 'a1' },
    });
    const profile = { ...profileFor('SUPER_AGENT'), email: 'amina@homes.test' };
    api.on('POST /api/auth/login', () => {
      signInAs(api, profile);
      return { body: { token: `token-${profile.id}`, user: profile } };
    });
    const user = userEvent.setup();
    const { router } = renderApp(`/join-agency/${token}`);

    expect(await screen.findByText(/invites/)).toBeTruthy();
    expect(screen.getByText('Kampala Homes')).toBeTruthy();
    expect(screen.getByText(/as the super agent/)).toBeTruthy();
    await user.type(screen.getByLabelText(/^Choose a password/), 'short');
    expect(await screen.findByText('At least 8 characters.')).toBeTruthy();
    await user.clear(screen.getByLabelText(/^Choose a password/));
    await user.type(screen.getByLabelText(/^Choose a password/), 'Kampala-homes-2026');
    await user.click(screen.getByRole('button', { name: 'Join and sign in' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(next));
    expect(api.requests.find((r) => r.path.endsWith('/accept'))?.body).toEqual({
      name: 'Amina Nakato',
      password: 'Kampala-homes-2026',
    });
    expect(api.requests.find((r) => r.path === '/api/auth/login')?.body).toEqual({
      email: 'amina@homes.test',
      password: 'Kampala-homes-2026',
    });
  });

  test('an existing account is asked to sign in as that address; signed in as it, it accepts', async () => {
    api.on(`GET /api/agent-invitations/${token}`, { body: preview({ accountExists: true }) });
    const user = userEvent.setup();
    const first = renderApp(`/join-agency/${token}`);
    expect(
      await screen.findByText(/which already has an account. Sign in with that address/),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Sign in as amina@homes.test' }));
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/login'));
    first.unmount();

    signInAs(api, { ...profileFor('USER'), email: 'amina@homes.test' });
    api.on(`POST /api/agent-invitations/${token}/accept`, (r) =>
      r.headers.authorization
        ? { body: { email: 'amina@homes.test', agencyId: 'a1' } }
        : { status: 401, body: { error: { code: 'UNAUTHORIZED', message: 'Unauthorized' } } },
    );
    const second = renderApp(`/join-agency/${token}`);
    await user.click(await screen.findByRole('button', { name: 'Accept and join Kampala Homes' }));
    await waitFor(() => expect(second.router.state.location.pathname).toBe(next));
  });

  test('signed in as another address, or with a used link, says so', async () => {
    signInAs(api, { ...profileFor('USER'), email: 'someone@else.test' });
    api.on(`GET /api/agent-invitations/${token}`, { body: preview({ accountExists: true }) });
    const view = renderApp(`/join-agency/${token}`);
    expect(
      await screen.findByText(/This invitation was sent to another email address/),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Accept/ })).toBeNull();
    view.unmount();
    // The same link again, now used: not from the GET cache of the first answer (SPEC §9: 5 s),
    // which only an incidental write of the first page (a token refresh, a preference) cleared.
    clearApiCache();

    api.on(`GET /api/agent-invitations/${token}`, {
      status: 404,
      body: { error: { code: 'NOT_FOUND', message: 'Invitation not found.' } },
    });
    renderApp(`/join-agency/${token}`);
    expect(
      await screen.findByText(
        'This invitation is not valid any more. Ask your agency for a new one.',
      ),
    ).toBeTruthy();
  });
});
