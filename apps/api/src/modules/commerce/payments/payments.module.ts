import { createHmac } from 'node:crypto';
import type { BillingSettings, Package, PaymentProviderName } from '@afrinest/contract';
import type { Config } from '../../../config';
import type { Db } from '../../../platform/db/client';
import type { EventOutbox } from '../../../platform/events/outbox';
import type { Jobs } from '../../../platform/jobs/jobs';
import type { Mailer } from '../../../platform/mail/mailer';
import type { App } from '../../../platform/http/types';
import type { PaymentProvider } from '../../../platform/payments/provider';
import { createFlutterwaveProvider } from '../../../platform/payments/flutterwave';
import { createPesapalProvider } from '../../../platform/payments/pesapal';
import type { AuditService } from '../../audit/audit.service';
import type { Entitlements, PackageForGrant } from '../entitlements/entitlements.service';
import type { LedgerRepository } from '../entitlements/ledger.repository';
import type { Offers } from '../offers/offers.module';
import { createInvoicesRepository } from '../invoices/invoices.repository';
import { createInvoices } from '../invoices/invoices.service';
import { invoiceRoutes } from '../invoices/invoices.routes';
import { invoiceMail } from '../invoices/invoice-mail';
import { createPaymentsRepository, type PaymentRow } from './payments.repository';
import { createSettlement, type AgencyForPayment } from './settlement.service';
import { createCheckout } from './checkout.service';
import { createPaymentViews } from './payment-views';
import {
  createProviderSync,
  PAYMENT_EVENT_QUEUE,
  type PaymentEventJob,
} from './provider-sync.service';
import { createPaymentReads } from './payment-reads.service';
import { createPaymentAdmin } from './payment-admin.service';
import { createSandboxProvider, SANDBOX_SIGNATURE_HEADER } from './sandbox/sandbox.provider';
import {
  SANDBOX_DELIVER_QUEUE,
  sandboxRoutes,
  type SandboxDeliverJob,
} from './sandbox/sandbox.routes';
import { paymentRoutes } from './payments.routes';
import { adminPaymentRoutes } from './admin-payments.routes';
import { paymentWebhookRoutes } from './webhooks.routes';

/** The reconciliation schedule: every five minutes (UTC). */
export const RECONCILE_QUEUE = 'commerce.payments-reconcile';
const RECONCILE_CRON = '*/5 * * * *';

export interface PaymentsDeps {
  config: Config;
  audit: AuditService;
  mailer: Mailer;
  onMailError: (e: unknown) => void;
  entitlements: Entitlements;
  ledger: LedgerRepository;
  offers: Offers;
  packageOf: (id: string) => Promise<Package>;
  packageForGrant: (id: string) => Promise<PackageForGrant>;
  publicPackages: () => Promise<Package[]>;
  billing: () => Promise<BillingSettings>;
  agencyOf: (id: string) => Promise<AgencyForPayment | undefined>;
  requestedBy: (userId: string) => Promise<AgencyForPayment | undefined>;
  agencyNames: (ids: readonly string[]) => Promise<Map<string, string>>;
  superAgentsOf: (agencyId: string) => Promise<{ email: string; name: string }[]>;
  users: (ids: readonly string[]) => Promise<{ id: string; name: string; email: string }[]>;
  /** Sends a job; bound once the job runner exists. */
  send: Jobs['send'];
  /** Posts a notification to our own webhook route (the sandbox's delivery). */
  deliver: (path: string, body: string, headers: Record<string, string>) => Promise<number>;
  /** Product events (issue 45): payment.* and subscription.*. */
  outbox: EventOutbox;
}

/** The providers PAYMENT_PROVIDERS names, built from their settings (config.ts checks them). */
function providersOf(c: Config, sandbox: PaymentProvider) {
  const providers = new Map<PaymentProviderName, PaymentProvider>();
  for (const name of c.paymentProviders) {
    if (name === 'sandbox') providers.set(name, sandbox);
    if (name === 'flutterwave')
      providers.set(
        name,
        createFlutterwaveProvider({
          secretKey: c.FLUTTERWAVE_SECRET_KEY!,
          secretHash: c.FLUTTERWAVE_SECRET_HASH!,
          baseUrl: c.FLUTTERWAVE_BASE_URL,
        }),
      );
    if (name === 'pesapal')
      providers.set(
        name,
        createPesapalProvider({
          consumerKey: c.PESAPAL_CONSUMER_KEY!,
          consumerSecret: c.PESAPAL_CONSUMER_SECRET!,
          ipnId: c.PESAPAL_IPN_ID,
          ipnUrl: `${c.API_URL}/api/payments/webhooks/pesapal`,
          baseUrl: c.PESAPAL_BASE_URL,
        }),
      );
  }
  return providers;
}

/**
 * Commerce II (issue 42): checkout, the providers, the one crediting path, invoices, the
 * notifications and the reconciliation schedule.
 */
export function createPaymentsArea(db: Db, deps: PaymentsDeps) {
  const { config } = deps;
  const repo = createPaymentsRepository(db);
  const invoices = createInvoices({
    repo: createInvoicesRepository(db),
    timeZone: config.MARKETPLACE_TIME_ZONE,
  });
  // The sandbox signs with a key of its own, derived from the product's secret.
  const sandboxSecret = createHmac('sha256', config.AUTH_SECRET)
    .update('sandbox-webhook')
    .digest('hex');
  const sandbox = createSandboxProvider({ db, secret: sandboxSecret, apiUrl: config.API_URL });
  const providers = providersOf(config, sandbox.provider);

  async function afterCredit(p: PaymentRow, invoiceId: string) {
    const invoice = await invoices.get(invoiceId);
    const agency = await deps.agencyOf(p.agencyId);
    const to =
      agency?.status === 'ACTIVE'
        ? await deps.superAgentsOf(p.agencyId)
        : (await deps.users([p.payerId])).map((u) => ({ email: u.email, name: u.name }));
    for (const person of to) {
      await deps.mailer
        .send(
          invoiceMail({
            to: person.email,
            name: person.name,
            agency: agency?.name ?? '',
            number: invoice.number,
            description: p.description,
            totalMinor: p.totalMinor,
            currency: p.currency,
            url: `${config.WEB_URL}/invoices?invoice=${invoice.id}`,
            product: config.PRODUCT_NAME,
          }),
        )
        .catch(deps.onMailError);
    }
  }

  const settlement = createSettlement({
    db,
    repo,
    invoices,
    billing: deps.billing,
    agencyOf: deps.agencyOf,
    packageForGrant: deps.packageForGrant,
    grantIn: (tx, agencyId, pkg, intent) =>
      deps.entitlements.grantPackageWithin(tx, agencyId, pkg, 'PURCHASE', intent),
    markRequestPaid: async (tx, requestId, paymentId) => {
      await deps.offers.requests.markPaid(tx, requestId, paymentId);
    },
    reverseGrantIn: async (tx, operationId, intent) => {
      const op = await deps.ledger.operationIn(tx, operationId);
      if (op) await deps.entitlements.reverseWithin(tx, op, intent);
    },
    afterCredit,
    outbox: deps.outbox,
  });
  const checkout = createCheckout({
    db,
    repo,
    settlement,
    providers,
    billing: deps.billing,
    packageOf: deps.packageOf,
    agencyOf: deps.agencyOf,
    requestedBy: deps.requestedBy,
    payerName: async (id) => (await deps.users([id]))[0]?.name ?? '',
    offers: {
      applyDiscount: (tx, order) => deps.offers.applyDiscount(tx, order),
      checkLimits: (tx, order) => deps.offers.checkLimits(tx, order),
      requestOf: (id) => deps.offers.requests.get(id),
    },
    webUrl: config.WEB_URL,
  });
  const views = createPaymentViews({
    invoices,
    agencyNames: deps.agencyNames,
    packageOf: deps.packageOf,
    users: deps.users,
  });
  const sync = createProviderSync({
    db,
    repo,
    settlement,
    providers,
    enqueue: (job) => deps.send(PAYMENT_EVENT_QUEUE, job),
  });
  const reads = createPaymentReads({
    db,
    repo,
    views,
    sync,
    billing: deps.billing,
    publicPackages: deps.publicPackages,
    requestedBy: deps.requestedBy,
    requestView: (id) => deps.offers.requests.view(id),
  });
  const admin = createPaymentAdmin({ db, repo, settlement, providers, audit: deps.audit });

  /** The sandbox's notification, posted to our own webhook as a provider posts it. */
  async function deliverSandbox(job: SandboxDeliverJob) {
    let charge = await sandbox.byId(job.chargeId);
    if (!charge) return;
    if (job.approve) charge = await sandbox.decide(charge, 'SUCCEEDED');
    const { body, signature } = sandbox.notification(charge);
    const status = await deps.deliver('/api/payments/webhooks/sandbox', body, {
      'content-type': 'application/json',
      [SANDBOX_SIGNATURE_HEADER]: signature,
    });
    if (status >= 300) throw new Error(`sandbox webhook answered ${status}`);
  }

  return {
    db,
    repo,
    invoices,
    settlement,
    checkout,
    views,
    sync,
    reads,
    admin,
    sandbox,
    providers,
    deliverSandbox,
  };
}
export type PaymentsArea = ReturnType<typeof createPaymentsArea>;

export function definePaymentJobs(jobs: Jobs, area: PaymentsArea) {
  jobs.define<PaymentEventJob>(PAYMENT_EVENT_QUEUE, (job) => area.sync.process(job), {
    retryLimit: 8,
    retryDelay: 30,
    retryBackoff: true,
  });
  jobs.define<SandboxDeliverJob>(SANDBOX_DELIVER_QUEUE, (job) => area.deliverSandbox(job), {
    retryLimit: 5,
    retryDelay: 5,
    retryBackoff: true,
  });
  jobs.define(RECONCILE_QUEUE, async () => {
    await area.sync.reconcile();
  });
  jobs.every(RECONCILE_QUEUE, RECONCILE_CRON);
}

export function paymentAreaRoutes(app: App, area: PaymentsArea, deps: PaymentsDeps) {
  paymentRoutes(app, area);
  adminPaymentRoutes(app, area);
  paymentWebhookRoutes(app, area.sync);
  invoiceRoutes(app, {
    invoices: area.invoices,
    reads: area.reads,
    product: deps.config.PRODUCT_NAME,
  });
  sandboxRoutes(app, {
    sandbox: area.sandbox,
    send: (job, after) => deps.send(SANDBOX_DELIVER_QUEUE, job, { startAfterSeconds: after }),
    approveSeconds: deps.config.SANDBOX_APPROVE_SECONDS,
    product: deps.config.PRODUCT_NAME,
    webUrl: deps.config.WEB_URL,
  });
}
