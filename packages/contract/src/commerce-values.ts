import { CURRENCY_MINOR_DIGITS } from './listing-values';
import type { Currency } from './preference-values';

/**
 * Commerce (issue 41) as plain values, free of zod: items, packages and the entitlement ledger.
 * The schemas are in commerce-catalogue.ts and commerce-entitlements.ts.
 */

/** CAPACITY: a ceiling on concurrent use; CONSUMABLE: credits used up; FEATURE: on or off. */
export const ITEM_KINDS = ['CAPACITY', 'CONSUMABLE', 'FEATURE'] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];
export const CATALOGUE_STATUSES = ['ACTIVE', 'ARCHIVED'] as const;
export type CatalogueStatus = (typeof CATALOGUE_STATUSES)[number];
/** PUBLIC packages are shown on /pricing; PRIVATE ones are custom deals an admin grants. */
export const PACKAGE_VISIBILITIES = ['PUBLIC', 'PRIVATE'] as const;
export type PackageVisibility = (typeof PACKAGE_VISIBILITIES)[number];

/** The items the product's own rules read; admins may add more, which are granted and shown. */
export const ItemCode = {
  LISTING_SLOTS: 'LISTING_SLOTS',
  AGENT_SEATS: 'AGENT_SEATS',
  PHOTO_STORAGE: 'PHOTO_STORAGE',
  PHOTO_COUNT: 'PHOTO_COUNT',
  FEATURED_DAYS: 'FEATURED_DAYS',
  BUMPS: 'BUMPS',
  WHATSAPP_ROUTING: 'WHATSAPP_ROUTING',
  VERIFIED_BADGE: 'VERIFIED_BADGE',
} as const;
export type ItemCode = (typeof ItemCode)[keyof typeof ItemCode];
/** The package every agency holds from its creation, so the product works out of the box. */
export const FREE_PACKAGE_CODE = 'FREE';
/** Items an agent may be allocated: capacities and credits, but not what the agency shares. */
export const ALLOCATABLE_KINDS: readonly ItemKind[] = ['CAPACITY', 'CONSUMABLE'];
/** Seats and photo space are counted for the agency as a whole, so they are never allocated. */
export const AGENCY_WIDE_ITEMS: readonly string[] = [
  ItemCode.AGENT_SEATS,
  ItemCode.PHOTO_STORAGE,
  ItemCode.PHOTO_COUNT,
];
export const isAllocatable = (item: { kind: ItemKind; code: string }) =>
  ALLOCATABLE_KINDS.includes(item.kind) && !AGENCY_WIDE_ITEMS.includes(item.code);

/** What moved an entitlement; every ledger operation is one of these. */
export const LEDGER_KINDS = [
  'GRANT',
  'CONSUME',
  'ALLOCATE',
  'RELEASE',
  'EXPIRE',
  'REVERSE',
  'ADJUST',
  'EXTEND',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];
/** Where a grant came from; Commerce II adds its purchases as PURCHASE. */
export const GRANT_SOURCES = ['PACKAGE', 'GIFT', 'ADMIN_GRANT', 'PURCHASE', 'MIGRATION'] as const;
export type GrantSource = (typeof GRANT_SOURCES)[number];
export const SUBSCRIPTION_STATUSES = ['ACTIVE', 'EXPIRED', 'CANCELLED'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** Featuring a listing buys whole days, at most this many at once. */
export const FEATURE_DAYS_MAX = 365;
/** Grants and gifts to several agencies or agents at once. */
export const BULK_GRANT_MAX = 50;
/** A quantity's ceiling: photo storage is counted in bytes (10 TB fits). */
export const QUANTITY_MAX = 10_000_000_000_000;
/** A package lasts at most ten years; null means it does not end (the FREE package). */
export const VALIDITY_DAYS_MAX = 3660;
/** The usual periods offered in the admin form. */
export const VALIDITY_PRESETS = [
  { days: 30, label: 'Monthly' },
  { days: 90, label: 'Quarterly' },
  { days: 365, label: 'Yearly' },
] as const;
/** Reminders before a period ends (days), mailed once each to the super agents. */
export const EXPIRY_REMINDER_DAYS = [7, 1] as const;

export const CommerceErrorCode = {
  ITEM_NOT_FOUND: 'ITEM_NOT_FOUND',
  PACKAGE_NOT_FOUND: 'PACKAGE_NOT_FOUND',
  CODE_TAKEN: 'CODE_TAKEN',
  STALE_VERSION: 'STALE_VERSION',
  OPERATION_NOT_FOUND: 'OPERATION_NOT_FOUND',
  SUBSCRIPTION_NOT_FOUND: 'SUBSCRIPTION_NOT_FOUND',
  /** 402: not enough of a consumable, no free slot or seat, or a feature not held. */
  ENTITLEMENT_EXHAUSTED: 'ENTITLEMENT_EXHAUSTED',
  FEATURE_NOT_INCLUDED: 'FEATURE_NOT_INCLUDED',
  NOT_REVERSIBLE: 'NOT_REVERSIBLE',
  ITEM_ARCHIVED: 'ITEM_ARCHIVED',
  PACKAGE_ARCHIVED: 'PACKAGE_ARCHIVED',
  FREE_PACKAGE_LOCKED: 'FREE_PACKAGE_LOCKED',
  PERIOD_ENDED: 'PERIOD_ENDED',
  IDEMPOTENCY_REUSED: 'IDEMPOTENCY_REUSED',
  NOTICE_NOT_FOUND: 'NOTICE_NOT_FOUND',
} as const;
export type CommerceErrorCode = (typeof CommerceErrorCode)[keyof typeof CommerceErrorCode];

export const CommerceMessages = {
  ITEM_NOT_FOUND: 'Item not found.',
  PACKAGE_NOT_FOUND: 'Package not found.',
  CODE_TAKEN: 'This code is already used.',
  STALE_VERSION: 'Someone else changed this since you opened it. Reload to see their changes.',
  OPERATION_NOT_FOUND: 'Ledger entry not found.',
  SUBSCRIPTION_NOT_FOUND: 'Subscription not found.',
  NOT_REVERSIBLE: 'Only a grant that still has something unused can be reversed.',
  ITEM_ARCHIVED: 'This item is archived: it can no longer be granted.',
  PACKAGE_ARCHIVED: 'This package is archived: it can no longer be granted.',
  FREE_PACKAGE_LOCKED: 'The free package stays active and private, and never ends.',
  PERIOD_ENDED: 'This period has already ended or was cancelled.',
  IDEMPOTENCY_REUSED: 'This request key was already used for a different request.',
  NOTICE_NOT_FOUND: 'Notice not found.',
  NO_AGENCY: 'You are not part of an agency yet.',
  LISTING_SLOTS_FULL:
    'Your agency has used all its listing slots, so this listing was saved as inactive. Free a slot or get more in your products, then publish it.',
  PUBLISH_NEEDS_SLOT:
    'Your agency has used all its listing slots. Free a slot or get more in your products, then publish.',
  AGENT_SEATS_FULL:
    'Your agency has no free agent seat. Free a seat or get more in your products, then invite.',
  NOT_ENOUGH_FEATURED_DAYS: 'Not enough featured days left for this. Nothing was used.',
  NOT_ENOUGH_BUMPS: 'No bumps left. Nothing was used.',
  NOT_ENOUGH_TO_ALLOCATE: 'The agency does not have that much left to give.',
  NOT_ENOUGH_TO_ADJUST: 'The balance cannot go below zero.',
  WHATSAPP_NOT_INCLUDED:
    'WhatsApp routing is not part of your agency’s products. Ask an admin or add it to use this screen.',
  FEATURE_NOT_INCLUDED: 'This feature is not part of your agency’s products.',
  ALLOCATION_NOT_ALLOWED:
    'Agent seats, photo space and features belong to the agency as a whole and are not allocated.',
  BUILT_IN_FIXED: 'A built-in item keeps its code and kind: the product reads them.',
  PRICE_TOO_LARGE: 'The price is too large.',
  AGENT_NOT_IN_AGENCY: 'Choose an agent of this agency.',
  LISTING_NOT_ACTIVE: 'Only an active listing can be featured or bumped.',
  PACKAGE_EXPIRED_NOTICE:
    'Your package ended, so {count} listing(s) over your remaining slots were made inactive. They are kept: renew or free slots, then republish them in one click.',
  PRICE_DECIMALS: 'This currency has {digits} decimal place(s) at most.',
  PRICE_DUPLICATE: 'One price per currency.',
  ITEM_DUPLICATE: 'Each item once.',
} as const;

/** ISO 4217 exponent of a currency (UGX 0, KES 2, USD 2). */
export const minorDigitsOf = (currency: Currency) => CURRENCY_MINOR_DIGITS[currency];

/** A decimal price text ("1500000", "49.99") in minor units, or null when it has too many places. */
export function priceToMinor(amount: string, currency: Currency): number | null {
  const digits = minorDigitsOf(currency);
  const match = /^(\d+)(?:\.(\d+))?$/.exec(amount.trim());
  if (!match) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > digits) return null;
  return Number(match[1]! + fraction.padEnd(digits, '0'));
}
/** Minor units as the decimal text people read ("49.99", "1500000"). */
export function priceFromMinor(minor: number, currency: Currency): string {
  const digits = minorDigitsOf(currency);
  if (digits === 0) return String(minor);
  const text = String(minor).padStart(digits + 1, '0');
  return `${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

/** "UGX 1,500,000", "USD 1,234.50", "-USD 49.99": how mails, messages, pages and invoices show money. */
export function moneyText(minor: number, currency: Currency): string {
  const [whole = '0', fraction] = priceFromMinor(Math.abs(minor), currency).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = minor < 0 ? '-' : '';
  return `${sign}${currency} ${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}
