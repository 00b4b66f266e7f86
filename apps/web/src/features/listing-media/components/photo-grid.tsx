import type { MediaItem } from '@afrinest/contract';
import { Badge } from '@/components/ui';
import { DeletePhotoButton } from './delete-photo-button';
import { photoLabel } from './photo-labels';
import { PhotoVisual } from './photo-visual';

/** The listing's photos in their order, the first badged as the cover; each can be deleted. */
export function PhotoGrid({ propertyId, photos }: { propertyId: string; photos: MediaItem[] }) {
  return (
    <ul aria-label="Photos in order" className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {photos.map((photo, index) => (
        <li
          key={photo.id}
          aria-label={photoLabel(photo, index)}
          className="flex flex-col overflow-hidden rounded-lg border border-gray-200 bg-white"
        >
          <div className="relative">
            <PhotoVisual photo={photo} index={index} />
            {index === 0 && (
              <Badge tone="success" className="absolute top-2 left-2">
                Cover
              </Badge>
            )}
          </div>
          <div className="flex flex-1 flex-col gap-1 p-2">
            <p className="truncate text-xs text-gray-700" title={photo.originalName}>
              {photo.originalName}
            </p>
            {photo.caption && <p className="text-sm text-gray-900">{photo.caption}</p>}
            <div className="mt-auto flex justify-end">
              <DeletePhotoButton propertyId={propertyId} photo={photo} />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
