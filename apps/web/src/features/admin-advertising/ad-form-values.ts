import { z } from 'zod';
import {
  adInputSchema,
  adPageKindSchema,
  adSlotSchema,
  adStatusSchema,
  type Ad,
} from '@afrinest/contract';
import { toDay } from '@/features/admin-advertising/ad-labels';

/**
 * The ad form as typed, turned into the contract's adInputSchema and checked by it (the same
 * rules and messages as the API, on the same field names): the weight box gives text, an empty
 * last day means "no end".
 */
export const adFormSchema = z
  .object({
    name: z.string(),
    advertiser: z.string(),
    imageId: z.string(),
    linkUrl: z.string(),
    altText: z.string(),
    slot: adSlotSchema,
    pageKinds: z.array(adPageKindSchema),
    regionIds: z.array(z.string()),
    startsOn: z.string(),
    endsOn: z.string(),
    weight: z.union([z.string(), z.number()]),
    status: adStatusSchema,
  })
  .transform((v) => ({
    ...v,
    endsOn: v.endsOn === '' ? null : v.endsOn,
    // An empty box reads as 0, which the contract answers with its own "At least 1."
    weight: String(v.weight).trim() === '' ? 0 : Number(v.weight),
  }))
  .pipe(adInputSchema);
export type AdFormValues = z.input<typeof adFormSchema>;

/** A new ad starts today, active, everywhere its slot is, at an ordinary weight. */
export const blankAd = (today = new Date()): AdFormValues => ({
  name: '',
  advertiser: '',
  imageId: '',
  linkUrl: 'https://',
  altText: '',
  slot: 'HOME_BANNER',
  pageKinds: [],
  regionIds: [],
  startsOn: toDay(today),
  endsOn: '',
  weight: '10',
  status: 'ACTIVE',
});

/** The form's values for an ad as saved. */
export const adToForm = (ad: Ad): AdFormValues => ({
  name: ad.name,
  advertiser: ad.advertiser,
  imageId: ad.imageId,
  linkUrl: ad.linkUrl,
  altText: ad.altText,
  slot: ad.slot,
  pageKinds: ad.pageKinds,
  regionIds: ad.regionIds,
  startsOn: ad.startsOn,
  endsOn: ad.endsOn ?? '',
  weight: String(ad.weight),
  status: ad.status,
});
