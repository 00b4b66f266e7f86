import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../../test/helper';
import { createListing, oneAgency } from '../listings-test-helpers';
import { ANONYMOUS_VIEWS_PER_CLIENT } from './visitor';

/** Issue 39: view counts could be inflated by sending a new visitor id with every request. */
describe('view counts cannot be inflated with made-up visitor ids', () => {
  let ctx: TestContext;
  let listingId: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    const { agent } = await oneAgency(ctx);
    listingId = (await createListing(ctx, agent)).id;
  });
  afterAll(() => ctx.close());

  const view = async (ip: string, headers: Record<string, string> = {}) =>
    (
      await ctx.app.inject({
        method: 'POST',
        url: `/api/properties/${listingId}/view`,
        headers,
        remoteAddress: ip,
      })
    ).json() as { counted: boolean; viewCount: number };

  it(`counts at most ${ANONYMOUS_VIEWS_PER_CLIENT} + 1 anonymous visitors of one client a day`, async () => {
    const counted = [];
    for (let i = 0; i < ANONYMOUS_VIEWS_PER_CLIENT + 10; i++)
      counted.push((await view('10.20.0.1', { 'x-visitor-id': randomUUID() })).counted);
    expect(counted.filter(Boolean)).toHaveLength(ANONYMOUS_VIEWS_PER_CLIENT + 1);
    // Changing the browser string instead of the id does not get past the bound either.
    expect((await view('10.20.0.1', { 'user-agent': `bot ${randomUUID()}` })).counted).toBe(false);
  });

  it('other clients still count, once each a day', async () => {
    const before = (await view('10.20.0.2', { 'x-visitor-id': randomUUID() })).viewCount;
    const id = { 'x-visitor-id': randomUUID() };
    expect(await view('10.20.0.3', id)).toEqual({ counted: true, viewCount: before + 1 });
    expect(await view('10.20.0.3', id)).toEqual({ counted: false, viewCount: before + 1 });
  });

  it('an IPv6 client is its /64: addresses of one network share the bound', async () => {
    let counted = 0;
    for (let i = 0; i < ANONYMOUS_VIEWS_PER_CLIENT + 10; i++) {
      const ip = `2001:db8:abcd:12::${(i + 1).toString(16)}`;
      if ((await view(ip, { 'x-visitor-id': randomUUID() })).counted) counted++;
    }
    expect(counted).toBe(ANONYMOUS_VIEWS_PER_CLIENT + 1);
    expect((await view('2001:db8:abcd:13::1', { 'x-visitor-id': randomUUID() })).counted).toBe(
      true,
    );
  });
});
