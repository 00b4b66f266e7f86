import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAs, type TestContext } from '../../../../test/helper';
import { createAgency } from '../../agencies/agencies-test-helpers';
import { createListing, listingForm, plotForm } from '../listings-test-helpers';

interface SitemapPage {
  data: { id: string; updatedAt: string }[];
  total: number;
  page: number;
  pageSize: number;
}

describe('GET /api/properties/sitemap', () => {
  let ctx: TestContext;
  let agentA: Record<string, string>;
  let agentB: Record<string, string>;
  let admin: Record<string, string>;
  let agencyB: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = (await signInAs(ctx, 'AFRI_ADMIN')).auth;
    const agencyA = (await createAgency(ctx, admin, { name: 'Sitemap A' })).id;
    agencyB = (await createAgency(ctx, admin, { name: 'Sitemap B' })).id;
    agentA = (await signInAs(ctx, 'AGENT', { email: 'sa@test.afrinest', agencyId: agencyA })).auth;
    agentB = (await signInAs(ctx, 'AGENT', { email: 'sb@test.afrinest', agencyId: agencyB })).auth;
  });
  afterAll(() => ctx.close());

  const sitemap = async (query = '') => {
    const res = await ctx.app.inject({ url: `/api/properties/sitemap${query}` });
    expect(res.statusCode).toBe(200);
    return res.json() as SitemapPage;
  };
  const ids = (page: SitemapPage) => page.data.map((e) => e.id);

  it('lists public listings with their last change; never inactive, deleted or hidden ones', async () => {
    const house = await createListing(ctx, agentA);
    const plot = await createListing(ctx, agentA, plotForm());
    const sold = await createListing(
      ctx,
      agentA,
      listingForm({ title: 'Sold bungalow in Ntinda' }),
    );
    const deleted = await createListing(ctx, agentA, listingForm({ title: 'Deleted flat' }));
    const ofSuspended = await createListing(
      ctx,
      agentB,
      listingForm({ title: 'Hidden agency house' }),
    );
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/properties/${sold.id}/status`,
      headers: agentA,
      payload: { status: 'SOLD', note: '' },
    });
    await ctx.app.inject({ method: 'DELETE', url: `/properties/${deleted.id}`, headers: agentA });
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/broker/agencies/${agencyB}/status`,
      headers: admin,
      payload: { status: 'SUSPENDED', reason: 'Unpaid fees' },
    });

    const page = await sitemap();
    expect(ids(page).sort()).toEqual([house.id, plot.id].sort());
    expect(page.total).toBe(2);
    expect(ids(page)).not.toContain(ofSuspended.id);
    const detail = (await ctx.app.inject({ url: `/properties/${house.id}` })).json() as {
      updatedAt: string;
    };
    expect(page.data.find((e) => e.id === house.id)?.updatedAt).toBe(detail.updatedAt);

    // The agency back in view: its listing is listed again.
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/broker/agencies/${agencyB}/status`,
      headers: admin,
      payload: { status: 'ACTIVE', reason: '' },
    });
    expect(ids(await sitemap())).toContain(ofSuspended.id);
  });

  it('pages in a stable order without repeats, and refuses a bad page size', async () => {
    const all = await sitemap();
    expect(all.total).toBeGreaterThanOrEqual(3);
    const first = await sitemap('?page=1&pageSize=2');
    const second = await sitemap('?page=2&pageSize=2');
    expect(first.data).toHaveLength(2);
    expect([...ids(first), ...ids(second)]).toEqual(ids(all).slice(0, 2 + second.data.length));
    expect(ids(all)).toEqual([...ids(all)].sort());
    const bad = await ctx.app.inject({ url: '/api/properties/sitemap?pageSize=50001' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('VALIDATION_FAILED');
  });
});
