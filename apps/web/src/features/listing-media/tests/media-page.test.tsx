import { afterAll, afterEach, beforeEach, describe, expect, test } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UploadMessages } from '@afrinest/contract';
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
const { AddPhotosButton } = await import('../components/add-photos-button');
const { uploadSlot } = await import('../components/upload-slot');
const { clearApiCache } = await import('@/lib/api-client');

const MB = 1024 * 1024;
const agentPage = `/agent/properties/${LISTING_ID}/media`;
const photos = () => screen.getByRole('list', { name: 'Photos in order' });
const tile = (name: RegExp) => within(photos()).getByRole('listitem', { name });

beforeEach(() => {
  api.reset();
  clearApiCache();
});
afterEach(() => settleMedia());
afterAll(() => api.close());

describe('/agent/properties/{id}/media', () => {
  test('shows the usage, the photos in order with the cover badged, and the way on', async () => {
    answerListing(
      api,
      mediaListOf([mediaItem(1), mediaItem(2, { caption: 'The garden' })], {
        filesOnListing: 12,
        storageBytes: 120 * MB,
        images: 340,
      }),
    );
    renderMedia(agentPage);

    await screen.findByRole('heading', { name: `Photos of ${LISTING_TITLE}` });
    await screen.findByText(
      '12 of 30 photos on this listing · agency storage 120 MB of 5 GB · 340 of 3,000 images',
    );
    const first = tile(/^Photo 1: photo-1\.jpg$/);
    expect(within(first).getByText('Cover')).toBeTruthy();
    expect(within(tile(/^Photo 2/)).queryByText('Cover')).toBeNull();
    const img = within(first).getByRole('img');
    // The 320 and 640 widths only: a tile is never wider than that.
    expect(img.getAttribute('srcset')).toBe(
      `${mediaItem(1).webp[0]!.url} 320w, ${mediaItem(1).webp[1]!.url} 640w`,
    );
    expect(within(tile(/^Photo 2/)).getByRole('img', { name: 'The garden' })).toBeTruthy();
    const link = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(link('Arrange and caption')).toBe(`/agent/properties/${LISTING_ID}/media-edit`);
    expect(link('View the public page')).toBe(`/properties/${LISTING_ID}`);
    expect(link('Edit the listing')).toBe(`/agent/properties/${LISTING_ID}/edit`);
    expect(screen.getByRole('button', { name: 'Add photos' })).toHaveProperty('disabled', false);
  });

  test('explains what photos do when there are none', async () => {
    answerListing(api, mediaListOf([]));
    renderMedia(agentPage);
    await screen.findByText('No photos yet');
    expect(screen.getByText(/shows on the listing’s card in search results/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Arrange and caption' })).toBeNull();
  });

  test('a full listing takes no more photos', async () => {
    answerListing(api, mediaListOf([mediaItem(1)], { filesOnListing: 30 }));
    renderMedia(agentPage);
    const add = await screen.findByRole('button', { name: 'Add photos' });
    expect(add).toHaveProperty('disabled', true);
    expect(screen.getByText(/has the most photos it can have/)).toBeTruthy();
  });

  test('polls while a photo is processing; a failed one shows why, and blocks nothing', async () => {
    const processing = mediaItem(2, { status: 'PROCESSING', webp: [], avif: [], jpeg: null });
    const failed = mediaItem(3, {
      status: 'FAILED',
      error: UploadMessages.PROCESSING_FAILED,
      webp: [],
      avif: [],
      jpeg: null,
    });
    answerListing(api, mediaListOf([mediaItem(1), processing, failed]));
    api.on(`GET ${mediaPath}`, (_r, nth) => ({
      body: mediaListOf([mediaItem(1), nth === 1 ? processing : mediaItem(2), failed]),
    }));
    renderMedia(agentPage);

    await within(await screen.findByRole('listitem', { name: /^Photo 2/ })).findByText(
      'Processing…',
    );
    const bad = tile(/^Photo 3/);
    expect(within(bad).getByText(UploadMessages.PROCESSING_FAILED)).toBeTruthy();
    expect(within(bad).getByRole('button', { name: 'Delete photo-3.jpg' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add photos' })).toHaveProperty('disabled', false);

    await waitFor(() => expect(within(tile(/^Photo 2/)).getByRole('img')).toBeTruthy(), {
      timeout: 5_000,
    });
    // Nothing is processing any more: the polling stops.
    const asked = api.seen(`GET ${mediaPath}`).length;
    await new Promise((r) => setTimeout(r, 2_500));
    expect(api.seen(`GET ${mediaPath}`)).toHaveLength(asked);
  });

  test('asks before deleting a photo', async () => {
    answerListing(api, mediaListOf([mediaItem(1), mediaItem(2)]));
    api.on(`DELETE ${photoPath(mediaItem(2).id)}`, () => {
      api.on(`GET ${mediaPath}`, { body: mediaListOf([mediaItem(1)]) });
      return { status: 204 };
    });
    const user = userEvent.setup();
    renderMedia(agentPage);

    await user.click(await screen.findByRole('button', { name: 'Delete photo-2.jpg' }));
    const ask = screen.getByRole('dialog', { name: 'Delete this photo?' });
    expect(api.seen(`DELETE ${photoPath(mediaItem(2).id)}`)).toHaveLength(0);
    await user.click(within(ask).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.seen(`DELETE ${photoPath(mediaItem(2).id)}`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete photo-2.jpg' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete this photo?' })).getByRole('button', {
        name: 'Delete the photo',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('listitem', { name: /^Photo 2/ })).toBeNull());
    expect(api.seen(`DELETE ${photoPath(mediaItem(2).id)}`)).toHaveLength(1);
    await screen.findByText('photo-2.jpg deleted.');
  });
});

describe('one upload popup at a time (SPEC §4)', () => {
  test('while one is open, no other opener can open another', async () => {
    answerListing(api, mediaListOf([mediaItem(1)]));
    const user = userEvent.setup();
    renderMedia(
      '/',
      <>
        <AddPhotosButton propertyId={LISTING_ID} position={null} full={false} />
        <AddPhotosButton propertyId={LISTING_ID} position={null} full={false} />
      </>,
    );
    const [first, second] = screen.getAllByRole('button', { name: 'Add photos' });

    await user.click(first!);
    expect(screen.getAllByRole('dialog', { name: 'Upload photos' })).toHaveLength(1);
    expect(second).toHaveProperty('disabled', true);
    // Whatever asks, the slot is taken.
    expect(uploadSlot.claim('another opener')).toBe(false);
    second!.removeAttribute('disabled');
    await user.click(second!);
    expect(screen.getAllByRole('dialog', { name: 'Upload photos' })).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(first).toHaveProperty('disabled', false);
    expect(second).toHaveProperty('disabled', false);
    await user.click(second!);
    expect(screen.getAllByRole('dialog', { name: 'Upload photos' })).toHaveLength(1);
  });
});
