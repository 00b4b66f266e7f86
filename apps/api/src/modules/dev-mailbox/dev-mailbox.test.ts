import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helper';

/**
 * The development mailbox shows every password-reset and verification link: it answers only
 * requests from this machine's loopback interface, never one that came through a proxy, and
 * whatever address X-Forwarded-For claims.
 */
describe('dev mailbox', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    // Even with a trusted proxy on loopback, a forwarded request is not a local one.
    ctx = await createTestApp({ TRUSTED_PROXIES: '127.0.0.1' });
  });
  afterAll(() => ctx.close());

  const open = (url: string, remoteAddress: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, remoteAddress, headers });
  const urls = ['/dev/mailbox', '/api/dev/mailbox'];

  it('answers requests from the loopback interface', async () => {
    for (const url of urls)
      for (const address of ['127.0.0.1', '127.0.0.53', '::1', '::ffff:127.0.0.1'])
        expect((await open(url, address)).statusCode, `${url} from ${address}`).toBe(200);
  });

  it('does not exist for any other address, as an unknown route', async () => {
    for (const url of urls)
      for (const address of ['203.0.113.7', '10.0.0.2', '::ffff:192.168.1.4', '2001:db8::1']) {
        const res = await open(url, address);
        expect(res.statusCode, `${url} from ${address}`).toBe(404);
        expect(res.json()).toEqual({
          error: { code: 'NOT_FOUND', message: `Route GET ${url} not found.` },
        });
      }
  });

  it('believes the socket, not X-Forwarded-For, and refuses what a proxy forwarded', async () => {
    for (const url of urls) {
      expect((await open(url, '203.0.113.7', { 'x-forwarded-for': '127.0.0.1' })).statusCode).toBe(
        404,
      );
      expect((await open(url, '127.0.0.1', { 'x-forwarded-for': '203.0.113.7' })).statusCode).toBe(
        404,
      );
      expect((await open(url, '127.0.0.1', { forwarded: 'for=203.0.113.7' })).statusCode).toBe(404);
    }
  });
});
