import { afterAll, afterEach, beforeEach, describe, expect, test } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MediaItem } from '@afrinest/contract';
import { startMediaTestApi } from '../testing/media-test-api';
import {
  answerListing,
  LISTING_ID,
  LISTING_TITLE,
  mediaItem,
  mediaListOf,
  mediaPath,
  photoPath,
} from '../testing/media-fixtures';

const api = await startMediaTestApi();
window.__AFRINEST_CONFIG__ = { apiUrl: api.url, productName: 'AfriNest' };
const { renderMedia, settleMedia } = await import('../testing/render-media');
const { clearApiCache } = await import('@/lib/api-client');

const editPage = `/agent/properties/${LISTING_ID}/media-edit`;
const [one, two, three] = [mediaItem(1), mediaItem(2), mediaItem(3)];
const order = () =>
  within(screen.getByRole('list', { name: 'Photos in order' }))
    .getAllByRole('listitem')
    .map((li) => li.getAttribute('aria-label'));
const tile = (name: RegExp) =>
  within(screen.getByRole('list', { name: 'Photos in order' })).getByRole('listitem', { name });

/** The server: the photos in `now`'s order; a PUT answers the photo and sets the next order. */
function serve(now: MediaItem[]) {
  answerListing(api, mediaListOf(now));
}

beforeEach(() => {
  api.reset();
  clearApiCache();
  serve([one!, two!, three!]);
});
afterEach(() => settleMedia());
afterAll(() => api.close());

describe('/agent/properties/{id}/media-edit', () => {
  test('"Move later" sends one PUT with the new position, shown at once, then refetched', async () => {
    let release = () => {};
    api.on(`PUT ${photoPath(one!.id)}`, async () => {
      await new Promise<void>((resolve) => (release = resolve));
      serve([two!, one!, three!]);
      return { body: { ...one!, position: 1 } };
    });
    const user = userEvent.setup();
    renderMedia(editPage);
    await screen.findByRole('heading', { name: `Arrange photos of ${LISTING_TITLE}` });
    await screen.findByRole('list', { name: 'Photos in order' });

    await user.click(within(tile(/^Photo 1:/)).getByRole('button', { name: 'Move later' }));

    // Before the server answers (it waits for release()), the screen shows the new order.
    await waitFor(() =>
      expect(order()).toEqual([
        'Photo 1: photo-2.jpg',
        'Photo 2: photo-1.jpg',
        'Photo 3: photo-3.jpg',
      ]),
    );
    expect(within(tile(/photo-2\.jpg/)).getByText('Cover')).toBeTruthy();
    await waitFor(() => expect(api.seen(`PUT ${photoPath(one!.id)}`)).toHaveLength(1));
    expect(api.seen(`PUT ${photoPath(one!.id)}`)[0]!.body).toEqual({ position: 1 });
    const listed = api.seen(`GET ${mediaPath}`).length;
    release();
    await waitFor(() => expect(api.seen(`GET ${mediaPath}`).length).toBe(listed + 1));
    expect(order()[0]).toBe('Photo 1: photo-2.jpg');
  });

  test('a refused change is put back and said in a toast', async () => {
    api.on(`PUT ${photoPath(three!.id)}`, {
      status: 403,
      body: { error: { code: 'FORBIDDEN', message: 'You do not have permission to do this.' } },
    });
    const user = userEvent.setup();
    renderMedia(editPage);
    await screen.findByRole('list', { name: 'Photos in order' });

    await user.click(within(tile(/^Photo 3:/)).getByRole('button', { name: 'Make cover' }));

    await screen.findByText('You do not have permission to do this.');
    expect(api.seen(`PUT ${photoPath(three!.id)}`)[0]!.body).toEqual({ cover: true });
    await waitFor(() =>
      expect(order()).toEqual([
        'Photo 1: photo-1.jpg',
        'Photo 2: photo-2.jpg',
        'Photo 3: photo-3.jpg',
      ]),
    );
  });

  test('"Make cover" moves the photo first; the cover has no such button', async () => {
    api.on(`PUT ${photoPath(two!.id)}`, () => {
      serve([two!, one!, three!]);
      return { body: { ...two!, position: 0 } };
    });
    const user = userEvent.setup();
    renderMedia(editPage);
    await screen.findByRole('list', { name: 'Photos in order' });
    expect(within(tile(/^Photo 1:/)).queryByRole('button', { name: 'Make cover' })).toBeNull();

    await user.click(within(tile(/^Photo 2:/)).getByRole('button', { name: 'Make cover' }));

    expect(order()[0]).toBe('Photo 1: photo-2.jpg');
    await waitFor(() => expect(api.seen(`PUT ${photoPath(two!.id)}`)).toHaveLength(1));
    expect(api.seen(`PUT ${photoPath(two!.id)}`)[0]!.body).toEqual({ cover: true });
  });

  test('checks a caption as it is typed, and saves it on Enter', async () => {
    api.on(`PUT ${photoPath(two!.id)}`, (r) => {
      const caption = (r.body as { caption: string }).caption;
      serve([one!, { ...two!, caption }, three!]);
      return { body: { ...two!, caption } };
    });
    const user = userEvent.setup();
    renderMedia(editPage);
    const caption = await screen.findByRole('textbox', { name: 'Caption of photo 2: photo-2.jpg' });

    await user.click(caption);
    await user.paste('x'.repeat(201));
    expect(
      within(tile(/^Photo 2:/)).getByText('A caption has at most 200 characters.'),
    ).toBeTruthy();
    expect(caption.getAttribute('aria-invalid')).toBe('true');
    await user.tab();
    expect(api.seen(`PUT ${photoPath(two!.id)}`)).toHaveLength(0);

    await user.clear(caption);
    await user.type(caption, '  Garden view {Enter}');

    await within(tile(/^Photo 2:/)).findByText('Saved');
    expect(api.seen(`PUT ${photoPath(two!.id)}`).map((r) => r.body)).toEqual([
      { caption: 'Garden view' },
    ]);
    expect(caption.getAttribute('aria-invalid')).toBeNull();
    // Leaving the field after saving sends nothing more.
    await user.tab();
    expect(api.seen(`PUT ${photoPath(two!.id)}`)).toHaveLength(1);
  });

  test('the first photo cannot move earlier nor the last later; every tile has a drag handle', async () => {
    renderMedia(editPage);
    await screen.findByRole('list', { name: 'Photos in order' });
    expect(within(tile(/^Photo 1:/)).getByRole('button', { name: 'Move earlier' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(within(tile(/^Photo 3:/)).getByRole('button', { name: 'Move later' })).toHaveProperty(
      'disabled',
      true,
    );
    const handle = within(tile(/^Photo 2:/)).getByRole('button', {
      name: 'Drag Photo 2: photo-2.jpg',
    });
    expect(handle.getAttribute('aria-roledescription')).toBe('sortable');
  });
});

describe('/admin/properties/{id}/media', () => {
  test('uploads and arranges on one page, in the admin area', async () => {
    renderMedia(`/admin/properties/${LISTING_ID}/media`);
    await screen.findByRole('heading', { name: `Photos of ${LISTING_TITLE}` });
    await screen.findByRole('list', { name: 'Photos in order' });
    expect(screen.getByRole('button', { name: 'Add photos' })).toBeTruthy();
    expect(within(tile(/^Photo 2:/)).getByRole('button', { name: 'Move later' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit the listing' }).getAttribute('href')).toBe(
      `/admin/properties/${LISTING_ID}/edit`,
    );
    // The agent area's tabs are not the admin's.
    expect(screen.queryByRole('navigation', { name: 'Agent area' })).toBeNull();
  });
});
