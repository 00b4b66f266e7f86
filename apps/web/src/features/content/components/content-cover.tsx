import type { ListingPhoto } from '@afrinest/contract';
import { ListingPicture } from '@/components/photo';
import { COVER_MAX_WIDTH, COVER_SIZES } from '../content-endpoints';

/**
 * A page's or post's cover photo in a fixed 16:9 box (nothing shifts while it loads). On an
 * article it is the largest paint and loads at once; in a list it loads as it nears the screen.
 */
export function ContentCover({
  photo,
  alt,
  sizes = COVER_SIZES,
  priority = false,
  className = 'aspect-video w-full rounded-lg bg-gray-100',
}: {
  photo: ListingPhoto;
  alt: string;
  sizes?: string;
  priority?: boolean;
  className?: string;
}) {
  return (
    <ListingPicture
      photo={photo}
      alt={alt}
      sizes={sizes}
      maxWidth={COVER_MAX_WIDTH}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      className={className}
    />
  );
}
