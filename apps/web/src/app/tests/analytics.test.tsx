import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { Role } from '@afrinest/contract';
import { startTestApi } from '@/app/testing/api-server';
import { answerDefaults, profileFor, signInAs } from '@/app/testing/fixtures';

const api = await startTestApi();
window.__AFRINEST_CONFIG__ = { apiUrl: api.url, productName: 'AfriNest' };
const { renderApp, settleApp } = await import('@/app/testing/render-app');
const { clearApiCache } = await import('@/lib/api-client');

interface HappyDomWindow {
  happyDOM?: {
    settings: {
      disableJavaScriptFileLoading: boolean;
      handleDisabledFileLoadingAsSuccess: boolean;
    };
  };
}

const gtagScript = () => document.getElementById('ga4-gtag') as HTMLScriptElement | null;

beforeAll(() => {
  // The test checks that the tag is added; it must not fetch Google's script over the internet.
  const happyDOM = (window as unknown as HappyDomWindow).happyDOM;
  if (happyDOM) {
    happyDOM.settings.disableJavaScriptFileLoading = true;
    happyDOM.settings.handleDisabledFileLoadingAsSuccess = true;
  }
});
beforeEach(() => {
  api.reset();
  clearApiCache();
  answerDefaults(api);
  api.on('GET /api/analytics/config', { body: { measurementId: 'G-TEST1234', isEnabled: true } });
});
afterEach(async () => {
  await settleApp();
  vi.useRealTimers();
  gtagScript()?.remove();
  delete window.gtag;
  delete window.dataLayer;
  delete window['ga-disable-G-TEST1234'];
});
afterAll(() => api.close());

async function openDashboardAs(role: Role) {
  signInAs(api, profileFor(role));
  const view = renderApp('/dashboard');
  await screen.findByRole('heading', { name: 'Welcome, Amina' });
  return view;
}

describe('GA4', () => {
  test('is injected for a USER when enabled', async () => {
    await openDashboardAs('USER');
    await waitFor(() => expect(gtagScript()).not.toBeNull());
    expect(gtagScript()?.src).toBe('https://www.googletagmanager.com/gtag/js?id=G-TEST1234');
    expect(typeof window.gtag).toBe('function');
    expect(window.dataLayer?.map((args) => Array.from(args as ArrayLike<unknown>)[0])).toEqual([
      'js',
      'config',
    ]);
  });

  test('is injected for a visitor who is not signed in', async () => {
    renderApp('/');
    await waitFor(() => expect(gtagScript()).not.toBeNull());
  });

  test.each(['AFRI_ADMIN', 'ASSISTANT_ADMIN'] as const)(
    'is never injected for %s',
    async (role) => {
      const { queryClient } = await openDashboardAs(role);
      await waitFor(() => expect(queryClient.isFetching()).toBe(0));
      expect(gtagScript()).toBeNull();
      expect(window.gtag).toBeUndefined();
      // Admins are not tracked, so their pages do not even ask for the configuration.
      expect(api.requests.some((r) => r.path === '/api/analytics/config')).toBe(false);
    },
  );

  test('is not injected when analytics is disabled', async () => {
    api.on('GET /api/analytics/config', {
      body: { measurementId: 'G-TEST1234', isEnabled: false },
    });
    const { queryClient } = await openDashboardAs('USER');
    await waitFor(() =>
      expect(queryClient.getQueryState(['settings', 'analytics'])?.status).toBe('success'),
    );
    expect(gtagScript()).toBeNull();
  });

  test('is put back within 5 seconds when something removes it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval', 'clearInterval'] });
    await openDashboardAs('USER');
    await waitFor(() => expect(gtagScript()).not.toBeNull());
    gtagScript()?.remove();
    delete window.gtag;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(gtagScript()).not.toBeNull();
  });

  test('a failed configuration fetch is logged', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    api.on('GET /api/analytics/config', {
      status: 404,
      body: { error: { code: 'NOT_FOUND', message: 'Not found.' } },
    });
    renderApp('/');
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Failed to fetch analytics'));
    expect(gtagScript()).toBeNull();
    logged.mockRestore();
  });

  test('a configuration of another shape is logged and loads nothing', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    api.on('GET /api/analytics/config', { body: { measurementId: 'G-TEST123', isEnabled: 'yes' } });
    renderApp('/');
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Failed to fetch analytics'));
    expect(gtagScript()).toBeNull();
    logged.mockRestore();
  });
});
