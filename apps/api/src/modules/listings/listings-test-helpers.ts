import type { ListingFormValues } from '@afrinest/contract';
import { sql, type SQL } from 'drizzle-orm';
import { expect } from 'vitest';
import { signInAs, type TestContext } from '../../../test/helper';
import { createAgency } from '../agencies/agencies-test-helpers';
import { ref } from '../geo/geo-test-helpers';

/** A valid listing form (a house for sale in Kololo), with any field replaced. */
export const listingForm = (over: Partial<ListingFormValues> = {}): ListingFormValues => ({
  kind: 'house',
  purpose: 'SALE',
  title: 'Four-bedroom house in Kololo',
  description: 'Quiet street, garden, borehole.',
  price: { amount: 850_000_000, currency: 'UGX' },
  negotiable: true,
  bedrooms: 4,
  bathrooms: 3,
  floorArea: { unit: 'sqm', value: 320 },
  landSize: { unit: 'decimals', value: 25 },
  location: {
    countryId: ref.uganda,
    regionId: ref.central,
    cityId: ref.kampala,
    areaId: ref.kololo,
  },
  latitude: 0.329,
  longitude: 32.595,
  address: 'Plot 3, Acacia Avenue',
  ...over,
});

/** A plot of land: tenure, title and size in the unit given. */
export const plotForm = (over: Partial<ListingFormValues> = {}): ListingFormValues =>
  listingForm({
    kind: 'land',
    title: 'Titled plot in Ntinda',
    description: 'Gentle slope, murram road.',
    bedrooms: null,
    bathrooms: null,
    floorArea: null,
    landSize: { unit: 'acres', value: 1 },
    land: { tenure: 'MAILO', titleStatus: 'TITLED', accessRoad: 'MURRAM', utilities: ['WATER'] },
    location: {
      countryId: ref.uganda,
      regionId: ref.central,
      cityId: ref.kampala,
      areaId: ref.ntinda,
    },
    latitude: 0.354,
    longitude: 32.617,
    ...over,
  });

export async function createListing(
  ctx: TestContext,
  auth: Record<string, string>,
  form: ListingFormValues = listingForm(),
) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/properties',
    headers: auth,
    payload: form,
  });
  if (res.statusCode !== 201) throw new Error(`listing not created: ${res.body}`);
  return res.json() as { id: string; status: string; title: string };
}

/** An admin and an agent of a new agency, signed in. */
export async function oneAgency(ctx: TestContext) {
  const admin = (await signInAs(ctx, 'AFRI_ADMIN')).auth;
  const agencyId = (await createAgency(ctx, admin)).id;
  const agent = (await signInAs(ctx, 'AGENT', { agencyId })).auth;
  return { admin, agent };
}

/** An admin, two agencies (the second "Entebbe Estates") and an agent of each, signed in. */
export async function twoAgencies(ctx: TestContext) {
  const admin = (await signInAs(ctx, 'AFRI_ADMIN')).auth;
  const agencyA = (await createAgency(ctx, admin)).id;
  const agencyB = (await createAgency(ctx, admin, { name: 'Entebbe Estates', slug: 'entebbe' })).id;
  const agent = (await signInAs(ctx, 'AGENT', { agencyId: agencyA })).auth;
  const agentB = (
    await signInAs(ctx, 'AGENT', { email: 'agent-b@test.afrinest', agencyId: agencyB })
  ).auth;
  return { admin, agencyA, agencyB, agent, agentB };
}

/** SQL run behind the API's back, then the public read cache let go as an operator would. */
export async function behindTheApi(ctx: TestContext, statement: SQL) {
  await ctx.database.db.execute(statement);
  await ctx.app.services.reads.bump();
}

/** A step of `keptTableWrites`, after which the map grid is checked. */
export type WriteStep =
  'moved' | 'rekinded' | 'inactive' | 'deleted' | 'suspended' | 'restored' | 'removed';

/**
 * Every kind of write that moves a listing on the map grid's change log (its triggers), with
 * `check` after each: `moved` edited to Kira (place and point), `rekinded`
 * edited to a room for rent, `toggled` made INACTIVE (then ACTIVE again), `deleted` deleted by its
 * agent, the agency `agencyId` suspended and restored, and `removed` deleted outright behind the
 * API (an operator's clean-up; the public read cache let go after it).
 */
export async function keptTableWrites(
  ctx: TestContext,
  who: { agent: Record<string, string>; admin: Record<string, string> },
  ids: {
    moved: string;
    rekinded: string;
    toggled: string;
    deleted: string;
    agencyId: string;
    removed: string;
  },
  check: (step: WriteStep) => Promise<void>,
) {
  const put = (url: string, payload: object) =>
    ctx.app.inject({ method: 'PUT', url, headers: who.agent, payload });
  const moved = listingForm({
    title: 'House moved to Kira',
    location: { countryId: ref.uganda, cityId: ref.kira },
    latitude: 0.401,
    longitude: 32.652,
  });
  expect((await put(`/properties/${ids.moved}`, moved)).statusCode).toBe(200);
  await check('moved');
  const room = listingForm({ kind: 'room', purpose: 'RENT', rentPeriod: 'MONTH', landSize: null });
  expect((await put(`/properties/${ids.rekinded}`, room)).statusCode).toBe(200);
  await check('rekinded');

  const status = (status: string) =>
    put(`/api/properties/${ids.toggled}/status`, { status, note: '' });
  expect((await status('INACTIVE')).statusCode).toBe(200);
  await check('inactive');
  expect((await status('ACTIVE')).statusCode).toBe(200);
  const removed = await ctx.app.inject({
    method: 'DELETE',
    url: `/properties/${ids.deleted}`,
    headers: who.agent,
  });
  expect(removed.statusCode).toBe(204);
  await check('deleted');

  const agency = (status: string) =>
    ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/broker/agencies/${ids.agencyId}/status`,
      headers: who.admin,
      payload: { status, reason: 'Unpaid fees' },
    });
  expect((await agency('SUSPENDED')).statusCode).toBe(200);
  await check('suspended');
  expect((await agency('ACTIVE')).statusCode).toBe(200);
  await check('restored');

  await behindTheApi(ctx, sql`delete from listing where id = ${ids.removed}`);
  await check('removed');
}

/**
 * Rows inserted as the bench's generator inserts them (`insert`, copies of a listing made
 * through the API): with the triggers off, then the map grid rebuilt from the listings. One
 * transaction, so that the triggers are off on its connection only and for it only.
 */
export async function insertAsTheGeneratorDoes(ctx: TestContext, insert: SQL) {
  const db = ctx.database.db;
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(insert);
  });
  await db.execute(sql`select listing_map_grid_rebuild()`);
}
