import { afterAll, afterEach, beforeEach, describe, expect, test } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Messages, POST_LOGIN_REDIRECT_KEY, TOKEN_STORAGE_KEY } from '@afrinest/contract';
import { startTestApi } from '@/app/testing/api-server';
import { answerDefaults, profileFor, signInAs } from '@/app/testing/fixtures';

const api = await startTestApi();
window.__AFRINEST_CONFIG__ = { apiUrl: api.url, productName: 'AfriNest' };
const { renderApp, settleApp } = await import('@/app/testing/render-app');
const { clearApiCache } = await import('@/lib/api-client');

beforeEach(() => {
  api.reset();
  clearApiCache();
  answerDefaults(api);
});
afterEach(settleApp);
afterAll(() => api.close());

const errorBody = (code: string, message: string) => ({ error: { code, message } });

async function fillLogin(email = 'amina@example.ug', password = 'a-long-password') {
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: /Email/ }), email);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

describe('sign in', () => {
  test('an unverified email shows the SPEC message inline and stays signed out', async () => {
    api.on('POST /api/auth/login', {
      status: 403,
      body: errorBody('EMAIL_NOT_VERIFIED', Messages.EMAIL_NOT_VERIFIED),
    });
    const { router } = renderApp('/login');
    await fillLogin();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'Please verify your email address before logging in. A verification email has been sent.',
    );
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    const sent = api.requests.find((r) => r.path === '/api/auth/login');
    expect(sent?.body).toEqual({ email: 'amina@example.ug', password: 'a-long-password' });
  });

  test('wrong credentials show the server message inline', async () => {
    api.on('POST /api/auth/login', {
      status: 401,
      body: errorBody('INVALID_CREDENTIALS', 'Invalid email or password.'),
    });
    renderApp('/login');
    await fillLogin();
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid email or password.');
  });

  test('a server fault falls back to a "Login failed" toast', async () => {
    api.on('POST /api/auth/login', { status: 502, body: 'Bad gateway' });
    renderApp('/login');
    await fillLogin();
    expect(await screen.findByText('Login failed')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test('the form checks the email as the user types, with the contract message', async () => {
    renderApp('/login');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /Email/ }), 'not-an-email');
    expect(await screen.findByText('Enter a valid email address.')).toBeTruthy();
    expect(api.requests.some((r) => r.path === '/api/auth/login')).toBe(false);
  });

  test('success stores the token and opens the stored page', async () => {
    const profile = profileFor('USER', 'Amina Nakato');
    localStorage.setItem(POST_LOGIN_REDIRECT_KEY, '/dashboard?from=login');
    api.on('POST /api/auth/login', {
      body: { token: 'jwt-1', expiresAt: '2026-12-01T00:00:00.000Z', user: profile },
    });
    api.on('GET /api/users/profile', { body: profile });
    const { router } = renderApp('/login');
    await fillLogin();
    expect(await screen.findByRole('heading', { name: 'Welcome, Amina' })).toBeTruthy();
    expect(router.state.location.pathname + router.state.location.search).toBe(
      '/dashboard?from=login',
    );
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('jwt-1');
    expect(localStorage.getItem(POST_LOGIN_REDIRECT_KEY)).toBeNull();
  });
});

describe('register', () => {
  async function fillRegister() {
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /Full name/ }), 'Okello Brian');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'okello@example.ug');
    await user.type(screen.getByLabelText(/^Password/), 'a-long-password');
    await user.click(screen.getByRole('checkbox', { name: /I accept the terms of use/ }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
  }

  test('success opens the check-your-inbox page with the address', async () => {
    api.on('POST /api/auth/register', { status: 201, body: { ok: true, message: 'Registered.' } });
    const { router } = renderApp('/register');
    await fillRegister();
    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/email-verification');
    expect(router.state.location.search).toBe('?email=okello%40example.ug');
    expect(screen.getByText('okello@example.ug')).toBeTruthy();
    const sent = api.requests.find((r) => r.path === '/api/auth/register');
    expect(sent?.body).toEqual({
      name: 'Okello Brian',
      email: 'okello@example.ug',
      password: 'a-long-password',
    });
  });

  test('an address already registered shows the SPEC message', async () => {
    api.on('POST /api/auth/register', {
      status: 409,
      body: errorBody('EMAIL_TAKEN', 'This email is already registered. Please log in.'),
    });
    renderApp('/register');
    await fillRegister();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This email is already registered. Please log in.',
    );
  });

  test('the inbox page also reads the address from the query', async () => {
    renderApp('/email-verification?email=nakato%40example.ug');
    expect(await screen.findByText('nakato@example.ug')).toBeTruthy();
  });
});

describe('session', () => {
  test('a failing profile fetch toasts and leaves the user signed out', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'stale');
    api.on('GET /api/users/profile', { status: 500, body: errorBody('INTERNAL', 'Boom') });
    renderApp('/');
    expect(await screen.findByText('Failed to fetch user profile')).toBeTruthy();
    expect(await screen.findAllByRole('link', { name: 'Sign in' })).not.toHaveLength(0);
  });

  test('sign out ends the session on the server and here', async () => {
    signInAs(api, profileFor('USER'));
    api.on('POST /api/auth/logout', { body: { ok: true } });
    const { router } = renderApp('/dashboard');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Amina Nakato/ }));
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull());
    expect(router.state.location.pathname).toBe('/');
    expect(api.requests.some((r) => r.method === 'POST' && r.path === '/api/auth/logout')).toBe(
      true,
    );
    expect(await screen.findAllByRole('link', { name: 'Sign in' })).not.toHaveLength(0);
    expect(localStorage.getItem(POST_LOGIN_REDIRECT_KEY)).toBeNull();
  });

  test('a failed sign-out still signs out here and says so', async () => {
    signInAs(api, profileFor('USER'));
    api.on('POST /api/auth/logout', { status: 503, body: 'Service unavailable' });
    renderApp('/dashboard');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Amina Nakato/ }));
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('Logout failed')).toBeTruthy();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });
});

describe('email verification link', () => {
  test('a valid link verifies the address and offers to sign in', async () => {
    api.on('GET /api/auth/verify-email', (request) =>
      request.query.get('token') === 'tok-1'
        ? { body: { ok: true, status: 'verified' } }
        : { status: 400, body: errorBody('LINK_INVALID', Messages.LINK_INVALID) },
    );
    renderApp('/auth-action?mode=verifyEmail&token=tok-1');
    expect(await screen.findByRole('heading', { name: 'Email verified' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in to your account' })).toBeTruthy();
  });

  test('an expired link shows the server message', async () => {
    api.on('GET /api/auth/verify-email', {
      status: 400,
      body: errorBody('LINK_EXPIRED', Messages.LINK_EXPIRED),
    });
    renderApp('/auth-action?mode=verifyEmail&token=old');
    expect(
      await screen.findByRole('heading', { name: 'We could not verify your email' }),
    ).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(Messages.LINK_EXPIRED);
  });

  test('a link without a token is refused without calling the API', async () => {
    renderApp('/auth-action?mode=verifyEmail');
    expect(await screen.findByRole('heading', { name: 'This link does not work' })).toBeTruthy();
    expect(api.requests.some((r) => r.path === '/api/auth/verify-email')).toBe(false);
  });
});
