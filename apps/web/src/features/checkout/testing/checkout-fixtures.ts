import type {
  Payment,
  PaymentOptions,
  PaymentRequest,
  Pricing,
  PublicPackage,
  Quote,
} from '@afrinest/contract';

/** Answers for the checkout screens' tests (app/tests/checkout-*.test.tsx). */
const stamp = '2026-11-20T08:00:00.000Z';
const id = (group: number, n: number) =>
  `${String(group).repeat(8)}-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`;

export const GB = 1024 * 1024 * 1024;
export const AGENCY = { id: id(1, 1), name: 'Kampala Prime Properties', status: 'ACTIVE' };

export const starter: PublicPackage = {
  id: id(2, 1),
  code: 'STARTER',
  name: 'Starter',
  description: 'For agencies finding their feet.',
  validityDays: 30,
  items: [
    {
      itemId: id(3, 1),
      code: 'LISTING_SLOTS',
      name: 'Listing slots',
      unit: 'listings',
      kind: 'CAPACITY',
      quantity: 10,
    },
    {
      itemId: id(3, 2),
      code: 'PHOTO_STORAGE',
      name: 'Photo storage',
      unit: 'bytes',
      kind: 'CAPACITY',
      quantity: 2 * GB,
    },
    {
      itemId: id(3, 3),
      code: 'WHATSAPP_ROUTING',
      name: 'WhatsApp routing',
      unit: '',
      kind: 'FEATURE',
      quantity: 1,
    },
  ],
  prices: [
    { currency: 'UGX', amountMinor: 150_000 },
    { currency: 'USD', amountMinor: 4_999 },
  ],
};
/** Priced in US dollars only. */
export const yearly: PublicPackage = {
  id: id(2, 2),
  code: 'GROWTH_YEAR',
  name: 'Growth yearly',
  description: 'A year of growth.',
  validityDays: 365,
  items: [],
  prices: [{ currency: 'USD', amountMinor: 49_900 }],
};
export const pricing: Pricing = { data: [starter, yearly], vatPercent: 18 };

export const options: PaymentOptions = {
  providers: [
    { name: 'sandbox', label: 'Sandbox (test payments)', methods: ['MOBILE_MONEY', 'CARD'] },
    { name: 'bank_transfer', label: 'Bank transfer', methods: ['BANK_TRANSFER'] },
  ],
  agencies: [AGENCY],
  vatPercent: 18,
};

/** Starter in UGX; with a code, 10% off. */
export function quoteOf(discountCode?: string): Quote {
  const subtotal = 150_000;
  const discount = discountCode ? 15_000 : 0;
  const vat = Math.round((subtotal - discount) * 0.18);
  return {
    currency: 'UGX',
    lines: [
      { description: 'Starter (30 days)', quantity: 1, unitMinor: subtotal, amountMinor: subtotal },
    ],
    subtotalMinor: subtotal,
    discountMinor: discount,
    discount: discountCode ? { code: discountCode, description: '10% off for launch week' } : null,
    vatPercent: 18,
    vatMinor: vat,
    totalMinor: subtotal - discount + vat,
  };
}

export const PAYMENT_ID = id(4, 1);
export const INVOICE_ID = id(5, 1);

export const paymentOf = (over: Partial<Payment> = {}): Payment => ({
  id: PAYMENT_ID,
  reference: 'AFN-7K2Q9M4X',
  status: 'PENDING',
  heldReason: null,
  failureReason: null,
  purpose: 'PACKAGE',
  provider: 'sandbox',
  method: 'MOBILE_MONEY',
  currency: 'UGX',
  subtotalMinor: 150_000,
  discountMinor: 0,
  discountCode: null,
  vatMinor: 27_000,
  totalMinor: 177_000,
  description: 'Starter (30 days)',
  agency: { id: AGENCY.id, name: AGENCY.name },
  package: { id: starter.id, name: starter.name },
  requestId: null,
  phone: '+256772123456',
  invoiceId: null,
  credited: [],
  createdAt: stamp,
  updatedAt: stamp,
  succeededAt: null,
  ...over,
});

export const succeeded = paymentOf({
  status: 'SUCCEEDED',
  invoiceId: INVOICE_ID,
  succeededAt: stamp,
  credited: [
    { name: 'Listing slots', quantity: 10, unit: 'listings' },
    { name: 'Photo storage', quantity: 2 * GB, unit: 'bytes' },
  ],
});

export const REQUEST_ID = id(6, 1);
export const requestOf = (over: Partial<PaymentRequest> = {}): PaymentRequest => ({
  id: REQUEST_ID,
  agency: { id: AGENCY.id, name: AGENCY.name },
  description: 'Custom listing import for 400 plots',
  currency: 'UGX',
  amountMinor: 500_000,
  dueDate: '2026-12-15',
  package: null,
  status: 'OPEN',
  paymentId: null,
  payUrl: `http://localhost:8080/pay/${REQUEST_ID}`,
  createdAt: stamp,
  ...over,
});
