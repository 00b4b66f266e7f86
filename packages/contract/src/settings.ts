import { z } from 'zod';
import { optionalPhoneSchema, phoneSchema } from './phone';
import { nearZeroAsZero, text } from './primitives';

/** GA4 measurement ids look like G-XXXXXXX. */
export const analyticsConfigSchema = z.object({
  measurementId: z.string(),
  isEnabled: z.boolean(),
});
export type AnalyticsConfig = z.infer<typeof analyticsConfigSchema>;

export const updateAnalyticsConfigSchema = z
  .object({
    measurementId: z
      .string()
      .trim()
      .regex(/^(G-[A-Z0-9]{4,20})?$/, 'A GA4 measurement id looks like G-XXXXXXXXXX.'),
    isEnabled: z.boolean(),
  })
  .refine((v) => !v.isEnabled || v.measurementId.length > 0, {
    message: 'A measurement id is needed to enable analytics.',
    path: ['measurementId'],
  });
export type UpdateAnalyticsConfig = z.infer<typeof updateAnalyticsConfigSchema>;

/** E.164: a plus, the country code and the number, digits only (+256700000000). */
const E164 = /^\+[1-9]\d{7,14}$/;
export const PHONE_FORMAT_MESSAGE = 'Use the international format, e.g. +256700000000.';
export const CONTACT_ADDRESS_LINES_MAX = 4;

/** The company's contact details shown on the public /contact page (settings key 'contact'). */
export const contactDetailsSchema = z.object({
  companyName: z.string(),
  addressLines: z.array(z.string()).min(1).max(CONTACT_ADDRESS_LINES_MAX),
  city: z.string(),
  country: z.string(),
  phone: z.string().regex(E164, PHONE_FORMAT_MESSAGE),
  /** WhatsApp number for click-to-chat; absent or empty when the company has none. */
  whatsapp: z
    .string()
    .regex(/^(\+[1-9]\d{7,14})?$/, PHONE_FORMAT_MESSAGE)
    .optional(),
  email: z.email(),
  openingHours: z.string().optional(),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});
export type ContactDetails = z.infer<typeof contactDetailsSchema>;

const requiredText = (what: string, max: number) =>
  text().trim().min(1, `Enter the ${what}.`).max(max, `At most ${max} characters.`);

const coordinate = (what: 'latitude' | 'longitude', limit: number, example: string) =>
  z
    .number({ error: `Enter the ${what} as a number, e.g. ${example}.` })
    .min(-limit, `The ${what} is between -${limit} and ${limit}.`)
    .max(limit, `The ${what} is between -${limit} and ${limit}.`)
    .overwrite(nearZeroAsZero);

/**
 * Address lines as a form sends them (up to four boxes, some left empty): trimmed, at least the
 * first one given, empty ones dropped.
 */
const addressLinesInput = z
  .array(text().trim().max(120, 'At most 120 characters.'))
  .max(CONTACT_ADDRESS_LINES_MAX, `At most ${CONTACT_ADDRESS_LINES_MAX} address lines.`)
  .superRefine((lines, ctx) => {
    if (!lines.some((line) => line !== '')) {
      ctx.addIssue({
        code: 'custom',
        message: 'Enter at least the first line of the address.',
        path: [0],
      });
    }
  })
  .transform((lines) => lines.filter((line) => line !== ''));

export const updateContactDetailsSchema = z.object({
  companyName: requiredText('company name', 120),
  addressLines: addressLinesInput,
  city: requiredText('city', 80),
  country: requiredText('country', 80),
  phone: phoneSchema,
  // The stored details keep '' for "no WhatsApp" (contactDetailsSchema).
  whatsapp: optionalPhoneSchema.transform((v) => v ?? '').optional(),
  email: z.string().trim().pipe(z.email('Enter a valid email address, e.g. hello@example.com.')),
  openingHours: text().trim().max(200, 'At most 200 characters.').optional(),
  latitude: coordinate('latitude', 90, '0.3326'),
  longitude: coordinate('longitude', 180, '32.5950'),
});
export type UpdateContactDetails = z.infer<typeof updateContactDetailsSchema>;
export type UpdateContactDetailsInput = z.input<typeof updateContactDetailsSchema>;

/**
 * GET /api/admin/settings (SPEC §7): what the admin settings screen edits, in one answer. The
 * contact details are null until set.
 */
export const adminSettingsSchema = z.object({
  analytics: analyticsConfigSchema,
  contact: contactDetailsSchema.nullable(),
});
export type AdminSettings = z.infer<typeof adminSettingsSchema>;

/** PUT /api/admin/settings: either part or both; a part left out stays as it is. */
export const updateAdminSettingsSchema = z
  .object({
    analytics: updateAnalyticsConfigSchema.optional(),
    contact: updateContactDetailsSchema.optional(),
  })
  .refine((v) => v.analytics !== undefined || v.contact !== undefined, {
    message: 'Send the analytics configuration, the contact details or both.',
  });
export type UpdateAdminSettings = z.infer<typeof updateAdminSettingsSchema>;
