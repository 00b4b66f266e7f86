import { AD_SLOT_SIZES, type AdPageKind, type AdSlot, type AdStatus } from '@afrinest/contract';

export const slotLabel = (slot: AdSlot) => AD_SLOT_SIZES[slot].label;
/** "1200 × 250 px": the proportions an admin is asked to give the image. */
export const slotSize = (slot: AdSlot) =>
  `${AD_SLOT_SIZES[slot].width} × ${AD_SLOT_SIZES[slot].height} px`;

export const statusLabels: Record<AdStatus, string> = { ACTIVE: 'Active', PAUSED: 'Paused' };

export const pageKindLabels: Record<AdPageKind, string> = {
  home: 'Home page',
  properties: 'Property search',
  plots: 'Plots search',
  listing: 'Listing pages',
  hotels: 'Hotels page',
  building: 'Buildings page',
};

const whole = new Intl.NumberFormat('en-GB');
const percent = new Intl.NumberFormat('en-GB', { style: 'percent', maximumFractionDigits: 2 });
export const formatCount = (n: number) => whole.format(n);
export const formatRate = (rate: number) => percent.format(rate);

const dayFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });
/** A calendar day (YYYY-MM-DD) as people read it; UTC so no time zone moves it a day. */
export const formatDay = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));
/** "12 Mar 2027 – open", "12 Mar 2027 – 30 Apr 2027". */
export const formatDays = (startsOn: string, endsOn: string | null) =>
  `${formatDay(startsOn)} – ${endsOn ? formatDay(endsOn) : 'open'}`;

/** A local day as YYYY-MM-DD: the admin's own calendar, as the date inputs show it. */
export const toDay = (d: Date): string =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** The figures' default range, as the API's own: the last 30 days, today included. */
export function defaultRange(today = new Date()) {
  const from = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 29);
  return { from: toDay(from), to: toDay(today) };
}

/** A link that looks like the primary button ("New advertisement"). */
export const primaryLinkClass =
  'inline-flex min-h-10 items-center rounded-md bg-emerald-700 px-4 text-sm font-semibold text-white hover:bg-emerald-800 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700';
export const textLinkClass = 'font-medium text-emerald-800 underline-offset-2 hover:underline';
