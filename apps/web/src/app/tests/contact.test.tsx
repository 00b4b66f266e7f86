import { afterAll, afterEach, beforeEach, describe, expect, test } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContactDetails } from '@afrinest/contract';
import { startTestApi } from '@/app/testing/api-server';
import { answerDefaults } from '@/app/testing/fixtures';

const api = await startTestApi();
window.__AFRINEST_CONFIG__ = { apiUrl: api.url, productName: 'AfriNest' };
const { renderApp, settleApp } = await import('@/app/testing/render-app');
const { clearApiCache } = await import('@/lib/api-client');

const details: ContactDetails = {
  companyName: 'AfriNest Ltd',
  addressLines: ['Plot 14 Kololo Hill Drive', 'Kololo'],
  city: 'Kampala',
  country: 'Uganda',
  phone: '+256414123456',
  whatsapp: '+256772123456',
  email: 'hello@afrinest.test',
  openingHours: 'Mon–Fri 8:30–17:30, Sat 9:00–13:00',
  latitude: 0.3326,
  longitude: 32.595,
};

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

const link = (name: RegExp) => screen.getByRole('link', { name }).getAttribute('href');

describe('/contact', () => {
  test('shows the details with call, WhatsApp and email links, and the office on a map', async () => {
    api.on('GET /api/content/contact', { body: details });
    renderApp('/contact');

    expect(await screen.findByRole('heading', { level: 1, name: 'Contact us' })).toBeTruthy();
    const card = await screen.findByRole('region', { name: 'AfriNest Ltd' });
    const address = card.querySelector('address')?.textContent;
    expect(address).toContain('Plot 14 Kololo Hill Drive');
    expect(address).toContain('Kampala, Uganda');
    expect(within(card).getByText('Mon–Fri 8:30–17:30, Sat 9:00–13:00')).toBeTruthy();
    expect(link(/^Call \+256 414 123 456$/)).toBe('tel:+256414123456');
    expect(link(/Chat on WhatsApp/)).toBe('https://wa.me/256772123456?text=Hello%20AfriNest%2C%20');
    expect(link(/^Email hello@afrinest\.test$/)).toBe('mailto:hello@afrinest.test');
    expect(link(/Get directions/)).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=0.3326,32.595',
    );

    // The map arrives in its own chunk, after the details.
    const map = await screen.findByRole('region', { name: 'Office location' });
    expect(within(map).getByRole('button', { name: 'AfriNest Ltd' })).toBeTruthy();
    expect(map.querySelector('.leaflet-container')).not.toBeNull();
    await waitFor(() => expect(document.title).toBe('Contact us | AfriNest'));
  });

  test('is in the main navigation for visitors', async () => {
    renderApp('/');
    const nav = (await screen.findAllByRole('navigation', { name: 'Main' }))[0]!;
    expect(within(nav).getByRole('link', { name: 'Contact' }).getAttribute('href')).toBe(
      '/contact',
    );
  });

  test('leaves out WhatsApp and opening hours when they are not set', async () => {
    const { whatsapp: _w, openingHours: _o, ...plain } = details;
    api.on('GET /api/content/contact', { body: plain });
    renderApp('/contact');
    await screen.findByRole('region', { name: 'AfriNest Ltd' });
    expect(screen.queryByRole('link', { name: /WhatsApp/ })).toBeNull();
    expect(screen.queryByText('Opening hours')).toBeNull();
    expect(link(/^Call /)).toBe('tel:+256414123456');
  });

  test('says honestly when no details are set yet, with no map', async () => {
    api.on('GET /api/content/contact', {
      status: 404,
      body: { error: { code: 'NOT_FOUND', message: 'Contact details have not been set yet.' } },
    });
    renderApp('/contact');
    expect(await screen.findByText('Contact details are not available yet.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Office location' })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Call / })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test('a failed load says so and can be retried', async () => {
    let failing = true;
    api.on('GET /api/content/contact', () =>
      failing
        ? { status: 500, body: { error: { code: 'INTERNAL', message: 'Something went wrong.' } } }
        : { body: details },
    );
    const user = userEvent.setup();
    renderApp('/contact');
    // One quiet retry first (the query client retries a 5xx once), then the message.
    const alert = await screen.findByRole('alert', {}, { timeout: 5_000 });
    expect(alert.textContent).toContain('Failed to load data');
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'AfriNest Ltd' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
