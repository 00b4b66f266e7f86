import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { Browser } from 'playwright-core';
import { apiLogin } from '../support/api';
import { launchBrowser, newPage } from '../support/browser';
import { signIn } from '../support/journey';
import { API_URL, WEB_URL } from '../support/urls';

// The demo agent of Kampala Prime Properties (apps/api/src/seed).
const PASSWORD = 'AfriNest#2026';
const AGENT = 'agent@afrinest.test';
const LATITUDE = 0.3291;
const LONGITUDE = 32.5947;

interface Photo {
  id: string;
  status: string;
  position: number;
  originalName: string;
  latitude: number | null;
  longitude: number | null;
}

/**
 * A real 1600×1067 JPEG drawn from raw pixels: a diagonal gradient in the given tint, so the
 * two photos differ and the pipeline has something to encode.
 */
async function photoJpeg(tint: [number, number, number]): Promise<Buffer> {
  const width = 1600;
  const height = 1067;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const shade = (x + y) / (width + height);
      const at = (y * width + x) * 3;
      pixels[at] = Math.round(tint[0] * shade);
      pixels[at + 1] = Math.round(tint[1] * shade);
      pixels[at + 2] = Math.round(tint[2] * (1 - shade));
    }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

async function createListing(token: string, title: string): Promise<string> {
  const place = (await (await fetch(`${API_URL}/api/geo/autocomplete?q=kololo`)).json()) as {
    data: { selection: Record<string, string | null> }[];
  };
  const res = await fetch(`${API_URL}/api/properties`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      kind: 'house',
      purpose: 'SALE',
      title,
      price: { amount: 950_000_000, currency: 'UGX' },
      location: place.data[0]!.selection,
      latitude: LATITUDE,
      longitude: LONGITUDE,
    }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

const mediaOf = async (token: string, id: string): Promise<Photo[]> => {
  const res = await fetch(`${API_URL}/api/media/${id}/media`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: Photo[] }).data;
};

describe('listing photos (issue 7)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  // A fresh app's demo seed queues its photos in the background; an agent's upload goes before
  // them (job priority), so ours wait at most for the photo being processed now.
  it(
    'an agent uploads two photos, makes the second the cover, and a visitor sees them',
    {
      timeout: 120_000,
    },
    async () => {
      const token = await apiLogin(AGENT, PASSWORD);
      const title = `Photographed house in Kololo ${Date.now()}`;
      const id = await createListing(token, title);
      const [front, garden] = await Promise.all([
        photoJpeg([230, 180, 90]),
        photoJpeg([90, 200, 120]),
      ]);

      const { page } = await newPage(browser);
      await signIn(page, AGENT, PASSWORD);
      await page.goto(`${WEB_URL}/agent/properties/${id}/media`);
      await page.getByRole('heading', { name: `Photos of ${title}` }).waitFor();
      await page.getByText('No photos yet').waitFor();

      await page.getByRole('button', { name: 'Add photos' }).click();
      const popup = page.getByRole('dialog', { name: 'Upload photos' });
      expect(
        await popup
          .getByRole('checkbox', { name: 'Tag the photos with the listing’s location' })
          .isChecked(),
      ).toBe(true);
      await popup.getByLabel('Choose photos').setInputFiles([
        { name: 'front.jpg', mimeType: 'image/jpeg', buffer: front },
        { name: 'garden.jpg', mimeType: 'image/jpeg', buffer: garden },
      ]);
      await popup.getByRole('button', { name: 'Upload 2 photos' }).click();

      // Each file has its own progress bar, and each ends Ready once processed.
      for (const name of ['front.jpg', 'garden.jpg']) {
        await popup.getByRole('progressbar', { name }).waitFor();
        await popup
          .getByRole('listitem', { name })
          .getByText('Ready', { exact: true })
          .waitFor({ timeout: 60_000 });
      }
      await popup.getByRole('button', { name: 'Close' }).click();
      await popup.waitFor({ state: 'detached' });

      // Two files go up side by side: their order is the order the server took them in.
      const uploaded = await mediaOf(token, id);
      expect(uploaded.map((p) => [p.status, p.position])).toEqual([
        ['READY', 0],
        ['READY', 1],
      ]);
      expect(uploaded.map((p) => p.originalName).sort()).toEqual(['front.jpg', 'garden.jpg']);
      expect(uploaded.every((p) => p.latitude === LATITUDE && p.longitude === LONGITUDE)).toBe(
        true,
      );
      const [first, second] = uploaded as [Photo, Photo];
      const grid = page.getByRole('list', { name: 'Photos in order' });
      await grid
        .getByRole('listitem', { name: `Photo 1: ${first.originalName}` })
        .getByText('Cover')
        .waitFor();
      // The tiles show the processed photos (their variants carry the photo's id).
      await page.waitForFunction(
        (ids) =>
          ids.every((photoId) =>
            [...document.querySelectorAll('img')].some((img) =>
              (img.getAttribute('srcset') ?? '').includes(photoId),
            ),
          ),
        [first.id, second.id],
      );

      // The second photo becomes the cover.
      await page.getByRole('link', { name: 'Arrange and caption' }).click();
      await page.getByRole('heading', { name: `Arrange photos of ${title}` }).waitFor();
      await grid
        .getByRole('listitem', { name: `Photo 2: ${second.originalName}` })
        .getByRole('button', { name: 'Make cover' })
        .click();
      await grid
        .getByRole('listitem', { name: `Photo 1: ${second.originalName}` })
        .getByText('Cover')
        .waitFor();
      await expect
        .poll(async () => (await mediaOf(token, id)).map((p) => p.id), { timeout: 10_000 })
        .toEqual([second.id, first.id]);

      // A visitor's page shows both photos; the API gives them the new cover first.
      const visitor = await newPage(browser);
      await visitor.page.goto(`${WEB_URL}/properties/${id}`);
      await visitor.page.getByRole('heading', { name: title }).waitFor();
      const sources = () =>
        visitor.page.evaluate(() =>
          [...document.querySelectorAll('img, source')].map((el) =>
            [el.getAttribute('src'), el.getAttribute('srcset')].filter(Boolean).join(' '),
          ),
        );
      await expect
        .poll(async () => (await sources()).some((s) => s.includes(second.id)), { timeout: 10_000 })
        .toBe(true);
      expect((await sources()).some((s) => s.includes(first.id))).toBe(true);
      const detail = (await (await fetch(`${API_URL}/properties/${id}`)).json()) as {
        cover: { id: string } | null;
        photos: { id: string }[];
      };
      expect(detail.cover?.id).toBe(second.id);
      expect(detail.photos.map((p) => p.id)).toEqual([second.id, first.id]);

      // The keyboard drags too: pick up the cover's handle, move it one place down, drop it.
      // Each key waits for what a screen reader hears, as a person would before the next.
      const heard = (text: string) => page.getByText(text).waitFor({ state: 'attached' });
      const cover = `Photo 1: ${second.originalName}`;
      await grid.getByRole('button', { name: `Drag ${cover}` }).focus();
      await page.keyboard.press('Space');
      await heard(`${cover} is over position 1 of 2.`);
      // A key pressed while the grid is still being measured (photos loading under load) can
      // move nothing; a person presses again, and again only moves it to the end it is at.
      const moved = page.getByText(`${cover} is over position 2 of 2.`);
      await expect
        .poll(
          async () => {
            await page.keyboard.press('ArrowDown');
            return moved.count();
          },
          { timeout: 30_000, interval: 1_000 },
        )
        .toBeGreaterThan(0);
      await page.keyboard.press('Space');
      await grid
        .getByRole('listitem', { name: `Photo 1: ${first.originalName}` })
        .getByText('Cover')
        .waitFor();
      await expect
        .poll(async () => (await mediaOf(token, id)).map((p) => p.id), { timeout: 10_000 })
        .toEqual([first.id, second.id]);
    },
  );
});
