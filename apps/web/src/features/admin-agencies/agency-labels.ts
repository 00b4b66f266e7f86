import type { AgencyStatus } from '@afrinest/contract';

export const agencyStatusLabels: Record<AgencyStatus, string> = {
  PENDING: 'Pending',
  ACTIVE: 'Active',
  SUSPENDED: 'Suspended',
};
export const agencyStatusTone: Record<AgencyStatus, 'warning' | 'success' | 'danger'> = {
  PENDING: 'warning',
  ACTIVE: 'success',
  SUSPENDED: 'danger',
};
export const agentRoleLabels = { AGENT: 'Agent', SUPER_AGENT: 'Super agent' } as const;

/** Dates in the admin's own locale. */
export const formatDate = (iso: string | null): string =>
  iso ? new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' }) : '—';

/** Links styled as small buttons (features cannot borrow another feature's styles). */
export const smallLinkClass =
  'inline-flex min-h-9 items-center rounded-md border border-gray-300 bg-white px-3 text-sm font-medium text-gray-900 hover:bg-gray-50 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700';
export const textLinkClass =
  'font-medium text-emerald-800 underline-offset-2 hover:underline ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700';
export const primaryLinkClass =
  'inline-flex min-h-10 items-center rounded-md bg-emerald-700 px-4 text-sm font-semibold text-white hover:bg-emerald-800 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700';
