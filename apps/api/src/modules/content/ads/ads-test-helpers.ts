import type { Ad, AdInput } from '@afrinest/contract';
import type { TestContext } from '../../../../test/helper';
import { contentImages } from '../content.schema';
import { createAdsModule } from './ads.module';

/** A processed content image, as the upload route would leave it; its id. */
export async function insertImage(ctx: TestContext): Promise<string> {
  const [row] = await ctx.database.db
    .insert(contentImages)
    .values({
      width: 1200,
      height: 250,
      placeholder: 'data:image/webp;base64,AAAA',
      variants: [
        { width: 600, format: 'webp', key: 'public/content/banner/600.webp', bytes: 900 },
        { width: 1200, format: 'webp', key: 'public/content/banner/1200.webp', bytes: 2000 },
        { width: 1200, format: 'jpeg', key: 'public/content/banner/1200.jpg', bytes: 4000 },
      ],
      storedBytes: 6900,
      originalName: 'banner.png',
    })
    .returning({ id: contentImages.id });
  return row!.id;
}

/** A valid ad form, live from long ago with no end, with any field replaced. */
export const adForm = (imageId: string, over: Partial<AdInput> = {}): AdInput => ({
  name: 'Rainy season offer',
  advertiser: 'Kampala Paints',
  imageId,
  linkUrl: 'https://paints.example.ug/offer',
  altText: 'Paint tins on a veranda',
  slot: 'HOME_BANNER',
  pageKinds: [],
  regionIds: [],
  startsOn: '2020-01-01',
  endsOn: null,
  weight: 1,
  status: 'ACTIVE',
  ...over,
});

/** The admin ad routes, called as `headers`. */
export function adsApi(ctx: TestContext, headers: Record<string, string>) {
  const base = '/api/admin/ads';
  return {
    create: (payload: object) => ctx.app.inject({ method: 'POST', url: base, headers, payload }),
    async created(imageId: string, over: Partial<AdInput> = {}): Promise<Ad> {
      const res = await ctx.app.inject({
        method: 'POST',
        url: base,
        headers,
        payload: adForm(imageId, over),
      });
      if (res.statusCode !== 201) throw new Error(`create: ${res.statusCode} ${res.body}`);
      return res.json();
    },
    get: (id: string) => ctx.app.inject({ url: `${base}/${id}`, headers }),
    list: (query = '') => ctx.app.inject({ url: `${base}?${query}`, headers }),
    update: (id: string, payload: object) =>
      ctx.app.inject({ method: 'PUT', url: `${base}/${id}`, headers, payload }),
    setStatus: (id: string, status: string) =>
      ctx.app.inject({
        method: 'PATCH',
        url: `${base}/${id}/status`,
        headers,
        payload: { status },
      }),
    stats: (id: string, query = '') =>
      ctx.app.inject({ url: `${base}/${id}/stats?${query}`, headers }),
  };
}

/**
 * The ads area on the test app's database with its own clock and random source, as the app
 * builds it: for the schedule's edges and days that cannot wait for the real clock.
 */
export function adsAt(ctx: TestContext, clock: { now: Date }, random: () => number = Math.random) {
  const m = createAdsModule(ctx.database.db, {
    audit: ctx.app.services.audit,
    mailer: ctx.app.services.mailer,
    onMailError: () => {},
    url: (key) => `https://media.test/${key}`,
    apiUrl: ctx.config.API_URL,
    webUrl: ctx.config.WEB_URL,
    product: ctx.config.PRODUCT_NAME,
    timeZone: ctx.config.MARKETPLACE_TIME_ZONE,
    now: () => clock.now,
    random,
  });
  return m;
}

/** A small seeded generator (mulberry32): the same sequence every run. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const BROWSER =
  'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
export const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
