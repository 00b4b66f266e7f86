import { z } from 'zod';

/**
 * Per-user display preferences (GET/PUT /preferences). Money is never converted: an amount
 * shows in its own currency, formatted for the chosen language; `currency` is the one offered
 * first wherever a currency is chosen (price filters, packages). Areas are converted to the
 * chosen unit, with the listing's own unit kept beside it.
 */
export const CURRENCIES = [
  'UGX',
  'KES',
  'TZS',
  'RWF',
  'BIF',
  'SSP',
  'ETB',
  'NGN',
  'GHS',
  'ZAR',
  'USD',
  'EUR',
  'GBP',
] as const;
export const currencySchema = z.enum(CURRENCIES);
export type Currency = z.infer<typeof currencySchema>;

export const LANGUAGES = ['en', 'sw', 'fr'] as const;
export const languageSchema = z.enum(LANGUAGES);
export type Language = z.infer<typeof languageSchema>;
export const languageLabels: Record<Language, string> = {
  en: 'English',
  sw: 'Kiswahili',
  fr: 'Français',
};

/** Land in East Africa is sold in acres and decimals (1/100 acre) as often as in m². */
export const AREA_UNITS = ['acres', 'hectares', 'decimals', 'sqm', 'sqft'] as const;
export const areaUnitSchema = z.enum(AREA_UNITS);
export type AreaUnit = z.infer<typeof areaUnitSchema>;
export const areaUnitLabels: Record<AreaUnit, string> = {
  acres: 'Acres',
  hectares: 'Hectares',
  decimals: 'Decimals',
  sqm: 'Square metres (m²)',
  sqft: 'Square feet (sq ft)',
};

/** Mails a person may turn off; security mails (verification, reset, password changed) are always sent. */
export const notificationPreferencesSchema = z.object({
  listingAlerts: z.boolean(),
  priceChanges: z.boolean(),
  agentMessages: z.boolean(),
  newsletter: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

export const preferencesSchema = z.object({
  currency: currencySchema,
  language: languageSchema,
  areaUnit: areaUnitSchema,
  notifications: notificationPreferencesSchema,
});
export type Preferences = z.infer<typeof preferencesSchema>;

/** What a person who never chose has (Uganda first: shillings, English, acres). */
export const DEFAULT_PREFERENCES: Preferences = {
  currency: 'UGX',
  language: 'en',
  areaUnit: 'acres',
  notifications: {
    listingAlerts: true,
    priceChanges: true,
    agentMessages: true,
    newsletter: false,
  },
};

export const updatePreferencesSchema = preferencesSchema;
export type UpdatePreferences = z.infer<typeof updatePreferencesSchema>;
