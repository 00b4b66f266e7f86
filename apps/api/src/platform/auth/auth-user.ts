import type { Role } from '@afrinest/contract';

/** The caller as the guards see it: loaded fresh on every request so a role change applies at once. */
export interface AuthUser {
  id: string;
  email: string;
  role: Role;
  agencyId: string | null;
  /** Set while the account is suspended: the guard then refuses every request (admin-users). */
  suspension?: { reason: string | null; at: string | null } | null;
}
