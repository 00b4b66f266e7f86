import { roleSchema, userStatusSchema, type Role, type UserStatus } from '@afrinest/contract';
import { accountSuspended } from '../../platform/auth/access';
import type { UsersRepository } from './users.repository';
import type { AdminUserPatch, ChangeCheck, UserSearch } from './users-admin.repository';

export type { AdminUserPatch, UserSearch } from './users-admin.repository';

/** An account as other modules see it (the admin screens, name look-ups). */
export interface UserRecord {
  id: string;
  email: string;
  name: string;
  role: Role;
  agencyId: string | null;
  country: string | null;
  region: string | null;
  emailVerified: boolean;
  status: UserStatus;
  suspendedReason: string | null;
  suspendedAt: Date | null;
  createdAt: Date;
}

type Row = Awaited<ReturnType<UsersRepository['findManyByIds']>>[number];

export const toUserRecord = (u: Row): UserRecord => ({
  id: u.id,
  email: u.email,
  name: u.name,
  role: roleSchema.catch('USER').parse(u.role),
  agencyId: u.agencyId,
  country: u.country,
  region: u.region,
  emailVerified: u.emailVerified,
  status: userStatusSchema.catch('ACTIVE').parse(u.status),
  suspendedReason: u.suspendedReason,
  suspendedAt: u.suspendedAt,
  createdAt: u.createdAt,
});

/**
 * The users service's part for the admin screens: reads and guarded changes. The rules (who may
 * change whom) live in the admin-users module; this side keeps them atomic.
 */
export function createUsersAdminService(repo: UsersRepository) {
  return {
    async search(s: UserSearch): Promise<{ rows: UserRecord[]; total: number }> {
      const { rows, total } = await repo.search(s);
      return { rows: rows.map(toUserRecord), total };
    },
    async findRecord(id: string): Promise<UserRecord | null> {
      const row = await repo.findById(id);
      return row ? toUserRecord(row) : null;
    },
    async findRecords(ids: readonly string[]): Promise<UserRecord[]> {
      return (await repo.findManyByIds([...new Set(ids)])).map(toUserRecord);
    },
    /**
     * For the sign-in, once the password is proven (so suspension reveals nothing to a guesser):
     * a suspended account gets 403 ACCOUNT_SUSPENDED and the session just made is ended.
     */
    async refuseIfSuspended(userId: string): Promise<void> {
      const u = await repo.findById(userId);
      if (u?.status !== 'SUSPENDED') return;
      await repo.revokeSessions(userId);
      throw accountSuspended({
        reason: u.suspendedReason,
        at: u.suspendedAt?.toISOString() ?? null,
      });
    },
    idsMatching: (text: string, limit = 500) => repo.idsMatching(text, limit),
    countries: () => repo.countries(),
    /** See UsersRepository.updateManyGuarded: one transaction, AFRI_ADMIN rows locked. */
    async changeMany(
      ids: readonly string[],
      patch: AdminUserPatch,
      check: (before: UserRecord[], activeAfriAdminsAfter: number) => void,
    ): Promise<{ before: UserRecord[]; after: UserRecord[] }> {
      const guard: ChangeCheck = (before, left) => check(before.map(toUserRecord), left);
      const { before, after } = await repo.updateManyGuarded(ids, patch, guard);
      return { before: before.map(toUserRecord), after: after.map(toUserRecord) };
    },
  };
}
