import { afterEach, describe, expect, it } from 'vitest';
import { ClientErrorCode, toApiError } from './errors';
import { makeClient } from './testing/harness';
import { startTestServer, type TestServer } from './testing/http-test-server';

let server: TestServer;
afterEach(() => server.close());

describe('what goes on the wire', () => {
  it('sends an object as JSON, and the query with a list as repeated keys', async () => {
    server = await startTestServer({ 'POST /api/contact': () => ({ body: { ok: true } }) });
    const { client } = makeClient(server.url);

    await client.post('/api/contact', { name: 'Amina' }, { params: { tag: ['a', 'b'] } });

    const [sent] = server.seen('POST /api/contact?tag=a&tag=b');
    expect(sent?.body).toBe('{"name":"Amina"}');
    expect(sent?.headers['content-type']).toBe('application/json');
    expect(sent?.headers.accept).toBe('application/json, text/plain, */*');
  });

  it("sends a string as it is, under the caller's headers, whatever their case", async () => {
    server = await startTestServer({ 'PUT /api/notes/1': () => ({ body: {} }) });
    const { client } = makeClient(server.url);

    await client.put('/api/notes/1', 'plain words', { headers: { 'Content-Type': 'text/plain' } });

    const [sent] = server.seen('PUT /api/notes/1');
    expect(sent?.body).toBe('plain words');
    expect(sent?.headers['content-type']).toBe('text/plain');
  });

  it('sends nothing for a request whose signal is already aborted', async () => {
    server = await startTestServer({ 'GET /api/plots': () => ({ body: {} }) });
    const { client } = makeClient(server.url);

    const e = await client.get('/api/plots', { signal: AbortSignal.abort() }).catch((x) => x);

    expect(toApiError(e)).toMatchObject({ code: ClientErrorCode.CANCELED });
    expect(server.count('GET /api/plots')).toBe(0);
  });

  it("uses a request's own timeout over the client's", async () => {
    server = await startTestServer({ 'GET /api/slow': () => ({ hang: true }) });
    const { client } = makeClient(server.url, { timeout: 60_000 });

    const e = await client.get('/api/slow', { timeout: 50 }).catch((x) => x);

    expect(toApiError(e)).toMatchObject({ status: null, code: ClientErrorCode.TIMEOUT });
  });
});

describe('what comes back', () => {
  it('parses JSON, keeps other text as it is, and gives an empty body as ""', async () => {
    server = await startTestServer({
      'GET /a': () => ({ body: { n: 1 } }),
      'GET /b': () => ({ body: 'not json' }),
      'DELETE /c': () => ({ status: 204 }),
    });
    const { client } = makeClient(server.url);

    expect((await client.get('/a')).data).toEqual({ n: 1 });
    expect((await client.get('/b')).data).toBe('not json');
    const gone = await client.delete('/c');
    expect(gone.status).toBe(204);
    expect(gone.data).toBe('');
  });

  it('gives the headers by lower-case name, on answers and on failures', async () => {
    server = await startTestServer({
      'GET /a': () => ({ body: {}, headers: { 'X-Total-Count': '7' } }),
      'GET /b': () => ({ status: 429, body: {}, headers: { 'Retry-After': '600' } }),
    });
    const { client } = makeClient(server.url);

    expect((await client.get('/a')).headers['x-total-count']).toBe('7');
    const e: unknown = await client.get('/b').catch((x) => x);
    expect(e).toMatchObject({ status: 429, response: { headers: { 'retry-after': '600' } } });
  });
});
