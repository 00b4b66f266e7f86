import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAs, type TestContext } from '../../../../test/helper';
import { rowsOf } from '../../../platform/db/client';
import { createAgency } from '../../agencies/agencies-test-helpers';
import { createListing, listingForm } from '../listings-test-helpers';

/**
 * listing_live_count (issue 41): the trigger keeps live listings per agency and agent equal to
 * what counting them says, after every kind of listing write.
 */
describe('listings: live counts per agency and agent', () => {
  let ctx: TestContext;
  let admin: Record<string, string>;

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = (await signInAs(ctx, 'AFRI_ADMIN')).auth;
  });
  afterAll(() => ctx.close());

  const kept = async () =>
    rowsOf<{ agencyId: string; agentId: string | null; n: number }>(
      await ctx.database.db.execute(sql`
        select agency_id as "agencyId", agent_id as "agentId", n from listing_live_count
        where n <> 0 order by 1, 2`),
    );
  const counted = async () =>
    rowsOf<{ agencyId: string; agentId: string | null; n: number }>(
      await ctx.database.db.execute(sql`
        select agency_id as "agencyId", agent_id as "agentId", count(*)::int as n from listing
        where deleted_at is null and status = 'ACTIVE' group by 1, 2 order by 1, 2`),
    );
  const status = (auth: Record<string, string>, id: string, to: string) =>
    ctx.app.inject({
      method: 'PUT',
      url: `/api/properties/${id}/status`,
      headers: auth,
      payload: { status: to, note: '' },
    });

  it('follows creates, status changes, moves between agents and deletes', async () => {
    const agencyId = (await createAgency(ctx, admin, { name: 'Counted Homes' })).id;
    const boss = await signInAs(ctx, 'SUPER_AGENT', { email: 'boss@counted.test', agencyId });
    const agent = await signInAs(ctx, 'AGENT', { email: 'agent@counted.test', agencyId });
    const mine = [];
    for (let i = 0; i < 4; i++)
      mine.push(await createListing(ctx, agent.auth, listingForm({ title: `Counted ${i}` })));
    await createListing(ctx, boss.auth, listingForm({ title: 'Boss house' }));
    expect(await kept()).toEqual(await counted());
    expect((await kept()).map((r) => r.n).sort()).toEqual([1, 4]);

    await status(agent.auth, mine[0]!.id, 'INACTIVE');
    await status(agent.auth, mine[1]!.id, 'SOLD');
    await status(agent.auth, mine[1]!.id, 'ACTIVE');
    await ctx.app.inject({
      method: 'DELETE',
      url: `/properties/${mine[2]!.id}`,
      headers: agent.auth,
    });
    expect(await kept()).toEqual(await counted());

    const moved = await ctx.app.inject({
      method: 'POST',
      url: `/api/agent/agents/${agent.id}/move-listings`,
      headers: boss.auth,
      payload: { toAgentId: boss.id },
    });
    expect(moved.statusCode).toBe(200);
    expect(await kept()).toEqual(await counted());
    expect((await kept()).find((r) => r.agentId === boss.id)?.n).toBe(3);
  });
});
