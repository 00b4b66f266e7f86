import { useRef } from 'react';
import { Link } from 'react-router';
import type { ListingSummary } from '@afrinest/contract';
import { ListingPicture, PhotoPlaceholder } from '@/components/photo';
import { Badge, cn, focusRing } from '@/components/ui';
import { formatArea } from '@/lib/format';
import { useFormat } from '@/lib/format-preferences';
import { useNearViewport } from '@/lib/use-near-viewport';
import { CARD_IMAGE_MAX_WIDTH, CARD_IMAGE_SIZES } from './card-image-sizes';
import { FavouriteButton } from './favourite-button';
import { KindIllustration } from './kind-illustration';
import {
  displayUnit,
  enteredInOtherUnit,
  formatEnteredSize,
  mainSize,
  PER_UNIT_LABELS,
  pricePerUnitArea,
} from './listing-facts';
import {
  KIND_LABELS,
  RENT_PERIOD_LABELS,
  TENURE_LABELS,
  TITLE_STATUS_LABELS,
} from './listing-labels';

export interface ListingCardProps {
  /** A result card; screens holding full listings pass `toListingSummary(listing)`. */
  listing: ListingSummary;
  /** Who is signed in, when the page knows; else the favourite button checks for a session. */
  signedIn?: boolean;
  /**
   * The card is likely the page's largest paint (the first card of a page): its photo loads at
   * once with high priority instead of lazily.
   */
  priority?: boolean;
  className?: string;
}

/** How near the screen a card's photo starts loading: about one card ahead on a phone. */
const CARD_IMAGE_MARGIN = '400px';

/**
 * One listing in a grid or list: what it is, the price in its own currency, where, how big (in
 * the visitor's unit, with the size as entered beside it for land), land facts, and a link to it.
 */
export function ListingCard({ listing, signedIn, priority = false, className }: ListingCardProps) {
  const imageBox = useRef<HTMLDivElement>(null);
  const nearViewport = useNearViewport(imageBox, CARD_IMAGE_MARGIN);
  const format = useFormat();
  const areaUnit = format.preferences.areaUnit;
  const size = mainSize(listing);
  const unit = size ? displayUnit(size.kind, areaUnit) : areaUnit;
  const href = `/properties/${encodeURIComponent(listing.id)}`;
  const place = listing.place?.short ?? null;
  const perUnit =
    listing.kind === 'land' && listing.landSize
      ? pricePerUnitArea(listing.price.amount, listing.landSize.squareMetres, areaUnit)
      : null;
  const money = (amountMinor: number) =>
    format.money({ amountMinor, currency: listing.price.currency });

  return (
    <article
      className={cn(
        'relative flex flex-col overflow-hidden rounded-lg border border-gray-200 bg-white shadow-sm',
        'transition-shadow hover:shadow-md',
        className,
      )}
    >
      {/* A fixed 3:2 box, photo or drawing, so nothing moves when the photo arrives. */}
      <div ref={imageBox} className="relative aspect-[3/2] overflow-hidden bg-gray-100">
        {listing.cover && !priority && !nearViewport ? (
          // Far below the fold: the blurred placeholder until the card nears the screen. The
          // browser's own lazy loading starts 1,250–2,500 px early, which on a phone is most of a
          // page of photos nobody may scroll to, paid for on costly mobile data.
          <PhotoPlaceholder photo={listing.cover} />
        ) : listing.cover ? (
          <ListingPicture
            photo={listing.cover}
            alt={listing.title}
            sizes={CARD_IMAGE_SIZES}
            maxWidth={CARD_IMAGE_MAX_WIDTH}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            className="h-full w-full"
          />
        ) : (
          <KindIllustration kind={listing.kind} className="h-full" />
        )}
        <div className="absolute top-2 left-2 flex flex-wrap gap-1">
          <Badge tone="neutral">{KIND_LABELS[listing.kind]}</Badge>
          <Badge tone={listing.purpose === 'RENT' ? 'info' : 'success'}>
            {listing.purpose === 'RENT' ? 'To rent' : 'For sale'}
          </Badge>
          {listing.featured && <Badge tone="warning">Featured</Badge>}
        </div>
        <FavouriteButton
          listingId={listing.id}
          title={listing.title}
          signedIn={signedIn}
          className="absolute top-2 right-2 z-10"
        />
      </div>

      <div className="flex flex-1 flex-col gap-1.5 p-3">
        <p className="text-lg font-bold text-gray-900" data-testid="listing-price">
          {money(listing.price.amount)}
          {listing.purpose === 'RENT' && listing.rentPeriod && (
            <span className="text-sm font-normal text-gray-700">
              {' '}
              / {RENT_PERIOD_LABELS[listing.rentPeriod]}
            </span>
          )}
          {listing.negotiable && (
            <span className="ml-2 text-xs font-normal text-gray-600">Negotiable</span>
          )}
        </p>
        {perUnit !== null && (
          <p className="text-sm text-gray-700" data-testid="listing-price-per-unit">
            {money(perUnit)} per {PER_UNIT_LABELS[areaUnit]}
          </p>
        )}
        <h3 className="line-clamp-2 text-base font-semibold text-gray-900">
          {/* The link covers the whole card (after:inset-0); the heart sits above it (z-10). */}
          <Link
            to={href}
            className={cn('rounded-sm after:absolute after:inset-0 after:content-[""]', focusRing)}
          >
            {listing.title}
          </Link>
        </h3>
        {place && <p className="truncate text-sm text-gray-700">{place}</p>}

        <ul className="mt-auto flex flex-wrap gap-x-3 gap-y-1 pt-1 text-sm text-gray-800">
          {listing.bedrooms !== null && (
            <li>
              {listing.bedrooms} {listing.bedrooms === 1 ? 'bed' : 'beds'}
            </li>
          )}
          {listing.bathrooms !== null && (
            <li>
              {listing.bathrooms} {listing.bathrooms === 1 ? 'bath' : 'baths'}
            </li>
          )}
          {size && (
            <li data-testid="listing-size">
              {formatArea(
                { value: size.size.squareMetres, unit: 'sqm' },
                { language: format.preferences.language, areaUnit: unit },
              )}
              {size.kind === 'land' && enteredInOtherUnit(size.size, unit) && (
                <span className="text-gray-600"> ({formatEnteredSize(size.size)})</span>
              )}
            </li>
          )}
        </ul>

        {listing.land && (
          <div className="flex flex-wrap gap-1 pt-1">
            <Badge tone="neutral">{TENURE_LABELS[listing.land.tenure]}</Badge>
            <Badge tone={listing.land.titleStatus === 'TITLED' ? 'success' : 'neutral'}>
              {TITLE_STATUS_LABELS[listing.land.titleStatus]}
            </Badge>
          </div>
        )}
      </div>
    </article>
  );
}
