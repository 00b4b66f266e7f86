import { afterAll, afterEach, beforeEach, describe, expect, test } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LegalMessages } from '@afrinest/contract';
import { startTestApi } from '@/app/testing/api-server';
import { answerDefaults, profileFor, signInAs } from '@/app/testing/fixtures';

const api = await startTestApi();
window.__AFRINEST_CONFIG__ = { apiUrl: api.url, productName: 'AfriNest' };
const { renderApp, settleApp } = await import('@/app/testing/render-app');
const { clearApiCache } = await import('@/lib/api-client');

const pending = { current: { terms: 3, privacy: 2 }, pending: ['terms'] };

beforeEach(() => {
  api.reset();
  clearApiCache();
  answerDefaults(api);
});
afterEach(settleApp);
afterAll(() => api.close());

const asked = () => api.requests.filter((r) => r.path === '/api/users/me/legal');

describe('terms re-acceptance', () => {
  test('a signed-in user with changed terms is asked to accept them; then the notice is gone', async () => {
    signInAs(api, profileFor('USER'));
    api.on('GET /api/users/me/legal', { body: pending });
    api.on('POST /api/users/me/legal', { body: { ok: true } });
    const user = userEvent.setup();
    renderApp('/favourites');

    const dialog = await screen.findByRole('region', { name: 'We updated our terms' });
    const link = within(dialog).getByRole('link', { name: /Terms of use/ });
    expect([link.getAttribute('href'), link.getAttribute('target')]).toEqual(['/terms', '_blank']);
    expect(within(dialog).queryByRole('link', { name: /Privacy notice/ })).toBeNull();
    // A notice in the page, not a modal: the page under it stays usable.
    expect(dialog.getAttribute('aria-modal')).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'I accept' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'We updated our terms' })).toBeNull(),
    );
    expect(asked().find((r) => r.method === 'POST')?.body).toEqual({ terms: 3, privacy: 2 });
    // Asked once per session: the answer is not asked for again.
    expect(asked().filter((r) => r.method === 'GET')).toHaveLength(1);
  });

  test('newer terms published meanwhile: the contract message, then the new versions', async () => {
    signInAs(api, profileFor('USER'));
    api.on('GET /api/users/me/legal', { body: pending });
    api.on('POST /api/users/me/legal', () => {
      api.on('GET /api/users/me/legal', {
        body: { ...pending, current: { terms: 4, privacy: 2 } },
      });
      return {
        status: 409,
        body: { error: { code: 'STALE_LEGAL', message: LegalMessages.STALE_LEGAL } },
      };
    });
    const user = userEvent.setup();
    renderApp('/favourites');

    const dialog = await screen.findByRole('region', { name: 'We updated our terms' });
    await user.click(within(dialog).getByRole('button', { name: 'I accept' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(LegalMessages.STALE_LEGAL);
    await waitFor(() => expect(asked().filter((r) => r.method === 'GET')).toHaveLength(2));
    api.on('POST /api/users/me/legal', { body: { ok: true } });
    await user.click(within(dialog).getByRole('button', { name: 'I accept' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'We updated our terms' })).toBeNull(),
    );
    expect(
      asked()
        .filter((r) => r.method === 'POST')
        .at(-1)?.body,
    ).toEqual({
      terms: 4,
      privacy: 2,
    });
  });

  test('nothing pending, the terms page itself, or a visitor: no prompt', async () => {
    renderApp('/');
    await screen.findAllByRole('link', { name: /AfriNest/ });
    expect(asked()).toHaveLength(0);
    await settleApp();

    signInAs(api, profileFor('USER'));
    api.on('GET /api/users/me/legal', { body: pending });
    const { router } = renderApp('/terms');
    await waitFor(() => expect(asked()).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'We updated our terms' })).toBeNull();
    // The same answer on any other page asks: it was the address that kept the prompt away.
    await router.navigate('/favourites');
    expect(await screen.findByRole('region', { name: 'We updated our terms' })).toBeTruthy();
  });
});
