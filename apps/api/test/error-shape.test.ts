import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAs, type TestContext } from './helper';

/** Issue 39: every error, whatever raised it, leaves in the {error:{code,message}} shape. */
describe('one error shape for every error', () => {
  let ctx: TestContext;
  let admin: { authorization: string };
  beforeAll(async () => {
    ctx = await createTestApp({ RATE_LIMIT_MAX: '10000' });
    admin = (await signInAs(ctx, 'AFRI_ADMIN')).auth;
  });
  afterAll(() => ctx.close());

  const expectShape = (
    res: { statusCode: number; json(): unknown },
    status: number,
    what?: string,
  ) => {
    expect(res.statusCode, what).toBe(status);
    const body = res.json() as { error: { code: unknown; message: unknown } };
    expect(Object.keys(body)).toEqual(['error']);
    expect(typeof body.error.code).toBe('string');
    expect(typeof body.error.message).toBe('string');
    return body.error;
  };

  it('answers a malformed URL with a 400 in the shape', async () => {
    for (const url of ['/properties/%FF', '/api/listings/%FF', '/api/admin/users/%E0%A4%A']) {
      const error = expectShape(await ctx.app.inject({ method: 'GET', url }), 400);
      expect(error.code).toBe('VALIDATION_FAILED');
    }
  });

  it('answers a path parameter over the length limit with a 414 in the shape', async () => {
    const error = expectShape(
      await ctx.app.inject({ method: 'GET', url: `/properties/${'a'.repeat(500)}` }),
      414,
    );
    expect(error.code).toBe('URI_TOO_LONG');
  });

  it("answers Fastify's own body errors in the shape", async () => {
    const cases = [
      { payload: '{"email":', type: 'application/json', status: 400 },
      { payload: '', type: 'application/json', status: 400 },
      { payload: 'email=a', type: 'text/plain', status: 400 },
      { payload: 'email=a', type: 'application/x-www-form-urlencoded', status: 415 },
      { payload: '<a/>', type: 'application/xml', status: 415 },
      { payload: '{"__proto__":{"x":1}}', type: 'application/json', status: 400 },
    ];
    for (const c of cases) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': c.type },
        payload: c.payload,
      });
      expectShape(res, c.status, c.type);
    }
  });

  it('answers malformed multipart with a 400 in the shape', async () => {
    const bodies = [
      { type: 'multipart/form-data; boundary=x', body: '--x\r\nContent-Disposition: form-da' },
      { type: 'multipart/form-data', body: '--x\r\n\r\n' },
      { type: 'multipart/form-data; boundary=x', body: 'garbage with no boundary at all' },
    ];
    for (const b of bodies) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/media/upload',
        headers: { ...admin, 'content-type': b.type },
        payload: b.body,
      });
      expectShape(res, 400);
    }
  });

  describe('on a real socket', () => {
    let port: number;
    beforeAll(async () => {
      await ctx.app.listen({ port: 0, host: '127.0.0.1' });
      port = (ctx.app.server.address() as AddressInfo).port;
    });

    /** Sends raw bytes and reads the whole answer (the server closes the socket after). */
    const raw = (request: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => socket.end(request));
        let data = '';
        socket.on('data', (d) => (data += d.toString('latin1')));
        socket.on('error', reject);
        socket.on('close', () => {
          const [head = '', body = ''] = data.split('\r\n\r\n');
          resolve({ status: Number(head.split(' ')[1]), body });
        });
      });

    it('answers headers over the size limit with a 431 in the shape', async () => {
      const res = await raw(
        `GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      );
      expect(res.status).toBe(431);
      expect(JSON.parse(res.body)).toEqual({
        error: { code: 'HEADERS_TOO_LARGE', message: expect.any(String) },
      });
    });

    it('answers a URL over the size limit with a 414 in the shape', async () => {
      const res = await raw(
        `GET /api/properties?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
      );
      expect(res.status).toBe(414);
      expect(JSON.parse(res.body)).toEqual({
        error: { code: 'URI_TOO_LONG', message: expect.any(String) },
      });
    });

    it('answers a request that is not HTTP with a 400 in the shape', async () => {
      const res = await raw('NOT HTTP AT ALL\r\n\r\n');
      expect(res.status).toBe(400);
      expect(JSON.parse(res.body).error.code).toBe('VALIDATION_FAILED');
    });
  });
});
