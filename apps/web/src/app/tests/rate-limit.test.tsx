import { afterAll, afterEach, beforeEach, describe, expect, test } from 'vitest';
import { screen } from '@testing-library/react';
import { startTestApi } from '@/app/testing/api-server';
import { answerDefaults, profileFor, signInAs } from '@/app/testing/fixtures';

const api = await startTestApi();
window.__AFRINEST_CONFIG__ = { apiUrl: api.url, productName: 'AfriNest' };
const { renderApp, settleApp } = await import('@/app/testing/render-app');
const { clearApiCache } = await import('@/lib/api-client');

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

describe('429 past the wait the client holds a screen for (SPEC §7)', () => {
  test('the user is told how long to wait, in a toast', async () => {
    signInAs(api, profileFor('USER'));
    const tooMany = {
      status: 429,
      headers: { 'retry-after': '42' },
      body: {
        error: { code: 'RATE_LIMITED', message: 'Too many requests. Please wait and try again.' },
      },
    };
    api.on('GET /favorites', tooMany);
    api.on('GET /favorites/ids', tooMany);
    renderApp('/user/favourites');
    expect(await screen.findByText('Too many requests. Try again in 42 s.')).toBeTruthy();
  });
});
