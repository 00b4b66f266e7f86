import { afterAll, afterEach, beforeEach, describe, expect, test } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { POST_LOGIN_REDIRECT_KEY } from '@afrinest/contract';
import { startTestApi } from '@/app/testing/api-server';
import { answerDefaults, profileFor, signInAs } from '@/app/testing/fixtures';

// The API client reads its address when first imported: point it at the test server first.
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

describe('route guards', () => {
  test('a USER opening /admin sees the not-found page, not the admin area', async () => {
    signInAs(api, profileFor('USER'));
    renderApp('/admin');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByText(/may not exist, or you may not have permission/)).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Admin' })).toBeNull();
    expect(document.title).toBe('Page not found | AfriNest');
  });

  test('an admin opening /admin gets the admin dashboard and its sidebar', async () => {
    signInAs(api, profileFor('ASSISTANT_ADMIN'));
    renderApp('/admin');
    expect(await screen.findByRole('heading', { name: 'Admin dashboard' })).toBeTruthy();
    const sidebar = screen.getByRole('navigation', { name: 'Admin' });
    const labels = within(sidebar)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels).toEqual([
      'Dashboard',
      'Users',
      'Broker agencies',
      'Agents',
      'Properties',
      'Features',
      'Login logs',
      'Geography',
      'Website state',
      'Settings',
      'Items and packages',
      'Package items',
      'Package prices',
      'Unified items',
      'Agency entitlements',
      'Give items to agencies',
      'Give items to agents',
      'Gift a package or item',
      'Subscriptions',
      'Agency usage',
      'Agency admin tools',
      'Statistics',
      'Monthly analytics',
      'Package purchases',
      'Purchase management',
      'Discount codes',
      'Purchase limits',
      'Content pages',
      'Advertisements',
      'Webhooks',
      'Webhook logs',
      'External systems',
    ]);
    // Each section's card on the dashboard says what it holds.
    expect(
      screen.getByText('Find accounts, change roles and agencies, suspend or reactivate them.'),
    ).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Admin dashboard | AfriNest'));
  });

  test('a signed-out visit to /dashboard goes to /login and remembers the page', async () => {
    const { router } = renderApp('/dashboard?tab=favourites');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem(POST_LOGIN_REDIRECT_KEY)).toBe('/dashboard?tab=favourites');
  });

  test('a signed-in user opening /login is sent to /dashboard', async () => {
    signInAs(api, profileFor('USER', 'Amina Nakato'));
    const { router } = renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Welcome, Amina' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  test('a signed-in user opening /register follows the stored redirect once', async () => {
    signInAs(api, profileFor('AFRI_ADMIN'));
    localStorage.setItem(POST_LOGIN_REDIRECT_KEY, '/admin/settings');
    api.on('GET /api/analytics/config', { body: { measurementId: 'G-ABC1234', isEnabled: false } });
    const { router } = renderApp('/register');
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/settings');
    expect(localStorage.getItem(POST_LOGIN_REDIRECT_KEY)).toBeNull();
  });
});

describe('titles and unknown paths', () => {
  test('each route sets "<title> | AfriNest"', async () => {
    renderApp('/register');
    await screen.findByRole('heading', { name: 'Create an account' });
    await waitFor(() => expect(document.title).toBe('Create an account | AfriNest'));
  });

  test('the home page is public and sets its title', async () => {
    renderApp('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: /home or plot of land across Africa/ }),
    ).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Create a free account' })).toHaveLength(1);
    await waitFor(() =>
      expect(document.title).toBe('Houses, apartments and plots across Africa | AfriNest'),
    );
  });

  test('an unknown path shows the not-found page', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Page not found | AfriNest'));
  });

  test('a routing error shows "Page Not Found" with a Go Back button', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/', (root) => {
      root.children?.push({
        path: '/broken',
        Component: () => {
          throw new Error('broken page');
        },
      });
    });
    await screen.findByRole('heading', { level: 1, name: /across Africa/ });
    const quiet = console.error;
    console.error = () => {};
    try {
      await router.navigate('/broken');
      expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Go Back' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    } finally {
      console.error = quiet;
    }
  });
});
