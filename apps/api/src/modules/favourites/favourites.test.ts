import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAs, type TestContext } from '../../../test/helper';
import { createAgency } from '../agencies/agencies-test-helpers';
import { createListing, plotForm } from '../listings/listings-test-helpers';

describe('favourites', () => {
  let ctx: TestContext;
  let admin: Record<string, string>;
  let agent: Record<string, string>;
  let user: Awaited<ReturnType<typeof signInAs>>;
  beforeAll(async () => {
    ctx = await createTestApp();
    admin = (await signInAs(ctx, 'AFRI_ADMIN')).auth;
    const a = (await createAgency(ctx, admin)).id;
    agent = (await signInAs(ctx, 'AGENT', { agencyId: a })).auth;
    user = await signInAs(ctx, 'USER');
  });
  afterAll(() => ctx.close());

  const toggle = (id: string, auth = user.auth) =>
    ctx.app.inject({ method: 'POST', url: `/favorites/${id}`, headers: auth });

  it('toggles, lists mine newest first, and shows admins a user’s favourites', async () => {
    const house = await createListing(ctx, agent);
    const plot = await createListing(ctx, agent, plotForm());
    expect((await toggle(house.id)).json()).toEqual({ favourite: true });
    expect((await toggle(plot.id)).json()).toEqual({ favourite: true });
    const mine = (await ctx.app.inject({ url: '/favorites', headers: user.auth })).json();
    expect(mine.total).toBe(2);
    expect(mine.data.map((f: { listing: { id: string } }) => f.listing.id)).toEqual([
      plot.id,
      house.id,
    ]);
    expect(
      (await ctx.app.inject({ url: '/favorites/ids', headers: user.auth })).json().data,
    ).toEqual([plot.id, house.id]);
    expect((await toggle(house.id)).json()).toEqual({ favourite: false });
    const ofUser = await ctx.app.inject({
      url: `/api/admin/users/${user.id}/favourites`,
      headers: admin,
    });
    expect(ofUser.json()).toMatchObject({ total: 1, data: [{ listing: { id: plot.id } }] });
    expect(
      (await ctx.app.inject({ url: `/api/admin/users/${user.id}/favourites`, headers: user.auth }))
        .statusCode,
    ).toBe(403);
    expect((await ctx.app.inject({ url: '/favorites' })).statusCode).toBe(401);
  });

  it('refuses a listing the user cannot see, and drops a deleted one from the list', async () => {
    expect((await toggle('0b0c0d0e-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const hidden = await createListing(ctx, agent);
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/properties/${hidden.id}/status`,
      headers: agent,
      payload: { status: 'INACTIVE' },
    });
    expect((await toggle(hidden.id)).statusCode).toBe(404);
    const gone = await createListing(ctx, agent);
    await toggle(gone.id);
    await ctx.app.inject({ method: 'DELETE', url: `/properties/${gone.id}`, headers: agent });
    const ids = (await ctx.app.inject({ url: '/favorites', headers: user.auth }))
      .json()
      .data.map((f: { listing: { id: string } }) => f.listing.id);
    expect(ids).not.toContain(gone.id);
  });
});
