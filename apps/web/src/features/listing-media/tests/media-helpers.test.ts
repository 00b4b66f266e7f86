import { describe, expect, test } from 'vitest';
import { UploadMessages } from '@afrinest/contract';
import { dropTarget } from '../components/sortable-photo-grid';
import { usageText } from '../components/media-usage-line';
import { createUploadSlot } from '../components/upload-slot';
import { applyUpdate } from '../lib/apply-update';
import { placesLeft, refusalOf } from '../lib/check-files';
import { formatBytes } from '@/lib/format-bytes';
import { createLimiter } from '../lib/limiter';
import { fileOf, mediaItem, mediaListOf, usageOf } from '../testing/media-fixtures';

const ids = (list: { data: { id: string; position: number }[] }) =>
  list.data.map((p) => `${p.id.slice(0, 8)}@${p.position}`);

describe('applyUpdate (what the screen shows before the PUT is answered)', () => {
  const list = mediaListOf([mediaItem(1), mediaItem(2), mediaItem(3)]);
  test('moves a photo and shifts the others by one', () => {
    expect(ids(applyUpdate(list, mediaItem(1).id, { position: 2 }))).toEqual([
      '00000002@0',
      '00000003@1',
      '00000001@2',
    ]);
    expect(ids(applyUpdate(list, mediaItem(3).id, { cover: true }))).toEqual([
      '00000003@0',
      '00000001@1',
      '00000002@2',
    ]);
  });
  test('keeps a position inside the list, and sets a caption in place', () => {
    expect(ids(applyUpdate(list, mediaItem(1).id, { position: 99 }))[2]).toBe('00000001@2');
    const captioned = applyUpdate(list, mediaItem(2).id, { caption: 'Garden' });
    expect(captioned.data.map((p) => p.caption)).toEqual([null, 'Garden', null]);
  });
});

describe('dropTarget', () => {
  test('is the index of the photo dropped on, or nothing', () => {
    expect(dropTarget(['a', 'b', 'c'], 'a', 'c')).toBe(2);
    expect(dropTarget(['a', 'b', 'c'], 'c', 'a')).toBe(0);
    expect(dropTarget(['a', 'b', 'c'], 'a', 'a')).toBeNull();
    expect(dropTarget(['a', 'b', 'c'], 'a', null)).toBeNull();
    expect(dropTarget(['a', 'b', 'c'], 'a', 'z')).toBeNull();
  });
});

describe('the single upload slot', () => {
  test('refuses a second holder until the first gives it back', () => {
    const slot = createUploadSlot();
    expect(slot.claim('one')).toBe(true);
    expect(slot.claim('two')).toBe(false);
    slot.release('two');
    expect(slot.holder()).toBe('one');
    slot.release('one');
    expect(slot.claim('two')).toBe(true);
  });
});

describe('createLimiter', () => {
  test('runs at most two tasks at once, in order', async () => {
    const run = createLimiter(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const task = (n: number) => async () => {
      started.push(n);
      running += 1;
      most = Math.max(most, running);
      await new Promise((r) => setTimeout(r, 10));
      running -= 1;
      return n;
    };
    const results = await Promise.all([1, 2, 3, 4, 5].map((n) => run(task(n))));
    expect(results).toEqual([1, 2, 3, 4, 5]);
    expect(started).toEqual([1, 2, 3, 4, 5]);
    expect(most).toBe(2);
  });
  test('goes on after a task fails', async () => {
    const run = createLimiter(1);
    await expect(run(() => Promise.reject(new Error('no')))).rejects.toThrow('no');
    await expect(run(() => Promise.resolve('yes'))).resolves.toBe('yes');
  });
});

describe('the checks before sending', () => {
  test('name what the server would refuse', () => {
    const usage = { maxFileBytes: 1_000 };
    expect(refusalOf(fileOf('a.jpg', 'image/jpeg', 1_000), usage)).toBeNull();
    expect(refusalOf(fileOf('a.avif', 'image/avif', 10), usage)).toBeNull();
    expect(refusalOf(fileOf('a.jpg', 'image/jpeg', 1_001), usage)).toBe(
      UploadMessages.FILE_TOO_LARGE,
    );
    expect(refusalOf(fileOf('a.gif', 'image/gif'), usage)).toBe(UploadMessages.UNSUPPORTED_FILE);
    expect(refusalOf(fileOf('a.svg', 'image/svg+xml'), usage)).toBe(
      UploadMessages.UNSUPPORTED_FILE,
    );
    expect(refusalOf(fileOf('IMG_1.HEIC', ''), usage)).toBe(UploadMessages.HEIC_UNSUPPORTED);
  });
  test('count the places left', () => {
    expect(placesLeft({ maxFilesPerListing: 30, filesOnListing: 28 })).toBe(2);
    expect(placesLeft({ maxFilesPerListing: 30, filesOnListing: 31 })).toBe(0);
  });
});

describe('usage in words', () => {
  test('reads as the brief writes it', () => {
    const MB = 1024 * 1024;
    expect(usageText(usageOf({ filesOnListing: 12, storageBytes: 120 * MB, images: 340 }))).toBe(
      '12 of 30 photos on this listing · agency storage 120 MB of 5 GB · 340 of 3,000 images',
    );
    expect(formatBytes(0)).toBe('0 KB');
    expect(formatBytes(1_500)).toBe('2 KB');
    expect(formatBytes(4.25 * 1024 * MB)).toBe('4.3 GB');
  });
});
