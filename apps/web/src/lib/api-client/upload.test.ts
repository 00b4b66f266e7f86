import { afterEach, describe, expect, it } from 'vitest';
import { ClientErrorCode, toApiError } from './errors';
import { makeClient } from './testing/harness';
import { startTestServer, type Reply, type TestServer } from './testing/http-test-server';
import type { UploadProgress } from './types';

let server: TestServer;
afterEach(() => server.close());

/**
 * The page's XMLHttpRequests, kept so the test can play the browser's part that happy-dom
 * leaves out: reporting upload progress. Everything else is happy-dom's real XHR over HTTP.
 */
function recordingXhr() {
  const made: XMLHttpRequest[] = [];
  return {
    made,
    createXhr: () => {
      const xhr = new XMLHttpRequest();
      made.push(xhr);
      return xhr;
    },
    /** What a browser fires on `xhr.upload` as the body goes up. */
    reportProgress(loaded: number, total: number) {
      const upload = made.at(-1)?.upload;
      upload?.dispatchEvent(
        new ProgressEvent('progress', { lengthComputable: true, loaded, total }),
      );
    },
  };
}

const photo = () => {
  const form = new FormData();
  form.append('file', new Blob(['jpeg bytes'], { type: 'image/jpeg' }), 'plot.jpg');
  return form;
};

describe('uploads that report progress (through XMLHttpRequest)', () => {
  it('sends the form with bearer and cookie, reports progress, and parses the answer', async () => {
    const xhr = recordingXhr();
    server = await startTestServer({
      'GET /website-state': () => ({
        body: {},
        headers: { 'set-cookie': 'sid=upload-test; Path=/; SameSite=None' },
      }),
      'POST /api/media/p1/media': () => {
        xhr.reportProgress(5, 10);
        xhr.reportProgress(10, 10);
        return { status: 201, body: { id: 'm1' } };
      },
    });
    const { client, storage } = makeClient(server.url, { createXhr: xhr.createXhr });
    storage.setToken('tok-1');
    await client.get('/website-state');
    const progress: UploadProgress[] = [];

    const res = await client.post('/api/media/p1/media', photo(), {
      onUploadProgress: (p) => progress.push(p),
    });

    expect(xhr.made).toHaveLength(1);
    expect(res).toMatchObject({ status: 201, data: { id: 'm1' } });
    expect(progress).toEqual([
      { loaded: 5, total: 10, progress: 0.5 },
      { loaded: 10, total: 10, progress: 1 },
    ]);
    const [sent] = server.seen('POST /api/media/p1/media');
    expect(sent?.headers.authorization).toBe('Bearer tok-1');
    expect(sent?.headers.cookie).toContain('sid=upload-test');
    expect(sent?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(sent?.body).toContain('jpeg bytes');
  });

  it('goes through the same handling: a 401 refreshes and the upload is sent again', async () => {
    const xhr = recordingXhr();
    const unauthorized: Reply = {
      status: 401,
      body: { error: { code: 'UNAUTHORIZED', message: 'Unauthorized' } },
    };
    server = await startTestServer({
      'POST /api/media/p1/media': (r) =>
        r.headers.authorization === 'Bearer new-token' ? { body: { id: 'm2' } } : unauthorized,
      'POST /api/auth/refresh': () => ({ body: { token: 'new-token' } }),
    });
    const { client, storage } = makeClient(server.url, { createXhr: xhr.createXhr });
    storage.setToken('old-token');

    const res = await client.post('/api/media/p1/media', photo(), { onUploadProgress: () => {} });

    expect(res.data).toEqual({ id: 'm2' });
    expect(xhr.made).toHaveLength(2);
    expect(server.count('POST /api/auth/refresh')).toBe(1);
  });

  it('reports a timeout as TIMEOUT and a cancel as CANCELED', async () => {
    const xhr = recordingXhr();
    server = await startTestServer({ 'POST /api/media/p1/media': () => ({ hang: true }) });
    const { client } = makeClient(server.url, { createXhr: xhr.createXhr, timeout: 100 });
    const onUploadProgress = () => {};

    const timedOut = await client
      .post('/api/media/p1/media', photo(), { onUploadProgress })
      .catch((e) => e);
    const controller = new AbortController();
    const cancelled = client
      .post('/api/media/p1/media', photo(), { onUploadProgress, signal: controller.signal })
      .catch((e) => e);
    controller.abort();

    expect(toApiError(timedOut)).toMatchObject({ status: null, code: ClientErrorCode.TIMEOUT });
    expect(toApiError(await cancelled)).toMatchObject({ code: ClientErrorCode.CANCELED });
    expect(xhr.made).toHaveLength(2);
  });
});
