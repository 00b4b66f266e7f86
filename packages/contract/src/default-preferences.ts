import type { Preferences } from './preferences';

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
