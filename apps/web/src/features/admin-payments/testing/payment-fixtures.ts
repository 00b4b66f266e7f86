import type {
  AdminPayment,
  Discount,
  Package,
  PackageLimit,
  PaymentEvent,
  PaymentRequest,
  SpendCeiling,
} from '@afrinest/contract';

/** Answers of the payment admin API for the screen tests (app/tests/admin-payments-*.test.tsx). */
export const T = '2026-11-20T08:00:00.000Z';
/** A valid v4 UUID numbered `n`, for ids the contract checks. */
export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const homes = { id: uuid(1), name: 'Kampala Homes' };
export const proPackage = { id: uuid(11), name: 'Pro' };

/** A payment as the admin API answers it; `n` makes the id and reference unique. */
export const paymentOf = (n: number, over: Partial<AdminPayment> = {}): AdminPayment => ({
  id: uuid(100 + n),
  reference: `AFN-TEST000${n}`,
  status: 'SUCCEEDED',
  heldReason: null,
  failureReason: null,
  purpose: 'PACKAGE',
  provider: 'flutterwave',
  method: 'MOBILE_MONEY',
  currency: 'UGX',
  subtotalMinor: 150_000,
  discountMinor: 0,
  discountCode: null,
  vatMinor: 27_000,
  totalMinor: 177_000,
  description: 'Pro, 30 days',
  agency: homes,
  package: proPackage,
  requestId: null,
  phone: '+256772123456',
  invoiceId: uuid(900 + n),
  credited: [],
  createdAt: T,
  updatedAt: T,
  succeededAt: T,
  providerTxId: `FLW-${n}`,
  payer: { id: uuid(2), name: 'Amina Nakato', email: 'amina@example.ug' },
  bankReference: null,
  ...over,
});

export const eventOf = (n: number, over: Partial<PaymentEvent> = {}): PaymentEvent => ({
  id: uuid(500 + n),
  provider: 'flutterwave',
  kind: 'charge.completed',
  outcome: 'successful',
  receivedAt: T,
  payload: { event: 'charge.completed', data: { tx_ref: 'AFN-TEST0001', amount: 177000 } },
  ...over,
});

export const requestOf = (n: number, over: Partial<PaymentRequest> = {}): PaymentRequest => ({
  id: uuid(200 + n),
  agency: homes,
  description: `Custom deal ${n}`,
  currency: 'UGX',
  amountMinor: 500_000,
  dueDate: '2026-12-31',
  package: null,
  status: 'OPEN',
  paymentId: null,
  payUrl: `https://afrinest.test/pay/${uuid(200 + n)}`,
  createdAt: T,
  ...over,
});

export const discountOf = (n: number, over: Partial<Discount> = {}): Discount => ({
  id: uuid(300 + n),
  code: `LAUNCH${n}`,
  description: 'Launch offer',
  kind: 'PERCENT',
  percent: 20,
  amounts: [],
  validFrom: null,
  validUntil: null,
  maxRedemptions: 100,
  maxPerAgency: 1,
  packageIds: [],
  active: true,
  redemptions: 3,
  version: 1,
  createdAt: T,
  ...over,
});

export const packageLimitOf = (
  pkg: { id: string; name: string },
  over: Partial<PackageLimit> = {},
): PackageLimit => ({
  packageId: pkg.id,
  packageName: pkg.name,
  maxPurchases: 1,
  periodDays: 30,
  ...over,
});

export const ceilingOf = (over: Partial<SpendCeiling> = {}): SpendCeiling => ({
  agencyId: homes.id,
  agencyName: homes.name,
  currency: 'UGX',
  ceilingMinor: 2_000_000,
  spentThisMonthMinor: 177_000,
  ...over,
});

/** A package as GET /api/admin/packages answers it (only what the pickers read matters). */
export const packageOf = (pkg: { id: string; name: string }): Package => ({
  id: pkg.id,
  code: pkg.name.toUpperCase().replace(/\W+/g, '_'),
  name: pkg.name,
  description: '',
  validityDays: 30,
  visibility: 'PUBLIC',
  position: 10,
  status: 'ACTIVE',
  isFree: false,
  items: [],
  prices: [{ currency: 'UGX', amountMinor: 150_000 }],
  version: 1,
  createdAt: T,
  updatedAt: T,
});
export const starterPackage = { id: uuid(12), name: 'Starter' };
