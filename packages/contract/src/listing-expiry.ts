import { z } from 'zod';

/**
 * Listing expiry (issue 46): an ACTIVE listing not confirmed for the confirmation period becomes
 * INACTIVE; the agent is mailed a one-click "still available" link before that. The link works
 * once, until the period ends, without signing in.
 */
export const LISTING_CONFIRM_DEFAULT_DAYS = 60;
export const LISTING_CONFIRM_DEFAULT_NOTICE_DAYS = 7;

/** The note in the status history when the expiry makes a listing INACTIVE. */
export const listingExpiryNote = (days: number) => `Not confirmed for ${days} days`;

/** POST /api/listings/confirm: the token from the mailed link. */
export const listingConfirmInputSchema = z.object({
  token: z
    .string()
    .min(20, 'The link is not complete.')
    .max(100, 'The link is not complete.')
    .regex(/^[A-Za-z0-9_-]+$/, 'The link is not complete.'),
});
export type ListingConfirmInput = z.infer<typeof listingConfirmInputSchema>;

export const listingConfirmedSchema = z.object({
  listingId: z.string(),
  title: z.string(),
  /** When the listing becomes INACTIVE unless confirmed again (ISO). */
  confirmedUntil: z.string(),
});
export type ListingConfirmed = z.infer<typeof listingConfirmedSchema>;

export const ListingConfirmErrorCode = {
  /** Unknown, used or expired: 410, nothing changes. */
  LINK_GONE: 'CONFIRM_LINK_GONE',
  /** The listing is no longer ACTIVE (sold, withdrawn, already expired): 409. */
  NOT_ACTIVE: 'LISTING_NOT_ACTIVE',
} as const;

export const ListingConfirmMessages = {
  LINK_GONE: 'This link was already used or has expired. Sign in to manage your listings.',
  NOT_ACTIVE:
    'This listing is no longer active, so there is nothing to confirm. Sign in to manage your listings.',
} as const;
