import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
} from '@dnd-kit/sortable';
import type { MediaItem } from '@afrinest/contract';
import { useUpdateMedia } from '../api/update-media';
import { photoLabel } from './photo-labels';
import { SortablePhotoTile } from './sortable-photo-tile';

const instructions =
  'To move a photo, press Space or Enter on its drag handle, move it with the arrow keys, then press Space or Enter to drop it, or Escape to cancel. The first photo is the cover.';

/** Where a drop puts the dragged photo: the index of the photo it was dropped on, or nowhere. */
export function dropTarget(
  ids: readonly string[],
  active: UniqueIdentifier,
  over: UniqueIdentifier | null | undefined,
): number | null {
  if (over === null || over === undefined || over === active) return null;
  const to = ids.indexOf(String(over));
  return to < 0 || ids.indexOf(String(active)) < 0 ? null : to;
}

/** What a screen reader hears while a photo is dragged with the keyboard (or a pointer). */
function announcementsFor(photos: readonly MediaItem[]): Announcements {
  const ids = photos.map((p) => p.id);
  const at = (id: UniqueIdentifier) => ids.indexOf(String(id));
  const name = (id: UniqueIdentifier) => {
    const i = at(id);
    const photo = photos[i];
    return photo ? photoLabel(photo, i) : 'The photo';
  };
  const of = `of ${photos.length}`;
  return {
    onDragStart: ({ active }) => `Picked up ${name(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${name(active.id)} is over position ${at(over.id) + 1} ${of}.`
        : `${name(active.id)} is no longer over a place.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `${name(active.id)} dropped at position ${at(over.id) + 1} ${of}.`
        : `${name(active.id)} dropped back in its place.`,
    onDragCancel: ({ active }) =>
      `Moving cancelled. ${name(active.id)} is back at position ${at(active.id) + 1} ${of}.`,
  };
}

/**
 * The photos to arrange: drag (pointer, touch, keyboard) or use the buttons; each drop sends
 * one PUT with the photo's new position, shown at once and put back if the server refuses.
 */
export function SortablePhotoGrid({
  propertyId,
  photos,
}: {
  propertyId: string;
  photos: MediaItem[];
}) {
  const update = useUpdateMedia(propertyId);
  const sensors = useSensors(
    // A few pixels before a drag starts, so a tap on the handle stays a tap.
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    // Press and hold on phones: a swipe over the grid still scrolls the page.
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = photos.map((p) => p.id);
  const change = (mediaId: string, u: Parameters<typeof update.mutateAsync>[0]['update']) =>
    update.mutateAsync({ mediaId, update: u });

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const to = dropTarget(ids, active.id, over?.id);
    if (to !== null) void change(String(active.id), { position: to }).catch(() => undefined);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements: announcementsFor(photos),
        screenReaderInstructions: { draggable: instructions },
      }}
    >
      <SortableContext items={ids} strategy={rectSortingStrategy}>
        <p className="text-sm text-gray-700">
          Drag a photo by its handle, or use Move earlier and Move later. The first photo is the
          cover: it shows on the listing&rsquo;s card and when the listing is shared.
        </p>
        <ul
          aria-label="Photos in order"
          className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3"
        >
          {photos.map((photo, index) => (
            <SortablePhotoTile
              key={photo.id}
              propertyId={propertyId}
              photo={photo}
              index={index}
              count={photos.length}
              change={(u) => change(photo.id, u)}
            />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
