import { afterEach, describe, expect, test, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { ListingPicture } from './listing-picture';
import { photoOf } from './photo-fixtures';
import { photoSources, placeholderImage } from './photo-sources';

const sourcesOf = (container: HTMLElement) =>
  Array.from(container.querySelectorAll('picture > source')).map((s) => ({
    type: s.getAttribute('type'),
    srcset: s.getAttribute('srcset'),
    sizes: s.getAttribute('sizes'),
  }));

const urls = (n: number, ext: string, widths: number[]) =>
  widths.map((w) => `https://api.test/media/public/p${n}/${w}.${ext} ${w}w`).join(', ');

const placeholderIn = (container: HTMLElement) =>
  container.querySelector<HTMLElement>('[data-photo-placeholder]');

describe('ListingPicture', () => {
  afterEach(() => vi.restoreAllMocks());

  test('AVIF first, then WebP, every width with the sizes; the JPEG as the plain src', () => {
    const { container } = render(
      <ListingPicture photo={photoOf(1)} alt="The front" sizes="100vw" />,
    );
    expect(sourcesOf(container)).toEqual([
      { type: 'image/avif', srcset: urls(1, 'avif', [320, 640, 1280, 1920]), sizes: '100vw' },
      { type: 'image/webp', srcset: urls(1, 'webp', [320, 640, 1280, 1920]), sizes: '100vw' },
    ]);
    const img = screen.getByRole('img', { name: 'The front' });
    expect(img.getAttribute('src')).toBe('https://api.test/media/public/p1/1280.jpg');
    // The photo's own proportions reserve its box before a byte arrives.
    expect(img.getAttribute('width')).toBe('4000');
    expect(img.getAttribute('height')).toBe('3000');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('decoding')).toBe('async');
    expect(img.hasAttribute('fetchpriority')).toBe(false);
    expect(img.className).toContain('object-cover');
  });

  test('maxWidth keeps the narrow variants only; eager with high priority when asked', () => {
    const { container } = render(
      <ListingPicture
        photo={photoOf(2)}
        alt="Card"
        sizes="20rem"
        maxWidth={640}
        loading="eager"
        fetchPriority="high"
        fit="contain"
      />,
    );
    expect(sourcesOf(container).map((s) => s.srcset)).toEqual([
      urls(2, 'avif', [320, 640]),
      urls(2, 'webp', [320, 640]),
    ]);
    const img = screen.getByRole('img', { name: 'Card' });
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
    expect(img.className).toContain('object-contain');
  });

  test('shows the blurred placeholder until the photo has loaded', () => {
    const { container } = render(<ListingPicture photo={photoOf(3)} alt="Kitchen" sizes="100vw" />);
    const placeholder = placeholderIn(container)!;
    // The 16 px image itself, blurred by CSS (no SVG document per photo), under the photo.
    expect(placeholder.style.backgroundImage).toBe(`url("${photoOf(3).placeholder}")`);
    expect(placeholder.style.backgroundSize).toBe('cover');
    expect(placeholder.className).toContain('blur-');
    const img = screen.getByRole('img', { name: 'Kitchen' });
    expect(img.className).toContain('relative');
    expect(
      placeholder.compareDocumentPosition(img) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    fireEvent.load(img);
    expect(placeholderIn(container)).toBeNull();
  });

  test('a photo that arrived before the page was taken over drops its placeholder', () => {
    // A page drawn on the server: the browser may finish the file before React attaches onLoad.
    vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(640);
    const { container } = render(<ListingPicture photo={photoOf(3)} alt="Kitchen" sizes="100vw" />);
    expect(placeholderIn(container)).toBeNull();
  });

  test('a contained photo keeps its proportions in the placeholder too', () => {
    const { container } = render(
      <ListingPicture photo={photoOf(3)} alt="Kitchen" sizes="100vw" fit="contain" />,
    );
    expect(placeholderIn(container)!.style.backgroundSize).toBe('contain');
  });

  test('without a JPEG the widest WebP kept is the plain src', () => {
    const photo = photoOf(4, { jpeg: null });
    expect(photoSources(photo).fallback).toBe('https://api.test/media/public/p4/1920.webp');
    expect(photoSources(photo, 640).fallback).toBe('https://api.test/media/public/p4/640.webp');
  });

  test('a photo narrower than every limit keeps its narrowest variant', () => {
    const photo = photoOf(5, {
      width: 300,
      height: 200,
      webp: [{ width: 300, url: 'https://api.test/p5.webp' }],
      avif: [{ width: 300, url: 'https://api.test/p5.avif' }],
    });
    expect(photoSources(photo, 200)).toEqual({
      avif: 'https://api.test/p5.avif 300w',
      webp: 'https://api.test/p5.webp 300w',
      fallback: 'https://api.test/media/public/p5/1280.jpg',
    });
  });

  test('a placeholder that is not a base64 image data: URI is never put into the page', () => {
    expect(placeholderImage(photoOf(6))).toBe(`url("${photoOf(6).placeholder}")`);
    for (const placeholder of [
      "data:image/webp;base64,AAAA'/><script>x</script>",
      'https://evil.test/x.png',
      '',
    ])
      expect(placeholderImage(photoOf(6, { placeholder }))).toBeUndefined();
  });
});
