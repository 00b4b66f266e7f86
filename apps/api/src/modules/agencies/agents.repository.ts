import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../platform/db/client';
import { users } from '../users/users.schema';
import { agencies, agencyInvitations, agentProfiles } from './agencies.schema';
import { containsPattern } from './agencies.repository';

export type AgentProfileRow = typeof agentProfiles.$inferSelect;

/**
 * Agents as one row each: the account (name, email, role, agency) read from the users table
 * beside the profile and the agency name. Reading the account here, in one paged query, is what
 * lets the directory page and filter on the server; accounts are only changed through the
 * users service.
 */
const agentColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  agencyId: agencies.id,
  agencyName: agencies.name,
  photoUrl: agentProfiles.photoUrl,
  bio: agentProfiles.bio,
  languages: agentProfiles.languages,
  areasServed: agentProfiles.areasServed,
  phone: agentProfiles.phone,
  whatsapp: agentProfiles.whatsapp,
  active: agentProfiles.active,
};
export interface AgentRow {
  id: string;
  name: string;
  email: string;
  role: string;
  agencyId: string;
  agencyName: string;
  photoUrl: string | null;
  bio: string | null;
  languages: string[] | null;
  areasServed: string[] | null;
  phone: string | null;
  whatsapp: string | null;
  /** Null when the agent has no profile row yet: active by default. */
  active: boolean | null;
}

/** The agents tables' sort keys as SQL; the public directory always sorts by name. */
const agentSortColumns = {
  name: sql`lower(${users.name})`,
  agencyName: sql`lower(${agencies.name})`,
  role: sql`${users.role}`,
  active: sql`coalesce(${agentProfiles.active}, true)`,
} satisfies Record<string, SQL>;
export type AgentSortKey = keyof typeof agentSortColumns;

export interface AgentSearch {
  q?: string;
  sort?: AgentSortKey;
  order?: 'asc' | 'desc';
  agencyId?: string;
  /** Only active agents of ACTIVE agencies (the public directory). */
  publicOnly?: boolean;
  /** Agents serving one of these places, or whose agency lies in one of them. */
  placeIds?: string[];
  page: number;
  pageSize: number;
}

const isActive = sql`coalesce(${agentProfiles.active}, true)`;

const inPlaces = (ids: string[]): SQL => {
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  // The agency's own address counts by its deepest place only: an office in Kololo serves
  // Kololo, not the whole of Uganda.
  const office = sql`coalesce(${agencies.areaId}, ${agencies.cityId}, ${agencies.districtId}, ${agencies.subRegionId}, ${agencies.regionId}, ${agencies.countryId})::text`;
  return sql`(exists (select 1 from jsonb_array_elements_text(coalesce(${agentProfiles.areasServed}, '[]'::jsonb)) e(v) where e.v in (${list})) or ${office} in (${list}))`;
};

export function createAgentsRepository(db: Db) {
  const base = () =>
    db
      .select(agentColumns)
      .from(users)
      .innerJoin(agencies, eq(agencies.id, users.agencyId))
      .leftJoin(agentProfiles, eq(agentProfiles.userId, users.id));

  return {
    async search(s: AgentSearch): Promise<{ rows: AgentRow[]; total: number }> {
      const pattern = s.q ? containsPattern(s.q) : undefined;
      const where = and(
        inArray(users.role, ['AGENT', 'SUPER_AGENT']),
        pattern ? or(ilike(users.name, pattern), ilike(agencies.name, pattern)) : undefined,
        s.agencyId ? eq(users.agencyId, s.agencyId) : undefined,
        s.publicOnly ? and(eq(agencies.status, 'ACTIVE'), isActive) : undefined,
        s.placeIds?.length ? inPlaces(s.placeIds) : undefined,
      );
      const rows = await base()
        .where(where)
        // Ties (same agency, same role) fall back to the name, then the id, so pages are stable.
        .orderBy(
          sql`${agentSortColumns[s.sort ?? 'name']} ${s.order === 'desc' ? sql`desc` : sql`asc`}`,
          sql`lower(${users.name})`,
          asc(users.id),
        )
        .limit(s.pageSize)
        .offset((s.page - 1) * s.pageSize);
      const [total] = await db
        .select({ n: count() })
        .from(users)
        .innerJoin(agencies, eq(agencies.id, users.agencyId))
        .leftJoin(agentProfiles, eq(agentProfiles.userId, users.id))
        .where(where);
      return { rows, total: total?.n ?? 0 };
    },
    async findById(id: string): Promise<AgentRow | undefined> {
      const [row] = await base()
        .where(and(eq(users.id, id), inArray(users.role, ['AGENT', 'SUPER_AGENT'])))
        .limit(1);
      return row;
    },
    /** Whether the agent is active and the status of its agency, in one read (listing writes). */
    async standing(userId: string): Promise<{ active: boolean; agencyStatus: string } | undefined> {
      const [row] = await db
        .select({
          active: sql<boolean>`coalesce(${agentProfiles.active}, true)`,
          agencyStatus: agencies.status,
        })
        .from(users)
        .innerJoin(agencies, eq(agencies.id, users.agencyId))
        .leftJoin(agentProfiles, eq(agentProfiles.userId, users.id))
        .where(eq(users.id, userId))
        .limit(1);
      return row;
    },
    /** Every active agent of an agency, oldest account first (the round-robin order). */
    async activeOfAgency(agencyId: string): Promise<AgentRow[]> {
      return base()
        .where(
          and(
            eq(users.agencyId, agencyId),
            inArray(users.role, ['AGENT', 'SUPER_AGENT']),
            isActive,
          ),
        )
        .orderBy(asc(users.createdAt), asc(users.id))
        .limit(500);
    },
    /**
     * Seats an agency uses (issue 41): its active agents and the invitations still open, read in
     * the caller's transaction (the entitlement check).
     */
    async seatUse(exec: Db, agencyId: string): Promise<number> {
      const [row] = rowsOf<{ n: number }>(
        await exec.execute(sql`
          select (
            (select count(*) from ${users} u left join ${agentProfiles} p on p.user_id = u.id
             where u.agency_id = ${agencyId} and u.role in ('AGENT', 'SUPER_AGENT')
               and coalesce(p.active, true))
          + (select count(*) from ${agencyInvitations} i
             where i.agency_id = ${agencyId} and i.accepted_at is null and i.revoked_at is null
               and i.expires_at > now())
          )::int as n`),
      );
      return Number(row?.n ?? 0);
    },
    /** Who is mailed about the agency's products: its super agents. */
    superAgentsOf: (agencyId: string) =>
      db
        .select({ email: users.email, name: users.name })
        .from(users)
        .where(and(eq(users.agencyId, agencyId), eq(users.role, 'SUPER_AGENT'))),
    async upsertProfile(
      userId: string,
      values: Partial<Omit<AgentProfileRow, 'userId' | 'updatedAt'>>,
    ): Promise<void> {
      await db
        .insert(agentProfiles)
        .values({ userId, ...values })
        .onConflictDoUpdate({
          target: agentProfiles.userId,
          set: { ...values, updatedAt: new Date() },
        });
    },
  };
}
export type AgentsRepository = ReturnType<typeof createAgentsRepository>;
