import { z } from 'zod';
import { emailSchema } from './auth';
import { text } from './primitives';

/**
 * POST /api/properties/{id}/enquiries (issue 46): the enquiry form on a listing, stored as a lead
 * (channel ENQUIRY) for the listing's agent and mailed to them. `website` is a honeypot: people
 * leave it empty; a filled one gets the same answer and nothing is kept or sent.
 */
export const WEEKDAYS = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'] as const;
export const weekdaySchema = z.enum(WEEKDAYS);
export type Weekday = z.infer<typeof weekdaySchema>;

export const ListingEnquiryMessages = {
  SENT: 'Thank you. Your enquiry has been sent to the agent, who will get back to you soon.',
} as const;

/**
 * The phone as typed. Only its shape is checked here: the API reads it in the local format of
 * the listing's country (Uganda by default) and answers 400 with PHONE_MESSAGE when it is no number.
 */
const typedPhone = text()
  .trim()
  .min(1, 'Enter your phone number.')
  .max(40, 'At most 40 characters.')
  .regex(/^\+?[\d\s().-]*\d[\d\s().-]*$/, 'Enter a phone number, e.g. 0772 123456.')
  .refine((s) => s.replace(/\D/g, '').length >= 6, 'Enter the whole phone number.');

export const listingEnquiryInputSchema = z.object({
  name: text().trim().min(2, 'Enter your name.').max(120, 'At most 120 characters.'),
  phone: typedPhone,
  /** Optional: given, the enquirer gets a copy and the agent can reply by mail. */
  email: z
    .string()
    .trim()
    .max(254, 'At most 254 characters.')
    .pipe(z.union([z.literal(''), emailSchema]))
    .transform((s) => (s === '' ? null : s))
    .nullish(),
  message: text()
    .trim()
    .min(10, 'Tell the agent a little more (at least 10 characters).')
    .max(2000, 'At most 2,000 characters.'),
  wantsViewing: z.boolean(),
  preferredDays: z.array(weekdaySchema).max(WEEKDAYS.length),
  website: z.string().max(200),
});
export type ListingEnquiryInput = z.input<typeof listingEnquiryInputSchema>;
export type ListingEnquiryValues = z.output<typeof listingEnquiryInputSchema>;
/** The answer, the same whether the enquiry was kept or dropped by the honeypot. */
export const listingEnquirySentSchema = z.object({ ok: z.literal(true), message: z.string() });
export type ListingEnquirySent = z.infer<typeof listingEnquirySentSchema>;
