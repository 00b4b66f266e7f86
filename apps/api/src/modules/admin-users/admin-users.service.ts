import {
  AdminUsersMessages,
  AgenciesMessages,
  USER_INFO_DAYS,
  type AdminUser,
  type AdminUserInfo,
  type BulkUserStatus,
  type BulkUserStatusResult,
  type ListAdminUsersQuery,
  type Page,
  type UpdateAdminUser,
} from '@afrinest/contract';
import { AppError, badRequest, notFound } from '../../platform/http/errors';
import type { AuditService } from '../audit/audit.service';
import type { LoginLogsService } from '../login-logs/login-logs.service';
import type { AdminUserPatch, UserRecord } from '../users/users-admin.service';
import type { AuthUser, UsersService } from '../users/users.service';
import { actionOf, assertMayChange, diffOf } from './admin-users.rules';

const DAY_MS = 24 * 3600 * 1000;

const toDto = (u: UserRecord, lastSignInAt: Date | undefined): AdminUser => ({
  id: u.id,
  email: u.email,
  name: u.name,
  role: u.role,
  agencyId: u.agencyId,
  country: u.country,
  region: u.region,
  emailVerified: u.emailVerified,
  status: u.status,
  suspendedReason: u.suspendedReason,
  suspendedAt: u.suspendedAt?.toISOString() ?? null,
  createdAt: u.createdAt.toISOString(),
  lastSignInAt: lastSignInAt?.toISOString() ?? null,
});

/** The status part of a patch: suspending stamps the time once, reactivating clears it all. */
function statusPatch(u: UserRecord, status: UserRecord['status'], reason?: string): AdminUserPatch {
  if (status === 'ACTIVE') return { status, suspendedReason: null, suspendedAt: null };
  return {
    status,
    suspendedReason: reason ?? u.suspendedReason,
    suspendedAt: u.status === 'SUSPENDED' ? u.suspendedAt : new Date(),
  };
}

export function createAdminUsersService(deps: {
  users: UsersService;
  audit: AuditService;
  loginLogs: LoginLogsService;
  apiCallsOfUserPerDay: (
    userId: string,
    fromDay: string,
  ) => Promise<{ day: string; count: number }[]>;
  /** The agencies service's `exists`: `user.agency_id` has no foreign key, so ids are checked here. */
  agencyExists: (id: string) => Promise<boolean>;
}) {
  const { users, audit, loginLogs } = deps;

  async function withLastSignIn(records: UserRecord[]): Promise<AdminUser[]> {
    const last = await loginLogs.lastSuccessOf(records.map((u) => u.id));
    return records.map((u) => toDto(u, last.get(u.id)));
  }

  async function findOr404(id: string): Promise<UserRecord> {
    const u = await users.findRecord(id);
    if (!u) throw notFound(AdminUsersMessages.USER_NOT_FOUND);
    return u;
  }

  /** Applies one patch under the rules, then audits each account that really changed. */
  async function change(actor: AuthUser, ids: string[], patch: AdminUserPatch) {
    const { before, after } = await users.changeMany(ids, patch, (rows, left) =>
      assertMayChange(actor, rows, patch, left),
    );
    const was = new Map(before.map((u) => [u.id, u]));
    for (const u of after) {
      const old = was.get(u.id)!;
      const diff = diffOf(old, u);
      if (!diff.changed) continue;
      await audit.record({
        actorId: actor.id,
        action: actionOf(old, u),
        entity: 'user',
        entityId: u.id,
        before: diff.before,
        after: diff.after,
      });
    }
    return after;
  }

  return {
    async list(q: ListAdminUsersQuery): Promise<Page<AdminUser>> {
      const { rows, total } = await users.search(q);
      return { data: await withLastSignIn(rows), total, page: q.page, pageSize: q.pageSize };
    },

    async get(id: string): Promise<AdminUser> {
      const [dto] = await withLastSignIn([await findOr404(id)]);
      return dto!;
    },

    async countries(): Promise<{ data: string[] }> {
      return { data: await users.countries() };
    },

    async info(id: string): Promise<AdminUserInfo> {
      const u = await findOr404(id);
      const since = new Date(Date.now() - USER_INFO_DAYS * DAY_MS);
      const [user] = await withLastSignIn([u]);
      const recent = await loginLogs.recentOfUser(id, 10);
      const counts = await loginLogs.countsOfUser(id, since);
      const apiCalls = await deps.apiCallsOfUserPerDay(id, since.toISOString().slice(0, 10));
      return { user: user!, signIns: { recent, ...counts }, apiCalls };
    },

    /** The edit form: name, role, agency, status with reason. Applies on the user's next request. */
    async update(actor: AuthUser, id: string, input: UpdateAdminUser): Promise<AdminUser> {
      const current = await findOr404(id);
      // Only an agency that exists; an unchanged link is kept even if its agency went away.
      if (input.agencyId && input.agencyId !== current.agencyId)
        if (!(await deps.agencyExists(input.agencyId)))
          throw badRequest(AgenciesMessages.AGENCY_NOT_FOUND, {
            fields: { agencyId: [AgenciesMessages.AGENCY_NOT_FOUND] },
          });
      const patch: AdminUserPatch = {
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.role !== undefined ? { role: input.role } : {}),
        ...(input.agencyId !== undefined ? { agencyId: input.agencyId } : {}),
      };
      const status = input.status ?? current.status;
      // A reason typed for an active account has nothing to explain: it is not kept.
      if (input.status !== undefined || (status === 'SUSPENDED' && input.suspendedReason))
        Object.assign(patch, statusPatch(current, status, input.suspendedReason || undefined));
      const [after] = await change(actor, [id], patch);
      if (!after) throw notFound(AdminUsersMessages.USER_NOT_FOUND);
      const [dto] = await withLastSignIn([after]);
      return dto!;
    },

    /**
     * Suspends or reactivates the selected accounts, all or none: one refused account (an
     * AFRI_ADMIN for an ASSISTANT_ADMIN, the admin's own) cancels the whole change. Accounts
     * already in that status are left as they are.
     */
    async bulkStatus(actor: AuthUser, input: BulkUserStatus): Promise<BulkUserStatusResult> {
      const ids = [...new Set(input.ids)];
      const found = await users.findRecords(ids);
      const missing = ids.filter((id) => !found.some((u) => u.id === id));
      if (missing.length > 0)
        throw new AppError(404, 'NOT_FOUND', AdminUsersMessages.USER_NOT_FOUND, { ids: missing });
      const toChange = found.filter((u) => u.status !== input.status).map((u) => u.id);
      const patch: AdminUserPatch =
        input.status === 'ACTIVE'
          ? { status: 'ACTIVE', suspendedReason: null, suspendedAt: null }
          : { status: 'SUSPENDED', suspendedReason: input.reason ?? null, suspendedAt: new Date() };
      const changed = toChange.length > 0 ? await change(actor, toChange, patch) : [];
      const byId = new Map([...found, ...changed].map((u) => [u.id, u]));
      return {
        updated: changed.length,
        users: await withLastSignIn(ids.map((id) => byId.get(id)!)),
      };
    },
  };
}
export type AdminUsersService = ReturnType<typeof createAdminUsersService>;
