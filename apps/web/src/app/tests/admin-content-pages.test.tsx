import { afterAll, afterEach, beforeEach, describe, expect, test } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startTestApi, type SeenRequest } from '@/app/testing/api-server';
import { answerDefaults, profileFor, signInAs } from '@/app/testing/fixtures';
import { contentPageOf, summaryOf } from '@/features/admin-content/testing/content-fixtures';

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

const listed = (): SeenRequest[] =>
  api.requests.filter((r) => r.method === 'GET' && r.path === '/api/admin/content/pages');

describe('/admin/content-pages', () => {
  test('lists pages with their public address, review badge and version', async () => {
    const terms = contentPageOf(1, {
      slug: 'terms',
      title: 'Terms of use',
      needsReview: true,
      version: 3,
    });
    const post = contentPageOf(2, {
      kind: 'POST',
      slug: 'launch',
      title: 'We launched',
      status: 'DRAFT',
    });
    const help = contentPageOf(3, { kind: 'HELP', slug: 'sign-in', title: 'Signing in' });
    api.on('GET /api/admin/content/pages', {
      body: { data: [terms, post, help].map(summaryOf), total: 3, page: 1, pageSize: 20 },
    });
    renderApp('/admin/content-pages');

    const table = await screen.findByRole('table', { name: 'Content pages' });
    const termsRow = (await within(table).findByText('Terms of use')).closest('tr')!;
    expect(within(termsRow).getByText('/terms')).toBeTruthy();
    expect(within(termsRow).getByText('Needs legal review')).toBeTruthy();
    expect(within(termsRow).getByText('3')).toBeTruthy();
    expect(within(termsRow).getByRole('link', { name: 'Terms of use' }).getAttribute('href')).toBe(
      `/admin/content-pages/${terms.id}/edit`,
    );
    const postRow = within(table).getByText('We launched').closest('tr')!;
    expect(within(postRow).getByText('/blog/launch')).toBeTruthy();
    expect(within(postRow).getByText('Draft')).toBeTruthy();
    expect(within(postRow).queryByText('Needs legal review')).toBeNull();
    expect(within(table).getByText('/help/sign-in')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New page' }).getAttribute('href')).toBe(
      '/admin/content-pages/new',
    );
  });

  test('filters go to the server and into the address bar', async () => {
    api.on('GET /api/admin/content/pages', { body: { data: [], total: 0, page: 1, pageSize: 20 } });
    const user = userEvent.setup();
    const { router } = renderApp('/admin/content-pages?status=DRAFT');

    await waitFor(() => expect(listed().at(-1)?.query.get('status')).toBe('DRAFT'));
    expect(await screen.findByText('No page matches these filters.')).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'POST');
    await user.type(screen.getByRole('searchbox', { name: 'Title or address' }), 'rent');
    await waitFor(() => {
      const last = listed().at(-1)!;
      expect([last.query.get('kind'), last.query.get('q'), last.query.get('status')]).toEqual([
        'POST',
        'rent',
        'DRAFT',
      ]);
    });
    const search = new URLSearchParams(router.state.location.search);
    expect([search.get('kind'), search.get('q')]).toEqual(['POST', 'rent']);
  });
});
