import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { z } from 'zod';

/**
 * The one phone rule of every phone field (profile, agencies, agents, WhatsApp numbers, the
 * company's contact details). People type numbers as they write them at home — "0772 123456"
 * in Uganda, the default country — or with a country code ("+254 712 345678"); what is stored
 * and answered is E.164 (+256772123456). libphonenumber-js knows each country's lengths and
 * prefixes, so "0772" or "+256 1" are refused, not stored.
 */
export const DEFAULT_PHONE_COUNTRY: CountryCode = 'UG';
export const PHONE_MESSAGE = 'Enter a valid phone number, e.g. 0772 123456 or +254 712 345678.';

/** E.164 of a number typed in the local format of `country` or in international format; null if it is not a valid number. */
export function toE164Phone(
  text: string,
  country: CountryCode = DEFAULT_PHONE_COUNTRY,
): string | null {
  const parsed = parsePhoneNumberFromString(text, { defaultCountry: country });
  return parsed?.isValid() ? parsed.number : null;
}

/** Longer than any number written with its spaces and brackets: not parsed at all. */
const PHONE_TEXT_MAX = 40;

const checked = (text: string, ctx: z.RefinementCtx): string => {
  const e164 = text.length > PHONE_TEXT_MAX ? null : toE164Phone(text);
  if (e164 === null) ctx.addIssue({ code: 'custom', message: PHONE_MESSAGE });
  return e164 ?? text;
};

/** A required phone number: typed locally or internationally, answered as E.164. */
export const phoneSchema = z.string().trim().transform(checked);

/** An optional phone number: empty (or null) is none (null), anything else must be a valid number. */
export const optionalPhoneSchema = z
  .string()
  .trim()
  .transform((text, ctx) => (text === '' ? null : checked(text, ctx)))
  .nullable();
