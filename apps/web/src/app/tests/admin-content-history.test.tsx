import { afterAll, afterEach, beforeEach, describe, expect, test } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startTestApi } from '@/app/testing/api-server';
import { answerDefaults, profileFor, signInAs } from '@/app/testing/fixtures';
import { contentPageOf, versionOf } from '@/features/admin-content/testing/content-fixtures';

const api = await startTestApi();
window.__AFRINEST_CONFIG__ = { apiUrl: api.url, productName: 'AfriNest' };
const { renderApp, settleApp } = await import('@/app/testing/render-app');
const { clearApiCache } = await import('@/lib/api-client');

const page = contentPageOf(1, {
  slug: 'privacy',
  title: 'Privacy notice',
  version: 2,
  body: 'We store your name.\nWe store your phone.\n',
});
const pagePath = `/api/admin/content/pages/${page.id}`;

beforeEach(() => {
  api.reset();
  clearApiCache();
  answerDefaults(api);
  signInAs(api, profileFor('AFRI_ADMIN'));
  api.on(`GET ${pagePath}`, { body: page });
  api.on('POST /api/admin/content/preview', { body: { html: '<p>preview</p>' } });
  api.on(`GET ${pagePath}/versions`, {
    body: [versionOf(2), versionOf(1)].map(({ body: _body, ...v }) => v),
  });
  api.on(`GET ${pagePath}/versions/1`, {
    body: versionOf(1, { body: 'We store your name.\nWe store your email.\n' }),
  });
});
afterEach(settleApp);
afterAll(() => api.close());

describe('content page history', () => {
  test('compares a version with the current body, each change named in words', async () => {
    const user = userEvent.setup();
    renderApp(`/admin/content-pages/${page.id}/edit`);

    const history = await screen.findByRole('region', { name: 'History' });
    expect(await within(history).findByText(/Version 2/)).toBeTruthy();
    // The current version is not compared with itself nor restored.
    expect(within(history).queryByRole('button', { name: 'Restore version 2' })).toBeNull();
    await user.click(
      within(history).getByRole('button', { name: 'Compare version 1 with the current body' }),
    );
    const diff = await within(history).findByRole('region', {
      name: 'Changes from version 1 to the current body',
    });
    expect(within(diff).getByText(/1 line\(s\) added, 1 line\(s\) removed/)).toBeTruthy();
    const removed = within(diff).getByText('We store your email.').closest('li')!;
    expect(removed.textContent).toContain('Removed: We store your email.');
    const added = within(diff).getByText('We store your phone.').closest('li')!;
    expect(added.textContent).toContain('Added: We store your phone.');
    const same = within(diff).getByText('We store your name.').closest('li')!;
    expect(same.textContent).not.toMatch(/Added|Removed/);
  });

  test('restores a version after asking, and the editor shows it', async () => {
    api.on(`POST ${pagePath}/versions/1/restore`, {
      body: { ...page, body: 'We store your name.\nWe store your email.\n', version: 3 },
    });
    const user = userEvent.setup();
    renderApp(`/admin/content-pages/${page.id}/edit`);

    const history = await screen.findByRole('region', { name: 'History' });
    await user.click(await within(history).findByRole('button', { name: 'Restore version 1' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Restore version 1?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.requests.some((r) => r.path.endsWith('/restore'))).toBe(false);

    await user.click(within(history).getByRole('button', { name: 'Restore version 1' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Restore' }),
    );
    const body = screen.getByRole('textbox', { name: /^Body/ }) as HTMLTextAreaElement;
    await waitFor(() => expect(body.value).toBe('We store your name.\nWe store your email.\n'));
    expect(await screen.findByText('Version 1 restored as version 3.')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
