import type { ListingKind, RentPeriod, Tenure, TitleStatus } from '@afrinest/contract';

/** Words people read on cards and filters; plain data, so public pages load no schema for them. */
export const KIND_LABELS: Record<ListingKind, string> = {
  house: 'House',
  apartment: 'Apartment',
  room: 'Room',
  commercial: 'Commercial',
  office: 'Office',
  warehouse: 'Warehouse',
  land: 'Land',
  hotel: 'Hotel',
  building: 'Building',
};

/**
 * Every kind, in the contract's order, as plain data: the contract's LISTING_KINDS is read off a
 * zod schema, and importing it would put zod in a public page's first load.
 */
export const LISTING_KIND_OPTIONS = Object.keys(KIND_LABELS) as ListingKind[];

export const TENURE_LABELS: Record<Tenure, string> = {
  MAILO: 'Mailo',
  FREEHOLD: 'Freehold',
  LEASEHOLD: 'Leasehold',
  CUSTOMARY: 'Customary',
  KIBANJA: 'Kibanja',
};
/** One plain sentence under the tenure choices, in the search filters and the listing form. */
export const KIBANJA_HINT =
  "Kibanja: an occupant's right on someone else's land (often mailo), not a title of its own.";

export const TITLE_STATUS_LABELS: Record<TitleStatus, string> = {
  TITLED: 'Titled',
  TITLE_IN_PROCESS: 'Title in process',
  UNTITLED: 'Untitled',
};

/** "/ month" after a rent. */
export const RENT_PERIOD_LABELS: Record<RentPeriod, string> = {
  DAY: 'day',
  WEEK: 'week',
  MONTH: 'month',
  YEAR: 'year',
};
