import type { MediaItem } from '@afrinest/contract';

/** A photo's name on screen and for screen readers: its place and the file it came from. */
export const photoLabel = (photo: Pick<MediaItem, 'originalName'>, index: number) =>
  `Photo ${index + 1}: ${photo.originalName}`;

/** The image's text alternative: the agent's caption says most, else its place. */
export const photoAlt = (photo: Pick<MediaItem, 'caption'>, index: number) =>
  photo.caption ?? `Photo ${index + 1} of the listing`;
