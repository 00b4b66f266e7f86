import { useState } from 'react';
import type { ListingPhoto } from '@afrinest/contract';
import { cn } from '@/components/ui';
import { blurredPlaceholder, photoSources } from './photo-sources';

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
  /** Classes of the `<img>`: its box is the caller's (a fixed aspect, so nothing shifts). */
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
  const sources = photoSources(photo, maxWidth);
  const placeholder = loaded ? undefined : blurredPlaceholder(photo);
  return (
    <picture className="contents">
      {sources.avif && <source type="image/avif" sizes={sizes} srcSet={sources.avif} />}
      {sources.webp && <source type="image/webp" sizes={sizes} srcSet={sources.webp} />}
      {/* loading before src: a browser that sees src first may start the download at once. */}
      <img
        loading={loading}
        fetchPriority={fetchPriority}
        decoding="async"
        width={photo.width}
        height={photo.height}
        alt={alt}
        src={sources.fallback}
        onLoad={() => setLoaded(true)}
        style={
          placeholder
            ? {
                backgroundImage: placeholder,
                backgroundSize: fit,
                backgroundPosition: 'center',
                backgroundRepeat: 'no-repeat',
              }
            : undefined
        }
        className={cn(fit === 'cover' ? 'object-cover' : 'object-contain', className)}
      />
    </picture>
  );
}
