import { afterAll, afterEach, beforeEach, describe, expect, test } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_PREFERENCES } from '@afrinest/contract';
import { startTestApi } from '@/app/testing/api-server';
import { answerDefaults, profileFor } from '@/app/testing/fixtures';
import { agentProfile, AGENT_ID, listingOf } from '@/app/testing/listing-fixtures';

const api = await startTestApi();
window.__AFRINEST_CONFIG__ = { apiUrl: api.url, productName: 'AfriNest' };
const { renderApp, settleApp } = await import('@/app/testing/render-app');
const { clearApiCache } = await import('@/lib/api-client');

const house = listingOf(1);
const me = profileFor('USER', 'Sarah Achieng');

beforeEach(() => {
  api.reset();
  clearApiCache();
  localStorage.clear();
  answerDefaults(api);
  api.on('GET /preferences', { body: DEFAULT_PREFERENCES });
  api.on(`GET /properties/${house.id}`, { body: house });
  api.on(`POST /api/properties/${house.id}/view`, { body: { counted: true, viewCount: 1 } });
  api.on(`GET /api/brokers/${AGENT_ID}`, { body: agentProfile });
  api.on('GET /api/properties', { body: { data: [], total: 0, page: 1, pageSize: 7 } });
});
afterEach(async () => {
  await settleApp();
  document.title = '';
});
afterAll(() => api.close());

/** A server-side favourites list the toggle really changes. */
function answerFavourites(initial: string[]) {
  let ids = [...initial];
  api.on('GET /favorites/ids', () => ({ body: { data: ids } }));
  api.on(`POST /favorites/${house.id}`, () => {
    ids = ids.includes(house.id) ? ids.filter((x) => x !== house.id) : [...ids, house.id];
    return { body: { favourite: ids.includes(house.id) } };
  });
  return () => ids;
}

/** From the listing, signed out: tap the heart, sign in, and come back. */
async function tapHeartThenSignIn() {
  const user = userEvent.setup();
  const { router } = renderApp(`/properties/${house.id}`);
  await user.click(await screen.findByRole('button', { name: `Sign in to save ${house.title}` }));
  await screen.findByRole('button', { name: 'Sign in' });
  api.on('POST /api/auth/login', {
    body: { token: 'jwt-1', expiresAt: '2026-12-01T00:00:00.000Z', user: me },
  });
  api.on('GET /api/users/profile', { body: me });
  await user.type(screen.getByRole('textbox', { name: /Email/ }), me.email);
  await user.type(screen.getByLabelText(/^Password/), 'a-long-password');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  await waitFor(() => expect(router.state.location.pathname).toBe(`/properties/${house.id}`));
}

describe("a guest's ♥ survives signing in", () => {
  test('the listing is saved once they are signed in, and they are told', async () => {
    const saved = answerFavourites([]);
    await tapHeartThenSignIn();
    expect(
      await screen.findByRole('button', { name: `Remove ${house.title} from favourites` }),
    ).toBeTruthy();
    await waitFor(() => expect(saved()).toEqual([house.id]));
    expect(await screen.findByText('Saved to your favourites.')).toBeTruthy();
  });

  test('a listing they had saved already stays saved (the toggle is not sent)', async () => {
    answerFavourites([house.id]);
    await tapHeartThenSignIn();
    expect(
      await screen.findByRole('button', { name: `Remove ${house.title} from favourites` }),
    ).toBeTruthy();
    expect(api.requests.some((r) => r.path === `/favorites/${house.id}`)).toBe(false);
  });
});
