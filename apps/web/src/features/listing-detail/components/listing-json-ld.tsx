import type { Listing } from '@afrinest/contract';
import { CURRENCY_MINOR_DIGITS } from '@afrinest/contract';

/** The price as schema.org wants it: a decimal in the currency's major unit. */
function majorUnits(price: Listing['price']): number {
  const digits = (CURRENCY_MINOR_DIGITS as Record<string, number>)[price.currency] ?? 2;
  return price.amount / 10 ** digits;
}

/** schema.org RealEstateListing with its Offer (price, currency), address and coordinates. */
export function listingStructuredData(listing: Listing, url: string): Record<string, unknown> {
  const chain = listing.place?.chain ?? [];
  const at = (level: string) => chain.find((link) => link.level === level)?.name;
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    name: listing.title,
    description: listing.description || undefined,
    url,
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
export function ListingJsonLd({ listing, url }: { listing: Listing; url: string }) {
  const json = JSON.stringify(listingStructuredData(listing, url)).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
