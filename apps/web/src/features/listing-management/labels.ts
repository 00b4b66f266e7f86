import type {
  ListingKind,
  ListingPurpose,
  ListingStatus,
  RentPeriod,
  Tenure,
  TitleStatus,
} from '@afrinest/contract';
import type { BadgeProps } from '@/components/ui';

export const kindLabels: Record<ListingKind, string> = {
  house: 'House',
  apartment: 'Apartment',
  room: 'Room',
  commercial: 'Commercial',
  office: 'Office',
  warehouse: 'Warehouse',
  land: 'Land (plot)',
  hotel: 'Hotel',
  building: 'Building',
};
export const purposeLabels: Record<ListingPurpose, string> = { SALE: 'For sale', RENT: 'For rent' };
export const rentPeriodLabels: Record<RentPeriod, string> = {
  DAY: 'Per day',
  WEEK: 'Per week',
  MONTH: 'Per month',
  YEAR: 'Per year',
};
export const tenureLabels: Record<Tenure, string> = {
  MAILO: 'Mailo',
  FREEHOLD: 'Freehold',
  LEASEHOLD: 'Leasehold',
  CUSTOMARY: 'Customary',
  KIBANJA: 'Kibanja',
};
export const titleStatusLabels: Record<TitleStatus, string> = {
  TITLED: 'Titled',
  TITLE_IN_PROCESS: 'Title in process',
  UNTITLED: 'Untitled',
};
export const accessRoadLabels = {
  TARMAC: 'Tarmac',
  MURRAM: 'Murram',
  FOOTPATH: 'Footpath',
  NONE: 'No road',
} as const;
export const utilityLabels = {
  ELECTRICITY: 'Electricity',
  WATER: 'Water',
  SEWER: 'Sewer',
  INTERNET: 'Internet',
} as const;

export const statusLabels: Record<ListingStatus, string> = {
  ACTIVE: 'Active',
  INACTIVE: 'Inactive',
  SOLD: 'Sold',
  ARCHIVED: 'Archived',
};
export const statusTone: Record<ListingStatus, NonNullable<BadgeProps['tone']>> = {
  ACTIVE: 'success',
  INACTIVE: 'warning',
  SOLD: 'info',
  ARCHIVED: 'neutral',
};
/** What a button that moves a listing to a status says ("Mark as sold"). */
export const statusActionLabels: Record<ListingStatus, string> = {
  ACTIVE: 'Activate',
  INACTIVE: 'Deactivate',
  SOLD: 'Mark as sold',
  ARCHIVED: 'Archive',
};

export const options = <T extends string>(labels: Record<T, string>) =>
  (Object.keys(labels) as T[]).map((value) => ({ value, label: labels[value] }));

/** Links styled as buttons (features cannot borrow another feature's styles). */
const ring = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700';
export const smallLinkClass =
  'inline-flex min-h-9 items-center rounded-md border border-gray-300 bg-white px-3 text-sm font-medium text-gray-900 hover:bg-gray-50 ' +
  ring;
export const textLinkClass =
  'font-medium text-emerald-800 underline-offset-2 hover:underline ' + ring;
export const primaryLinkClass =
  'inline-flex min-h-10 items-center rounded-md bg-emerald-700 px-4 text-sm font-semibold text-white hover:bg-emerald-800 ' +
  ring;
export const secondaryLinkClass =
  'inline-flex min-h-10 items-center rounded-md border border-gray-300 bg-white px-4 text-sm font-semibold text-gray-900 hover:bg-gray-50 ' +
  ring;

/** Dates in the reader's own locale. */
export const formatDate = (iso: string | null): string =>
  iso ? new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' }) : '—';
