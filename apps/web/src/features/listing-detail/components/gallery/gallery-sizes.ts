/**
 * The main photo's width on /properties/{id} (pages/property-page.tsx): the page is at most
 * 72rem wide with 1rem padding; from 1024 px the gallery takes two of three grid columns
 * (gap 1.5rem), i.e. (1152 − 32 − 48) × 2/3 + 24 ≈ 739 px at most; under that the full width.
 * Kept here on its own (no React) so the web server's image preload can use the same string:
 * a preload only helps when its sizes pick the same file as the page.
 */
export const GALLERY_MAIN_SIZES =
  '(min-width: 1152px) 739px, (min-width: 1024px) calc((100vw - 80px) * 2 / 3 + 24px), calc(100vw - 32px)';

/** Thumbnails are 5rem wide: the 320 px variant covers even a 3× screen. */
export const GALLERY_THUMB_SIZES = '5rem';
export const GALLERY_THUMB_MAX_WIDTH = 320;

/** The full-screen viewer: the whole width (640/1280 on phones, 1920 on big screens). */
export const VIEWER_SIZES = '100vw';
