/** Account administration codes and messages as plain values (the API client needs them, not zod). */
export const AdminUsersErrorCode = {
  /** 403 on every request of a suspended account, and on its sign-in. */
  ACCOUNT_SUSPENDED: 'ACCOUNT_SUSPENDED',
  /** 409: the change would leave no active AFRI_ADMIN. */
  LAST_AFRI_ADMIN: 'LAST_AFRI_ADMIN',
  /** 403: an ASSISTANT_ADMIN tried to change an AFRI_ADMIN or to give that role. */
  AFRI_ADMIN_PROTECTED: 'AFRI_ADMIN_PROTECTED',
  /** 409: an admin tried to suspend their own account. */
  CANNOT_SUSPEND_SELF: 'CANNOT_SUSPEND_SELF',
} as const;

export const AdminUsersMessages = {
  ACCOUNT_SUSPENDED: 'Your account has been suspended. Contact us if you think this is a mistake.',
  LAST_AFRI_ADMIN: 'This would leave no active AFRI_ADMIN. Make another account AFRI_ADMIN first.',
  AFRI_ADMIN_PROTECTED: 'Only an AFRI_ADMIN can change an AFRI_ADMIN account or give that role.',
  CANNOT_SUSPEND_SELF: 'You cannot suspend your own account.',
  USER_NOT_FOUND: 'User not found.',
  REASON_REQUIRED: 'Give a reason of at least 3 characters: the user sees it.',
} as const;

/** The suspension message, with the reason when there is one (shown to the user). */
export const accountSuspendedMessage = (reason: string | null | undefined): string =>
  reason
    ? `Your account has been suspended. Reason: ${reason}. Contact us if you think this is a mistake.`
    : AdminUsersMessages.ACCOUNT_SUSPENDED;
