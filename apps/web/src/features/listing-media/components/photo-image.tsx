import type { MediaItem } from '@afrinest/contract';
import { cn } from '@/components/ui';

/** The widths a tile needs: 320 on a phone's two-column grid, 640 on a 2× screen. */
const TILE_MAX_WIDTH = 640;

export interface PhotoImageProps {
  photo: Pick<MediaItem, 'webp' | 'jpeg' | 'placeholder' | 'width' | 'height'>;
  alt: string;
  className?: string;
}

/**
 * A processed photo in a 4:3 tile: the 320/640 WebP by `srcset`, the tiny placeholder
 * underneath until it arrives (a few KB on a slow network, but not instantly).
 */
export function PhotoImage({ photo, alt, className }: PhotoImageProps) {
  const small = photo.webp.filter((v) => v.width <= TILE_MAX_WIDTH);
  const variants = small.length > 0 ? small : photo.webp.slice(0, 1);
  const src = variants[0]?.url ?? photo.jpeg?.url;
  return (
    <div
      className={cn(
        'aspect-[4/3] w-full overflow-hidden bg-gray-100 bg-cover bg-center',
        className,
      )}
      style={photo.placeholder ? { backgroundImage: `url("${photo.placeholder}")` } : undefined}
    >
      {src && (
        <img
          src={src}
          srcSet={variants.map((v) => `${v.url} ${v.width}w`).join(', ') || undefined}
          sizes="(min-width: 1024px) 300px, (min-width: 640px) 33vw, 50vw"
          width={photo.width ?? undefined}
          height={photo.height ?? undefined}
          alt={alt}
          loading="lazy"
          decoding="async"
          className="h-full w-full object-cover"
        />
      )}
    </div>
  );
}
