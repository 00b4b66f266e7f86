import type { CatalogueStatus, ItemKind, PackageVisibility } from '@afrinest/contract';

export const itemKindLabels: Record<ItemKind, string> = {
  CAPACITY: 'Capacity',
  CONSUMABLE: 'Consumable',
  FEATURE: 'Feature',
};
/** What each kind means, said where an admin chooses one. */
export const itemKindHints: Record<ItemKind, string> = {
  CAPACITY: 'A ceiling on what is in use at once (listing slots, agent seats, photo storage).',
  CONSUMABLE: 'Credits used up one by one (featured days, bumps).',
  FEATURE: 'On or off (WhatsApp routing, verified badge).',
};
export const catalogueStatusLabels: Record<CatalogueStatus, string> = {
  ACTIVE: 'Active',
  ARCHIVED: 'Archived',
};
export const catalogueStatusTone: Record<CatalogueStatus, 'success' | 'neutral'> = {
  ACTIVE: 'success',
  ARCHIVED: 'neutral',
};
export const visibilityLabels: Record<PackageVisibility, string> = {
  PUBLIC: 'Public (on the pricing page)',
  PRIVATE: 'Private (custom deals)',
};
export const visibilityShortLabels: Record<PackageVisibility, string> = {
  PUBLIC: 'Public',
  PRIVATE: 'Private',
};

/** Dates in the admin's own locale. */
export const formatDate = (iso: string): string =>
  new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });

/** Links styled as small buttons (features cannot borrow another feature's styles). */
export const smallLinkClass =
  'inline-flex min-h-9 items-center rounded-md border border-gray-300 bg-white px-3 text-sm font-medium text-gray-900 hover:bg-gray-50 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700';
export const textLinkClass =
  'font-medium text-emerald-800 underline-offset-2 hover:underline ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700';
