import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { users } from '../users/users.schema';
import { agencies, agencyInvitations, leadEnquiries, leads } from './agencies.schema';

export type AgencyRow = typeof agencies.$inferSelect;
export type AgencyValues = Omit<
  typeof agencies.$inferInsert,
  'id' | 'createdAt' | 'updatedAt' | 'rrCursor'
>;
export type InvitationRow = typeof agencyInvitations.$inferSelect;
export type LeadRow = typeof leads.$inferSelect;
/** Runs in a write's transaction with the row written: its event goes there (ADR 0045). */
export type AfterWrite<R> = (tx: Db, row: R) => Promise<void>;

/** `%text%` for ILIKE, with the user's own % and _ taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const AGENT_ROLES = ['AGENT', 'SUPER_AGENT'];

/** The admin table's sort keys as SQL. Status runs PENDING → ACTIVE → SUSPENDED: work first. */
const agencySortColumns = {
  name: sql`lower(${agencies.name})`,
  status: sql`case ${agencies.status} when 'PENDING' then 0 when 'ACTIVE' then 1 else 2 end`,
  agentCount: sql`(select count(*) from ${users} where ${users.agencyId} = ${agencies.id} and ${users.role} in ('AGENT', 'SUPER_AGENT'))`,
  createdAt: sql`${agencies.createdAt}`,
} satisfies Record<string, SQL>;
export type AgencySortKey = keyof typeof agencySortColumns;

export interface AgencySearch {
  q?: string;
  status?: string;
  sort?: AgencySortKey;
  order?: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

/** An invitation is open until accepted, revoked or expired. */
const openNow = [
  sql`${agencyInvitations.acceptedAt} is null`,
  sql`${agencyInvitations.revokedAt} is null`,
  sql`${agencyInvitations.expiresAt} > now()`,
];

/** Agencies, invitations and leads. Agents are read in agents.repository.ts. */
export function createAgenciesRepository(db: Db) {
  return {
    /** `after` runs in the insert's transaction (its event, ADR 0045). */
    async insert(values: AgencyValues, after?: AfterWrite<AgencyRow>): Promise<AgencyRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(agencies).values(values).returning();
        if (after) await after(tx, row!);
        return row!;
      });
    },
    async update(
      id: string,
      patch: Partial<AgencyValues>,
      after?: AfterWrite<AgencyRow>,
    ): Promise<AgencyRow | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(agencies)
          .set({ ...patch, updatedAt: new Date() })
          .where(eq(agencies.id, id))
          .returning();
        if (row && after) await after(tx, row);
        return row;
      });
    },
    async findById(id: string): Promise<AgencyRow | undefined> {
      const [row] = await db.select().from(agencies).where(eq(agencies.id, id)).limit(1);
      return row;
    },
    /** The newest agency this person asked for ("List your property"), if any. */
    async latestRequestBy(userId: string): Promise<AgencyRow | undefined> {
      const [row] = await db
        .select()
        .from(agencies)
        .where(and(eq(agencies.origin, 'REQUEST'), eq(agencies.createdBy, userId)))
        .orderBy(desc(agencies.createdAt))
        .limit(1);
      return row;
    },
    async findByIds(ids: readonly string[]): Promise<AgencyRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(agencies)
        .where(inArray(agencies.id, [...ids]));
    },
    /** Ids of agencies out of public view (not ACTIVE): one small query per public search. */
    async nonPublicIds(): Promise<string[]> {
      const rows = await db
        .select({ id: agencies.id })
        .from(agencies)
        .where(sql`${agencies.status} <> 'ACTIVE'`);
      return rows.map((r) => r.id);
    },
    async slugTaken(slug: string, exceptId?: string): Promise<boolean> {
      const [row] = await db
        .select({ id: agencies.id })
        .from(agencies)
        .where(eq(agencies.slug, slug))
        .limit(1);
      return !!row && row.id !== exceptId;
    },
    async search(s: AgencySearch) {
      const pattern = s.q ? containsPattern(s.q) : undefined;
      const where = and(
        pattern
          ? or(
              ilike(agencies.name, pattern),
              ilike(agencies.slug, pattern),
              ilike(agencies.email, pattern),
            )
          : undefined,
        s.status ? eq(agencies.status, s.status) : undefined,
      );
      const rows = await db
        .select()
        .from(agencies)
        .where(where)
        // The id keeps pages stable when values tie (two agencies with as many agents).
        .orderBy(
          sql`${agencySortColumns[s.sort ?? 'createdAt']} ${s.order === 'asc' ? sql`asc` : sql`desc`}`,
          asc(agencies.id),
        )
        .limit(s.pageSize)
        .offset((s.page - 1) * s.pageSize);
      const [total] = await db.select({ n: count() }).from(agencies).where(where);
      return { rows, total: total?.n ?? 0 };
    },
    /** Agents (AGENT and SUPER_AGENT accounts) per agency. */
    async agentCounts(ids: readonly string[]): Promise<Map<string, number>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ agencyId: users.agencyId, n: count() })
        .from(users)
        .where(and(inArray(users.agencyId, [...ids]), inArray(users.role, AGENT_ROLES)))
        .groupBy(users.agencyId);
      return new Map(rows.map((r) => [r.agencyId!, r.n]));
    },
    /** The next round-robin position, moved in one statement so two enquiries never share it. */
    async nextRoundRobin(id: string): Promise<number> {
      const [row] = await db
        .update(agencies)
        .set({ rrCursor: sql`${agencies.rrCursor} + 1` })
        .where(eq(agencies.id, id))
        .returning({ n: agencies.rrCursor });
      return (row?.n ?? 1) - 1;
    },

    // ── Invitations ──────────────────────────────────────────────────────────────────────────
    /**
     * Inserts the invitation unless one to the same address and agency is still open (answers
     * null then). A transaction lock on that pair makes two sends at once insert one (issue 39).
     */
    async insertInvitationUnlessOpen(
      values: typeof agencyInvitations.$inferInsert,
      exec: Db = db,
    ): Promise<InvitationRow | null> {
      return exec.transaction(async (tx) => {
        const pair = `invitation:${values.agencyId}:${values.email.toLowerCase()}`;
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${pair}, 0))`);
        const [open] = await tx
          .select({ id: agencyInvitations.id })
          .from(agencyInvitations)
          .where(
            and(
              eq(agencyInvitations.agencyId, values.agencyId),
              sql`lower(${agencyInvitations.email}) = ${values.email.toLowerCase()}`,
              ...openNow,
            ),
          )
          .limit(1);
        if (open) return null;
        const [row] = await tx.insert(agencyInvitations).values(values).returning();
        return row!;
      });
    },
    async invitationByHash(tokenHash: string): Promise<InvitationRow | undefined> {
      const [row] = await db
        .select()
        .from(agencyInvitations)
        .where(eq(agencyInvitations.tokenHash, tokenHash))
        .limit(1);
      return row;
    },
    async invitationById(id: string): Promise<InvitationRow | undefined> {
      const [row] = await db
        .select()
        .from(agencyInvitations)
        .where(eq(agencyInvitations.id, id))
        .limit(1);
      return row;
    },
    /** Invitations still open (not accepted, not revoked, not expired), newest first. */
    async openInvitations(agencyId: string): Promise<InvitationRow[]> {
      return db
        .select()
        .from(agencyInvitations)
        .where(and(eq(agencyInvitations.agencyId, agencyId), ...openNow))
        .orderBy(desc(agencyInvitations.createdAt))
        .limit(200);
    },
    /** Marks an open invitation used; false when someone used or revoked it first. */
    async closeInvitation(id: string, field: 'acceptedAt' | 'revokedAt'): Promise<boolean> {
      const rows = await db
        .update(agencyInvitations)
        .set({ [field]: new Date() })
        .where(
          and(
            eq(agencyInvitations.id, id),
            sql`${agencyInvitations.acceptedAt} is null`,
            sql`${agencyInvitations.revokedAt} is null`,
          ),
        )
        .returning({ id: agencyInvitations.id });
      return rows.length > 0;
    },

    // ── Leads ────────────────────────────────────────────────────────────────────────────────
    /** A lead, with what the visitor wrote when it came from the enquiry form, in one transaction. */
    async insertLead(
      values: typeof leads.$inferInsert,
      after?: AfterWrite<LeadRow>,
      enquiry?: Omit<typeof leadEnquiries.$inferInsert, 'leadId'>,
    ) {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(leads).values(values).returning();
        if (enquiry) await tx.insert(leadEnquiries).values({ ...enquiry, leadId: row!.id });
        if (after) await after(tx, row!);
        return row!;
      });
    },
    async leadsOf(agencyId: string) {
      return db
        .select()
        .from(leads)
        .where(eq(leads.agencyId, agencyId))
        .orderBy(desc(leads.createdAt))
        .limit(100);
    },
  };
}
export type AgenciesRepository = ReturnType<typeof createAgenciesRepository>;
