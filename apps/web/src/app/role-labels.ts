import type { Role } from '@afrinest/contract';

/** How roles are named to people. */
export const roleLabels: Record<Role, string> = {
  USER: 'Member',
  AGENT: 'Agent',
  SUPER_AGENT: 'Super agent',
  ASSISTANT_ADMIN: 'Assistant admin',
  AFRI_ADMIN: 'Administrator',
};
