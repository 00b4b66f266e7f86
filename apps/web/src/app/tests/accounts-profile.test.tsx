import { afterAll, afterEach, beforeEach, describe, expect, test } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  DEFAULT_PREFERENCES,
  PHONE_MESSAGE,
  TOKEN_STORAGE_KEY,
  type UserProfile,
} from '@afrinest/contract';
import { startTestApi } from '@/app/testing/api-server';
import { answerDefaults, profileFor, signInAs } from '@/app/testing/fixtures';

const api = await startTestApi();
window.__AFRINEST_CONFIG__ = { apiUrl: api.url, productName: 'AfriNest' };
const { renderApp, settleApp } = await import('@/app/testing/render-app');
const { clearApiCache } = await import('@/lib/api-client');
const { preferencesStore } = await import('@/lib/format-preferences');

const country = (name: string, iso2: string, callingCode: string) => ({
  id: `c-${iso2}`,
  name,
  slug: name.toLowerCase(),
  latitude: null,
  longitude: null,
  continentId: 'africa',
  iso2,
  iso3: `${iso2}X`,
  currency: 'UGX',
  callingCode,
  enabled: true,
});

beforeEach(() => {
  api.reset();
  clearApiCache();
  answerDefaults(api);
  preferencesStore.set(DEFAULT_PREFERENCES);
  api.on('GET /preferences', { body: DEFAULT_PREFERENCES });
  api.on('GET /api/geo/countries', {
    body: { data: [country('Kenya', 'KE', '+254'), country('Uganda', 'UG', '+256')] },
  });
  api.on('GET /api/geo/regions', (request) => ({
    body: {
      data:
        request.query.get('countryId') === 'c-UG'
          ? [
              {
                id: 'r1',
                name: 'Central',
                slug: 'central',
                latitude: null,
                longitude: null,
                countryId: 'c-UG',
              },
              {
                id: 'r2',
                name: 'Western',
                slug: 'western',
                latitude: null,
                longitude: null,
                countryId: 'c-UG',
              },
            ]
          : [],
    },
  }));
});
afterEach(settleApp);
afterAll(() => api.close());

const me: UserProfile = { ...profileFor('USER', 'Sarah Achieng'), country: 'Uganda' };

describe('profile', () => {
  test('shows the details with the date in the chosen language', async () => {
    signInAs(api, { ...me, phone: '+256772123456', region: 'Central' });
    renderApp('/profile');
    expect(await screen.findByRole('heading', { name: 'Your profile' })).toBeTruthy();
    expect(screen.getByText('+256772123456')).toBeTruthy();
    expect(screen.getByText('15 January 2026')).toBeTruthy();
  });

  test('edit: number typed the local way is saved in E.164, with the region of the country', async () => {
    signInAs(api, me);
    api.on('PUT /api/users/profile', (request) => ({
      body: { ...me, ...(request.body as object) },
    }));
    const { router } = renderApp('/profile/edit');
    const user = userEvent.setup();
    const phone = await screen.findByRole('textbox', { name: /Phone/ });
    await user.type(phone, '0772 123456');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Region' }), 'Western');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    const sent = api.requests.find((r) => r.method === 'PUT');
    expect(sent?.body).toEqual({
      name: 'Sarah Achieng',
      phone: '+256772123456',
      country: 'Uganda',
      region: 'Western',
    });
    expect(await screen.findByText('+256772123456')).toBeTruthy();
  });

  test('edit: a number that is too short is refused as the person types', async () => {
    signInAs(api, me);
    renderApp('/profile/edit');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /Phone/ }), '077');
    expect(await screen.findByText(PHONE_MESSAGE)).toBeTruthy();
  });

  test('change password: the wrong current password is shown on its field; success takes the new token', async () => {
    signInAs(api, me);
    let calls = 0;
    api.on('POST /api/users/change-password', () =>
      ++calls === 1
        ? {
            status: 400,
            body: {
              error: {
                code: 'WRONG_PASSWORD',
                message: 'The current password is not correct.',
                details: { fields: { currentPassword: ['The current password is not correct.'] } },
              },
            },
          }
        : { body: { token: 'token-after-change', expiresAt: '2030-01-01T00:00:00Z', user: me } },
    );
    renderApp('/profile/edit');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Current password/), 'wrong-one-here');
    await user.type(screen.getByLabelText(/^New password/), 'Mbarara-cows-2027');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The current password is not correct.')).toBeTruthy();
    await user.clear(screen.getByLabelText(/^Current password/));
    await user.type(screen.getByLabelText(/^Current password/), 'the-right-one');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText('Your password is changed. You are signed out everywhere else.'),
    ).toBeTruthy();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('token-after-change');
  });
});

describe('preferences', () => {
  test('load, preview the area unit and save; the choice applies across the app', async () => {
    signInAs(api, me);
    api.on('PUT /preferences', (request) => ({ body: request.body }));
    renderApp('/preferences');
    const user = userEvent.setup();
    const unit = await screen.findByRole('combobox', { name: 'Area unit' });
    expect(screen.getByText('A plot of 50 decimals: 0.5 acres')).toBeTruthy();
    await user.selectOptions(unit, 'sqm');
    expect(screen.getByText('A plot of 50 decimals: 2,023 m²')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: /News and offers/ }));
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    await waitFor(() => expect(preferencesStore.get().areaUnit).toBe('sqm'));
    const sent = api.requests.find((r) => r.method === 'PUT' && r.path === '/preferences');
    expect(sent?.body).toEqual({
      ...DEFAULT_PREFERENCES,
      areaUnit: 'sqm',
      notifications: { ...DEFAULT_PREFERENCES.notifications, newsletter: true },
    });
  });

  test('a signed-in person’s saved preferences are loaded on any page', async () => {
    signInAs(api, me);
    api.on('GET /preferences', { body: { ...DEFAULT_PREFERENCES, language: 'fr' } });
    renderApp('/profile');
    await waitFor(() => expect(preferencesStore.get().language).toBe('fr'));
    expect(await screen.findByText('15 janvier 2026')).toBeTruthy();
  });
});
