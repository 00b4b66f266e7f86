import { afterAll, afterEach, beforeEach, describe, expect, test } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LegalMessages } from '@afrinest/contract';
import { startTestApi } from '@/app/testing/api-server';
import { answerDefaults } from '@/app/testing/fixtures';

const api = await startTestApi();
window.__AFRINEST_CONFIG__ = { apiUrl: api.url, productName: 'AfriNest' };
const { renderApp, settleApp } = await import('@/app/testing/render-app');
const { clearApiCache } = await import('@/lib/api-client');

beforeEach(() => {
  api.reset();
  clearApiCache();
  answerDefaults(api);
  api.on('GET /api/legal/current', { body: { terms: 2, privacy: 1 } });
});
afterEach(settleApp);
afterAll(() => api.close());

const registered = () => api.requests.filter((r) => r.path === '/api/auth/register');

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByRole('textbox', { name: /Full name/ }), 'Okello Brian');
  await user.type(screen.getByRole('textbox', { name: /Email/ }), 'okello@example.ug');
  await user.type(screen.getByLabelText(/^Password/), 'a-long-password');
}

describe('registration asks for the terms and privacy notice', () => {
  test('the box must be ticked; the versions read are sent with the account', async () => {
    api.on('POST /api/auth/register', { status: 201, body: { ok: true, message: 'Registered.' } });
    const user = userEvent.setup();
    renderApp('/register');
    await fillIn(user);

    const box = screen.getByRole('checkbox', { name: /I accept the terms of use/ });
    const terms = screen.getByRole('link', { name: /terms of use/ });
    expect([terms.getAttribute('href'), terms.getAttribute('target')]).toEqual([
      '/terms',
      '_blank',
    ]);
    expect(screen.getByRole('link', { name: /privacy notice/ }).getAttribute('href')).toBe(
      '/privacy',
    );
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(LegalMessages.MUST_ACCEPT)).toBeTruthy();
    expect(registered()).toHaveLength(0);

    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeTruthy();
    expect(registered()[0]?.body).toEqual({
      name: 'Okello Brian',
      email: 'okello@example.ug',
      password: 'a-long-password',
      legal: { terms: 2, privacy: 1 },
    });
  });

  test('terms changed meanwhile: the contract message, the box cleared, the new versions sent', async () => {
    api.on('POST /api/auth/register', () => {
      api.on('GET /api/legal/current', { body: { terms: 3, privacy: 1 } });
      api.on('POST /api/auth/register', {
        status: 201,
        body: { ok: true, message: 'Registered.' },
      });
      return {
        status: 409,
        body: { error: { code: 'STALE_LEGAL', message: LegalMessages.STALE_LEGAL } },
      };
    });
    const user = userEvent.setup();
    renderApp('/register');
    await fillIn(user);
    const box = screen.getByRole('checkbox', { name: /I accept the terms of use/ });
    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect((await screen.findByRole('alert')).textContent).toBe(LegalMessages.STALE_LEGAL);
    expect((box as HTMLInputElement).checked).toBe(false);
    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(registered()).toHaveLength(2));
    expect((registered()[1]?.body as { legal: unknown }).legal).toEqual({ terms: 3, privacy: 1 });
  });
});
