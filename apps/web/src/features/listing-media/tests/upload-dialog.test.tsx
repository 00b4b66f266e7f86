import { afterAll, afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UploadMessages, type MediaItem } from '@afrinest/contract';
import { startMediaTestApi } from '../testing/media-test-api';
import {
  answerListing,
  fileOf,
  LISTING_ID,
  mediaItem,
  mediaListOf,
  mediaPath,
} from '../testing/media-fixtures';

const api = await startMediaTestApi();
window.__AFRINEST_CONFIG__ = { apiUrl: api.url, productName: 'AfriNest' };
const { renderMedia, settleMedia } = await import('../testing/render-media');
const { UploadDialog } = await import('../components/upload-dialog');
const { clearApiCache } = await import('@/lib/api-client');

/**
 * The page's XMLHttpRequests (uploads go through them), kept so a test can play the part
 * happy-dom leaves out: reporting how much of a body has gone up.
 */
const made: XMLHttpRequest[] = [];
const PageXhr = globalThis.XMLHttpRequest;
globalThis.XMLHttpRequest = class extends PageXhr {
  constructor() {
    super();
    made.push(this);
  }
};
const reportProgress = (xhr: XMLHttpRequest | undefined, loaded: number, total: number) =>
  xhr?.upload.dispatchEvent(
    new ProgressEvent('progress', { lengthComputable: true, loaded, total }),
  );

const uploadRoute = `POST ${mediaPath}`;
const checkRoute = (uploadId: string) => `GET /api/media/check-processed/${LISTING_ID}/${uploadId}`;

/** What the server answers to an accepted file: its row, PROCESSING. */
const accepted = (n: number, name: string) => {
  const item = mediaItem(n, { status: 'PROCESSING', originalName: name, webp: [], avif: [] });
  return { status: 201, body: { uploadId: item.uploadId, data: [item] } };
};
const processed = (item: MediaItem) => ({
  body: { uploadId: item.uploadId, done: true, data: [item] },
});

/** Which file a multipart body carries. */
const fileNameIn = (body: unknown) => /filename="([^"]+)"/.exec(String(body))?.[1];

function renderDialog(props: { timeoutMs?: number; position?: null } = {}) {
  let closed = 0;
  const view = renderMedia(
    '/',
    <UploadDialog
      propertyId={LISTING_ID}
      position={props.position === null ? null : { latitude: 0.329, longitude: 32.595 }}
      onClose={() => (closed += 1)}
      timeoutMs={props.timeoutMs}
      pollMs={30}
    />,
  );
  return { ...view, closed: () => closed };
}

const dialog = () => screen.getByRole('dialog', { name: 'Upload photos' });
const fileInput = () => within(dialog()).getByLabelText<HTMLInputElement>('Choose photos');
const row = (name: string) => within(dialog()).getByRole('listitem', { name });

beforeEach(() => {
  api.reset();
  clearApiCache();
  made.length = 0;
  answerListing(api, mediaListOf([mediaItem(1)]));
});
afterEach(() => settleMedia());
afterAll(async () => {
  globalThis.XMLHttpRequest = PageXhr;
  await api.close();
});

describe('the upload popup', () => {
  test('refuses, before sending, what the server would refuse, in its own words', async () => {
    answerListing(api, mediaListOf([mediaItem(1)], { maxFileBytes: 5_000 }));
    const user = userEvent.setup({ applyAccept: false });
    renderDialog();
    await screen.findByText(/This listing takes 29 more photos/);

    await user.upload(fileInput(), [
      fileOf('huge.jpg', 'image/jpeg', 6_000),
      fileOf('notes.txt', 'text/plain'),
      fileOf('iphone.heic', 'image/heic'),
      fileOf('kitchen.webp', 'image/webp'),
    ]);

    expect(within(row('huge.jpg')).getByText(UploadMessages.FILE_TOO_LARGE)).toBeTruthy();
    expect(within(row('notes.txt')).getByText(UploadMessages.UNSUPPORTED_FILE)).toBeTruthy();
    expect(within(row('iphone.heic')).getByText(UploadMessages.HEIC_UNSUPPORTED)).toBeTruthy();
    expect(within(row('kitchen.webp')).getByText('Ready to upload')).toBeTruthy();
    // Only the good file is sent; the refused ones can only be removed.
    expect(within(dialog()).getByRole('button', { name: 'Upload 1 photo' })).toBeTruthy();
    expect(within(row('huge.jpg')).queryByRole('button', { name: /Try/ })).toBeNull();
    await user.click(within(row('huge.jpg')).getByRole('button', { name: 'Remove huge.jpg' }));
    expect(within(dialog()).queryByRole('listitem', { name: 'huge.jpg' })).toBeNull();
    expect(api.seen(uploadRoute)).toHaveLength(0);
  });

  test('refuses more photos than the listing has room for', async () => {
    answerListing(api, mediaListOf([mediaItem(1)], { filesOnListing: 29 }));
    const user = userEvent.setup();
    renderDialog();
    await screen.findByText(/This listing takes 1 more photo,/);

    await user.upload(fileInput(), [fileOf('a.jpg', 'image/jpeg'), fileOf('b.jpg', 'image/jpeg')]);

    const alert = within(dialog()).getByRole('alert');
    expect(alert.textContent).toContain(UploadMessages.TOO_MANY_FILES);
    const send = within(dialog()).getByRole('button', { name: 'Upload 2 photos' });
    expect(send).toHaveProperty('disabled', true);
    await user.click(within(row('b.jpg')).getByRole('button', { name: 'Remove b.jpg' }));
    expect(within(dialog()).queryByRole('alert')).toBeNull();
    expect(within(dialog()).getByRole('button', { name: 'Upload 1 photo' })).toHaveProperty(
      'disabled',
      false,
    );
  });

  test('sends each file in its own request, two at a time, each with its own progress bar', async () => {
    const gates = new Map<string, () => void>();
    api.on(uploadRoute, async (request, nth) => {
      const name = fileNameIn(request.body)!;
      await new Promise<void>((resolve) => gates.set(name, resolve));
      return accepted(nth + 1, name);
    });
    api.on(checkRoute(mediaItem(2).uploadId), { body: { uploadId: 'x', done: false, data: [] } });
    api.on(checkRoute(mediaItem(3).uploadId), { body: { uploadId: 'x', done: false, data: [] } });
    api.on(checkRoute(mediaItem(4).uploadId), { body: { uploadId: 'x', done: false, data: [] } });
    const user = userEvent.setup();
    renderDialog();
    await screen.findByText(/This listing takes 29 more photos/);
    await user.upload(fileInput(), [
      fileOf('front.jpg', 'image/jpeg'),
      fileOf('garden.jpg', 'image/jpeg'),
      fileOf('kitchen.jpg', 'image/jpeg'),
    ]);

    await user.click(within(dialog()).getByRole('button', { name: 'Upload 3 photos' }));
    await waitFor(() => expect(gates.size).toBe(2));
    // Let a third request have its chance to (wrongly) start.
    await new Promise((r) => setTimeout(r, 100));
    expect(api.seen(uploadRoute)).toHaveLength(2);
    expect(within(row('kitchen.jpg')).getByText('Waiting…')).toBeTruthy();

    const sent = api.seen(uploadRoute).map((r) => String(r.body));
    for (const body of sent) {
      // One file, one latitude and one longitude per request: the listing's position.
      expect(body.match(/name="files"/g)).toHaveLength(1);
      expect(body).toMatch(/name="latitude\[\]"\r\n\r\n0\.329\r\n/);
      expect(body).toMatch(/name="longitude\[\]"\r\n\r\n32\.595\r\n/);
    }
    const xhrOf = (name: string) => made[sent.findIndex((b) => fileNameIn(b) === name)];
    const first = fileNameIn(sent[0])!;
    const second = fileNameIn(sent[1])!;
    reportProgress(xhrOf(first), 50, 100);
    reportProgress(xhrOf(second), 25, 100);
    const bar = (name: string) => within(dialog()).getByRole('progressbar', { name });
    await waitFor(() => expect(bar(first).getAttribute('aria-valuenow')).toBe('50'));
    expect(bar(second).getAttribute('aria-valuenow')).toBe('25');
    expect(bar('kitchen.jpg').getAttribute('aria-valuenow')).toBe('0');

    gates.get(first)!();
    // The first one done, the third takes its place.
    await waitFor(() => expect(gates.size).toBe(3));
    expect(fileNameIn(api.seen(uploadRoute)[2]!.body)).toBe('kitchen.jpg');
    await within(row(first)).findByText('Processing…');
    gates.get(second)!();
    gates.get('kitchen.jpg')!();
    await waitFor(() => expect(within(dialog()).getAllByText('Processing…')).toHaveLength(3));
  });

  test('sends empty coordinates when tagging is off', async () => {
    api.on(uploadRoute, () => ({ status: 500, body: { error: { code: 'X', message: 'No.' } } }));
    const user = userEvent.setup();
    renderDialog();
    await screen.findByText(/This listing takes 29 more photos/);
    const tag = within(dialog()).getByRole('checkbox', {
      name: 'Tag the photos with the listing’s location',
    });
    expect(tag).toHaveProperty('checked', true);
    await user.click(tag);
    await user.upload(fileInput(), fileOf('front.jpg', 'image/jpeg'));
    await user.click(within(dialog()).getByRole('button', { name: 'Upload 1 photo' }));

    await waitFor(() => expect(api.seen(uploadRoute)).toHaveLength(1));
    const body = String(api.seen(uploadRoute)[0]!.body);
    expect(body).toMatch(/name="latitude\[\]"\r\n\r\n\r\n/);
    expect(body).toMatch(/name="longitude\[\]"\r\n\r\n\r\n/);
  });

  test('a listing without a map position cannot tag its photos', async () => {
    renderDialog({ position: null });
    await screen.findByText(/This listing takes 29 more photos/);
    const tag = within(dialog()).getByRole('checkbox', {
      name: 'Tag the photos with the listing’s location',
    });
    expect(tag).toHaveProperty('checked', false);
    expect(tag).toHaveProperty('disabled', true);
  });

  test("shows the server's message, else the fallback; a failed file is sent again alone", async () => {
    api.on(uploadRoute, (request) =>
      fileNameIn(request.body) === 'front.jpg'
        ? {
            status: 409,
            body: {
              error: {
                code: 'STORAGE_LIMIT_EXCEEDED',
                message: UploadMessages.STORAGE_LIMIT_EXCEEDED,
              },
            },
          }
        : { status: 502, text: '<html>Bad gateway</html>' },
    );
    const user = userEvent.setup();
    renderDialog();
    await screen.findByText(/This listing takes 29 more photos/);
    await user.upload(fileInput(), [
      fileOf('front.jpg', 'image/jpeg'),
      fileOf('garden.jpg', 'image/jpeg'),
    ]);
    await user.click(within(dialog()).getByRole('button', { name: 'Upload 2 photos' }));

    await within(row('front.jpg')).findByText(UploadMessages.STORAGE_LIMIT_EXCEEDED);
    await within(row('garden.jpg')).findByText(UploadMessages.FALLBACK);
    // Errors are toasts too.
    await screen.findByText(`garden.jpg: ${UploadMessages.FALLBACK}`);

    const ready = mediaItem(3, { originalName: 'garden.jpg' });
    api.on(uploadRoute, () => accepted(3, 'garden.jpg'));
    api.on(checkRoute(ready.uploadId), processed(ready));
    await user.click(
      within(row('garden.jpg')).getByRole('button', { name: 'Try garden.jpg again' }),
    );

    await within(row('garden.jpg')).findByText('Ready');
    expect(api.seen(uploadRoute)).toHaveLength(3);
    expect(fileNameIn(api.seen(uploadRoute)[2]!.body)).toBe('garden.jpg');
    expect(within(row('front.jpg')).getByText(UploadMessages.STORAGE_LIMIT_EXCEEDED)).toBeTruthy();
  });

  test('says so when an upload takes longer than the upload timeout', async () => {
    api.on(uploadRoute, () => 'hang');
    const user = userEvent.setup();
    renderDialog({ timeoutMs: 200 });
    await screen.findByText(/This listing takes 29 more photos/);
    await user.upload(fileInput(), fileOf('front.jpg', 'image/jpeg'));
    await user.click(within(dialog()).getByRole('button', { name: 'Upload 1 photo' }));

    await within(row('front.jpg')).findByText(UploadMessages.TIMEOUT);
    expect(
      within(row('front.jpg')).getByRole('button', { name: 'Try front.jpg again' }),
    ).toBeTruthy();
  });

  test('follows processing to Ready, or to the reason it failed', async () => {
    const good = mediaItem(2, { originalName: 'front.jpg' });
    const bad = mediaItem(3, {
      originalName: 'garden.jpg',
      status: 'FAILED',
      error: UploadMessages.PROCESSING_FAILED,
    });
    api.on(uploadRoute, (request, nth) => accepted(nth + 1, fileNameIn(request.body)!));
    // Still processing at the first check, done at the second.
    api.on(checkRoute(good.uploadId), (_r, nth) =>
      nth === 1 ? { body: { uploadId: good.uploadId, done: false, data: [] } } : processed(good),
    );
    api.on(checkRoute(bad.uploadId), processed(bad));
    const user = userEvent.setup();
    renderDialog();
    await screen.findByText(/This listing takes 29 more photos/);
    await user.upload(fileInput(), [
      fileOf('front.jpg', 'image/jpeg'),
      fileOf('garden.jpg', 'image/jpeg'),
    ]);
    await user.click(within(dialog()).getByRole('button', { name: 'Upload 2 photos' }));

    await within(row('front.jpg')).findByText('Ready');
    await within(row('garden.jpg')).findByText(UploadMessages.PROCESSING_FAILED);
    expect(api.seen(checkRoute(good.uploadId)).length).toBeGreaterThanOrEqual(2);
  });

  test('previews each chosen photo, and lets its object URL go on removal and on close', async () => {
    const made: string[] = [];
    const revoked: string[] = [];
    const create = vi
      .spyOn(URL, 'createObjectURL')
      .mockImplementation(() => `blob:preview-${made.push('x')}`);
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url) => {
      revoked.push(url);
    });
    try {
      const user = userEvent.setup();
      const view = renderDialog();
      await screen.findByText(/This listing takes 29 more photos/);
      await user.upload(fileInput(), [
        fileOf('front.jpg', 'image/jpeg'),
        fileOf('garden.jpg', 'image/jpeg'),
      ]);
      const preview = row('front.jpg').querySelector('img');
      expect(preview?.getAttribute('src')).toBe('blob:preview-1');

      await user.click(within(row('front.jpg')).getByRole('button', { name: 'Remove front.jpg' }));
      expect(revoked).toEqual(['blob:preview-1']);
      view.unmount();
      expect(revoked).toEqual(['blob:preview-1', 'blob:preview-2']);
    } finally {
      create.mockRestore();
      revoke.mockRestore();
    }
  });

  test('Escape closes the popup', async () => {
    const user = userEvent.setup();
    const view = renderDialog();
    await screen.findByText(/This listing takes 29 more photos/);
    await user.click(within(dialog()).getByRole('button', { name: 'Close' }));
    await user.keyboard('{Escape}');
    expect(view.closed()).toBe(2);
  });
});
