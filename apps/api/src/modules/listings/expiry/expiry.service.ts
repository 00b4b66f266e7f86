import { createHash, randomBytes } from 'node:crypto';
import {
  ListingConfirmErrorCode,
  ListingConfirmMessages,
  listingExpiryNote,
  type ListingConfirmed,
} from '@afrinest/contract';
import type { Db } from '../../../platform/db/client';
import { AppError } from '../../../platform/http/errors';
import type { Mail, Mailer } from '../../../platform/mail/mailer';
import { listingExpiredMail, stillAvailableMail } from './expiry-mail';
import type { ExpiringListing, ExpiryRepository } from './expiry.repository';

/** Listings per query; a run takes a few batches and the schedule comes back soon after. */
const BATCH = 200;
const MAX_BATCHES = 10;
const DAY_MS = 24 * 3600 * 1000;

export const hashConfirmToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Listing expiry (issue 46): mails a "still available" link before the period ends, and makes
 * listings past it INACTIVE through the listings' status path (history and event written).
 * Every step is idempotent: a run that stops half way is finished by the next.
 */
export function createListingExpiry(deps: {
  repo: ExpiryRepository;
  /** The listings service's status path (history, listing.status_changed). */
  deactivate: (exec: Db, id: string, note: string) => Promise<boolean>;
  db: Db;
  changed: () => Promise<void>;
  mailer: Mailer;
  onMailError: (e: unknown) => void;
  webUrl: string;
  product: string;
  timeZone: string;
  days: number;
  noticeDays: number;
  now?: () => Date;
}) {
  const { repo, days } = deps;
  // A notice longer than the period would mail at publication: keep it inside.
  const noticeDays = Math.min(deps.noticeDays, days);
  const now = deps.now ?? (() => new Date());

  async function mailAll(l: ExpiringListing, make: (to: string, name: string) => Mail) {
    for (const r of await repo.recipientsOf(l))
      await deps.mailer.send(make(r.email, r.name)).catch(deps.onMailError);
  }
  const common = (l: ExpiringListing) => ({
    title: l.title,
    product: deps.product,
    timeZone: deps.timeZone,
  });

  async function notify(at: Date): Promise<number> {
    let sent = 0;
    for (let i = 0; i < MAX_BATCHES; i += 1) {
      const due = await repo.dueNotice(at, days, noticeDays, BATCH);
      for (const l of due) {
        const token = randomBytes(32).toString('base64url');
        // Never fewer than the notice's days to answer (as dueExpiry counts them).
        const endsAt = new Date(Math.max(l.endsAt.getTime(), at.getTime() + noticeDays * DAY_MS));
        // Marked before mailing: a crash after it loses one mail, never sends two.
        if (!(await repo.markNoticed(l.id, at, hashConfirmToken(token), endsAt))) continue;
        sent += 1;
        const url = `${deps.webUrl}/listing-confirm/${token}`;
        await mailAll(l, (to, name) => stillAvailableMail({ ...common(l), to, name, url, endsAt }));
      }
      if (due.length < BATCH) break;
    }
    return sent;
  }

  async function expire(at: Date): Promise<number> {
    let done = 0;
    for (let i = 0; i < MAX_BATCHES; i += 1) {
      const due = await repo.dueExpiry(at, days, noticeDays, BATCH);
      for (const l of due) {
        // Only the run that moves it from ACTIVE writes history, event and mail.
        if (!(await deps.deactivate(deps.db, l.id, listingExpiryNote(days)))) continue;
        done += 1;
        const url = `${deps.webUrl}/agent/properties`;
        await mailAll(l, (to, name) => listingExpiredMail({ ...common(l), to, name, url, days }));
      }
      if (due.length < BATCH) break;
    }
    if (done > 0) await deps.changed();
    return done;
  }

  return {
    async run() {
      const at = now();
      // Expiry first: a listing past its period is not mailed a link that could not work.
      const expired = await expire(at);
      const notices = await notify(at);
      return { expired, notices };
    },

    /** The one-click link: used, unknown or expired is 410 and changes nothing. */
    async confirm(token: string): Promise<ListingConfirmed> {
      const at = now();
      const result = await repo.confirm(hashConfirmToken(token), at);
      if (result.outcome === 'gone')
        throw new AppError(
          410,
          ListingConfirmErrorCode.LINK_GONE,
          ListingConfirmMessages.LINK_GONE,
        );
      if (result.outcome === 'not-active')
        throw new AppError(
          409,
          ListingConfirmErrorCode.NOT_ACTIVE,
          ListingConfirmMessages.NOT_ACTIVE,
        );
      return {
        listingId: result.listing.id,
        title: result.listing.title,
        confirmedUntil: new Date(at.getTime() + days * DAY_MS).toISOString(),
      };
    },
  };
}
export type ListingExpiry = ReturnType<typeof createListingExpiry>;
