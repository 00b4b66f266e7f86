import { createHash, randomInt } from 'node:crypto';
import {
  CommerceErrorCode,
  CommerceMessages,
  PAYMENT_PROVIDER_LABELS,
  PaymentErrorCode,
  PaymentMessages,
  vatOf,
  type BillingSettings,
  type CheckoutInput,
  type Currency,
  type Package,
  type PaymentMethod,
  type PaymentOptions,
  type PaymentProviderName,
  type Quote,
  type QuoteInput,
} from '@afrinest/contract';
import { AppError, conflict, forbidden } from '../../../platform/http/errors';
import type { AuthUser } from '../../../platform/auth/auth-user';
import type { Db } from '../../../platform/db/client';
import { ProviderError, type PaymentProvider } from '../../../platform/payments/provider';
import type { Exec } from '../entitlements/ledger.repository';
import type { AppliedDiscount } from '../offers/offers.module';
import type { PaymentRow, PaymentsRepository } from './payments.repository';
import type { AgencyForPayment, Settlement } from './settlement.service';

type CheckoutValues = Omit<CheckoutInput, 'phone'> & { phone?: string };

export interface CheckoutDeps {
  db: Db;
  repo: PaymentsRepository;
  settlement: Settlement;
  providers: ReadonlyMap<PaymentProviderName, PaymentProvider>;
  billing: () => Promise<BillingSettings>;
  packageOf: (id: string) => Promise<Package>;
  agencyOf: (id: string) => Promise<AgencyForPayment | undefined>;
  /** The agency a user asked to open (origin REQUEST), whatever its status. */
  requestedBy: (userId: string) => Promise<AgencyForPayment | undefined>;
  payerName: (userId: string) => Promise<string>;
  offers: {
    applyDiscount: (
      tx: Exec,
      order: {
        code: string;
        agencyId: string;
        packageId: string | null;
        currency: string;
        subtotalMinor: number;
      },
    ) => Promise<AppliedDiscount>;
    checkLimits: (
      tx: Exec,
      order: { agencyId: string; packageId: string | null; currency: string; totalMinor: number },
    ) => Promise<void>;
    requestOf: (id: string) => Promise<{
      id: string;
      agencyId: string;
      description: string;
      currency: string;
      amountMinor: number;
      packageId: string | null;
      status: string;
    }>;
  };
  webUrl: string;
}

const REFERENCE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** Ours, short enough to write on a bank slip: AFN-7K2Q9M4X (Crockford base 32). */
export const newReference = () =>
  `AFN-${Array.from({ length: 8 }, () => REFERENCE_ALPHABET[randomInt(32)]).join('')}`;
const hashOf = (v: unknown) => createHash('sha256').update(JSON.stringify(v)).digest('hex');

const refused = (code: string, message: string, status = 422) =>
  new AppError(status, code, message);

/** What is being bought, priced, before any discount or VAT. */
interface Order {
  agencyId: string;
  packageId: string | null;
  requestId: string | null;
  description: string;
  currency: Currency;
  subtotalMinor: number;
}

/**
 * Pricing and checkout (issue 42): the order summary, and one payment per idempotency key sent
 * to the chosen provider. Nothing here credits: settlement.service.ts does, on SUCCEEDED only.
 */
export function createCheckout(deps: CheckoutDeps) {
  const { db, repo } = deps;

  async function providersOffered(billing: BillingSettings) {
    const offered: PaymentOptions['providers'] = [...deps.providers.values()].map((p) => ({
      name: p.name,
      label: PAYMENT_PROVIDER_LABELS[p.name],
      methods: [...p.methods],
    }));
    if (billing.bankTransferInstructions)
      offered.push({
        name: 'bank_transfer',
        label: PAYMENT_PROVIDER_LABELS.bank_transfer,
        methods: ['BANK_TRANSFER'],
      });
    return offered;
  }

  /** The agencies a user may pay for: the one they run, or the one they asked to open. */
  async function agenciesOf(user: AuthUser): Promise<AgencyForPayment[]> {
    const found: AgencyForPayment[] = [];
    if (user.role === 'SUPER_AGENT' && user.agencyId) {
      const own = await deps.agencyOf(user.agencyId);
      if (own && own.status === 'ACTIVE') found.push(own);
    }
    const requested = await deps.requestedBy(user.id);
    if (requested && requested.status === 'PENDING' && !found.some((a) => a.id === requested.id))
      found.push(requested);
    return found;
  }
  async function assertMayBuyFor(user: AuthUser, agencyId: string) {
    const mine = await agenciesOf(user);
    if (mine.length === 0)
      throw refused(PaymentErrorCode.NO_AGENCY, PaymentMessages.NO_AGENCY, 403);
    if (!mine.some((a) => a.id === agencyId)) throw forbidden(PaymentMessages.NOT_YOUR_AGENCY);
  }

  async function orderOf(user: AuthUser, input: QuoteInput): Promise<Order> {
    if (input.purpose === 'REQUEST') {
      const request = await deps.offers.requestOf(input.requestId!);
      await assertMayBuyFor(user, request.agencyId);
      if (request.status !== 'OPEN')
        throw conflict(PaymentMessages.REQUEST_CLOSED, PaymentErrorCode.REQUEST_CLOSED);
      if (request.currency !== input.currency)
        throw refused(PaymentErrorCode.PRICE_NOT_SET, PaymentMessages.PRICE_NOT_SET);
      return {
        agencyId: request.agencyId,
        packageId: request.packageId,
        requestId: request.id,
        description: request.description,
        currency: input.currency,
        subtotalMinor: request.amountMinor,
      };
    }
    await assertMayBuyFor(user, input.agencyId!);
    const pkg = await deps.packageOf(input.packageId!);
    // Private packages are custom deals: an admin sells them with a payment request.
    if (pkg.status !== 'ACTIVE' || pkg.visibility !== 'PUBLIC' || pkg.isFree)
      throw refused(CommerceErrorCode.PACKAGE_ARCHIVED, CommerceMessages.PACKAGE_ARCHIVED, 409);
    const price = pkg.prices.find((p) => p.currency === input.currency);
    if (!price) throw refused(PaymentErrorCode.PRICE_NOT_SET, PaymentMessages.PRICE_NOT_SET);
    return {
      agencyId: input.agencyId!,
      packageId: pkg.id,
      requestId: null,
      description: pkg.validityDays
        ? `${pkg.name} package, ${pkg.validityDays} days`
        : `${pkg.name} package`,
      currency: input.currency,
      subtotalMinor: price.amountMinor,
    };
  }

  /** Discount, VAT and limits in the caller's transaction (the discount's row is locked). */
  async function totalsIn(tx: Exec, order: Order, code: string | undefined, vatPercent: number) {
    const discount = code ? await deps.offers.applyDiscount(tx, { ...order, code }) : null;
    const net = order.subtotalMinor - (discount?.amountMinor ?? 0);
    const vatMinor = vatOf(net, vatPercent);
    const totalMinor = net + vatMinor;
    await deps.offers.checkLimits(tx, { ...order, totalMinor });
    return { discount, vatMinor, totalMinor };
  }

  async function resultOf(p: PaymentRow, billing: BillingSettings) {
    return {
      payment: p,
      redirectUrl: p.redirectUrl,
      bankTransfer:
        p.provider === 'bank_transfer'
          ? { reference: p.reference, instructions: billing.bankTransferInstructions }
          : null,
    };
  }

  return {
    agenciesOf,
    async options(user: AuthUser): Promise<PaymentOptions> {
      const billing = await deps.billing();
      return {
        providers: await providersOffered(billing),
        agencies: (await agenciesOf(user)).map(({ id, name, status }) => ({ id, name, status })),
        vatPercent: billing.vatPercent,
      };
    },

    async quote(user: AuthUser, input: QuoteInput): Promise<Quote> {
      const [order, billing] = await Promise.all([orderOf(user, input), deps.billing()]);
      const t = await db.transaction((tx) =>
        totalsIn(tx, order, input.discountCode, billing.vatPercent),
      );
      return {
        currency: order.currency,
        lines: [
          {
            description: order.description,
            quantity: 1,
            unitMinor: order.subtotalMinor,
            amountMinor: order.subtotalMinor,
          },
        ],
        subtotalMinor: order.subtotalMinor,
        discountMinor: t.discount?.amountMinor ?? 0,
        discount: t.discount
          ? { code: t.discount.code, description: t.discount.description }
          : null,
        vatPercent: billing.vatPercent,
        vatMinor: t.vatMinor,
        totalMinor: t.totalMinor,
      };
    },

    /** Creates the payment once per key and hands it to its provider; 200 with it on a replay. */
    async checkout(user: AuthUser, input: CheckoutValues) {
      const billing = await deps.billing();
      const { idempotencyKey, acceptTerms: _terms, ...asked } = input;
      const requestHash = hashOf(asked);
      const earlier = await repo.findByKey(db, user.id, idempotencyKey);
      if (earlier) {
        if (earlier.requestHash !== requestHash)
          throw conflict(CommerceMessages.IDEMPOTENCY_REUSED, CommerceErrorCode.IDEMPOTENCY_REUSED);
        return { replayed: true, ...(await resultOf(earlier, billing)) };
      }
      const offered = await providersOffered(billing);
      const provider = offered.find((p) => p.name === input.provider);
      if (!provider)
        throw refused(PaymentErrorCode.PROVIDER_UNAVAILABLE, PaymentMessages.PROVIDER_UNAVAILABLE);
      if (!provider.methods.includes(input.method as PaymentMethod))
        throw refused(PaymentErrorCode.METHOD_UNAVAILABLE, PaymentMessages.METHOD_UNAVAILABLE);
      const order = await orderOf(user, input);
      const created = await db.transaction(async (tx) => {
        const t = await totalsIn(tx, order, input.discountCode, billing.vatPercent);
        return repo.insert(tx, {
          reference: newReference(),
          agencyId: order.agencyId,
          payerId: user.id,
          purpose: input.purpose,
          packageId: order.packageId,
          requestId: order.requestId,
          provider: input.provider,
          method: input.method,
          currency: order.currency,
          subtotalMinor: order.subtotalMinor,
          discountMinor: t.discount?.amountMinor ?? 0,
          discountId: t.discount?.discountId ?? null,
          discountCode: t.discount?.code ?? null,
          vatPercent: billing.vatPercent,
          vatMinor: t.vatMinor,
          totalMinor: t.totalMinor,
          description: order.description,
          phone: input.method === 'MOBILE_MONEY' ? (input.phone ?? null) : null,
          idempotencyKey,
          requestHash,
        });
      });
      // The same key won a race a moment ago (a double click): that payment is the answer.
      if (!created) {
        const winner = (await repo.findByKey(db, user.id, idempotencyKey))!;
        return { replayed: true, ...(await resultOf(winner, billing)) };
      }
      if (input.provider === 'bank_transfer') {
        const pending = await repo.update(db, created.id, {
          status: 'PENDING',
          pendingAt: new Date(),
        });
        return { replayed: false, ...(await resultOf(pending, billing)) };
      }
      return { replayed: false, ...(await resultOf(await start(created, user), billing)) };
    },
  };

  async function start(p: PaymentRow, user: AuthUser): Promise<PaymentRow> {
    const provider = deps.providers.get(p.provider as PaymentProviderName)!;
    const back = (page: string) => `${deps.webUrl}/payment/${page}?payment=${p.id}`;
    try {
      const started = await provider.start({
        reference: p.reference,
        amountMinor: p.totalMinor,
        currency: p.currency as Currency,
        method: p.method as PaymentMethod,
        description: p.description,
        payer: { email: user.email, name: await deps.payerName(user.id), phone: p.phone },
        returnUrl: back('success'),
        cancelUrl: back('cancel'),
      });
      return repo.update(db, p.id, {
        status: 'PENDING',
        pendingAt: new Date(),
        providerOrderId: started.providerOrderId,
        redirectUrl: started.redirectUrl,
      });
    } catch (e) {
      if (!(e instanceof ProviderError)) throw e;
      // Nothing was charged: the payment fails here, and the payer may try again.
      await deps.settlement.settle(
        p.id,
        {
          outcome: 'FAILED',
          providerTxId: null,
          amountMinor: null,
          currency: null,
          reason: PaymentMessages.PROVIDER_ERROR,
          raw: {},
        },
        { kind: 'provider' },
      );
      throw refused(PaymentErrorCode.PROVIDER_ERROR, PaymentMessages.PROVIDER_ERROR, 502);
    }
  }
}
export type Checkout = ReturnType<typeof createCheckout>;
