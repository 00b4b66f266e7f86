import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { migrationsUpTo } from '../../../../test/migrations-up-to';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPglite, fromPglite, rowsOf, type Database } from '../../../platform/db/client';
import { migrationsFolder } from '../../../platform/db/migrate';

const GB = 1024 ** 3;
const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';

/**
 * Migration 0038 on a database that had agencies before packages (issue 41): every agency holds
 * FREE, and what it had (its own media quotas or the old defaults, its active listings, its
 * agents and open invitations) is kept by a "carried over" grant: nothing is lost.
 */
describe('migration 0038: existing agencies keep what they had', () => {
  let database: Database;
  let before: string;

  beforeAll(async () => {
    database = fromPglite(await createPglite());
    const db = database.db as unknown as PgliteDatabase;
    before = migrationsUpTo(37);
    await migrate(db, { migrationsFolder: before });
    await database.db.execute(sql`
      insert into agency (id, name, slug, status) values
        (${A}, 'Busy Agency', 'busy-agency', 'ACTIVE'), (${B}, 'Quiet Agency', 'quiet-agency', 'ACTIVE')`);
    await database.db.execute(sql`
      insert into agency_media_limit (agency_id, storage_quota_bytes, image_quota)
      values (${A}, ${10 * GB}, 8000)`);
    for (let i = 0; i < 3; i++)
      await database.db.execute(sql`
        insert into "user" (id, name, email, role, agency_id)
        values (gen_random_uuid(), ${`Agent ${i}`}, ${`agent${i}@busy.test`}, ${i ? 'AGENT' : 'SUPER_AGENT'}, ${A})`);
    await database.db.execute(sql`
      insert into agency_invitation (agency_id, email, name, token_hash, expires_at)
      values (${A}, 'next@busy.test', 'Next', 'hash', now() + interval '3 days')`);
    for (let i = 0; i < 7; i++)
      await database.db.execute(sql`
        insert into listing (kind, purpose, title, price_amount, agency_id, status)
        values ('house', 'SALE', ${`House ${i}`}, 100000000, ${A}, 'ACTIVE')`);
    await migrate(db, { migrationsFolder });
  });
  afterAll(async () => {
    await database.close();
    rmSync(before, { recursive: true, force: true });
  });

  const ceilings = async (agencyId: string) =>
    Object.fromEntries(
      rowsOf<{ code: string; n: number }>(
        await database.db.execute(sql`
          select i.code, sum(l.remaining)::float8 as n from entitlement_lot l
          join catalogue_item i on i.id = l.item_id
          where l.agency_id = ${agencyId} and l.valid_until is null group by i.code`),
      ).map((r) => [r.code, r.n]),
    );

  it('keeps an agency’s own quotas, its live listings and its people within its ceilings', async () => {
    expect(await ceilings(A)).toEqual({
      PHOTO_STORAGE: 10 * GB,
      PHOTO_COUNT: 8000,
      LISTING_SLOTS: 7,
      AGENT_SEATS: 4,
    });
  });

  it('gives an agency without its own quotas the old defaults, over the FREE package', async () => {
    expect(await ceilings(B)).toEqual({
      PHOTO_STORAGE: 5 * GB,
      PHOTO_COUNT: 3000,
      LISTING_SLOTS: 5,
      AGENT_SEATS: 1,
    });
    const periods = rowsOf<{ name: string; status: string }>(
      await database.db.execute(sql`
        select p.name, s.status from agency_subscription s join catalogue_package p on p.id = s.package_id
        where s.agency_id = ${B}`),
    );
    expect(periods).toEqual([{ name: 'Free', status: 'ACTIVE' }]);
  });

  it('counts the live listings per agency for the slot check (0039)', async () => {
    const counts = rowsOf<{ agencyId: string; n: number }>(
      await database.db.execute(
        sql`select agency_id as "agencyId", n from listing_live_count order by agency_id`,
      ),
    );
    expect(counts).toEqual([{ agencyId: A, n: 7 }]);
  });

  it('writes the cached balances the postings say', async () => {
    const [drift] = rowsOf<{ n: number }>(
      await database.db.execute(sql`
        select count(*)::int as n from entitlement_lot l
        where l.remaining <> (select sum(p.delta) from ledger_posting p where p.lot_id = l.lot_id)`),
    );
    expect(drift!.n).toBe(0);
  });
});
