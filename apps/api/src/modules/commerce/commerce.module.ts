import type { BillingSettings, Item } from '@afrinest/contract';
import type { Config } from '../../config';
import type { Db } from '../../platform/db/client';
import type { Jobs } from '../../platform/jobs/jobs';
import type { Mailer } from '../../platform/mail/mailer';
import type { App } from '../../platform/http/types';
import type { AuditService } from '../audit/audit.service';
import { catalogueRoutes, createCatalogue } from './catalogue/catalogue.module';
import { createLedgerRepository } from './entitlements/ledger.repository';
import { createSubscriptionsRepository } from './entitlements/subscriptions.repository';
import { createEntitlements, type CatalogueLookup } from './entitlements/entitlements.service';
import {
  createEntitlementAdmin,
  type AgencyLookup,
  type AgentLookup,
} from './entitlements/entitlement-admin.service';
import {
  createAgentEntitlements,
  type ListingRepublisher,
} from './entitlements/agent-entitlements.service';
import { createExpiry, type ListingTrimmer } from './entitlements/expiry.service';
import { createBalancesRepository } from './entitlements/balances.repository';
import { createEntitlementReads } from './entitlements/entitlement-reads.service';
import { entitlementReadsRoutes } from './entitlements/entitlement-reads.routes';
import { entitlementWriteRoutes } from './entitlements/entitlement-write.routes';
import type { UsageSources } from './entitlements/usage';
import { createOffers, offersRoutes } from './offers/offers.module';
import {
  createPaymentsArea,
  definePaymentJobs,
  paymentAreaRoutes,
  type PaymentsDeps,
} from './payments/payments.module';
import type { AgencyForPayment } from './payments/settlement.service';

/** The expiry schedule: every ten minutes (UTC). */
export const EXPIRY_QUEUE = 'commerce.entitlements-expiry';
const EXPIRY_CRON = '*/10 * * * *';

/**
 * Builds the commerce area (issue 41): the catalogue, the entitlement ledger every module asks,
 * the admin and agent tools, and the expiry schedule. Usage and listings come from their own
 * areas, handed in by the composition root.
 */
export function createCommerceModule(
  db: Db,
  deps: {
    audit: AuditService;
    mailer: Mailer;
    usage: UsageSources;
    agencies: Omit<AgencyLookup, 'findById'> & {
      findById(id: string): Promise<(AgencyForPayment & { slug: string }) | undefined>;
      requestedBy(userId: string): Promise<AgencyForPayment | undefined>;
      names(ids: readonly string[]): Promise<Map<string, string>>;
    };
    agents: AgentLookup;
    users: {
      findRecords(ids: readonly string[]): Promise<{ id: string; name: string; email: string }[]>;
    };
    config: Config;
    billing: () => Promise<BillingSettings>;
    send: PaymentsDeps['send'];
    deliver: PaymentsDeps['deliver'];
    outbox: PaymentsDeps['outbox'];
    listings: ListingRepublisher & ListingTrimmer;
    webUrl: string;
    product: string;
    onMailError: (e: unknown) => void;
  },
) {
  const catalogue = createCatalogue(db, { audit: deps.audit });
  // A built-in item's id never changes (its code is fixed): the checks need not read it again.
  const idsByCode = new Map<string, Item>();
  const lookup: CatalogueLookup = {
    async itemByCode(code) {
      const known = idsByCode.get(code);
      if (known) return known;
      const item = await catalogue.items.byCode(code);
      if (item.builtIn) idsByCode.set(code, item);
      return item;
    },
    itemById: (id) => catalogue.items.byId(id),
    packageForGrant: (id) => catalogue.packages.forGrant(id),
    freePackage: () => catalogue.packages.freePackage(),
  };
  const ledger = createLedgerRepository(db);
  const subscriptions = createSubscriptionsRepository(db);
  const entitlements = createEntitlements({
    db,
    ledger,
    subscriptions,
    catalogue: lookup,
    usage: deps.usage,
  });
  const admin = createEntitlementAdmin({
    ...deps,
    entitlements,
    ledger,
    catalogue: lookup,
    // Built just below; called per request.
    expireNow: () => expiry.run(),
  });
  const agent = createAgentEntitlements({ ...deps, entitlements, subscriptions });
  const reads = createEntitlementReads({ ...deps, repo: createBalancesRepository(db) });
  const expiry = createExpiry({
    ...deps,
    entitlements,
    ledger,
    subscriptions,
    catalogue: lookup,
    packageName: async (id) => (await catalogue.packages.get(id)).name,
  });
  const offers = createOffers(db, deps);
  const paymentsDeps: PaymentsDeps = {
    ...deps,
    entitlements,
    ledger,
    offers,
    packageOf: (id) => catalogue.packages.get(id),
    packageForGrant: (id) => catalogue.packages.forGrant(id),
    publicPackages: () => catalogue.packages.publicActive(),
    agencyOf: (id) => deps.agencies.findById(id),
    requestedBy: (userId) => deps.agencies.requestedBy(userId),
    agencyNames: (ids) => deps.agencies.names(ids),
    superAgentsOf: (id) => deps.agencies.superAgentsOf(id),
    users: (ids) => deps.users.findRecords(ids),
  };
  const payments = createPaymentsArea(db, paymentsDeps);
  return {
    paymentsDeps,
    payments,
    catalogue,
    offers,
    entitlements,
    entitlementAdmin: admin,
    agentEntitlements: agent,
    entitlementReads: reads,
    expiry,
  };
}
export type CommerceModule = ReturnType<typeof createCommerceModule>;

export function defineCommerceJobs(jobs: Jobs, m: CommerceModule) {
  jobs.define(EXPIRY_QUEUE, async () => {
    await m.expiry.run();
  });
  jobs.every(EXPIRY_QUEUE, EXPIRY_CRON);
  definePaymentJobs(jobs, m.payments);
}

export function commerceRoutes(app: App, m: CommerceModule): void {
  catalogueRoutes(app, m.catalogue);
  entitlementReadsRoutes(app, m.entitlementReads);
  entitlementWriteRoutes(app, m);
  offersRoutes(app, m.offers);
  paymentAreaRoutes(app, m.payments, m.paymentsDeps);
}
