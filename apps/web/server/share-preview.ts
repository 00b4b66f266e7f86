import type { ChainLink, Listing, ListingPhoto, SizeView } from '@afrinest/contract';
import { photoSources } from '../src/components/photo/photo-sources';
import { GALLERY_MAIN_SIZES } from '../src/features/listing-detail/components/gallery/gallery-sizes';
import { formatArea, formatMoney } from '../src/lib/format';
import { escapeHtml } from './html-escape';

/** The default share image (apps/web/public): a branded card for listings without photos. */
export const DEFAULT_SHARE_IMAGE = { path: '/og-default.jpg', width: 1200, height: 630 };

const RENT_PERIOD: Record<string, string> = {
  DAY: 'day',
  WEEK: 'week',
  MONTH: 'month',
  YEAR: 'year',
};
/** A share description's length: what chat cards and search results show. */
export const DESCRIPTION_MAX = 200;

// Previews are read by crawlers with no preferences: East African English.
const en = { language: 'en' } as const;

/** A size as the agent entered it: "50×100 ft", "25 decimals", "320 m²". */
function sizeAsEntered(size: SizeView): string {
  if (size.unit === 'ft_plot') return `${size.widthFt}×${size.lengthFt} ft`;
  return formatArea({ value: size.value, unit: size.unit }, { ...en, areaUnit: size.unit });
}

/**
 * The place and its town ("Kololo, Kampala"), not the whole chain up to the continent: a chat
 * card has one line. The chain starts with the place itself.
 */
export function shortPlace(chain: readonly ChainLink[]): string {
  const [own, ...up] = chain;
  if (!own) return '';
  const town = up.find((link) => link.level === 'city') ?? up[0];
  return town && own.level !== 'country' ? `${own.name}, ${town.name}` : own.name;
}

/** GET /properties/{id} answers the listing with its photos (ListingDetail). */
type ListingWithPhotos = Listing & { photos?: ListingPhoto[] };

export interface ShareImage {
  url: string;
  width: number;
  height: number;
  alt: string;
}

/**
 * The picture a chat card shows: the cover photo's JPEG (WhatsApp and Facebook read JPEG
 * everywhere; it is at most 1280 px wide), its height from the photo's own proportions; else,
 * without photos (or without a JPEG or an absolute URL), the default card.
 */
export function shareImage(
  listing: Listing,
  site: { webUrl: string; productName: string },
): ShareImage {
  return photoShareImage(listing.cover, listing.title, site);
}

/**
 * A photo's share picture (its JPEG, the height from its proportions), or the default card when
 * there is none usable. `fallbackAlt` when the photo has no caption.
 */
export function photoShareImage(
  photo: ListingPhoto | null | undefined,
  fallbackAlt: string,
  site: { webUrl: string; productName: string },
): ShareImage {
  const jpeg = photo?.jpeg;
  if (photo && jpeg && photo.width > 0 && /^https?:\/\//i.test(jpeg.url))
    return {
      url: jpeg.url,
      width: jpeg.width,
      height: Math.round((jpeg.width * photo.height) / photo.width),
      alt: photo.caption?.trim() || fallbackAlt,
    };
  return {
    url: `${site.webUrl}${DEFAULT_SHARE_IMAGE.path}`,
    width: DEFAULT_SHARE_IMAGE.width,
    height: DEFAULT_SHARE_IMAGE.height,
    alt: `${site.productName}: houses, apartments and land`,
  };
}

/**
 * A preload of a photo the page shows at once, so the browser fetches it alongside the page's
 * scripts instead of after them and the API answer. The same AVIF srcset and sizes as the
 * page's `<picture>`, so the browser picks the same file and uses the preloaded one (a browser
 * without AVIF skips the tag: type).
 */
export function photoPreloadTag(photo: ListingPhoto, sizes: string, maxWidth?: number): string {
  const { avif, webp } = photoSources(photo, maxWidth);
  const [type, srcset] = avif ? ['image/avif', avif] : ['image/webp', webp];
  if (!srcset) return '';
  return (
    `<link rel="preload" as="image" type="${type}" imagesrcset="${escapeHtml(srcset)}"` +
    ` imagesizes="${escapeHtml(sizes)}" fetchpriority="high" />`
  );
}

/**
 * The gallery's first photo on the listing's own page, where it is the largest paint. From the
 * detail's photos, not the cover, which carries the card sizes only. Empty without photos.
 */
export function galleryPreloadTag(listing: ListingWithPhotos): string {
  const first = listing.photos?.[0];
  return first ? photoPreloadTag(first, GALLERY_MAIN_SIZES) : '';
}

/** "USh 850,000,000 · Kololo, Kampala · 4 bedrooms · 320 m²": what a chat preview shows. */
export function shareFacts(listing: Listing): string {
  const price = formatMoney(
    { amountMinor: listing.price.amount, currency: listing.price.currency },
    en,
  );
  const period = listing.purpose === 'RENT' && listing.rentPeriod;
  const place = shortPlace(listing.place?.chain ?? []);
  const size = listing.kind === 'land' ? listing.landSize : (listing.floorArea ?? listing.landSize);
  return [
    period ? `${price} / ${RENT_PERIOD[period]}` : price,
    place,
    listing.bedrooms ? `${listing.bedrooms} bedroom${listing.bedrooms === 1 ? '' : 's'}` : '',
    size ? sizeAsEntered(size) : '',
  ]
    .filter(Boolean)
    .join(' · ');
}

export function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

/**
 * The <head> tags of a listing's page for WhatsApp, Facebook, X and search engines, which read
 * the HTML without running JavaScript. Every value is escaped: titles are typed by agents.
 * `preloadGallery` (the listing's own page, not its map) adds the gallery photo's preload.
 */
export function listingHeadTags(
  listing: ListingWithPhotos,
  site: { webUrl: string; productName: string },
  opts: { preloadGallery?: boolean } = {},
): { title: string; description: string; tags: string } {
  const url = `${site.webUrl}/properties/${listing.id}`;
  const facts = shareFacts(listing);
  const description = clip(
    listing.description ? `${facts}. ${listing.description}` : facts,
    DESCRIPTION_MAX,
  );
  const tags = [
    shareTags({
      url,
      title: listing.title,
      description,
      image: shareImage(listing, site),
      productName: site.productName,
    }),
    ...(opts.preloadGallery ? [galleryPreloadTag(listing)] : []),
  ]
    .filter(Boolean)
    .join('\n    ');
  return { title: `${listing.title} | ${site.productName}`, description, tags };
}

/**
 * The canonical link and the Open Graph and Twitter tags of a page, every value escaped (titles
 * are typed by agents and admins).
 */
export function shareTags(page: {
  url: string;
  title: string;
  description: string;
  image: ShareImage;
  productName: string;
  type?: 'website' | 'article';
}): string {
  const { url, title, description, image } = page;
  const meta = (attribute: 'property' | 'name', key: string, value: string | number) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(String(value))}" />`;
  return [
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    meta('property', 'og:type', page.type ?? 'website'),
    meta('property', 'og:site_name', page.productName),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image.url),
    meta('property', 'og:image:type', 'image/jpeg'),
    meta('property', 'og:image:width', image.width),
    meta('property', 'og:image:height', image.height),
    meta('property', 'og:image:alt', image.alt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image.url),
    meta('name', 'twitter:image:alt', image.alt),
  ].join('\n    ');
}

/** index.html with a listing's title, description and share tags in its <head>. */
export function withHeadTags(
  index: string,
  head: { title: string; description: string; tags: string },
): string {
  return index
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(head.title)}</title>`)
    .replace(/\s*<meta\s+name="description"[^>]*>/, '')
    .replace(
      '</head>',
      () =>
        `  <meta name="description" content="${escapeHtml(head.description)}" />\n    ${head.tags}\n  </head>`,
    );
}
