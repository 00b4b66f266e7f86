import type { ListingPhoto } from '@afrinest/contract';
import { placeholderImage } from './photo-sources';

export interface PhotoPlaceholderProps {
  photo: ListingPhoto;
  /** As the photo will sit in its box: cover fills it, contain keeps the photo's proportions. */
  fit?: 'cover' | 'contain';
}

/**
 * The photo's 16 px placeholder, stretched over the nearest positioned box and blurred, so a slow
 * connection sees the picture's colours at once instead of an empty box. Scaling up alone shows
 * a grid of soft blocks; the blur is one placeholder pixel (1/16 of the box's width, in container
 * units of its own wrapper), and the scale pushes the blur's faded rim outside the box.
 *
 * A CSS filter, not an SVG image with feGaussianBlur: every SVG background is a small document
 * of its own, and a search page's twelve of them cost ~100 ms of style work before the first
 * paint on a fast laptop (bench/RESULTS.md, 2026-11-26), four times that on a cheap phone.
 */
export function PhotoPlaceholder({ photo, fit = 'cover' }: PhotoPlaceholderProps) {
  const image = placeholderImage(photo);
  if (!image) return null;
  return (
    <span aria-hidden="true" className="@container absolute inset-0 overflow-hidden">
      <span
        data-photo-placeholder=""
        className="absolute inset-0 scale-125 bg-center bg-no-repeat blur-[6.25cqw]"
        style={{ backgroundImage: image, backgroundSize: fit }}
      />
    </span>
  );
}
