/**
 * The card's width as the grids lay it out: one column under 640 px, two up to 1024 px, and
 * from there three or four columns (or the map's side list), never wider than 22.5rem. The
 * browser takes the 320 px variant when that is enough, else the 640 px one (≤ 21 KB).
 * Kept here on its own (no React) so the web server's preload of the first card's photo uses
 * the same string: a preload only helps when its sizes pick the same file as the page.
 */
export const CARD_IMAGE_SIZES =
  '(min-width: 1024px) 22.5rem, (min-width: 640px) calc(50vw - 1.5rem), calc(100vw - 2rem)';
export const CARD_IMAGE_MAX_WIDTH = 640;
