import type { Role, UserStatus } from '@afrinest/contract';

/** How roles are named to admins; the code follows, since the rules speak of AFRI_ADMIN. */
export const roleLabels: Record<Role, string> = {
  USER: 'Member',
  AGENT: 'Agent',
  SUPER_AGENT: 'Super agent',
  ASSISTANT_ADMIN: 'Assistant admin',
  AFRI_ADMIN: 'Administrator',
};
export const roleWithCode = (role: Role) => `${roleLabels[role]} (${role})`;

export const statusLabels: Record<UserStatus, string> = {
  ACTIVE: 'Active',
  SUSPENDED: 'Suspended',
};

/** Dates in the admin's own locale and time zone. */
export const formatDateTime = (iso: string | null): string =>
  iso ? new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) : '—';
export const formatDate = (iso: string | null): string =>
  iso ? new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' }) : '—';

/** "1 user", "3 users". */
export const countOf = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** Links styled as small buttons (features cannot borrow the app shell's styles). */
export const smallLinkClass =
  'inline-flex min-h-9 items-center rounded-md border border-gray-300 bg-white px-3 text-sm font-medium text-gray-900 hover:bg-gray-50 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700';
export const textLinkClass =
  'font-medium text-emerald-800 underline-offset-2 hover:underline ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700';
