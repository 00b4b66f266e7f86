import { afterAll, afterEach, beforeEach, describe, expect, test } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PaymentMessages, POST_LOGIN_REDIRECT_KEY, type Preferences } from '@afrinest/contract';
import { startTestApi } from '@/app/testing/api-server';
import { answerDefaults, profileFor, signInAs } from '@/app/testing/fixtures';
import {
  AGENCY,
  options,
  pricing,
  starter,
  yearly,
} from '@/features/checkout/testing/checkout-fixtures';

const api = await startTestApi();
window.__AFRINEST_CONFIG__ = { apiUrl: api.url, productName: 'AfriNest' };
const { renderApp, settleApp } = await import('@/app/testing/render-app');
const { clearApiCache } = await import('@/lib/api-client');
const { preferencesStore } = await import('@/lib/format-preferences');
const { DEFAULT_PREFERENCES } = await import('@afrinest/contract');

const prefer = (currency: Preferences['currency']) => {
  const preferences = { ...DEFAULT_PREFERENCES, currency };
  preferencesStore.set(preferences);
  api.on('GET /preferences', { body: preferences });
};

beforeEach(() => {
  api.reset();
  clearApiCache();
  answerDefaults(api);
  api.on('GET /api/packages', { body: pricing });
  api.on('GET /api/payments/options', { body: options });
  prefer('UGX');
});
afterEach(async () => {
  await settleApp();
  document.title = '';
});
afterAll(() => api.close());

/** Text with the narrow spaces Intl puts in money made plain. */
const plain = (el: Element) => (el.textContent ?? '').replace(/\s/g, ' ');
const card = (name: string) => screen.getByRole('article', { name });

describe('/pricing', () => {
  test('shows each package with its price in the chosen currency, validity, VAT and items', async () => {
    prefer('USD');
    renderApp('/pricing');
    await screen.findByRole('heading', { level: 2, name: 'Starter' });

    const starterCard = card('Starter');
    const prices = within(within(starterCard).getByRole('list', { name: 'Price' }))
      .getAllByRole('listitem')
      .map(plain);
    expect(prices).toEqual(['US$49.99']);
    expect(plain(starterCard)).toContain('30 days · + VAT 18%');
    const included = within(within(starterCard).getByRole('list', { name: 'Included' }))
      .getAllByRole('listitem')
      .map(plain);
    expect(included).toEqual([
      'Listing slots10 listings',
      'Photo storage2 GB',
      'WhatsApp routingIncluded',
    ]);
    expect(
      within(starterCard).getByRole('link', { name: 'Choose Starter' }).getAttribute('href'),
    ).toBe(`/packages?package=${starter.id}`);
    expect(plain(card('Growth yearly'))).toContain('1 year');
    // In the order the API gives.
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-labelledby'))).toEqual([
      `package-${starter.id}`,
      `package-${yearly.id}`,
    ]);
  });

  test('a package without a price in the chosen currency shows the prices it has', async () => {
    prefer('UGX');
    renderApp('/pricing');
    await screen.findByRole('heading', { level: 2, name: 'Growth yearly' });
    const priceOf = (name: string) =>
      within(within(card(name)).getByRole('list', { name: 'Price' }))
        .getAllByRole('listitem')
        .map(plain);
    expect(priceOf('Starter')).toEqual(['USh 150,000']);
    expect(priceOf('Growth yearly')).toEqual(['US$499']);
  });

  test('a signed-out visitor who chooses goes through sign-in, then back to the package', async () => {
    const user = userEvent.setup();
    renderApp('/pricing');
    await user.click(await screen.findByRole('link', { name: 'Choose Starter' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(localStorage.getItem(POST_LOGIN_REDIRECT_KEY)).toBe(`/packages?package=${starter.id}`);
  });
});

describe('/packages', () => {
  beforeEach(() => signInAs(api, { ...profileFor('SUPER_AGENT'), agencyId: AGENCY.id }));

  test('preselects the package, the only agency and the preferred currency; Continue goes to /pay', async () => {
    const user = userEvent.setup();
    const { router } = renderApp(`/packages?package=${starter.id}`);
    const starterRadio = await screen.findByRole('radio', { name: /Starter/ });
    expect((starterRadio as HTMLInputElement).checked).toBe(true);
    expect(plain(starterRadio.closest('label')!)).toContain('USh 150,000 · 30 days');
    expect(
      (screen.getByRole('radio', { name: /Kampala Prime Properties/ }) as HTMLInputElement).checked,
    ).toBe(true);
    const pay = screen.getByRole('group', { name: 'Pay in' });
    expect((within(pay).getByRole('radio', { name: /UGX/ }) as HTMLInputElement).checked).toBe(
      true,
    );

    await user.click(within(pay).getByRole('radio', { name: /USD/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pay'));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      package: starter.id,
      agency: AGENCY.id,
      currency: 'USD',
    });
  });

  test('choosing a package sets its currency; nothing chosen says so', async () => {
    const user = userEvent.setup();
    renderApp('/packages');
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Choose a package.')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: /Growth yearly/ }));
    await waitFor(() => expect(screen.queryByText('Choose a package.')).toBeNull());
    // Growth yearly has a price in US dollars only.
    const pay = screen.getByRole('group', { name: 'Pay in' });
    expect(
      within(pay)
        .getAllByRole('radio')
        .map((r) => (r as HTMLInputElement).checked),
    ).toEqual([true]);
    expect(plain(pay)).toContain('USD');
  });

  test('without an agency, explains and links to the agency request', async () => {
    api.on('GET /api/payments/options', { body: { ...options, agencies: [] } });
    renderApp('/packages');
    const alert = await screen.findByText(PaymentMessages.NO_AGENCY, { exact: false });
    expect(
      within(alert.closest('[role="status"]') as HTMLElement)
        .getByRole('link', { name: 'Request an agency' })
        .getAttribute('href'),
    ).toBe('/list-your-property');
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveProperty('disabled', true);
  });
});
