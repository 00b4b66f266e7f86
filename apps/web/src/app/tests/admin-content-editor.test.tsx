import { afterAll, afterEach, beforeEach, describe, expect, test } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContentMessages, type ContentUpdate } from '@afrinest/contract';
import { startTestApi, type SeenRequest } from '@/app/testing/api-server';
import { answerDefaults, profileFor, signInAs } from '@/app/testing/fixtures';
import { contentPageOf } from '@/features/admin-content/testing/content-fixtures';

const api = await startTestApi();
window.__AFRINEST_CONFIG__ = { apiUrl: api.url, productName: 'AfriNest' };
const { renderApp, settleApp } = await import('@/app/testing/render-app');
const { clearApiCache } = await import('@/lib/api-client');

const terms = contentPageOf(1, { slug: 'terms', title: 'Terms of use', version: 4 });
const pagePath = `/api/admin/content/pages/${terms.id}`;

beforeEach(() => {
  api.reset();
  clearApiCache();
  answerDefaults(api);
  signInAs(api, profileFor('AFRI_ADMIN'));
  api.on(`GET ${pagePath}`, { body: terms });
  api.on(`GET ${pagePath}/versions`, { body: [] });
  api.on('POST /api/admin/content/preview', (r) => ({
    body: { html: `<p>Rendered: ${(r.body as { body: string }).body.trim()}</p>` },
  }));
});
afterEach(settleApp);
afterAll(() => api.close());

const sent = (method: string, path: string): SeenRequest[] =>
  api.requests.filter((r) => r.method === method && r.path === path);

describe('content page editor', () => {
  test('a new page is checked as typed, then posted and opened for editing', async () => {
    const created = contentPageOf(7, {
      slug: 'rent-guide',
      title: 'Renting guide',
      status: 'DRAFT',
    });
    api.on('POST /api/admin/content/pages', { status: 201, body: created });
    api.on(`GET /api/admin/content/pages/${created.id}`, { body: created });
    api.on(`GET /api/admin/content/pages/${created.id}/versions`, { body: [] });
    const user = userEvent.setup();
    const { router } = renderApp('/admin/content-pages/new');

    const form = await screen.findByRole('form', { name: 'New content page' });
    const slug = within(form).getByRole('textbox', { name: /^Address/ });
    await user.type(slug, 'Rent guide');
    expect(
      await within(form).findByText(
        'Lower-case letters, digits and single hyphens, e.g. about-us.',
      ),
    ).toBeTruthy();
    await user.clear(slug);
    await user.type(slug, 'rent-guide');
    await waitFor(() =>
      expect(
        within(form).queryByText('Lower-case letters, digits and single hyphens, e.g. about-us.'),
      ).toBeNull(),
    );
    await user.click(within(form).getByRole('button', { name: 'Create the page' }));
    expect(await within(form).findByText('Enter a title.')).toBeTruthy();
    expect(sent('POST', '/api/admin/content/pages')).toHaveLength(0);

    await user.type(within(form).getByRole('textbox', { name: /^Title/ }), 'Renting guide');
    await user.click(within(form).getByRole('button', { name: 'Create the page' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/admin/content-pages/${created.id}/edit`),
    );
    expect(sent('POST', '/api/admin/content/pages')[0]?.body).toMatchObject({
      kind: 'PAGE',
      slug: 'rent-guide',
      title: 'Renting guide',
      status: 'DRAFT',
      coverImageId: null,
    });
    // Saved: leaving asks nothing.
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  test('the body is previewed as the server renders it, once typing pauses', async () => {
    const user = userEvent.setup();
    renderApp(`/admin/content-pages/${terms.id}/edit`);

    const body = await screen.findByRole('textbox', { name: /^Body/ });
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(await within(preview).findByText(/^Rendered: # Page/)).toBeTruthy();
    await user.clear(body);
    await user.type(body, 'Hello **Kampala**');
    expect(await within(preview).findByText('Rendered: Hello **Kampala**')).toBeTruthy();
    // One request for the pause, not one per key press.
    const bodies = sent('POST', '/api/admin/content/preview').map(
      (r) => (r.body as { body: string }).body,
    );
    expect(bodies).toContain('Hello **Kampala**');
    expect(bodies).not.toContain('Hello **K');
  });

  test('a standing page keeps its address; a save sends the version it was read at', async () => {
    api.on(`PUT ${pagePath}`, (r) => ({
      body: { ...terms, ...(r.body as ContentUpdate), version: 5 },
    }));
    const user = userEvent.setup();
    renderApp(`/admin/content-pages/${terms.id}/edit`);

    const form = await screen.findByRole('form', { name: 'Edit Terms of use' });
    expect(within(form).getByRole('textbox', { name: /^Address/ })).toHaveProperty(
      'readOnly',
      true,
    );
    expect(within(form).queryByRole('combobox', { name: /^Kind/ })).toBeNull();
    const title = within(form).getByRole('textbox', { name: /^Title/ });
    await user.clear(title);
    await user.type(title, 'Terms of use (2027)');
    await user.click(within(form).getByRole('button', { name: 'Save the page' }));
    await waitFor(() => expect(sent('PUT', pagePath)).toHaveLength(1));
    expect(sent('PUT', pagePath)[0]?.body).toMatchObject({
      slug: 'terms',
      title: 'Terms of use (2027)',
      version: 4,
    });
    expect(await screen.findByText('Terms of use (2027) saved (version 5).')).toBeTruthy();
  });

  test('a stale version says so, and Reload shows what the other admin saved', async () => {
    api.on(`PUT ${pagePath}`, {
      status: 409,
      body: { error: { code: 'STALE_VERSION', message: ContentMessages.STALE_VERSION } },
    });
    const user = userEvent.setup();
    renderApp(`/admin/content-pages/${terms.id}/edit`);

    const form = await screen.findByRole('form', { name: 'Edit Terms of use' });
    const title = within(form).getByRole('textbox', { name: /^Title/ });
    await user.type(title, ' draft');
    await user.click(within(form).getByRole('button', { name: 'Save the page' }));
    const alert = await within(form).findByText(
      new RegExp(ContentMessages.STALE_VERSION.slice(0, 30)),
    );
    expect(alert).toBeTruthy();

    api.on(`GET ${pagePath}`, {
      body: { ...terms, title: 'Terms, as saved by Brian', version: 5 },
    });
    await user.click(within(form).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect((title as HTMLInputElement).value).toBe('Terms, as saved by Brian'));
    expect(within(form).queryByText(/Someone else saved this page/)).toBeNull();
  });

  test('leaving with unsaved changes asks first', async () => {
    const user = userEvent.setup();
    const { router } = renderApp(`/admin/content-pages/${terms.id}/edit`);

    const title = await screen.findByRole('textbox', { name: /^Title/ });
    await user.type(title, '!');
    await user.click(screen.getByRole('link', { name: 'All content pages' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe(`/admin/content-pages/${terms.id}/edit`);
    api.on('GET /api/admin/content/pages', { body: { data: [], total: 0, page: 1, pageSize: 20 } });
    await user.click(screen.getByRole('link', { name: 'All content pages' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Leave and lose the changes',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/content-pages'));
  });
});
