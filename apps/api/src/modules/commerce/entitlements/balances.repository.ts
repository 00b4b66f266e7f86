import { sql, type SQL } from 'drizzle-orm';
import type {
  GrantSource,
  ItemKind,
  ItemRef,
  LedgerKind,
  SubscriptionStatus,
} from '@afrinest/contract';
import { rowsOf, type Db } from '../../../platform/db/client';
import { agencies } from '../../agencies/agencies.schema';
import { users } from '../../users/users.schema';
import {
  agencySubscriptions,
  catalogueItems,
  cataloguePackages,
  entitlementLots,
  entitlementNotices,
  ledgerOperations,
  ledgerPostings,
} from '../commerce.schema';
import type { LotRow } from './ledger.repository';

/** The product's days (usage per day) are Uganda's: East Africa Time. */
export const PRODUCT_TIME_ZONE = 'Africa/Kampala';

export interface BreakdownLotRow {
  lotId: string;
  operationId: string;
  item: ItemRef;
  source: GrantSource;
  packageId: string | null;
  packageName: string | null;
  agentId: string | null;
  granted: number;
  remaining: number;
  validFrom: Date;
  validUntil: Date | null;
  reason: string;
  createdAt: Date;
}
export interface SubscriptionRow {
  id: string;
  agencyId: string;
  agencyName: string;
  packageId: string;
  packageName: string;
  isFree: boolean;
  status: SubscriptionStatus;
  source: GrantSource;
  startsAt: Date;
  endsAt: Date | null;
  createdAt: Date;
}
export interface SubscriptionFilter {
  id?: string;
  agencyId?: string;
  q?: string;
  status?: SubscriptionStatus;
  /** Only ACTIVE periods ending before this instant. */
  endingBefore?: Date;
}
export interface OperationRow {
  id: string;
  kind: LedgerKind;
  source: GrantSource | null;
  agencyId: string;
  agencyName: string;
  packageId: string | null;
  packageName: string | null;
  listingId: string | null;
  reason: string;
  actorId: string | null;
  idempotencyKey: string;
  createdAt: Date;
  reversible: boolean;
}
export interface PostingRow {
  operationId: string;
  lotId: string;
  item: ItemRef;
  agentId: string | null;
  delta: number;
  validFrom: Date;
  validUntil: Date | null;
}
export interface UnifiedFilter {
  q?: string;
  itemId?: string;
  /** Only rows whose next expiry comes before this instant. */
  expiringBefore?: Date;
}
export interface UnifiedDbRow {
  agencyId: string;
  agencyName: string;
  item: ItemRef;
  granted: number;
  remaining: number;
  consumed: number;
  nextExpiry: Date | null;
}
export interface NoticeRow {
  id: string;
  kind: string;
  count: number;
  createdAt: Date;
}
/** What the usage series is computed from: the lots' windows and the postings per day. */
export interface UsageRows {
  days: { day: string; end: Date }[];
  /** Each lot's start and end as granted, and its later ends (EXTEND), oldest first. */
  grants: { lotId: string; validFrom: Date; validUntil: Date | null }[];
  extends: { lotId: string; validUntil: Date | null; at: Date }[];
  /** Each lot's balance before the window. */
  before: { lotId: string; delta: number }[];
  daily: { lotId: string; kind: LedgerKind; day: string; delta: number }[];
}

/** `%text%` for ILIKE, with the user's own % and _ taken literally. */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const iso = (d: Date) => sql`${d.toISOString()}::timestamptz`;
const date = (v: unknown) => new Date(v as string);
const dateOrNull = (v: unknown) => (v == null ? null : date(v));
/** A lot (alias `l`) counts at `at` when its window holds then (valid_until null: no end). */
const validAt = (at: Date) =>
  sql`l.valid_from <= ${iso(at)} and (l.valid_until is null or l.valid_until > ${iso(at)})`;
const itemColumns = sql`i.id, i.code, i.name, i.description, i.unit, i.kind`;
const toItem = (r: Record<string, unknown>): ItemRef => ({
  id: r.id as string,
  code: r.code as string,
  name: r.name as string,
  description: r.description as string,
  unit: r.unit as string,
  kind: r.kind as ItemKind,
});
const totalOf = (result: unknown) => Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
const where = (parts: (SQL | undefined)[]) => {
  const present = parts.filter((p): p is SQL => !!p);
  return present.length ? sql`where ${sql.join(present, sql` and `)}` : sql``;
};

/**
 * An operation (alias `o`) as people read it. Reversible: a grant (or a positive adjustment)
 * whose lots still hold something, not reversed yet.
 */
const operationColumns = sql`o.id, o.kind, o.source, o.agency_id as "agencyId",
  (select a.name from ${agencies} a where a.id = o.agency_id) as "agencyName",
  o.package_id as "packageId",
  (select pk.name from ${cataloguePackages} pk where pk.id = o.package_id) as "packageName",
  o.listing_id as "listingId", o.reason, o.actor_id as "actorId",
  o.idempotency_key as "idempotencyKey", o.created_at as "createdAt",
  (o.kind in ('GRANT', 'ADJUST')
    and not exists (select 1 from ${ledgerOperations} r where r.reverses_id = o.id)
    and exists (
      select 1 from ${ledgerPostings} g join ${entitlementLots} l on l.lot_id = g.lot_id
      where g.operation_id = o.id and g.id = g.lot_id and l.remaining > 0)
  ) as reversible`;
const toOperation = (r: OperationRow): OperationRow => ({ ...r, createdAt: date(r.createdAt) });

/**
 * The entitlement reads' SQL (issue 41): balances from the cached lots (entitlement_lot), the
 * ledger as people read it, agencies' periods and the usage per day from the postings. Agency
 * and agent names are joined where a list is searched or paged by them.
 */
export function createBalancesRepository(db: Db) {
  return {
    db,

    /** Every ACTIVE item, and any item one of the agencies holds at `at`; built-in ones first. */
    async itemsFor(agencyIds: string[], at: Date): Promise<ItemRef[]> {
      const held = agencyIds.length
        ? sql`or exists (select 1 from ${entitlementLots} l
            where l.item_id = i.id and l.agency_id in ${agencyIds} and ${validAt(at)})`
        : sql``;
      const result = await db.execute(sql`
        select ${itemColumns} from ${catalogueItems} i
        where i.status = 'ACTIVE' ${held}
        order by i.built_in desc, i.name, i.id`);
      return rowsOf<Record<string, unknown>>(result).map(toItem);
    },

    async item(id: string): Promise<ItemRef | undefined> {
      const result = await db.execute(
        sql`select ${itemColumns} from ${catalogueItems} i where i.id = ${id}`,
      );
      const [row] = rowsOf<Record<string, unknown>>(result);
      return row ? toItem(row) : undefined;
    },

    /** The agencies' lots valid at `at`, every bucket. */
    async validLots(agencyIds: string[], at: Date): Promise<LotRow[]> {
      if (agencyIds.length === 0) return [];
      const result = await db.execute(sql`
        select l.lot_id as "lotId", l.agency_id as "agencyId", l.item_id as "itemId",
          l.agent_id as "agentId", l.source, l.granted::float8 as granted,
          l.consumed::float8 as consumed, l.remaining::float8 as remaining,
          l.valid_from as "validFrom", l.valid_until as "validUntil"
        from ${entitlementLots} l
        where l.agency_id in ${agencyIds} and ${validAt(at)}
        order by l.valid_until asc nulls last, l.valid_from, l.lot_id`);
      return rowsOf<LotRow>(result).map((r) => ({
        ...r,
        validFrom: date(r.validFrom),
        validUntil: dateOrNull(r.validUntil),
      }));
    },

    /**
     * The breakdown's grants per bucket: those valid with something left, and any granted since
     * `since` (so a grant used up or ended lately is still seen), newest first.
     */
    async breakdownLots(agencyId: string, at: Date, since: Date): Promise<BreakdownLotRow[]> {
      const result = await db.execute(sql`
        select l.lot_id as "lotId", g.operation_id as "operationId", ${itemColumns},
          l.source, o.package_id as "packageId", pk.name as "packageName", l.agent_id as "agentId",
          l.granted::float8 as granted, l.remaining::float8 as remaining,
          l.valid_from as "validFrom", l.valid_until as "validUntil", o.reason,
          g.created_at as "createdAt"
        from ${entitlementLots} l
        join ${ledgerPostings} g on g.id = l.lot_id
        join ${ledgerOperations} o on o.id = g.operation_id
        join ${catalogueItems} i on i.id = l.item_id
        left join ${cataloguePackages} pk on pk.id = o.package_id
        where l.agency_id = ${agencyId}
          and ((l.remaining > 0 and ${validAt(at)}) or (l.granted > 0 and g.created_at >= ${iso(since)}))
        order by g.created_at desc, l.lot_id, l.agent_id nulls first`);
      return rowsOf<Record<string, unknown>>(result).map((r) => ({
        lotId: r.lotId as string,
        operationId: r.operationId as string,
        item: toItem(r),
        source: r.source as GrantSource,
        packageId: (r.packageId as string | null) ?? null,
        packageName: (r.packageName as string | null) ?? null,
        agentId: (r.agentId as string | null) ?? null,
        granted: Number(r.granted),
        remaining: Number(r.remaining),
        validFrom: date(r.validFrom),
        validUntil: dateOrNull(r.validUntil),
        reason: r.reason as string,
        createdAt: date(r.createdAt),
      }));
    },

    /** The agency's agents (the super agent included), by name. */
    async team(agencyId: string): Promise<{ id: string; name: string }[]> {
      const result = await db.execute(sql`
        select u.id, u.name from ${users} u
        where u.agency_id = ${agencyId} and u.role in ('AGENT', 'SUPER_AGENT')
        order by lower(u.name), u.id`);
      return rowsOf<{ id: string; name: string }>(result);
    },

    /**
     * Periods, a page of them. One agency's: ACTIVE first, then newest. All agencies': ACTIVE
     * first ending soonest, then the others ended latest first.
     */
    async subscriptions(f: SubscriptionFilter, page: number, pageSize: number) {
      const from = sql`from ${agencySubscriptions} s
        join ${agencies} a on a.id = s.agency_id
        join ${cataloguePackages} p on p.id = s.package_id
        ${where([
          f.id ? sql`s.id = ${f.id}` : undefined,
          f.agencyId ? sql`s.agency_id = ${f.agencyId}` : undefined,
          f.q ? sql`a.name ilike ${containsPattern(f.q)}` : undefined,
          f.status ? sql`s.status = ${f.status}` : undefined,
          f.endingBefore
            ? sql`s.status = 'ACTIVE' and s.ends_at is not null and s.ends_at <= ${iso(f.endingBefore)}`
            : undefined,
        ])}`;
      const order = f.agencyId
        ? sql`(s.status = 'ACTIVE') desc, s.starts_at desc, s.created_at desc, s.id`
        : sql`(s.status = 'ACTIVE') desc,
            case when s.status = 'ACTIVE' then s.ends_at end asc nulls last,
            s.ends_at desc nulls last, s.created_at desc, s.id`;
      const [rows, count] = await Promise.all([
        db.execute(sql`
          select s.id, s.agency_id as "agencyId", a.name as "agencyName", s.package_id as "packageId",
            p.name as "packageName", p.is_free as "isFree", s.status, s.source,
            s.starts_at as "startsAt", s.ends_at as "endsAt", s.created_at as "createdAt"
          ${from} order by ${order}
          limit ${pageSize} offset ${(page - 1) * pageSize}`),
        db.execute(sql`select count(*)::int as n ${from}`),
      ]);
      return {
        rows: rowsOf<SubscriptionRow>(rows).map((r) => ({
          ...r,
          startsAt: date(r.startsAt),
          endsAt: dateOrNull(r.endsAt),
          createdAt: date(r.createdAt),
        })),
        total: totalOf(count),
      };
    },

    /** The plan people see: the ACTIVE paid period ending last, else the free one. */
    async plan(agencyId: string): Promise<{ name: string; endsAt: Date | null } | undefined> {
      const result = await db.execute(sql`
        select p.name, s.ends_at as "endsAt"
        from ${agencySubscriptions} s join ${cataloguePackages} p on p.id = s.package_id
        where s.agency_id = ${agencyId} and s.status = 'ACTIVE'
        order by p.is_free asc, s.ends_at desc nulls first, s.starts_at desc, s.id
        limit 1`);
      const [row] = rowsOf<{ name: string; endsAt: unknown }>(result);
      return row ? { name: row.name, endsAt: dateOrNull(row.endsAt) } : undefined;
    },

    /** A page of one agency's operations, newest first. */
    async operations(
      agencyId: string,
      f: { itemId?: string; kind?: LedgerKind },
      page: number,
      pageSize: number,
    ) {
      const from = sql`from ${ledgerOperations} o ${where([
        sql`o.agency_id = ${agencyId}`,
        f.kind ? sql`o.kind = ${f.kind}` : undefined,
        f.itemId
          ? sql`exists (select 1 from ${ledgerPostings} x where x.operation_id = o.id and x.item_id = ${f.itemId})`
          : undefined,
      ])}`;
      const [rows, count] = await Promise.all([
        db.execute(sql`select ${operationColumns} ${from}
          order by o.created_at desc, o.id desc
          limit ${pageSize} offset ${(page - 1) * pageSize}`),
        db.execute(sql`select count(*)::int as n ${from}`),
      ]);
      return { rows: rowsOf<OperationRow>(rows).map(toOperation), total: totalOf(count) };
    },

    /** The operations named, in no particular order (the caller orders them). */
    async operationsByIds(ids: string[]): Promise<OperationRow[]> {
      if (ids.length === 0) return [];
      const result = await db.execute(
        sql`select ${operationColumns} from ${ledgerOperations} o where o.id in ${ids}`,
      );
      return rowsOf<OperationRow>(result).map(toOperation);
    },

    /** The operations' postings; a lot's window is its grant's, or its latest extension's. */
    async postingsOf(operationIds: string[]): Promise<PostingRow[]> {
      if (operationIds.length === 0) return [];
      const result = await db.execute(sql`
        select p.operation_id as "operationId", p.lot_id as "lotId", ${itemColumns},
          p.agent_id as "agentId", p.delta::float8 as delta, g.valid_from as "validFrom",
          case when p.id = p.lot_id or o.kind = 'EXTEND' then p.valid_until
            else (select c.valid_until from ${entitlementLots} c where c.lot_id = p.lot_id limit 1)
          end as "validUntil"
        from ${ledgerPostings} p
        join ${ledgerOperations} o on o.id = p.operation_id
        join ${ledgerPostings} g on g.id = p.lot_id
        join ${catalogueItems} i on i.id = p.item_id
        where p.operation_id in ${operationIds}
        order by i.built_in desc, i.name, p.agent_id nulls first, p.lot_id`);
      return rowsOf<Record<string, unknown>>(result).map((r) => ({
        operationId: r.operationId as string,
        lotId: r.lotId as string,
        item: toItem(r),
        agentId: (r.agentId as string | null) ?? null,
        delta: Number(r.delta),
        validFrom: date(r.validFrom),
        validUntil: dateOrNull(r.validUntil),
      }));
    },

    /** One row per agency and item with lots valid at `at`, a page of them. */
    async unified(f: UnifiedFilter, at: Date, page: number, pageSize: number) {
      const from = sql`from (
          select l.agency_id, l.item_id, sum(l.granted)::float8 as granted,
            sum(l.remaining)::float8 as remaining, sum(l.consumed)::float8 as consumed,
            min(l.valid_until) filter (where l.remaining > 0) as next_expiry
          from ${entitlementLots} l
          where ${validAt(at)} ${f.itemId ? sql`and l.item_id = ${f.itemId}` : sql``}
          group by l.agency_id, l.item_id
        ) b
        join ${agencies} a on a.id = b.agency_id
        join ${catalogueItems} i on i.id = b.item_id
        ${where([
          f.q ? sql`a.name ilike ${containsPattern(f.q)}` : undefined,
          f.expiringBefore ? sql`b.next_expiry <= ${iso(f.expiringBefore)}` : undefined,
        ])}`;
      const order = f.expiringBefore
        ? sql`b.next_expiry asc, lower(a.name), a.id, i.built_in desc, i.name, i.id`
        : sql`lower(a.name), a.id, i.built_in desc, i.name, i.id`;
      const [rows, count] = await Promise.all([
        db.execute(sql`
          select b.agency_id as "agencyId", a.name as "agencyName", ${itemColumns},
            b.granted, b.remaining, b.consumed, b.next_expiry as "nextExpiry"
          ${from} order by ${order}
          limit ${pageSize} offset ${(page - 1) * pageSize}`),
        db.execute(sql`select count(*)::int as n ${from}`),
      ]);
      return {
        rows: rowsOf<Record<string, unknown>>(rows).map((r): UnifiedDbRow => ({
          agencyId: r.agencyId as string,
          agencyName: r.agencyName as string,
          item: toItem(r),
          granted: Number(r.granted),
          remaining: Number(r.remaining),
          consumed: Number(r.consumed),
          nextExpiry: dateOrNull(r.nextExpiry),
        })),
        total: totalOf(count),
      };
    },

    /** What the usage series of one agency's item between two dates (both included) is made of. */
    async usageRows(
      agencyId: string,
      itemId: string,
      startDate: string,
      endDate: string,
    ): Promise<UsageRows> {
      const zone = PRODUCT_TIME_ZONE;
      const days = rowsOf<{ day: string; end: unknown }>(
        await db.execute(sql`
          select d::date::text as day, ((d::date + 1)::timestamp at time zone ${zone}) as "end"
          from generate_series(${startDate}::date::timestamp, ${endDate}::date::timestamp, interval '1 day') d
          order by d`),
      ).map((r) => ({ day: r.day, end: date(r.end) }));
      const start = sql`(${startDate}::date::timestamp at time zone ${zone})`;
      const end = sql`((${endDate}::date + 1)::timestamp at time zone ${zone})`;
      const mine = sql`p.agency_id = ${agencyId} and p.item_id = ${itemId}`;
      const [grants, extensions, before, daily] = await Promise.all([
        db.execute(sql`
          select p.lot_id as "lotId", p.valid_from as "validFrom", p.valid_until as "validUntil"
          from ${ledgerPostings} p where ${mine} and p.id = p.lot_id and p.created_at < ${end}`),
        db.execute(sql`
          select p.lot_id as "lotId", p.valid_until as "validUntil", p.created_at as at
          from ${ledgerPostings} p join ${ledgerOperations} o on o.id = p.operation_id
          where ${mine} and o.kind = 'EXTEND' and p.created_at < ${end}
          order by p.created_at, p.id`),
        db.execute(sql`
          select p.lot_id as "lotId", sum(p.delta)::float8 as delta
          from ${ledgerPostings} p where ${mine} and p.created_at < ${start}
          group by p.lot_id`),
        db.execute(sql`
          select p.lot_id as "lotId", o.kind,
            to_char(p.created_at at time zone ${zone}, 'YYYY-MM-DD') as day,
            sum(p.delta)::float8 as delta
          from ${ledgerPostings} p join ${ledgerOperations} o on o.id = p.operation_id
          where ${mine} and p.created_at >= ${start} and p.created_at < ${end}
          group by 1, 2, 3`),
      ]);
      return {
        days,
        grants: rowsOf<{ lotId: string; validFrom: unknown; validUntil: unknown }>(grants).map(
          (r) => ({
            lotId: r.lotId,
            validFrom: date(r.validFrom),
            validUntil: dateOrNull(r.validUntil),
          }),
        ),
        extends: rowsOf<{ lotId: string; validUntil: unknown; at: unknown }>(extensions).map(
          (r) => ({ lotId: r.lotId, validUntil: dateOrNull(r.validUntil), at: date(r.at) }),
        ),
        before: rowsOf<{ lotId: string; delta: number }>(before).map((r) => ({
          lotId: r.lotId,
          delta: Number(r.delta),
        })),
        daily: rowsOf<{ lotId: string; kind: LedgerKind; day: string; delta: number }>(daily).map(
          (r) => ({ ...r, delta: Number(r.delta) }),
        ),
      };
    },

    /** Notices the agency's people have not dismissed, newest first. */
    async openNotices(agencyId: string): Promise<NoticeRow[]> {
      const result = await db.execute(sql`
        select n.id, n.kind, n.count, n.created_at as "createdAt"
        from ${entitlementNotices} n
        where n.agency_id = ${agencyId} and n.dismissed_at is null
        order by n.created_at desc, n.id`);
      return rowsOf<NoticeRow>(result).map((r) => ({ ...r, createdAt: date(r.createdAt) }));
    },
  };
}
export type BalancesRepository = ReturnType<typeof createBalancesRepository>;
