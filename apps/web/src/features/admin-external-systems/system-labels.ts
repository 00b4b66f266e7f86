import type { ExternalSystem } from '@afrinest/contract';
import type { BadgeTone } from '@/components/ui';

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const date = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });
/** A moment as people read it, in the admin's own time zone. */
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));
export const formatDate = (iso: string) => date.format(new Date(iso));

/** A local day as YYYY-MM-DD: the admin's own calendar, as the date box shows it. */
export const toDay = (d: Date): string =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

export const statusLabels: Record<ExternalSystem['status'], string> = {
  ACTIVE: 'Active',
  EXPIRED: 'Expired',
  REVOKED: 'Revoked',
};
export const statusTones: Record<ExternalSystem['status'], BadgeTone> = {
  ACTIVE: 'success',
  EXPIRED: 'warning',
  REVOKED: 'danger',
};

/** A link that looks like the primary button ("Add external system"). */
export const primaryLinkClass =
  'inline-flex min-h-10 items-center rounded-md bg-emerald-700 px-4 text-sm font-semibold text-white hover:bg-emerald-800 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700';
export const textLinkClass =
  'font-medium text-emerald-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700';
