// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Listing } from '@afrinest/contract';
import { listingOf } from '../src/app/testing/listing-fixtures';
import { coverOf, photoOf } from '../src/components/photo/photo-fixtures';
import { GALLERY_MAIN_SIZES } from '../src/features/listing-detail/components/gallery/gallery-sizes';
import { DEFAULT_SHARE_IMAGE, listingHeadTags, withHeadTags } from './share-preview';

const SITE = { webUrl: 'https://afrinest.test', productName: 'AfriNest' };

/** The content of one meta tag (property= or name=), still escaped as it is in the HTML. */
const metaContent = (tags: string, key: string) =>
  tags.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)" />`))?.[1];

const withCover = (cover: Listing['cover'], over: Partial<Listing> = {}): Listing => ({
  ...listingOf(1),
  cover,
  ...over,
});

describe('share previews with photos', () => {
  it('shows the default card for a listing without photos', () => {
    const { tags } = listingHeadTags(withCover(null), SITE);
    expect(metaContent(tags, 'og:image')).toBe(`https://afrinest.test${DEFAULT_SHARE_IMAGE.path}`);
    expect(metaContent(tags, 'og:image:width')).toBe('1200');
    expect(metaContent(tags, 'og:image:height')).toBe('630');
    expect(metaContent(tags, 'og:image:alt')).toBe('AfriNest: houses, apartments and land');
    expect(metaContent(tags, 'twitter:image')).toBe(metaContent(tags, 'og:image'));
    expect(tags).not.toContain('rel="preload"');
  });

  it("shows the cover's JPEG, at its width and the photo's proportions, with its caption", () => {
    // A portrait photo: 3000×4000 gives a 1280×1707 JPEG.
    const cover = photoOf(1, { width: 3000, height: 4000, caption: 'The front garden' });
    const { tags } = listingHeadTags(withCover(cover), SITE);
    expect(metaContent(tags, 'og:image')).toBe('https://api.test/media/public/p1/1280.jpg');
    expect(metaContent(tags, 'og:image:type')).toBe('image/jpeg');
    expect(metaContent(tags, 'og:image:width')).toBe('1280');
    expect(metaContent(tags, 'og:image:height')).toBe('1707');
    expect(metaContent(tags, 'og:image:alt')).toBe('The front garden');
    expect(metaContent(tags, 'twitter:image')).toBe('https://api.test/media/public/p1/1280.jpg');
    expect(metaContent(tags, 'twitter:image:alt')).toBe('The front garden');
    expect(metaContent(tags, 'twitter:card')).toBe('summary_large_image');
  });

  it("a photo narrower than 1280 px: the JPEG's own width; no caption: the title as alt", () => {
    const cover = photoOf(2, {
      width: 900,
      height: 600,
      caption: '  ',
      jpeg: { width: 900, url: 'https://cdn.test/p2/900.jpg' },
    });
    const listing = withCover(cover);
    const { tags } = listingHeadTags(listing, SITE);
    expect(metaContent(tags, 'og:image')).toBe('https://cdn.test/p2/900.jpg');
    expect(metaContent(tags, 'og:image:width')).toBe('900');
    expect(metaContent(tags, 'og:image:height')).toBe('600');
    expect(metaContent(tags, 'og:image:alt')).toBe(listing.title);
  });

  it('falls back to the default card without a JPEG or without an absolute URL', () => {
    for (const cover of [
      photoOf(3, { jpeg: null }),
      photoOf(4, { jpeg: { width: 1280, url: '/media/public/p4/1280.jpg' } }),
    ]) {
      const { tags } = listingHeadTags(withCover(cover), SITE);
      expect(metaContent(tags, 'og:image')).toBe(`https://afrinest.test/og-default.jpg`);
      expect(metaContent(tags, 'og:image:height')).toBe('630');
    }
  });

  it('escapes the caption and the URL: an agent types the one, a bucket may shape the other', () => {
    const cover = photoOf(5, {
      caption: 'Pool "at dusk" <script>alert(1)</script> & more',
      jpeg: { width: 1280, url: 'https://cdn.test/p5.jpg?a=1&b="2"' },
    });
    const page = withHeadTags(
      '<html><head><title>x</title></head><body></body></html>',
      listingHeadTags(withCover(cover), SITE),
    );
    expect(page).not.toContain('<script>alert');
    expect(metaContent(page, 'og:image:alt')).toBe(
      'Pool &quot;at dusk&quot; &lt;script&gt;alert(1)&lt;/script&gt; &amp; more',
    );
    expect(metaContent(page, 'og:image')).toBe('https://cdn.test/p5.jpg?a=1&amp;b=&quot;2&quot;');
  });

  it("preloads the gallery's first photo (every width, not the cover's) on the page itself", () => {
    const photos = [photoOf(6), photoOf(7)];
    const detail = { ...withCover(coverOf(photos[0]!)), photos };
    const plain = listingHeadTags(detail, SITE).tags;
    expect(plain).not.toContain('rel="preload"');

    const { tags } = listingHeadTags(detail, SITE, { preloadGallery: true });
    const preload = tags.match(/<link rel="preload"[^>]*>/g);
    expect(preload).toEqual([
      '<link rel="preload" as="image" type="image/avif" imagesrcset="' +
        [320, 640, 1280, 1920]
          .map((w) => `https://api.test/media/public/p6/${w}.avif ${w}w`)
          .join(', ') +
        `" imagesizes="${GALLERY_MAIN_SIZES}" fetchpriority="high" />`,
    ]);
    // Without photos there is nothing to preload.
    for (const none of [withCover(null), { ...withCover(null), photos: [] }])
      expect(listingHeadTags(none, SITE, { preloadGallery: true }).tags).not.toContain(
        'rel="preload"',
      );
  });
});
