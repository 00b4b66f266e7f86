import { AdminUsersErrorCode, AdminUsersMessages } from '@afrinest/contract';
import { AppError, conflict } from '../../platform/http/errors';
import type { AuthUser } from '../users/users.service';
import type { AdminUserPatch, UserRecord } from '../users/users-admin.service';

const isActiveAfriAdmin = (u: UserRecord) => u.role === 'AFRI_ADMIN' && u.status === 'ACTIVE';

/**
 * Who may change whom (issue 3): an ASSISTANT_ADMIN may not change an AFRI_ADMIN's account nor
 * give anyone that role; nobody suspends themselves; nobody removes the last active AFRI_ADMIN.
 * Runs inside the change's transaction, on the rows as they are locked, so it cannot be raced.
 */
export function assertMayChange(
  actor: AuthUser,
  before: UserRecord[],
  patch: AdminUserPatch,
  activeAfriAdminsAfter: number,
): void {
  if (actor.role !== 'AFRI_ADMIN') {
    const protectedIds = before.filter((u) => u.role === 'AFRI_ADMIN').map((u) => u.id);
    if (patch.role === 'AFRI_ADMIN' || protectedIds.length > 0)
      throw new AppError(
        403,
        AdminUsersErrorCode.AFRI_ADMIN_PROTECTED,
        AdminUsersMessages.AFRI_ADMIN_PROTECTED,
        { ids: protectedIds },
      );
  }
  if (patch.status === 'SUSPENDED' && before.some((u) => u.id === actor.id))
    throw conflict(AdminUsersMessages.CANNOT_SUSPEND_SELF, AdminUsersErrorCode.CANNOT_SUSPEND_SELF);
  if (activeAfriAdminsAfter === 0 && before.some(isActiveAfriAdmin))
    throw conflict(AdminUsersMessages.LAST_AFRI_ADMIN, AdminUsersErrorCode.LAST_AFRI_ADMIN);
}

/** The audit action of one account's change. */
export function actionOf(before: UserRecord, after: UserRecord): string {
  if (before.status !== after.status)
    return after.status === 'SUSPENDED' ? 'user.suspend' : 'user.reactivate';
  return before.role !== after.role ? 'user.role.change' : 'user.update';
}

const AUDITED = ['name', 'role', 'agencyId', 'status', 'suspendedReason'] as const;

/** The audited fields that differ, before and after (what the audit log keeps). */
export function diffOf(before: UserRecord, after: UserRecord) {
  const changed = AUDITED.filter((k) => before[k] !== after[k]);
  return {
    changed: changed.length > 0,
    before: Object.fromEntries(changed.map((k) => [k, before[k]])),
    after: Object.fromEntries(changed.map((k) => [k, after[k]])),
  };
}
