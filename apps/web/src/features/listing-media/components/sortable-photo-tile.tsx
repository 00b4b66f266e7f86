import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { MediaItem, MediaUpdate } from '@afrinest/contract';
import { Badge, Button, cn, focusRing } from '@/components/ui';
import { CaptionField } from './caption-field';
import { DeletePhotoButton } from './delete-photo-button';
import { photoLabel } from './photo-labels';
import { PhotoVisual } from './photo-visual';

export interface SortablePhotoTileProps {
  propertyId: string;
  photo: MediaItem;
  index: number;
  count: number;
  /** Sends one change of this photo (optimistic; the caller rolls back on failure). */
  change(update: MediaUpdate): Promise<unknown>;
}

/**
 * One photo in the arrange grid: dragged by its handle (pointer, touch or keyboard), or moved
 * one place with the buttons; made the cover; captioned; deleted.
 */
export function SortablePhotoTile({
  propertyId,
  photo,
  index,
  count,
  change,
}: SortablePhotoTileProps) {
  const {
    setNodeRef,
    setActivatorNodeRef,
    attributes,
    listeners,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: photo.id });
  const label = photoLabel(photo, index);
  const move = (position: number) => void change({ position }).catch(() => undefined);
  return (
    <li
      ref={setNodeRef}
      aria-label={label}
      style={{
        transform: CSS.Translate.toString(transform),
        transition,
      }}
      className={cn(
        'flex flex-col overflow-hidden rounded-lg border border-gray-200 bg-white',
        isDragging && 'relative z-10 shadow-lg ring-2 ring-emerald-700',
      )}
    >
      <div className="relative">
        <PhotoVisual photo={photo} index={index} />
        {index === 0 && (
          <Badge tone="success" className="absolute top-2 left-2">
            Cover
          </Badge>
        )}
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={`Drag ${label}`}
          className={cn(
            'absolute top-2 right-2 inline-flex min-h-11 min-w-11 cursor-grab touch-none items-center justify-center rounded-md bg-white/90 text-gray-900 shadow active:cursor-grabbing',
            focusRing,
          )}
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor">
            <circle cx="7" cy="5" r="1.5" />
            <circle cx="13" cy="5" r="1.5" />
            <circle cx="7" cy="10" r="1.5" />
            <circle cx="13" cy="10" r="1.5" />
            <circle cx="7" cy="15" r="1.5" />
            <circle cx="13" cy="15" r="1.5" />
          </svg>
        </button>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-2">
        <p className="truncate text-xs text-gray-700" title={photo.originalName}>
          {photo.originalName}
        </p>
        <CaptionField
          caption={photo.caption}
          label={`Caption of ${label.charAt(0).toLowerCase()}${label.slice(1)}`}
          save={(caption) => change({ caption })}
        />
        <div className="mt-auto flex flex-wrap gap-1">
          {index > 0 && photo.status === 'READY' && (
            <Button
              size="sm"
              variant="secondary"
              onClick={() => void change({ cover: true }).catch(() => undefined)}
            >
              Make cover
            </Button>
          )}
          <Button size="sm" variant="ghost" disabled={index === 0} onClick={() => move(index - 1)}>
            Move earlier
          </Button>
          <Button
            size="sm"
            variant="ghost"
            disabled={index === count - 1}
            onClick={() => move(index + 1)}
          >
            Move later
          </Button>
          <DeletePhotoButton propertyId={propertyId} photo={photo} />
        </div>
      </div>
    </li>
  );
}
