import {
  adPageKindSchema,
  adSlotSchema,
  adStatusSchema,
  type Ad,
  type AdFigures,
  type ServedAd,
} from '@afrinest/contract';
import type { MediaUrl } from '../../media/media.dto';
import { toContentImage } from '../images/content-image.dto';
import type { AdRow, AdWithImage, Figures } from './ads.repository';

/** ACTIVE with `today` from its first to its last day (days in the marketplace's zone). */
export const isLiveOn = (ad: AdRow, today: string) =>
  ad.status === 'ACTIVE' && ad.startsOn <= today && (ad.endsOn === null || ad.endsOn >= today);

export const toAdDto = ({ ad, image }: AdWithImage, url: MediaUrl, today: string): Ad => ({
  id: ad.id,
  name: ad.name,
  advertiser: ad.advertiser,
  imageId: ad.imageId,
  image: toContentImage(image, url),
  linkUrl: ad.linkUrl,
  altText: ad.altText,
  slot: adSlotSchema.parse(ad.slot),
  pageKinds: ad.pageKinds.map((k) => adPageKindSchema.parse(k)),
  regionIds: ad.regionIds,
  startsOn: ad.startsOn,
  endsOn: ad.endsOn,
  weight: ad.weight,
  status: adStatusSchema.parse(ad.status),
  live: isLiveOn(ad, today),
  createdAt: ad.createdAt.toISOString(),
  updatedAt: ad.updatedAt.toISOString(),
});

export const figuresOf = ({ impressions, clicks }: Figures): AdFigures => ({
  impressions,
  clicks,
  clickRate: impressions > 0 ? clicks / impressions : 0,
});

/**
 * What a page gets: no name, link or schedule, only what it draws and the two addresses of
 * ours it calls (absolute: the web app is served from another origin than the API).
 */
export const toServedAd = (
  { ad, image }: AdWithImage,
  url: MediaUrl,
  apiUrl: string,
): NonNullable<ServedAd> => ({
  id: ad.id,
  slot: adSlotSchema.parse(ad.slot),
  image: toContentImage(image, url),
  altText: ad.altText,
  advertiser: ad.advertiser,
  clickUrl: `${apiUrl}/api/ads/${ad.id}/click`,
  impressionUrl: `${apiUrl}/api/ads/${ad.id}/impressions`,
});
