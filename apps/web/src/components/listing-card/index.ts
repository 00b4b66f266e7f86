export { ListingCard, type ListingCardProps } from './listing-card';
export { ListingCardSkeleton, ListingGridSkeleton } from './listing-card-skeleton';
export { FavouriteButton, type FavouriteButtonProps } from './favourite-button';
export { useFavouriteIds, useToggleFavourite, hasSession } from './use-favourite-ids';
export { favouriteIdsQueryKey, favouritesQueryKey } from './favourites-api';
export { KindIllustration } from './kind-illustration';
export {
  KIBANJA_HINT,
  KIND_LABELS,
  LISTING_KIND_OPTIONS,
  RENT_PERIOD_LABELS,
  TENURE_LABELS,
  TITLE_STATUS_LABELS,
} from './listing-labels';
export { formatEnteredSize, pricePerUnitArea, PER_UNIT_LABELS } from './listing-facts';
