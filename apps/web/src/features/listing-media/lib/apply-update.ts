import type { MediaList, MediaUpdate } from '@afrinest/contract';

/**
 * The list as it will be once the server applies `update` to one photo: what the screen shows
 * at once (optimistically) while the PUT is on its way. Moving a photo shifts the others by
 * one, as the server does, and positions are numbered again from 0 (the cover).
 */
export function applyUpdate(list: MediaList, mediaId: string, update: MediaUpdate): MediaList {
  const from = list.data.findIndex((photo) => photo.id === mediaId);
  if (from < 0) return list;
  const photos = list.data.map((photo) =>
    photo.id === mediaId && update.caption !== undefined
      ? { ...photo, caption: update.caption }
      : photo,
  );
  const target = update.cover ? 0 : update.position;
  if (target !== undefined) {
    const to = Math.min(Math.max(target, 0), photos.length - 1);
    const [moved] = photos.splice(from, 1);
    if (moved) photos.splice(to, 0, moved);
  }
  return { ...list, data: photos.map((photo, position) => ({ ...photo, position })) };
}
