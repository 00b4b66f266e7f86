import { afterAll, afterEach, beforeEach, describe, expect, test } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UpdateWebsiteState } from '@afrinest/contract';
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
  signInAs(api, profileFor('AFRI_ADMIN'));
});
afterEach(settleApp);
afterAll(() => api.close());

describe('/admin/website-state', () => {
  test('shows the current state and saves a new one', async () => {
    let saved = websiteStateOf('NORMAL');
    api.on('GET /website-state', () => ({ body: saved }));
    api.on('PUT /api/admin/website-state', (request) => {
      const input = request.body as UpdateWebsiteState;
      saved = { ...input, updated_at: '2026-11-21T08:00:00.000Z' };
      return { body: saved };
    });
    const user = userEvent.setup();
    renderApp('/admin/website-state');

    const current = await screen.findByRole('region', { name: 'Current state' });
    await waitFor(() => expect(within(current).getByText('Normal')).toBeTruthy());

    await user.selectOptions(screen.getByRole('combobox', { name: /State/ }), 'MAINTENANCE');
    await user.type(
      screen.getByRole('textbox', { name: /Message shown to visitors/ }),
      'Back at noon.',
    );
    await user.click(screen.getByRole('button', { name: 'Save state' }));

    expect(await screen.findByText('Website state set to Maintenance.')).toBeTruthy();
    const put = api.requests.find((r) => r.method === 'PUT');
    expect(put?.path).toBe('/api/admin/website-state');
    expect(put?.body).toEqual({ state: 'MAINTENANCE', description: 'Back at noon.' });
    await waitFor(() => expect(within(current).getByText('Back at noon.')).toBeTruthy());
    // The admin keeps the page, with the maintenance banner above it.
    expect((await screen.findByTestId('website-state-banner')).textContent).toContain(
      'Back at noon.',
    );
  });

  test('a refused change is reported with the server message', async () => {
    api.on('PUT /api/admin/website-state', {
      status: 403,
      body: { error: { code: 'FORBIDDEN', message: 'You do not have permission to do this.' } },
    });
    const user = userEvent.setup();
    renderApp('/admin/website-state');
    await user.selectOptions(await screen.findByRole('combobox', { name: /State/ }), 'NO_LOGIN');
    await user.click(screen.getByRole('button', { name: 'Save state' }));
    expect(await screen.findByText('You do not have permission to do this.')).toBeTruthy();
  });
});

describe('/admin/settings', () => {
  test('loads the analytics configuration and saves it', async () => {
    let config = { measurementId: '', isEnabled: false };
    api.on('GET /api/analytics/config', () => ({ body: config }));
    api.on('PUT /api/admin/settings/analytics', (request) => {
      config = request.body as typeof config;
      return { body: config };
    });
    const user = userEvent.setup();
    renderApp('/admin/settings');

    const idField = await screen.findByRole('textbox', { name: /GA4 measurement id/ });
    await user.click(screen.getByRole('checkbox', { name: /Track visits/ }));
    expect(await screen.findByText('A measurement id is needed to enable analytics.')).toBeTruthy();
    await user.type(idField, 'G-AFRI2026');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText('Analytics settings saved.')).toBeTruthy();
    const put = api.requests.find((r) => r.method === 'PUT');
    expect(put?.path).toBe('/api/admin/settings/analytics');
    expect(put?.body).toEqual({ measurementId: 'G-AFRI2026', isEnabled: true });
  });

  test('a malformed id is refused before anything is sent', async () => {
    const user = userEvent.setup();
    renderApp('/admin/settings');
    await user.type(await screen.findByRole('textbox', { name: /GA4 measurement id/ }), 'UA-1234');
    expect(await screen.findByText('A GA4 measurement id looks like G-XXXXXXXXXX.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(api.requests.some((r) => r.method === 'PUT')).toBe(false);
  });
});
