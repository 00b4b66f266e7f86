import { afterEach, describe, expect, it } from 'vitest';
import { ErrorCode, Messages } from '@afrinest/contract';
import { ClientErrorCode, getErrorMessage, toApiError } from './errors';
import { isApiRequestError } from './request-error';
import { makeClient } from './testing/harness';
import { startTestServer, type TestServer } from './testing/http-test-server';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** The rejection of `promise`, which must reject. */
async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (e) {
    return e;
  }
  throw new Error('expected the call to fail');
}

const validationBody = {
  error: {
    code: 'VALIDATION_FAILED',
    message: 'Check the highlighted fields.',
    details: { 'price.amount': ['Must be positive.'] },
  },
};

describe('400 (SPEC §7)', () => {
  it('is passed on unchanged, once, with the server body intact', async () => {
    server = await startTestServer({
      'PUT /properties/3': () => ({ status: 400, body: validationBody }),
    });
    const { client, navigate, sleep } = makeClient(server.url);

    const e = await failure(client.put('/properties/3', { price: { amount: -1 } }));

    expect(isApiRequestError(e) && e.response?.status).toBe(400);
    expect(isApiRequestError(e) && e.response?.data).toEqual(validationBody);
    expect(server.count('PUT /properties/3')).toBe(1);
    expect(navigate).not.toHaveBeenCalled();
    expect(sleep).not.toHaveBeenCalled();
    expect(toApiError(e)).toEqual({ status: 400, ...validationBody.error });
    expect(getErrorMessage(e, 'Upload failed. Please try again.')).toBe(
      'Check the highlighted fields.',
    );
  });
});

describe('toApiError', () => {
  it('reads the standard error shape, leaving out absent details', async () => {
    server = await startTestServer({
      'GET /api/broker/agencies/1': () => ({
        status: 404,
        body: { error: { code: 'NOT_FOUND', message: 'Not found.' } },
      }),
    });
    const { client } = makeClient(server.url);

    const apiError = toApiError(await failure(client.get('/api/broker/agencies/1')));

    expect(apiError).toEqual({ status: 404, code: 'NOT_FOUND', message: 'Not found.' });
    expect(apiError).not.toHaveProperty('details');
  });

  it('falls back on the status for answers without our shape', async () => {
    server = await startTestServer({
      'GET /a': () => ({ status: 502, body: '<html>Bad gateway</html>' }),
      'GET /b': () => ({ status: 403, body: { message: 'Agency suspended' } }),
    });
    const { client } = makeClient(server.url);

    const badGateway = await failure(client.get('/a'));
    expect(toApiError(badGateway)).toEqual({
      status: 502,
      code: ErrorCode.INTERNAL,
      message: Messages.INTERNAL,
    });
    expect(getErrorMessage(badGateway, 'Failed to load data')).toBe('Failed to load data');
    expect(toApiError(await failure(client.get('/b')))).toEqual({
      status: 403,
      code: ErrorCode.FORBIDDEN,
      message: 'Agency suspended',
    });
  });

  it("maps a timeout to 'TIMEOUT'", async () => {
    server = await startTestServer({ 'POST /api/media/p1/media': () => ({ hang: true }) });
    const { client } = makeClient(server.url, { timeout: 100 });

    const e = await failure(client.post('/api/media/p1/media', { files: [] }));

    expect(toApiError(e)).toMatchObject({ status: null, code: ClientErrorCode.TIMEOUT });
    expect(getErrorMessage(e, 'Upload failed. Please try again.')).toBe(
      'Upload failed. Please try again.',
    );
  });

  it("maps a server that cannot be reached to 'NETWORK'", async () => {
    const gone = await startTestServer({});
    await gone.close();
    const { client } = makeClient(gone.url);

    const e = await failure(client.get('/website-state'));

    expect(toApiError(e)).toMatchObject({ status: null, code: ClientErrorCode.NETWORK });
  });

  it("maps a cancelled request to 'CANCELED', and anything else to 'UNKNOWN'", async () => {
    server = await startTestServer({ 'GET /api/plots': () => ({ hang: true }) });
    const { client } = makeClient(server.url);
    const controller = new AbortController();

    const pending = failure(client.get('/api/plots', { signal: controller.signal }));
    controller.abort();

    expect(toApiError(await pending)).toMatchObject({ code: ClientErrorCode.CANCELED });
    expect(toApiError(new Error('boom'))).toEqual({
      status: null,
      code: ClientErrorCode.UNKNOWN,
      message: 'boom',
    });
    expect(getErrorMessage('boom', 'Login failed')).toBe('Login failed');
  });
});
