import {
  AgenciesErrorCode,
  AgenciesMessages,
  CommerceErrorCode,
  CommerceMessages,
  isAdminRole,
  isAllocatable,
  ItemCode,
  type AgencyBreakdown,
  type AgentEntitlements,
  type EntitlementNotice,
  type ItemBalance,
  type ItemKind,
  type ItemRef,
  type LedgerOperation,
  type LedgerQuery,
  type ListSubscriptionsQuery,
  type Page,
  type PageQuery,
  type PublicEntitlements,
  type Subscription,
  type UnifiedQuery,
  type UnifiedRow,
  type UsageQuery,
  type UsageSeries,
} from '@afrinest/contract';
import type { AuthUser } from '../../../platform/auth/auth-user';
import { AppError, badRequest, notFound } from '../../../platform/http/errors';
import type {
  BalancesRepository,
  OperationRow,
  SubscriptionRow,
  UsageRows,
} from './balances.repository';
import { capacityOf } from './draw';
import type { LotRow } from './ledger.repository';
import { isMeasured, totalOf, type CapacityUse, type UsageSources } from './usage';

const DAY_MS = 86_400_000;
/** The breakdown also lists grants this recent that are used up or ended. */
const RECENT_GRANT_DAYS = 90;
/** Periods shown beside balances; the history route pages through all of them. */
const SUBSCRIPTIONS_SHOWN = 20;
const USAGE_DAYS_MAX = 366;

const sum = (lots: LotRow[], f: (l: LotRow) => number) => lots.reduce((a, l) => a + f(l), 0);
const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);

/** Used and left per kind: a capacity's ceiling minus live use, a credit's remainder, a switch. */
function usedAndLeft(kind: ItemKind, remaining: number, consumed: number, use: number) {
  if (kind === 'CAPACITY') return { used: use, left: Math.max(0, remaining - use) };
  if (kind === 'CONSUMABLE') return { used: consumed, left: remaining };
  return { used: 0, left: remaining };
}

/**
 * One item's balance from its valid lots (every bucket) and, for a measured capacity, its live
 * use. `enabled`: the agency holds some of it now (a FEATURE is on).
 */
function balanceOf(item: ItemRef, lots: LotRow[], use: CapacityUse | undefined): ItemBalance {
  const remaining = sum(lots, (l) => l.remaining);
  const agents = lots.filter((l) => l.agentId !== null);
  const ends = lots.flatMap((l) => (l.remaining > 0 && l.validUntil ? [+l.validUntil] : []));
  const allocated =
    item.kind === 'CAPACITY'
      ? remaining - capacityOf(lots).pool
      : sum(agents, (l) => l.remaining + (item.kind === 'CONSUMABLE' ? l.consumed : 0));
  return {
    item,
    granted: sum(lots, (l) => l.granted),
    ...usedAndLeft(
      item.kind,
      remaining,
      sum(lots, (l) => l.consumed),
      use ? totalOf(use) : 0,
    ),
    allocated,
    enabled: remaining > 0,
    nextExpiry: ends.length ? new Date(Math.min(...ends)).toISOString() : null,
  };
}

const toSubscription = (r: SubscriptionRow): Subscription => ({
  id: r.id,
  agency: { id: r.agencyId, name: r.agencyName },
  package: { id: r.packageId, name: r.packageName, isFree: r.isFree },
  status: r.status,
  source: r.source,
  startsAt: r.startsAt.toISOString(),
  endsAt: isoOrNull(r.endsAt),
  createdAt: r.createdAt.toISOString(),
});

/** Named as the route's own query validation names a field (see login-logs' date window). */
const queryError = (field: string, message: string) =>
  badRequest('Some fields are not valid.', { fields: { [`querystring.${field}`]: [message] } });
const noAgency = () => new AppError(404, AgenciesErrorCode.NO_AGENCY, CommerceMessages.NO_AGENCY);
const agencyNotFound = () => notFound(AgenciesMessages.AGENCY_NOT_FOUND);

/**
 * Per day: what was used (CONSUME), granted (GRANT), and the balance at the day's end over the
 * lots valid then (a lot's end as its latest extension before then set it).
 */
function seriesOf(rows: UsageRows): UsageSeries {
  const grants = new Map(rows.grants.map((g) => [g.lotId, g]));
  const balance = new Map(rows.before.map((b) => [b.lotId, b.delta]));
  const series: UsageSeries = { labels: [], consumed: [], left: [], granted: [] };
  for (const { day, end } of rows.days) {
    let consumed = 0;
    let granted = 0;
    for (const d of rows.daily.filter((x) => x.day === day)) {
      balance.set(d.lotId, (balance.get(d.lotId) ?? 0) + d.delta);
      if (d.kind === 'CONSUME') consumed -= d.delta;
      if (d.kind === 'GRANT') granted += d.delta;
    }
    let left = 0;
    for (const [lotId, held] of balance) {
      const grant = grants.get(lotId);
      if (!grant || grant.validFrom > end) continue;
      const extended = rows.extends.filter((e) => e.lotId === lotId && e.at < end).at(-1);
      const until = extended ? extended.validUntil : grant.validUntil;
      if (!until || until > end) left += held;
    }
    series.labels.push(day);
    series.consumed.push(consumed);
    series.left.push(left);
    series.granted.push(granted);
  }
  return series;
}

/**
 * The entitlement reads (issue 41): balances per item derived from the lots valid now, the
 * ledger as people read it, periods, usage per day, and the agent and public views. Writes live
 * in entitlements.service.ts; this side never changes anything.
 */
export function createEntitlementReads(deps: {
  repo: BalancesRepository;
  usage: UsageSources;
  agencies: {
    findById(
      id: string,
    ): Promise<{ id: string; name: string; slug: string; status: string } | undefined>;
  };
  users: { findRecords(ids: readonly string[]): Promise<{ id: string; name: string }[]> };
  now?: () => Date;
}) {
  const { repo, usage, users } = deps;
  const now = deps.now ?? (() => new Date());

  async function agencyOr404(id: string) {
    const agency = await deps.agencies.findById(id);
    if (!agency) throw agencyNotFound();
    return agency;
  }

  async function namesOf(ids: (string | null)[]) {
    const wanted = [...new Set(ids.filter((id): id is string => !!id))];
    const records = wanted.length ? await users.findRecords(wanted) : [];
    const names = new Map(records.map((u) => [u.id, u.name]));
    return (id: string | null) => (id ? { id, name: names.get(id) ?? '' } : null);
  }

  /** Live use of the agency's measured capacities among `items`, by item id. */
  async function measure(agencyId: string, items: ItemRef[]) {
    const uses = new Map<string, CapacityUse>();
    await Promise.all(
      items.map(async (item) => {
        const code = item.code;
        if (item.kind === 'CAPACITY' && isMeasured(code))
          uses.set(item.id, await usage[code](repo.db, agencyId));
      }),
    );
    return uses;
  }

  /** Everything the agency's balances are made of at `at`. */
  async function snapshot(agencyId: string, at: Date) {
    const [items, lots] = await Promise.all([
      repo.itemsFor([agencyId], at),
      repo.validLots([agencyId], at),
    ]);
    const uses = await measure(agencyId, items);
    const byItem = new Map<string, LotRow[]>();
    for (const lot of lots) byItem.set(lot.itemId, [...(byItem.get(lot.itemId) ?? []), lot]);
    const balances = items.map((item) =>
      balanceOf(item, byItem.get(item.id) ?? [], uses.get(item.id)),
    );
    return { items, byItem, uses, balances };
  }
  type Snapshot = Awaited<ReturnType<typeof snapshot>>;

  /** What one agent holds in their own buckets of an item, and uses of it. */
  function mineOf(s: Snapshot, agentId: string, item: ItemRef) {
    const lots = (s.byItem.get(item.id) ?? []).filter((l) => l.agentId === agentId);
    const used =
      item.kind === 'CONSUMABLE'
        ? sum(lots, (l) => l.consumed)
        : item.kind === 'CAPACITY'
          ? (s.uses.get(item.id)?.get(agentId) ?? 0)
          : 0;
    return { allocated: sum(lots, (l) => l.remaining), used };
  }

  async function teamOf(agencyId: string, s: Snapshot) {
    const agents = await repo.team(agencyId);
    const items = s.items.filter(isAllocatable);
    return agents.map((agent) => ({
      agent,
      allocations: items.map((item) => ({ itemId: item.id, ...mineOf(s, agent.id, item) })),
    }));
  }

  /** Operations with their postings, item refs and people's names. */
  async function toOperations(rows: OperationRow[]): Promise<LedgerOperation[]> {
    const postings = await repo.postingsOf(rows.map((r) => r.id));
    const person = await namesOf([
      ...rows.map((r) => r.actorId),
      ...postings.map((p) => p.agentId),
    ]);
    return rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      source: r.source,
      agency: { id: r.agencyId, name: r.agencyName },
      package: r.packageId ? { id: r.packageId, name: r.packageName ?? '' } : null,
      listingId: r.listingId,
      reason: r.reason,
      actor: person(r.actorId),
      idempotencyKey: r.idempotencyKey,
      createdAt: r.createdAt.toISOString(),
      postings: postings
        .filter((p) => p.operationId === r.id)
        .map((p) => ({
          lotId: p.lotId,
          item: p.item,
          agent: person(p.agentId),
          delta: p.delta,
          validFrom: p.validFrom.toISOString(),
          validUntil: isoOrNull(p.validUntil),
        })),
      reversible: r.reversible,
    }));
  }

  async function plan(agencyId: string) {
    const row = await repo.plan(agencyId);
    return row ? { name: row.name, endsAt: isoOrNull(row.endsAt) } : null;
  }

  async function agencySubscriptions(agencyId: string, page: number, pageSize: number) {
    const { rows, total } = await repo.subscriptions({ agencyId }, page, pageSize);
    return { data: rows.map(toSubscription), total, page, pageSize };
  }

  return {
    async balances(agencyId: string): Promise<ItemBalance[]> {
      return (await snapshot(agencyId, now())).balances;
    },

    async breakdown(agencyId: string): Promise<AgencyBreakdown> {
      const agency = await agencyOr404(agencyId);
      const at = now();
      const s = await snapshot(agencyId, at);
      const since = new Date(+at - RECENT_GRANT_DAYS * DAY_MS);
      const [lots, subscriptions, team] = await Promise.all([
        repo.breakdownLots(agencyId, at, since),
        agencySubscriptions(agencyId, 1, SUBSCRIPTIONS_SHOWN),
        teamOf(agencyId, s),
      ]);
      const person = await namesOf(lots.map((l) => l.agentId));
      return {
        agency: { id: agency.id, name: agency.name, status: agency.status },
        items: s.balances,
        lots: lots.map((l) => ({
          lotId: l.lotId,
          operationId: l.operationId,
          item: l.item,
          source: l.source,
          package: l.packageId ? { id: l.packageId, name: l.packageName ?? '' } : null,
          agent: person(l.agentId),
          granted: l.granted,
          remaining: l.remaining,
          validFrom: l.validFrom.toISOString(),
          validUntil: isoOrNull(l.validUntil),
          reason: l.reason,
          createdAt: l.createdAt.toISOString(),
        })),
        subscriptions: subscriptions.data,
        team,
      };
    },

    async ledger(agencyId: string, q: LedgerQuery): Promise<Page<LedgerOperation>> {
      await agencyOr404(agencyId);
      const { rows, total } = await repo.operations(agencyId, q, q.page, q.pageSize);
      return { data: await toOperations(rows), total, page: q.page, pageSize: q.pageSize };
    },

    /** The operations a write made, in the order given (the write routes' answers). */
    async operations(ids: string[]): Promise<LedgerOperation[]> {
      const rows = new Map((await repo.operationsByIds(ids)).map((r) => [r.id, r]));
      return toOperations(ids.flatMap((id) => rows.get(id) ?? []));
    },

    async subscription(id: string): Promise<Subscription> {
      const [row] = (await repo.subscriptions({ id }, 1, 1)).rows;
      if (!row)
        throw new AppError(
          404,
          CommerceErrorCode.SUBSCRIPTION_NOT_FOUND,
          CommerceMessages.SUBSCRIPTION_NOT_FOUND,
        );
      return toSubscription(row);
    },

    /** Every agency's items; live use is measured for the agencies of this page only. */
    async unified(q: UnifiedQuery): Promise<Page<UnifiedRow>> {
      const at = now();
      const expiringBefore = q.expiringWithinDays
        ? new Date(+at + q.expiringWithinDays * DAY_MS)
        : undefined;
      const { rows, total } = await repo.unified(
        { q: q.q, itemId: q.itemId, expiringBefore },
        at,
        q.page,
        q.pageSize,
      );
      const uses = new Map<string, number>();
      await Promise.all(
        rows.map(async (r) => {
          const code = r.item.code;
          if (r.item.kind === 'CAPACITY' && isMeasured(code))
            uses.set(`${r.agencyId}:${r.item.id}`, totalOf(await usage[code](repo.db, r.agencyId)));
        }),
      );
      const data = rows.map((r) => ({
        agency: { id: r.agencyId, name: r.agencyName },
        item: r.item,
        granted: r.granted,
        ...usedAndLeft(
          r.item.kind,
          r.remaining,
          r.consumed,
          uses.get(`${r.agencyId}:${r.item.id}`) ?? 0,
        ),
        nextExpiry: isoOrNull(r.nextExpiry),
      }));
      return { data, total, page: q.page, pageSize: q.pageSize };
    },

    async usageSeries(q: UsageQuery): Promise<UsageSeries> {
      const start = Date.parse(`${q.startDate}T00:00:00Z`);
      const end = Date.parse(`${q.endDate}T00:00:00Z`);
      if (end < start) throw queryError('endDate', 'The end is before the start.');
      if ((end - start) / DAY_MS + 1 > USAGE_DAYS_MAX)
        throw queryError('endDate', `At most ${USAGE_DAYS_MAX} days.`);
      await agencyOr404(q.agencyId);
      if (!(await repo.item(q.itemId)))
        throw new AppError(404, CommerceErrorCode.ITEM_NOT_FOUND, CommerceMessages.ITEM_NOT_FOUND);
      return seriesOf(await repo.usageRows(q.agencyId, q.itemId, q.startDate, q.endDate));
    },

    async subscriptions(q: ListSubscriptionsQuery): Promise<Page<Subscription>> {
      const endingBefore = q.expiringWithinDays
        ? new Date(+now() + q.expiringWithinDays * DAY_MS)
        : undefined;
      const { rows, total } = await repo.subscriptions(
        { q: q.q, status: q.status, endingBefore },
        q.page,
        q.pageSize,
      );
      return { data: rows.map(toSubscription), total, page: q.page, pageSize: q.pageSize };
    },

    async subscriptionHistory(agencyId: string, page: PageQuery): Promise<Page<Subscription>> {
      await agencyOr404(agencyId);
      return agencySubscriptions(agencyId, page.page, page.pageSize);
    },

    /** agent/products: my agency's balances and my own part; the team for the super agent. */
    async agentView(user: AuthUser): Promise<AgentEntitlements> {
      if (!user.agencyId) throw noAgency();
      const agency = await deps.agencies.findById(user.agencyId);
      if (!agency) throw noAgency();
      const s = await snapshot(agency.id, now());
      const [current, subscriptions, notices, team] = await Promise.all([
        plan(agency.id),
        agencySubscriptions(agency.id, 1, SUBSCRIPTIONS_SHOWN),
        repo.openNotices(agency.id),
        user.role === 'SUPER_AGENT' ? teamOf(agency.id, s) : null,
      ]);
      return {
        agency: { id: agency.id, name: agency.name },
        plan: current,
        subscriptions: subscriptions.data,
        items: s.balances.map((b) => ({ ...b, mine: mineOf(s, user.id, b.item) })),
        notices: notices.flatMap((n): EntitlementNotice[] =>
          n.kind === 'PACKAGE_EXPIRED'
            ? [
                {
                  id: n.id,
                  kind: n.kind,
                  message: CommerceMessages.PACKAGE_EXPIRED_NOTICE.replace(
                    '{count}',
                    String(n.count),
                  ),
                  count: n.count,
                  createdAt: n.createdAt.toISOString(),
                },
              ]
            : [],
        ),
        team,
      };
    },

    /** agencies/{id}/entitlements: what a visitor may know; the breakdown for insiders only. */
    async publicView(user: AuthUser | null, agencyId: string): Promise<PublicEntitlements> {
      const agency = await deps.agencies.findById(agencyId);
      if (!agency || agency.status !== 'ACTIVE') throw agencyNotFound();
      const insider = !!user && (isAdminRole(user.role) || user.agencyId === agency.id);
      const s = await snapshot(agency.id, now());
      const useOf = async (code: typeof ItemCode.LISTING_SLOTS | typeof ItemCode.AGENT_SEATS) => {
        const item = s.items.find((i) => i.code === code);
        const known = item ? s.uses.get(item.id) : undefined;
        return totalOf(known ?? (await usage[code](repo.db, agency.id)));
      };
      const [current, activeListings, agents] = await Promise.all([
        plan(agency.id),
        useOf(ItemCode.LISTING_SLOTS),
        useOf(ItemCode.AGENT_SEATS),
      ]);
      const badge = s.balances.find((b) => b.item.code === ItemCode.VERIFIED_BADGE);
      return {
        agency: { id: agency.id, name: agency.name, slug: agency.slug },
        plan: current?.name ?? null,
        verifiedBadge: badge?.enabled ?? false,
        activeListings,
        agents,
        breakdown: insider ? s.balances : null,
      };
    },
  };
}
export type EntitlementReads = ReturnType<typeof createEntitlementReads>;
