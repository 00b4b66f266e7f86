import { z } from 'zod';
import { AREA_UNITS, CURRENCIES, LANGUAGES } from './preference-values';

/**
 * Per-user display preferences (GET/PUT /preferences). Money is never converted: an amount
 * shows in its own currency, formatted for the chosen language; `currency` is the one offered
 * first wherever a currency is chosen (price filters, packages). Areas are converted to the
 * chosen unit, with the listing's own unit kept beside it.
 */
export const currencySchema = z.enum(CURRENCIES);

export const languageSchema = z.enum(LANGUAGES);

export const areaUnitSchema = z.enum(AREA_UNITS);

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

export const updatePreferencesSchema = preferencesSchema;
export type UpdatePreferences = z.infer<typeof updatePreferencesSchema>;
