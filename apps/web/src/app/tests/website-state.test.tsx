import { afterAll, afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QueryClient } from '@tanstack/react-query';
import type { WebsiteStateValue } from '@afrinest/contract';
import { startTestApi } from '@/app/testing/api-server';
import { answerDefaults, profileFor, signInAs, websiteStateOf } from '@/app/testing/fixtures';

const api = await startTestApi();
window.__AFRINEST_CONFIG__ = { apiUrl: api.url, productName: 'AfriNest' };
const { renderApp, settleApp } = await import('@/app/testing/render-app');
const { clearApiCache } = await import('@/lib/api-client');

beforeEach(() => {
  api.reset();
  clearApiCache();
  answerDefaults(api);
});
afterEach(async () => {
  await settleApp();
  vi.restoreAllMocks();
  vi.useRealTimers();
});
afterAll(() => api.close());

const setState = (state: WebsiteStateValue, description = '') =>
  api.on('GET /website-state', { body: websiteStateOf(state, description) });

const banner = () => screen.findByTestId('website-state-banner');

/** Waits for the first website-state answer to be applied. */
const stateLoaded = (queryClient: QueryClient) =>
  waitFor(() => expect(queryClient.getQueryState(['website-state'])?.status).toBe('success'));

describe('banner', () => {
  test('NORMAL shows no banner', async () => {
    const { queryClient } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: /across Africa/ });
    await stateLoaded(queryClient);
    expect(screen.queryByTestId('website-state-banner')).toBeNull();
  });

  test.each(['ONLY_ADMIN', 'NO_LOGIN', 'NO_NEW_USERS'] as const)(
    '%s shows a banner with the description',
    async (state) => {
      setState(state, `Closed for the audit (${state}).`);
      renderApp('/');
      expect((await banner()).textContent).toContain(`Closed for the audit (${state}).`);
      expect(screen.getByRole('heading', { level: 1, name: /across Africa/ })).toBeTruthy();
    },
  );

  test('a banner without a description explains the state', async () => {
    setState('NO_NEW_USERS');
    renderApp('/');
    expect((await banner()).textContent).toContain(
      'Registration of new accounts is closed at the moment.',
    );
  });
});

describe('maintenance', () => {
  test('a visitor sees the maintenance screen with the description instead of the page', async () => {
    setState('MAINTENANCE', 'Back at 14:00 EAT.');
    renderApp('/');
    const screenEl = await screen.findByTestId('maintenance-screen');
    expect(
      within(screenEl).getByRole('heading', { name: 'AfriNest is under maintenance' }),
    ).toBeTruthy();
    expect(screenEl.textContent).toContain('Back at 14:00 EAT.');
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('heading', { name: /across Africa/ })).toBeNull();
  });

  test('a signed-in USER gets the maintenance screen too', async () => {
    setState('MAINTENANCE', 'Back soon.');
    signInAs(api, profileFor('USER'));
    renderApp('/dashboard');
    expect(await screen.findByTestId('maintenance-screen')).toBeTruthy();
  });

  test('an admin sees the page with a banner instead', async () => {
    setState('MAINTENANCE', 'Back at 14:00 EAT.');
    signInAs(api, profileFor('AFRI_ADMIN'));
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Welcome, Amina' })).toBeTruthy();
    const strip = await banner();
    expect(strip.textContent).toContain('Maintenance mode is on');
    expect(strip.textContent).toContain('Back at 14:00 EAT.');
    expect(screen.queryByTestId('maintenance-screen')).toBeNull();
  });

  test('/login stays reachable so an admin can sign in', async () => {
    setState('MAINTENANCE', 'Back soon.');
    renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveProperty('disabled', false);
    expect(screen.queryByTestId('maintenance-screen')).toBeNull();
  });

  test('the poll notices a change within 30 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval', 'clearInterval'] });
    const { queryClient } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: /across Africa/ });
    await stateLoaded(queryClient);
    setState('MAINTENANCE', 'Switched on meanwhile.');
    clearApiCache();
    await vi.advanceTimersByTimeAsync(29_000);
    expect(screen.queryByTestId('maintenance-screen')).toBeNull();
    await vi.advanceTimersByTimeAsync(1_000);
    expect((await screen.findByTestId('maintenance-screen')).textContent).toContain(
      'Switched on meanwhile.',
    );
  });
});

describe('failures', () => {
  test('a failed fetch counts as NORMAL and is logged, not toasted', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    api.on('GET /website-state', {
      status: 500,
      body: { error: { code: 'INTERNAL', message: 'x' } },
    });
    renderApp('/');
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Failed to fetch website state'));
    expect(screen.getByRole('heading', { level: 1, name: /across Africa/ })).toBeTruthy();
    expect(screen.queryByTestId('website-state-banner')).toBeNull();
    expect(screen.queryByText('Failed to fetch website state')).toBeNull();
  });

  test('an answer of another shape counts as NORMAL and is logged', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    api.on('GET /website-state', {
      body: { state: 'CLOSED', description: 'Back soon', updated_at: '2026-11-26T10:00:00Z' },
    });
    renderApp('/');
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Failed to fetch website state'));
    expect(screen.getByRole('heading', { level: 1, name: /across Africa/ })).toBeTruthy();
    expect(screen.queryByTestId('website-state-banner')).toBeNull();
  });
});

describe('login and registration follow the state', () => {
  test('NO_LOGIN disables the login form and says why', async () => {
    const user = userEvent.setup();
    setState('NO_LOGIN');
    renderApp('/login');
    const notice = (await screen.findByText('Signing in is closed')).closest('[role="status"]');
    expect(notice?.textContent).toContain('Signing in is disabled at the moment.');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Email/ })).toHaveProperty('disabled', true),
    );
    expect(screen.getByRole('button', { name: 'Sign in' })).toHaveProperty('disabled', true);
    // Administrators may still sign in (the API lets them), so they can unlock the form.
    await user.click(screen.getByRole('button', { name: 'I am an administrator' }));
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveProperty('disabled', false);
  });

  test.each(['NORMAL', 'NO_NEW_USERS', 'ONLY_ADMIN'] as const)(
    '%s keeps the login form open',
    async (state) => {
      setState(state);
      const { queryClient } = renderApp('/login');
      await screen.findByRole('heading', { name: 'Sign in' });
      await stateLoaded(queryClient);
      expect(screen.getByRole('textbox', { name: /Email/ })).toHaveProperty('disabled', false);
      expect(screen.queryByText('Signing in is closed')).toBeNull();
    },
  );

  test.each([
    ['NO_NEW_USERS', 'Registration of new accounts is closed at the moment.'],
    ['NO_LOGIN', 'Registration of new accounts is closed at the moment.'],
    ['ONLY_ADMIN', 'The site is open to administrators only at the moment.'],
  ] as const)('%s disables the register form and says why', async (state, reason) => {
    setState(state);
    renderApp('/register');
    const notice = (await screen.findByText('Registration is closed')).closest('[role="status"]');
    expect(notice?.textContent).toContain(reason);
    expect(screen.getByRole('textbox', { name: /Full name/ })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Create account' })).toHaveProperty('disabled', true);
  });

  test('NORMAL keeps the register form open', async () => {
    const { queryClient } = renderApp('/register');
    await screen.findByRole('heading', { name: 'Create an account' });
    await stateLoaded(queryClient);
    expect(screen.getByRole('textbox', { name: /Full name/ })).toHaveProperty('disabled', false);
    expect(screen.queryByText('Registration is closed')).toBeNull();
  });
});
