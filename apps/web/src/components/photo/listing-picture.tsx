import { useEffect, useRef, useState } from 'react';
import type { ListingPhoto } from '@afrinest/contract';
import { cn } from '@/components/ui';
import { PhotoPlaceholder } from './photo-placeholder';
import { photoSources } from './photo-sources';

export interface ListingPictureProps {
  photo: ListingPhoto;
  alt: string;
  /** The rendered width for the browser's choice among the variants (the `sizes` attribute). */
  sizes: string;
  /** Only variants up to this width go into the srcsets: a card needs no 1280 px photo. */
  maxWidth?: number;
  /** Lazy unless the photo is the page's largest paint (then eager with fetchPriority high). */
  loading?: 'lazy' | 'eager';
  fetchPriority?: 'high' | 'low' | 'auto';
  /** cover fills the box (cards, thumbnails); contain shows the whole photo (gallery, viewer). */
  fit?: 'cover' | 'contain';
  /**
   * Classes of the picture's box (the photo fills it): its size is the caller's (a fixed aspect,
   * so nothing shifts).
   */
  className?: string;
}

/**
 * A listing photo in the smallest file the browser can use: AVIF, else WebP, from the widths the
 * pipeline made (ADR 0022), with the JPEG for browsers that read neither. Until the file arrives
 * the box shows the photo's blurred 16 px placeholder, so a slow connection sees the picture's
 * colours at once instead of an empty box.
 */
export function ListingPicture({
  photo,
  alt,
  sizes,
  maxWidth,
  loading = 'lazy',
  fetchPriority,
  fit = 'cover',
  className,
}: ListingPictureProps) {
  const [loaded, setLoaded] = useState(false);
  const img = useRef<HTMLImageElement>(null);
  // A page drawn on the server (ADR 0026) may have its photo before React takes it over, and
  // then no load event reaches onLoad: the placeholder would stay behind the photo for good.
  useEffect(() => {
    if (img.current?.complete && img.current.naturalWidth > 0) setLoaded(true);
  }, []);
  const sources = photoSources(photo, maxWidth);
  return (
    <span className={cn('relative block overflow-hidden', className)}>
      {!loaded && <PhotoPlaceholder photo={photo} fit={fit} />}
      <picture className="contents">
        {sources.avif && <source type="image/avif" sizes={sizes} srcSet={sources.avif} />}
        {sources.webp && <source type="image/webp" sizes={sizes} srcSet={sources.webp} />}
        {/* loading before src: a browser that sees src first may start the download at once. */}
        <img
          ref={img}
          loading={loading}
          fetchPriority={fetchPriority}
          decoding="async"
          width={photo.width}
          height={photo.height}
          alt={alt}
          src={sources.fallback}
          onLoad={() => setLoaded(true)}
          // relative: drawn over the placeholder, which comes first.
          className={cn(
            'relative h-full w-full',
            fit === 'cover' ? 'object-cover' : 'object-contain',
          )}
        />
      </picture>
    </span>
  );
}
