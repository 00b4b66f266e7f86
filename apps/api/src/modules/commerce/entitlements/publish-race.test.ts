import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAs, type TestContext } from '../../../../test/helper';
import { createAgency } from '../../agencies/agencies-test-helpers';
import { createListing, listingForm } from '../../listings/listings-test-helpers';

/**
 * The last listing slot, asked for by many at the same moment (issue 41). Only the real
 * PostgreSQL server runs requests in parallel (PGlite runs one statement at a time), so this
 * runs in CI's API suite on PostgreSQL.
 */
describe.runIf(process.env.DATABASE_URL)('entitlements under concurrent requests', () => {
  let ctx: TestContext;
  let admin: Record<string, string>;

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = (await signInAs(ctx, 'AFRI_ADMIN')).auth;
  });
  afterAll(() => ctx.close());

  /** A FREE agency (5 slots) with four listings live and two agents. */
  async function agencyWithOneSlot(name: string) {
    const agencyId = (await createAgency(ctx, admin, { name }, { plan: 'free' })).id;
    const one = await signInAs(ctx, 'AGENT', { email: `${randomUUID()}@race.test`, agencyId });
    const two = await signInAs(ctx, 'AGENT', { email: `${randomUUID()}@race.test`, agencyId });
    for (let i = 0; i < 4; i++)
      await createListing(ctx, one.auth, listingForm({ title: `Live ${i}` }));
    return { one, two };
  }

  it('publishes exactly one of ten listings created at once for the last slot', async () => {
    const { one, two } = await agencyWithOneSlot('Race Create');
    const made = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        createListing(ctx, (i % 2 ? one : two).auth, listingForm({ title: `Racer ${i}` })),
      ),
    );
    expect(made.filter((l) => l.status === 'ACTIVE')).toHaveLength(1);
    expect(made.filter((l) => l.status === 'INACTIVE')).toHaveLength(9);
  });

  it('lets exactly one of two agents publish the last slot; the other gets 402', async () => {
    const { one, two } = await agencyWithOneSlot('Race Publish');
    // Both drafts are kept INACTIVE: the first takes the last slot, so park it first.
    const a = await createListing(ctx, one.auth, listingForm({ title: 'Draft one' }));
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/properties/${a.id}/status`,
      headers: one.auth,
      payload: { status: 'INACTIVE', note: '' },
    });
    const b = await createListing(ctx, two.auth, listingForm({ title: 'Draft two' }));
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/properties/${b.id}/status`,
      headers: two.auth,
      payload: { status: 'INACTIVE', note: '' },
    });
    for (let round = 0; round < 5; round++) {
      const answers = await Promise.all(
        [
          [a.id, one.auth],
          [b.id, two.auth],
        ].map(([id, auth]) =>
          ctx.app.inject({
            method: 'PUT',
            url: `/api/properties/${id as string}/status`,
            headers: auth as Record<string, string>,
            payload: { status: 'ACTIVE', note: '' },
          }),
        ),
      );
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 402]);
      // Back to one free slot for the next round.
      const won = answers[0]!.statusCode === 200 ? [a.id, one.auth] : [b.id, two.auth];
      await ctx.app.inject({
        method: 'PUT',
        url: `/api/properties/${won[0] as string}/status`,
        headers: won[1] as Record<string, string>,
        payload: { status: 'INACTIVE', note: '' },
      });
    }
  });
});
