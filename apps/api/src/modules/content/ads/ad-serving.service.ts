import { isbot } from 'isbot';
import type { AdPageKind, AdSlot, ServedAd } from '@afrinest/contract';
import type { MediaUrl } from '../../media/media.dto';
import { dayIn } from '../../statistics/marketplace-days';
import { toServedAd } from './ads.dto';
import type { AdsRepository, AdWithImage } from './ads.repository';

/**
 * How long a slot's live ads are kept in this process. Writes on this instance forget them at
 * once; another instance's write shows here within this time, which an ad can wait.
 */
export const CANDIDATES_TTL_MS = 30_000;

export interface AdServingDeps {
  repo: AdsRepository;
  url: MediaUrl;
  apiUrl: string;
  timeZone: string;
  now: () => Date;
  /** A number in [0, 1): Math.random in use, a fixed sequence in tests. */
  random: () => number;
}

export interface AdContext {
  slot: AdSlot;
  page: AdPageKind;
  region?: string;
}

/** Targeting: none chosen means everywhere; a region-targeted ad needs the page's region. */
export const targets = ({ ad }: AdWithImage, page: AdPageKind, region?: string) =>
  (ad.pageKinds.length === 0 || ad.pageKinds.includes(page)) &&
  (ad.regionIds.length === 0 || (region !== undefined && ad.regionIds.includes(region)));

/** One of the ads, each as likely as its share of the weights. */
export function pickByWeight<T extends { ad: { weight: number } }>(
  ads: readonly T[],
  random: () => number,
): T | undefined {
  const total = ads.reduce((sum, a) => sum + a.ad.weight, 0);
  let r = random() * total;
  for (const a of ads) {
    r -= a.ad.weight;
    if (r < 0) return a;
  }
  return ads.at(-1);
}

/**
 * A browser a person uses: not a crawler, preview fetcher or script by its user agent, and
 * with one at all (every browser sends it; a bare HTTP client often does not).
 */
export const isPerson = (userAgent: string | undefined) => !!userAgent && !isbot(userAgent);

/**
 * Serving and counting (issue 44): the ad for a slot and page, and its impressions and clicks
 * per marketplace day, without cookies.
 */
export function createAdServing(deps: AdServingDeps) {
  const { repo } = deps;
  const today = () => dayIn(deps.now(), deps.timeZone);
  // Keyed by slot and day, so an ad starts and ends at midnight in the zone, not up to TTL late.
  const kept = new Map<string, { ads: AdWithImage[]; until: number }>();

  async function liveInSlot(slot: AdSlot, day: string): Promise<AdWithImage[]> {
    const key = `${slot}:${day}`;
    const at = deps.now().getTime();
    const hit = kept.get(key);
    if (hit && hit.until > at) return hit.ads;
    const ads = await repo.liveInSlot(slot, day);
    // Entries of other days are of no more use: a handful of keys at most.
    for (const [k, v] of kept) if (v.until <= at || !k.endsWith(day)) kept.delete(k);
    kept.set(key, { ads, until: at + CANDIDATES_TTL_MS });
    return ads;
  }

  return {
    async serve(q: AdContext): Promise<ServedAd> {
      const region = q.region?.toLowerCase();
      const eligible = (await liveInSlot(q.slot, today())).filter((a) =>
        targets(a, q.page, region),
      );
      const picked = pickByWeight(eligible, deps.random);
      return picked ? toServedAd(picked, deps.url, deps.apiUrl) : null;
    },

    /** Forgets every slot's kept ads: an admin changed one. */
    forget: () => kept.clear(),

    /**
     * Counts an impression of a person's browser while the ad is live; a bot's, a paused or
     * ended ad's and an unknown id's are dropped quietly (the beacon reads no answer).
     */
    async impression(id: string, userAgent: string | undefined): Promise<boolean> {
      if (!isPerson(userAgent)) return false;
      return repo.count(id, today(), { impressions: 1, clicks: 0 });
    },

    /**
     * The address to send a click to: the one the admin stored, never one from the request;
     * undefined for an unknown ad. A paused or ended ad's link still works (a page drawn or
     * kept earlier may show it), but only clicks on a live ad count: the figures are of the
     * campaign as it ran, not of stale pages.
     */
    async click(id: string, userAgent: string | undefined): Promise<string | undefined> {
      const day = today();
      const ad = await repo.linkOf(id, day);
      if (!ad) return undefined;
      if (ad.live && isPerson(userAgent)) await repo.count(id, day, { impressions: 0, clicks: 1 });
      return ad.linkUrl;
    },
  };
}
export type AdServing = ReturnType<typeof createAdServing>;
