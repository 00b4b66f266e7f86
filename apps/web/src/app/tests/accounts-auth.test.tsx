import { afterAll, afterEach, beforeEach, describe, expect, test } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AuthMessages,
  PASSWORD_TOO_COMMON,
  TOKEN_STORAGE_KEY,
  type TokenResponse,
} from '@afrinest/contract';
import { startTestApi } from '@/app/testing/api-server';
import { answerDefaults, profileFor } from '@/app/testing/fixtures';

const api = await startTestApi();
window.__AFRINEST_CONFIG__ = { apiUrl: api.url, productName: 'AfriNest' };
const { renderApp, settleApp } = await import('@/app/testing/render-app');
const { clearApiCache } = await import('@/lib/api-client');

beforeEach(() => {
  api.reset();
  clearApiCache();
  answerDefaults(api);
  api.on('GET /api/auth/providers', { body: { social: [] } });
});
afterEach(settleApp);
afterAll(() => api.close());

const errorBody = (code: string, message: string, details?: unknown) => ({
  error: { code, message, ...(details ? { details } : {}) },
});
/** A JWT-shaped token issued `ageMs` ago (only its payload is read by the app). */
const tokenAged = (ageMs: number, tag = 'x') =>
  `h.${btoa(JSON.stringify({ iat: Math.floor((Date.now() - ageMs) / 1000), tag })).replace(/=+$/, '')}.s`;

describe('forgot password', () => {
  test('always gives the server’s one answer, and sends the address typed', async () => {
    api.on('POST /api/auth/forgot-password', {
      body: { ok: true, message: AuthMessages.RESET_MAIL_SENT },
    });
    renderApp('/login');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Forgot your password?' }));
    await screen.findByRole('heading', { name: 'Forgot your password?' });
    await user.type(await screen.findByRole('textbox', { name: /Email/ }), 'Amina@Example.ug');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect((await screen.findByRole('status')).textContent).toBe(AuthMessages.RESET_MAIL_SENT);
    const sent = api.requests.find((r) => r.path === '/api/auth/forgot-password');
    expect(sent?.body).toEqual({ email: 'amina@example.ug' });
  });

  test('a limit is shown at once, not waited out', async () => {
    api.on('POST /api/auth/forgot-password', {
      status: 429,
      headers: { 'retry-after': '30' },
      body: errorBody('RATE_LIMITED', AuthMessages.TOO_MANY_ATTEMPTS, { retryAfterSeconds: 30 }),
    });
    renderApp('/forgot-password');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /Email/ }), 'a@example.ug');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect((await screen.findByRole('alert')).textContent).toBe(AuthMessages.TOO_MANY_ATTEMPTS);
    expect(api.requests.filter((r) => r.path === '/api/auth/forgot-password')).toHaveLength(1);
  });
});

describe('reset password from the mailed link', () => {
  async function fill(password: string, again = password) {
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^New password \*/), password);
    await user.type(screen.getByLabelText(/^New password again/), again);
    return user;
  }

  test('shows the rule, refuses a common password as the person types, then saves', async () => {
    api.on('POST /api/auth/reset-password', {
      body: { ok: true, message: AuthMessages.PASSWORD_RESET },
    });
    renderApp('/auth-action?mode=resetPassword&token=tok-9');
    expect(await screen.findByText(/not a common password/)).toBeTruthy();
    const user = await fill('password123');
    expect(await screen.findByText(PASSWORD_TOO_COMMON)).toBeTruthy();
    await user.clear(screen.getByLabelText(/^New password \*/));
    await user.clear(screen.getByLabelText(/^New password again/));
    await fill('Entebbe-road-2027');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByRole('heading', { name: 'Password changed' })).toBeTruthy();
    const sent = api.requests.find((r) => r.path === '/api/auth/reset-password');
    expect(sent?.body).toEqual({ token: 'tok-9', newPassword: 'Entebbe-road-2027' });
  });

  test('explains a link that was used already and offers a new one', async () => {
    api.on('POST /api/auth/reset-password', {
      status: 400,
      body: errorBody('LINK_USED', AuthMessages.RESET_LINK_USED),
    });
    renderApp('/auth-action?mode=resetPassword&token=old');
    const user = await fill('Entebbe-road-2027');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByRole('heading', { name: 'Link already used' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(AuthMessages.RESET_LINK_USED);
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toBeTruthy();
  });
});

describe('email verification resend', () => {
  test('after a send the button counts down; a 429 shows the server’s wait', async () => {
    api.on('POST /api/auth/send-verification', {
      status: 429,
      headers: { 'retry-after': '42' },
      body: errorBody('RATE_LIMITED', AuthMessages.TOO_MANY_ATTEMPTS, { retryAfterSeconds: 42 }),
    });
    renderApp('/email-verification?email=nakato%40example.ug');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send the link again' }));
    const waiting = await screen.findByRole('button', { name: /Send the link again in 4[12] s/ });
    expect((waiting as HTMLButtonElement).disabled).toBe(true);
    const sent = api.requests.filter((r) => r.path === '/api/auth/send-verification');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toEqual({ email: 'nakato@example.ug' });
  });
});

describe('social sign-in buttons', () => {
  test('are hidden when the API lists no provider', async () => {
    renderApp('/login');
    await screen.findByRole('button', { name: 'Sign in' });
    await waitFor(() =>
      expect(api.requests.some((r) => r.path === '/api/auth/providers')).toBe(true),
    );
    expect(screen.queryByText('Or continue with')).toBeNull();
  });

  test('show one button per configured provider', async () => {
    api.on('GET /api/auth/providers', {
      body: {
        social: [
          { id: 'google', name: 'Google' },
          { id: 'facebook', name: 'Facebook' },
        ],
      },
    });
    renderApp('/register');
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue with Facebook' })).toBeTruthy();
  });
});

describe('the end of a social sign-in', () => {
  test('opened as a whole page, it takes the session from the cookie and opens the dashboard', async () => {
    const profile = profileFor('USER', 'Amina Nakato');
    const token = tokenAged(0, 'social');
    api.on('POST /api/auth/refresh', {
      body: { token, expiresAt: '2030-01-01T00:00:00.000Z', user: profile } satisfies TokenResponse,
    });
    api.on('GET /api/users/profile', { body: profile });
    const { router } = renderApp('/auth-action?mode=socialSignIn');
    expect(await screen.findByRole('heading', { name: 'Welcome, Amina' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(token);
  });

  test('an error from the provider is explained, and nobody is signed in', async () => {
    renderApp('/auth-action?mode=socialSignIn&error=access_denied');
    expect(await screen.findByRole('heading', { name: 'Sign-in did not work' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(AuthMessages.SOCIAL_FAILED);
    expect(api.requests.some((r) => r.path === '/api/auth/refresh')).toBe(false);
  });
});

describe('token sync (SPEC §4, §9)', () => {
  test('a token older than 5 minutes is renewed before the profile is loaded', async () => {
    const old = tokenAged(6 * 60_000, 'old');
    const renewed = tokenAged(0, 'new');
    const profile = profileFor('USER', 'Amina Nakato');
    localStorage.setItem(TOKEN_STORAGE_KEY, old);
    api.on('POST /api/auth/refresh', {
      body: {
        token: renewed,
        expiresAt: '2030-01-01T00:00:00.000Z',
        user: profile,
      } satisfies TokenResponse,
    });
    api.on('GET /api/users/profile', (request) =>
      request.headers.authorization === `Bearer ${renewed}`
        ? { body: profile }
        : { status: 401, body: errorBody('UNAUTHORIZED', 'Unauthorized') },
    );
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Welcome, Amina' })).toBeTruthy();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(renewed);
    const order = api.requests
      .filter((r) => ['/api/auth/refresh', '/api/users/profile'].includes(r.path))
      .map((r) => r.path);
    expect(order[0]).toBe('/api/auth/refresh');
  });

  test('a recent token is used as it is', async () => {
    const recent = tokenAged(60_000, 'recent');
    localStorage.setItem(TOKEN_STORAGE_KEY, recent);
    api.on('GET /api/users/profile', { body: profileFor('USER', 'Amina Nakato') });
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Welcome, Amina' })).toBeTruthy();
    expect(api.requests.some((r) => r.path === '/api/auth/refresh')).toBe(false);
  });

  test('no session left to renew from signs out here', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, tokenAged(10 * 60_000));
    api.on('POST /api/auth/refresh', {
      status: 401,
      body: errorBody('UNAUTHORIZED', 'Unauthorized'),
    });
    const { router } = renderApp('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });
});
