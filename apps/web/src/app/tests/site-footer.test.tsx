import { afterAll, afterEach, beforeEach, describe, expect, test } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_PREFERENCES } from '@afrinest/contract';
import { startTestApi } from '@/app/testing/api-server';
import { answerDefaults, profileFor, signInAs } from '@/app/testing/fixtures';

const api = await startTestApi();
window.__AFRINEST_CONFIG__ = { apiUrl: api.url, productName: 'AfriNest' };
const { renderApp, settleApp } = await import('@/app/testing/render-app');
const { clearApiCache } = await import('@/lib/api-client');
const { preferencesStore } = await import('@/lib/format-preferences');

beforeEach(() => {
  api.reset();
  clearApiCache();
  answerDefaults(api);
  localStorage.clear();
  preferencesStore.set(DEFAULT_PREFERENCES);
  api.on('GET /api/content/contact', { status: 404, body: { error: { code: 'X', message: 'x' } } });
});
afterEach(() => settleApp());
afterAll(() => api.close());

const footer = async () => within(await screen.findByRole('contentinfo'));

describe('site footer (issue 44)', () => {
  test('links every page a marketplace stands on', async () => {
    renderApp('/contact');
    const nav = within((await footer()).getByRole('navigation', { name: 'Footer' }));
    const links = Object.fromEntries(
      nav.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]),
    );
    expect(links).toEqual({
      'About us': '/about',
      Blog: '/blog',
      Contact: '/contact',
      Help: '/help',
      FAQ: '/faq',
      Pricing: '/pricing',
      'Advertise with us': '/advertisement',
      'Terms of use': '/terms',
      'Privacy notice': '/privacy',
    });
  });

  test('a link opens its page', async () => {
    api.on('GET /api/content/pages/terms', {
      body: {
        id: '00000000-0000-4000-8000-000000000001',
        kind: 'PAGE',
        slug: 'terms',
        title: 'Terms of use',
        summary: '',
        body: '',
        html: '<p>These terms apply.</p>',
        seoTitle: '',
        seoDescription: '',
        category: '',
        status: 'PUBLISHED',
        needsReview: true,
        version: 3,
        publishedAt: '2026-12-01T09:00:00.000Z',
        author: null,
        coverImage: null,
        updatedAt: '2026-12-01T09:00:00.000Z',
      },
    });
    const { router } = renderApp('/contact');
    await userEvent.click((await footer()).getByRole('link', { name: 'Terms of use' }));
    expect(await screen.findByText('These terms apply.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/terms');
  });

  test("shows the country and changes a visitor's language in this browser only", async () => {
    renderApp('/contact');
    const f = await footer();
    expect(f.getByText('Uganda')).toBeTruthy();
    await userEvent.selectOptions(f.getByRole('combobox', { name: 'Language' }), 'fr');
    expect(preferencesStore.get().language).toBe('fr');
    expect(api.requests.some((r) => r.method === 'PUT')).toBe(false);
  });

  test("saves a signed-in person's language to their account", async () => {
    signInAs(api, profileFor('USER'));
    api.on('GET /preferences', { body: DEFAULT_PREFERENCES });
    api.on('PUT /preferences', (request) => ({ body: request.body }));
    renderApp('/contact');
    const f = await footer();
    await screen.findByRole('button', { name: /Amina/ });
    await userEvent.selectOptions(f.getByRole('combobox', { name: 'Language' }), 'sw');
    await waitFor(() =>
      expect(api.requests.find((r) => r.method === 'PUT')?.body).toMatchObject({ language: 'sw' }),
    );
    expect(preferencesStore.get().language).toBe('sw');
  });
});
