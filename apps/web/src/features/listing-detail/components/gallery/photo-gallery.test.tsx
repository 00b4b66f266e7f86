import { describe, expect, test } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ListingDetail, ListingPhoto } from '@afrinest/contract';
import { photoOf } from '@/components/photo/photo-fixtures';
import { ListingGallery } from '../listing-gallery';
import { GALLERY_MAIN_SIZES } from './gallery-sizes';

const TITLE = 'Family bungalow in Ntinda';

/** The gallery reads the title, the kind and the photos of the listing; the rest is left out. */
const detailOf = (photos: ListingPhoto[] | undefined): ListingDetail =>
  ({ title: TITLE, kind: 'house', cover: photos?.[0] ?? null, photos }) as ListingDetail;

const photos = [
  photoOf(1, { caption: 'The front garden' }),
  photoOf(2),
  photoOf(3, { caption: 'Kitchen' }),
];

const url = (n: number, w: number, ext: string) =>
  `https://api.test/media/public/p${n}/${w}.${ext}`;
const srcsetOf = (n: number, ext: string, widths = [320, 640, 1280, 1920]) =>
  widths.map((w) => `${url(n, w, ext)} ${w}w`).join(', ');

const mainButton = () => screen.getByRole('button', { name: /^Open / });
const mainImage = () => within(mainButton()).getByRole('img');
const sources = (img: HTMLElement) =>
  Array.from(img.parentElement!.querySelectorAll('source')).map((s) => ({
    type: s.getAttribute('type'),
    srcset: s.getAttribute('srcset'),
    sizes: s.getAttribute('sizes'),
  }));

describe('listing gallery', () => {
  test('the first photo: both formats at every width, eager with high priority, its caption', () => {
    render(<ListingGallery listing={detailOf(photos)} />);
    const img = mainImage();
    expect(img.getAttribute('alt')).toBe('The front garden');
    expect(sources(img)).toEqual([
      { type: 'image/avif', srcset: srcsetOf(1, 'avif'), sizes: GALLERY_MAIN_SIZES },
      { type: 'image/webp', srcset: srcsetOf(1, 'webp'), sizes: GALLERY_MAIN_SIZES },
    ]);
    expect(img.getAttribute('src')).toBe(url(1, 1280, 'jpg'));
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
    // The placeholder shows until the file arrives.
    expect(
      mainButton().querySelector<HTMLElement>('[data-photo-placeholder]')?.style.backgroundImage,
    ).toBe(`url("${photos[0]!.placeholder}")`);
    expect(mainButton().getAttribute('aria-label')).toBe('Open photo 1 of 3 full screen');
    expect(screen.getByText('1 / 3')).toBeTruthy();
    expect(screen.getByText('The front garden', { selector: 'figcaption' })).toBeTruthy();
  });

  test('thumbnails: the 320 px files, lazy, one button per photo', () => {
    render(<ListingGallery listing={detailOf(photos)} />);
    const strip = screen.getByRole('list', { name: 'Thumbnails' });
    const buttons = within(strip).getAllByRole('button');
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Show photo 1',
      'Show photo 2',
      'Show photo 3',
    ]);
    expect(buttons[0]!.getAttribute('aria-current')).toBe('true');
    for (const [i, button] of buttons.entries()) {
      const img = button.querySelector('img')!;
      expect(img.getAttribute('loading')).toBe('lazy');
      expect(img.getAttribute('alt')).toBe('');
      expect(sources(img).map((s) => s.srcset)).toEqual([
        srcsetOf(i + 1, 'avif', [320]),
        srcsetOf(i + 1, 'webp', [320]),
      ]);
    }
  });

  test('next, previous and thumbnails change the main photo; the others load lazily', async () => {
    const user = userEvent.setup();
    render(<ListingGallery listing={detailOf(photos)} />);

    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(screen.getByText('2 / 3')).toBeTruthy();
    expect(mainImage().getAttribute('alt')).toBe(`${TITLE}: photo 2 of 3`);
    expect(mainImage().getAttribute('loading')).toBe('lazy');
    expect(mainImage().hasAttribute('fetchpriority')).toBe(false);
    expect(sources(mainImage())[0]!.srcset).toBe(srcsetOf(2, 'avif'));
    // No caption, no figcaption.
    expect(document.querySelector('figcaption')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Show photo 3' }));
    expect(screen.getByText('3 / 3')).toBeTruthy();
    expect(mainImage().getAttribute('alt')).toBe('Kitchen');
    expect(screen.getByRole('button', { name: 'Show photo 3' }).getAttribute('aria-current')).toBe(
      'true',
    );
    expect(screen.getByRole('button', { name: 'Show photo 1' }).hasAttribute('aria-current')).toBe(
      false,
    );

    // Past the last photo comes the first again, and before the first the last.
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(screen.getByText('1 / 3')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(screen.getByText('3 / 3')).toBeTruthy();
  });

  test('the viewer opens full screen, follows the arrows, and Escape closes it', async () => {
    const user = userEvent.setup();
    render(<ListingGallery listing={detailOf(photos)} />);
    const viewAll = screen.getByRole('button', { name: 'View all 3 photos' });
    await user.click(viewAll);

    const dialog = await screen.findByRole('dialog', { name: `Photos of ${TITLE}` });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(dialog);
    // The page behind neither scrolls nor takes focus.
    expect(document.body.style.overflow).toBe('hidden');
    expect(viewAll.closest('[inert]')).toBeTruthy();

    // Every photo on one scroll-snap track, at the screen's width.
    const track = dialog.querySelector('ul')!;
    expect(track.className).toContain('snap-x');
    expect(track.className).toContain('snap-mandatory');
    expect(track.className).toContain('overflow-x-auto');
    const slides = within(dialog).getAllByRole('group');
    expect(slides.map((s) => s.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    const slideImg = within(slides[2]!).getByRole('img', { name: 'Kitchen' });
    expect(sources(slideImg).map((s) => s.sizes)).toEqual(['100vw', '100vw']);
    expect(sources(slideImg)[0]!.srcset).toBe(srcsetOf(3, 'avif'));

    expect(within(dialog).getByText('1 / 3')).toBeTruthy();
    expect(within(dialog).getByText('The front garden')).toBeTruthy();
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByText('2 / 3')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Next photo' }));
    expect(within(dialog).getByText('3 / 3')).toBeTruthy();
    expect(within(dialog).getByText('Kitchen', { selector: 'p' })).toBeTruthy();
    // The last photo is the end of the track.
    expect(
      within(dialog).getByRole('button', { name: 'Next photo' }).getAttribute('aria-disabled'),
    ).toBe('true');
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByText('3 / 3')).toBeTruthy();
    await user.keyboard('{ArrowLeft}');
    expect(within(dialog).getByText('2 / 3')).toBeTruthy();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(viewAll);
    expect(document.body.style.overflow).toBe('');
    expect(document.querySelector('[inert]')).toBeNull();
    // The gallery shows the photo the visitor closed the viewer on.
    expect(screen.getByText('2 / 3')).toBeTruthy();
  });

  test('the main photo opens the viewer on itself; Close closes it and gives focus back', async () => {
    const user = userEvent.setup();
    render(<ListingGallery listing={detailOf(photos)} />);
    await user.click(screen.getByRole('button', { name: 'Show photo 3' }));
    await user.click(mainButton());
    const dialog = await screen.findByRole('dialog', { name: `Photos of ${TITLE}` });
    expect(within(dialog).getByText('3 / 3')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(mainButton());
  });

  test('one photo: no counter, arrows or thumbnails', () => {
    render(<ListingGallery listing={detailOf([photoOf(7)])} />);
    expect(mainImage().getAttribute('fetchpriority')).toBe('high');
    expect(mainButton().getAttribute('aria-label')).toBe('Open the photo full screen');
    expect(screen.queryByText('1 / 1')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next photo' })).toBeNull();
    expect(screen.queryByRole('list', { name: 'Thumbnails' })).toBeNull();
    expect(screen.getByRole('button', { name: 'View full screen' })).toBeTruthy();
  });

  test('no photos: the drawing of its kind, said to be one', () => {
    for (const none of [[], undefined]) {
      const { unmount } = render(<ListingGallery listing={detailOf(none)} />);
      expect(
        screen.getByText('Illustration of a house: the agent has not added photos yet.'),
      ).toBeTruthy();
      expect(screen.queryByRole('img')).toBeNull();
      expect(screen.queryByRole('button')).toBeNull();
      unmount();
    }
  });
});
