import type { Listing, ListingPhoto } from '@afrinest/contract';
import { CURRENCY_MINOR_DIGITS } from '@afrinest/contract';
import { widestPhotoUrl } from '@/components/photo';

/** A listing as the page has it: with every photo (GET /properties/{id}), or its cover alone. */
type ListingWithPhotos = Listing & { photos?: ListingPhoto[] };

/** The price as schema.org wants it: a decimal in the currency's major unit. */
function majorUnits(price: Listing['price']): number {
  const digits = (CURRENCY_MINOR_DIGITS as Record<string, number>)[price.currency] ?? 2;
  return price.amount / 10 ** digits;
}

/** The photos' widest crawler-readable files (JPEG, else WebP), cover first. */
function imageUrls(listing: ListingWithPhotos): string[] {
  const photos = listing.photos ?? (listing.cover ? [listing.cover] : []);
  return photos.map(widestPhotoUrl).filter((url): url is string => Boolean(url));
}

/**
 * schema.org RealEstateListing with its Offer (price, currency), address, coordinates and
 * photos.
 */
export function listingStructuredData(
  listing: ListingWithPhotos,
  url: string,
): Record<string, unknown> {
  const chain = listing.place?.chain ?? [];
  const at = (level: string) => chain.find((link) => link.level === level)?.name;
  const images = imageUrls(listing);
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    name: listing.title,
    description: listing.description || undefined,
    url,
    image: images.length > 0 ? images : undefined,
    datePosted: listing.publishedAt ?? listing.createdAt,
    offers: {
      '@type': 'Offer',
      price: majorUnits(listing.price),
      priceCurrency: listing.price.currency,
      businessFunction:
        listing.purpose === 'RENT'
          ? 'https://purl.org/goodrelations/v1#LeaseOut'
          : 'https://purl.org/goodrelations/v1#Sell',
      availability: 'https://schema.org/InStock',
    },
    address: {
      '@type': 'PostalAddress',
      streetAddress: listing.address ?? undefined,
      addressLocality: at('area') ?? at('city'),
      addressRegion: at('region'),
      addressCountry: at('country'),
    },
    ...(listing.latitude !== null && listing.longitude !== null
      ? {
          geo: {
            '@type': 'GeoCoordinates',
            latitude: listing.latitude,
            longitude: listing.longitude,
          },
        }
      : {}),
  };
}

/**
 * The structured data in a script tag. "<" is escaped so a title like "</script>" cannot end the
 * tag early (JSON stays valid: \u003c is the same character).
 */
export function ListingJsonLd({ listing, url }: { listing: ListingWithPhotos; url: string }) {
  const json = JSON.stringify(listingStructuredData(listing, url)).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
