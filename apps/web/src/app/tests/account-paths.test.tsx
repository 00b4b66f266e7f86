import { afterAll, afterEach, beforeEach, describe, expect, test } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Role } from '@afrinest/contract';
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
afterEach(async () => {
  await settleApp();
  document.title = '';
});
afterAll(() => api.close());

const hrefs = (panel: HTMLElement) =>
  Object.fromEntries(
    within(panel)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]),
  );

const everyone = {
  Dashboard: '/dashboard',
  Favourites: '/user/favourites',
  Profile: '/profile',
  Preferences: '/preferences',
  'Buy a package': '/packages',
  Invoices: '/invoices',
};

/** Opens the laptop account menu and answers the panel it opened. */
async function openAccountMenu() {
  const toggle = await screen.findByRole('button', { name: /Amina Nakato/ });
  await userEvent.click(toggle);
  return document.getElementById(toggle.getAttribute('aria-controls')!)!;
}

/** Opens the phone menu (the header's "Menu" button) and answers its panel. */
async function openPhoneMenu() {
  await screen.findByRole('button', { name: /Amina Nakato/ });
  const toggle = screen.getByRole('button', { name: 'Menu' });
  await userEvent.click(toggle);
  return document.getElementById(toggle.getAttribute('aria-controls')!)!;
}

describe('account links, on a laptop and on a phone', () => {
  test.each([
    ['USER', everyone],
    ['AGENT', { ...everyone, 'Agent area': '/agent/profile' }],
    ['SUPER_AGENT', { ...everyone, 'Agent area': '/agent/profile' }],
  ] as [Role, Record<string, string>][])(
    'a %s reaches their pages from both menus',
    async (role, expected) => {
      signInAs(api, profileFor(role));
      renderApp('/');
      expect(hrefs(await openAccountMenu())).toMatchObject(expected);
      expect(hrefs(await openPhoneMenu())).toMatchObject(expected);
    },
  );

  test('a USER gets no agent area link', async () => {
    signInAs(api, profileFor('USER'));
    renderApp('/');
    expect(hrefs(await openAccountMenu())).not.toHaveProperty('Agent area');
  });

  test('following Favourites from the phone menu opens the favourites and closes the menu', async () => {
    signInAs(api, profileFor('USER'));
    api.on('GET /favorites', { body: { data: [], total: 0, page: 1, pageSize: 12 } });
    api.on('GET /favorites/ids', { body: { data: [] } });
    const { router } = renderApp('/');
    const panel = await openPhoneMenu();
    await userEvent.click(within(panel).getByRole('link', { name: 'Favourites' }));
    await screen.findByText('No favourites yet');
    expect(router.state.location.pathname).toBe('/user/favourites');
    expect(screen.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
  });
});

describe('/forgot-password', () => {
  test('a signed-in user can open it (only sign-in and register are guest-only)', async () => {
    signInAs(api, profileFor('USER'));
    const { router } = renderApp('/forgot-password');
    await screen.findByRole('button', { name: /Amina Nakato/ });
    expect(await screen.findByRole('heading', { name: 'Forgot your password?' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/forgot-password');
  });
});
