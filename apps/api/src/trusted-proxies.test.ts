import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAs, type TestContext } from '../test/helper';

/** A fresh address per run, so rate-limit counters kept in Redis never carry over. */
const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/**
 * Which address the API takes for a client: the socket's, unless the request came through a
 * proxy named in TRUSTED_PROXIES. Otherwise anyone could name their own IP in X-Forwarded-For
 * and escape the per-IP limits or write another address into the login log.
 */
describe.each([
  { name: 'unset', trusted: '', believed: false },
  { name: '127.0.0.1', trusted: '127.0.0.1', believed: true },
])('the client IP with TRUSTED_PROXIES $name', ({ trusted, believed }) => {
  let ctx: TestContext;
  let admin: Awaited<ReturnType<typeof signInAs>>;
  // app.inject's socket is 127.0.0.1: the proxy, when it is trusted.
  const socket = '127.0.0.1';

  beforeAll(async () => {
    ctx = await createTestApp({
      AUTH_RATE_LIMIT_MAX: '3',
      ...(trusted ? { TRUSTED_PROXIES: trusted } : {}),
    });
    admin = await signInAs(ctx, 'AFRI_ADMIN');
  });
  afterAll(() => ctx.close());

  let n = 0;
  // Another unknown email each time: only the per-IP limit can refuse these attempts.
  const signIn = (forwardedFor: string, remoteAddress = socket) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { email: `nobody${++n}@proxies.afrinest`, password: 'whatever-it-is' },
    });
  const attemptsFrom = async (remoteAddress: string) => {
    const statuses: number[] = [];
    // Each attempt claims another address.
    for (let i = 0; i < 4; i++) statuses.push((await signIn(randomIp(), remoteAddress)).statusCode);
    return statuses;
  };

  it('writes the believed address into the login log', async () => {
    const claimed = randomIp();
    expect((await signIn(claimed)).statusCode).toBe(401);
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/login-logs?pageSize=1',
      headers: admin.auth,
    });
    expect(res.json<{ data: { ip: string }[] }>().data[0]!.ip).toBe(believed ? claimed : socket);
  });

  it('never lets a client that is not a trusted proxy spread its attempts over claimed IPs', async () => {
    expect((await attemptsFrom(randomIp())).at(-1)).toBe(429);
  });

  it("counts a trusted proxy's clients each on their own, and only a trusted proxy's", async () => {
    const statuses = await attemptsFrom(socket);
    if (believed) expect(statuses).toEqual([401, 401, 401, 401]);
    else expect(statuses.at(-1)).toBe(429);
  });
});
