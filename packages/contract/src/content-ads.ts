import { z } from 'zod';
import { emailSchema } from './auth';
import { listingPhotoSchema } from './media';
import { pageOf, pageQuerySchema, textFilter } from './paging';
import { text } from './primitives';
import { AD_PAGE_KINDS, AD_SLOTS, AD_STATUSES } from './content-ad-values';

/**
 * Advertisements (issue 44). An ad sits in one slot, with an image an admin uploaded (POST
 * /api/admin/content/images), a link set by the admin and alt text; it shows while ACTIVE from
 * its first to its last day (days in the marketplace's time zone), where its targeting matches.
 */
export const adSlotSchema = z.enum(AD_SLOTS);
export const adPageKindSchema = z.enum(AD_PAGE_KINDS);
export const adStatusSchema = z.enum(AD_STATUSES);
const day = z.iso.date({ error: 'Enter a date.' });

/** The longest range the list's figures and an ad's chart cover at once. */
export const AD_STATS_MAX_DAYS = 366;
export const AdErrorCode = {
  AD_NOT_FOUND: 'AD_NOT_FOUND',
  IMAGE_NOT_FOUND: 'IMAGE_NOT_FOUND',
  ENQUIRY_NOT_FOUND: 'ENQUIRY_NOT_FOUND',
} as const;
export const AdMessages = {
  AD_NOT_FOUND: 'This advertisement does not exist.',
  IMAGE_NOT_FOUND: 'Upload the image again: it was not found.',
  ENDS_BEFORE_START: 'The last day cannot be before the first.',
  ENQUIRY_SENT: 'Thank you. Our advertising team will reply within two working days.',
  ENQUIRY_NOT_FOUND: 'This enquiry does not exist.',
  RANGE_REVERSED: 'The last day cannot be before the first.',
  RANGE_TOO_LONG: `At most ${AD_STATS_MAX_DAYS} days at once.`,
} as const;

export const adInputSchema = z
  .object({
    name: text().trim().min(2, 'Enter a name.').max(120, 'At most 120 characters.'),
    advertiser: text().trim().min(2, 'Enter the advertiser.').max(120, 'At most 120 characters.'),
    imageId: z.uuid({ error: 'Upload an image.' }),
    linkUrl: text()
      .trim()
      .max(2000, 'At most 2,000 characters.')
      .regex(/^https:\/\/[^\s/]+\.[^\s]+$/i, 'Enter an https:// address.'),
    altText: text().trim().min(2, 'Describe the image for people who cannot see it.').max(200),
    slot: adSlotSchema,
    pageKinds: z.array(adPageKindSchema).max(AD_PAGE_KINDS.length),
    /** Regions (geo region ids) of the listing or search; empty: everywhere. */
    regionIds: z.array(z.uuid()).max(50),
    startsOn: day,
    endsOn: day.nullable(),
    weight: z.number().int().min(1, 'At least 1.').max(100, 'At most 100.'),
    status: adStatusSchema,
  })
  .refine((ad) => ad.endsOn === null || ad.endsOn >= ad.startsOn, {
    path: ['endsOn'],
    message: AdMessages.ENDS_BEFORE_START,
  });
export type AdInput = z.input<typeof adInputSchema>;

export const adSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  advertiser: z.string(),
  imageId: z.uuid(),
  image: listingPhotoSchema,
  linkUrl: z.string(),
  altText: z.string(),
  slot: adSlotSchema,
  pageKinds: z.array(adPageKindSchema),
  regionIds: z.array(z.uuid()),
  startsOn: z.iso.date(),
  endsOn: z.iso.date().nullable(),
  weight: z.number().int(),
  status: adStatusSchema,
  /** Whether it shows today: ACTIVE and today within its days. */
  live: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Ad = z.infer<typeof adSchema>;

/** The admin list: each ad with its figures over the range asked (default: the last 30 days). */
export const listAdsQuerySchema = pageQuerySchema.extend({
  q: textFilter(100),
  slot: adSlotSchema.optional(),
  status: adStatusSchema.optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});
export const adFiguresSchema = z.object({
  impressions: z.number().int(),
  clicks: z.number().int(),
  /** clicks / impressions, 0 without impressions. */
  clickRate: z.number(),
});
export type AdFigures = z.infer<typeof adFiguresSchema>;
export const adListItemSchema = adSchema.extend({ figures: adFiguresSchema });
export const adListSchema = pageOf(adListItemSchema);
/** GET /api/admin/ads/{id}/stats?from&to: one point per day of the range, for the line chart. */
export const adStatsQuerySchema = z.object({
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});
export const adStatsSchema = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  totals: adFiguresSchema,
  days: z.array(
    z.object({ day: z.iso.date(), impressions: z.number().int(), clicks: z.number().int() }),
  ),
});
export type AdStats = z.infer<typeof adStatsSchema>;
export const adStatusChangeSchema = z.object({ status: adStatusSchema });

/**
 * GET /api/ads?slot&page&region: the ad to show in a slot, picked by weight among those live and
 * targeted to the page (and region, when the page has one); null: none. `clickUrl` is our
 * redirect (/api/ads/{id}/click), `impressionUrl` the beacon the page posts to when at least half
 * the ad has been in view.
 */
export const serveAdQuerySchema = z.object({
  slot: adSlotSchema,
  page: adPageKindSchema,
  region: z.uuid().optional(),
});
export const servedAdSchema = z
  .object({
    id: z.uuid(),
    slot: adSlotSchema,
    image: listingPhotoSchema,
    altText: z.string(),
    advertiser: z.string(),
    clickUrl: z.string(),
    impressionUrl: z.string(),
  })
  .nullable();
export type ServedAd = z.infer<typeof servedAdSchema>;

/**
 * POST /api/advertising/enquiries: "advertise with us". `website` is a honeypot: people leave it
 * empty, a filled one is answered as sent and dropped.
 */
export const adEnquiryInputSchema = z.object({
  name: text().trim().min(2, 'Enter your name.').max(120, 'At most 120 characters.'),
  company: text().trim().max(120, 'At most 120 characters.'),
  email: emailSchema,
  phone: text().trim().max(30, 'At most 30 characters.'),
  slots: z.array(adSlotSchema).max(AD_SLOTS.length),
  message: text()
    .trim()
    .min(10, 'Tell us a little more (at least 10 characters).')
    .max(4000, 'At most 4,000 characters.'),
  website: z.string().max(200),
});
export type AdEnquiryInput = z.input<typeof adEnquiryInputSchema>;
/** The answer to an enquiry, the same whether it was kept or dropped by the honeypot. */
export const adEnquirySentSchema = z.object({ ok: z.literal(true), message: z.string() });
export type AdEnquirySent = z.infer<typeof adEnquirySentSchema>;
export const AD_ENQUIRY_STATUSES = ['NEW', 'ANSWERED'] as const;
export const adEnquirySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  company: z.string(),
  email: z.string(),
  phone: z.string(),
  slots: z.array(adSlotSchema),
  message: z.string(),
  status: z.enum(AD_ENQUIRY_STATUSES),
  createdAt: z.iso.datetime(),
});
export type AdEnquiry = z.infer<typeof adEnquirySchema>;
export const adEnquiryListSchema = pageOf(adEnquirySchema);
export const listAdEnquiriesQuerySchema = pageQuerySchema.extend({
  status: z.enum(AD_ENQUIRY_STATUSES).optional(),
});
export const adEnquiryStatusSchema = z.object({ status: z.enum(AD_ENQUIRY_STATUSES) });
