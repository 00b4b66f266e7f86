/** Preference values as plain data: the web app's first load formats with them, without zod. */
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
export type Currency = (typeof CURRENCIES)[number];

export const LANGUAGES = ['en', 'sw', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const languageLabels: Record<Language, string> = {
  en: 'English',
  sw: 'Kiswahili',
  fr: 'Français',
};

/** Land in East Africa is sold in acres and decimals (1/100 acre) as often as in m². */
export const AREA_UNITS = ['acres', 'hectares', 'decimals', 'sqm', 'sqft'] as const;
export type AreaUnit = (typeof AREA_UNITS)[number];
export const areaUnitLabels: Record<AreaUnit, string> = {
  acres: 'Acres',
  hectares: 'Hectares',
  decimals: 'Decimals',
  sqm: 'Square metres (m²)',
  sqft: 'Square feet (sq ft)',
};
