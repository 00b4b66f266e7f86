import type { ListingPhoto } from '@afrinest/contract';

/** A photo's text alternative: the agent's caption, else which photo of which listing it is. */
export const photoAlt = (photo: ListingPhoto, title: string, n: number, total: number) =>
  photo.caption?.trim() || `${title}: photo ${n} of ${total}`;

/** Smooth scrolling, unless the visitor asked their system for less motion. */
export const scrollBehavior = (): ScrollBehavior =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches
    ? 'auto'
    : 'smooth';
