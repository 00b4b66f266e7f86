/** Advertisement values as plain data: the ad slot on the public pages' first load reads them without zod. */
export const AD_SLOTS = ['HOME_BANNER', 'SEARCH_RESULTS', 'LISTING_SIDE', 'PLOTS_PAGE'] as const;
export type AdSlot = (typeof AD_SLOTS)[number];
/**
 * Each slot's box: the space the page reserves before the ad arrives (no layout shift), and the
 * image proportions an admin is asked for.
 */
export const AD_SLOT_SIZES: Readonly<
  Record<AdSlot, { width: number; height: number; label: string }>
> = {
  HOME_BANNER: { width: 1200, height: 250, label: 'Home page banner' },
  SEARCH_RESULTS: { width: 1200, height: 250, label: 'Between search results' },
  LISTING_SIDE: { width: 600, height: 500, label: 'Beside a listing' },
  PLOTS_PAGE: { width: 1200, height: 250, label: 'Plots page' },
};
/** The pages an ad may target; an ad with none targeted shows on every page of its slot. */
export const AD_PAGE_KINDS = [
  'home',
  'properties',
  'plots',
  'listing',
  'hotels',
  'building',
] as const;
export type AdPageKind = (typeof AD_PAGE_KINDS)[number];
export const AD_STATUSES = ['ACTIVE', 'PAUSED'] as const;
export type AdStatus = (typeof AD_STATUSES)[number];
