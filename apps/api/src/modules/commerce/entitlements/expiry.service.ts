import { EXPIRY_REMINDER_DAYS, ItemCode } from '@afrinest/contract';
import type { Mailer } from '../../../platform/mail/mailer';
import type { EventOutbox } from '../../../platform/events/outbox';
import { subscriptionEvent } from '../../../platform/events/product-events';
import type { AgencyLookup } from './entitlement-admin.service';
import type { CatalogueLookup, Entitlements } from './entitlements.service';
import type { Exec, LedgerRepository } from './ledger.repository';
import type { SubscriptionsRepository } from './subscriptions.repository';
import { capacityOf } from './draw';
import { expiryReminderMail } from './expiry-mail';

/** What the expiry job needs of listings: trim an agency's active listings to its slots. */
export interface ListingTrimmer {
  activeNewestFirst(exec: Exec, agencyId: string): Promise<{ id: string }[]>;
  deactivate(exec: Exec, id: string, note: string): Promise<boolean>;
  changed(): Promise<void>;
}

/** How many of each kind of work one run takes on; the schedule runs again soon after. */
const BATCH = 200;

/**
 * The expiry schedule (issue 41): grants past their end give up what they hold, ended periods
 * become EXPIRED, an agency over its listing slots keeps its oldest listings live and the newest
 * over the ceiling become INACTIVE (never deleted) with a notice; super agents are mailed 7 days
 * and 1 day before a period ends. Each step is idempotent: a run that stops half way is finished
 * by the next.
 */
export function createExpiry(deps: {
  entitlements: Entitlements;
  ledger: LedgerRepository;
  subscriptions: SubscriptionsRepository;
  catalogue: CatalogueLookup;
  listings: ListingTrimmer;
  agencies: AgencyLookup;
  packageName: (id: string) => Promise<string>;
  mailer: Mailer;
  webUrl: string;
  product: string;
  onMailError: (e: unknown) => void;
  /** subscription.expiring / subscription.expired (issue 45), once per period and kind. */
  outbox: EventOutbox;
  now?: () => Date;
}) {
  const { entitlements, ledger, subscriptions, outbox } = deps;
  const now = deps.now ?? (() => new Date());

  /** Newest over the ceiling become INACTIVE; returns their ids. */
  async function trim(agencyId: string): Promise<string[]> {
    const slots = await deps.catalogue.itemByCode(ItemCode.LISTING_SLOTS);
    return entitlements.locked(agencyId, async (tx) => {
      const { ceiling } = capacityOf(await ledger.lotsOf(tx, agencyId, [slots.id], now()));
      const active = await deps.listings.activeNewestFirst(tx, agencyId);
      const over = active.slice(0, Math.max(0, active.length - ceiling)).map((l) => l.id);
      const done: string[] = [];
      for (const id of over)
        if (
          await deps.listings.deactivate(tx, id, 'The package ended: over the listing slots left.')
        )
          done.push(id);
      if (done.length) await subscriptions.addNotice(tx, agencyId, done);
      return done;
    });
  }

  async function remind(at: Date): Promise<number> {
    let sent = 0;
    for (const days of EXPIRY_REMINDER_DAYS) {
      for (const sub of await subscriptions.dueReminder(at, days, BATCH)) {
        // The 1-day reminder makes the 7-day one pointless when both are due.
        const pointless = days === 7 && sub.endsAt!.getTime() - at.getTime() <= 24 * 3600 * 1000;
        const agency = pointless ? undefined : await deps.agencies.findById(sub.agencyId);
        const packageName = agency ? await deps.packageName(sub.packageId) : '';
        const expiring = subscriptionEvent(
          'subscription.expiring',
          { ...sub, endsAt: sub.endsAt! },
          packageName,
        );
        // Marked with its event: a reminder not sent (pointless, no agency) has none.
        const emit = agency ? (tx: Exec) => outbox.emit(tx, expiring) : undefined;
        if (!(await subscriptions.markReminded(sub.id, days, at, emit))) continue;
        if (!agency) continue;
        for (const to of await deps.agencies.superAgentsOf(sub.agencyId)) {
          sent += 1;
          await deps.mailer
            .send(
              expiryReminderMail({
                to: to.email,
                name: to.name,
                agency: agency.name,
                packageName,
                endsAt: sub.endsAt!,
                url: `${deps.webUrl}/agent/products`,
                product: deps.product,
              }),
            )
            .catch(deps.onMailError);
        }
      }
    }
    return sent;
  }

  return {
    async run() {
      const at = now();
      const touched = new Set<string>();
      for (const due of await ledger.dueToExpire(at, BATCH))
        if (await entitlements.expireLots(due.agencyId, due.operationId)) touched.add(due.agencyId);
      const ended = await subscriptions.ended(at, BATCH);
      for (const sub of ended) {
        const expired = subscriptionEvent(
          'subscription.expired',
          { ...sub, endsAt: sub.endsAt! },
          await deps.packageName(sub.packageId),
        );
        // Once per period: only the run that moves it from ACTIVE writes its event.
        await entitlements.locked(sub.agencyId, async (tx) => {
          if (await subscriptions.expire(tx, sub.id)) await outbox.emit(tx, expired);
        });
        touched.add(sub.agencyId);
      }
      let deactivated = 0;
      for (const agencyId of touched) deactivated += (await trim(agencyId)).length;
      if (deactivated > 0) await deps.listings.changed();
      const reminders = await remind(at);
      return { agencies: touched.size, endedPeriods: ended.length, deactivated, reminders };
    },
  };
}
export type Expiry = ReturnType<typeof createExpiry>;
