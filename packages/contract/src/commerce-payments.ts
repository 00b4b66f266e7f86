import { z } from 'zod';
import { text } from './primitives';
import { pageOf, pageQuerySchema } from './paging';
import { phoneSchema } from './phone';
import { packageItemSchema, packagePriceSchema, priceCurrencySchema } from './commerce-catalogue';
import { idempotencyKeySchema, reasonSchema } from './commerce-entitlements';
import {
  INVOICE_KINDS,
  isMobileMoneyNumber,
  PAYMENT_METHODS,
  PAYMENT_PROVIDERS,
  PAYMENT_PURPOSES,
  PAYMENT_STATUSES,
  PaymentMessages,
} from './commerce-payment-values';

/**
 * Commerce II (issue 42): pricing, checkout, payments and invoices.
 * Public: GET /api/packages. Signed in: /api/payments/*, /api/invoices/*.
 * Admin: /api/admin/payments/*. Provider notifications: POST /api/payments/webhooks/{provider}.
 */
export const paymentStatusSchema = z.enum(PAYMENT_STATUSES);
export const paymentProviderSchema = z.enum(PAYMENT_PROVIDERS, {
  error: 'Choose how to pay.',
});
export const paymentMethodSchema = z.enum(PAYMENT_METHODS, { error: 'Choose how to pay.' });
export const paymentPurposeSchema = z.enum(PAYMENT_PURPOSES);
export const invoiceKindSchema = z.enum(INVOICE_KINDS);
const isoDateTime = z.iso.datetime();

/** GET /api/packages: the public packages of /pricing, in their order. */
export const publicPackageSchema = z.object({
  id: z.uuid(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  validityDays: z.number().int().nullable(),
  items: z.array(packageItemSchema),
  prices: z.array(packagePriceSchema),
});
export type PublicPackage = z.infer<typeof publicPackageSchema>;
export const pricingSchema = z.object({
  data: z.array(publicPackageSchema),
  /** Prices are without VAT; checkout adds this rate. */
  vatPercent: z.number(),
});
export type Pricing = z.infer<typeof pricingSchema>;

/** GET /api/payments/options: the ways of paying this server offers, and the agencies to pay for. */
export const paymentOptionsSchema = z.object({
  providers: z.array(
    z.object({
      name: paymentProviderSchema,
      label: z.string(),
      methods: z.array(paymentMethodSchema),
    }),
  ),
  /** Agencies the caller may buy for: the one they run, or the one they requested (PENDING). */
  agencies: z.array(z.object({ id: z.uuid(), name: z.string(), status: z.string() })),
  vatPercent: z.number(),
});
export type PaymentOptions = z.infer<typeof paymentOptionsSchema>;

const discountCodeSchema = text()
  .trim()
  .toUpperCase()
  .max(30, 'At most 30 characters.')
  .optional()
  .transform((v) => (v ? v : undefined));

/** What is bought: a package for an agency, or an admin's payment request. */
const orderFields = {
  purpose: paymentPurposeSchema,
  packageId: z.uuid().optional(),
  agencyId: z.uuid().optional(),
  requestId: z.uuid().optional(),
  currency: priceCurrencySchema,
  discountCode: discountCodeSchema,
};
const orderRefine = <T extends z.ZodObject>(schema: T) =>
  schema.superRefine((v: Record<string, unknown>, ctx) => {
    if (v.purpose === 'PACKAGE') {
      if (!v.packageId)
        ctx.addIssue({ code: 'custom', message: 'Choose a package.', path: ['packageId'] });
      if (!v.agencyId)
        ctx.addIssue({
          code: 'custom',
          message: 'Choose the agency it is for.',
          path: ['agencyId'],
        });
    }
    if (v.purpose === 'REQUEST' && !v.requestId)
      ctx.addIssue({ code: 'custom', message: 'Choose a payment request.', path: ['requestId'] });
  });

/** POST /api/payments/quote: the order summary before paying (no payment is made). */
export const quoteInputSchema = orderRefine(z.object(orderFields));
export type QuoteInput = z.input<typeof quoteInputSchema>;
export const invoiceLineSchema = z.object({
  description: z.string(),
  quantity: z.number().int(),
  unitMinor: z.number().int(),
  amountMinor: z.number().int(),
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;
export const quoteSchema = z.object({
  currency: priceCurrencySchema,
  lines: z.array(invoiceLineSchema),
  subtotalMinor: z.number().int(),
  discountMinor: z.number().int(),
  discount: z.object({ code: z.string(), description: z.string() }).nullable(),
  vatPercent: z.number(),
  vatMinor: z.number().int(),
  totalMinor: z.number().int(),
});
export type Quote = z.infer<typeof quoteSchema>;

/** POST /api/payments/checkout: one payment per idempotency key (a double click makes one). */
export const checkoutInputSchema = orderRefine(
  z.object({
    ...orderFields,
    provider: paymentProviderSchema,
    method: paymentMethodSchema,
    /** The mobile money number, typed locally ("0772 123456") or internationally. */
    phone: phoneSchema.optional(),
    acceptTerms: z.literal(true, { error: PaymentMessages.TERMS_REQUIRED }),
    idempotencyKey: idempotencyKeySchema,
  }),
).superRefine((v, ctx) => {
  if (v.method !== 'MOBILE_MONEY') return;
  if (!v.phone)
    ctx.addIssue({ code: 'custom', message: PaymentMessages.PHONE_REQUIRED, path: ['phone'] });
  else if (!isMobileMoneyNumber(v.phone))
    ctx.addIssue({ code: 'custom', message: PaymentMessages.MOBILE_MONEY_PHONE, path: ['phone'] });
});
export type CheckoutInput = z.input<typeof checkoutInputSchema>;

/** What the payer and their agency see of a payment. */
export const paymentSchema = z.object({
  id: z.uuid(),
  /** Ours, sent to the provider and written on the bank transfer: AFN-7K2Q9M4X. */
  reference: z.string(),
  status: paymentStatusSchema,
  /** Set while an admin must look at it (an amount that differs, a late success). */
  heldReason: z.string().nullable(),
  failureReason: z.string().nullable(),
  purpose: paymentPurposeSchema,
  provider: paymentProviderSchema,
  method: paymentMethodSchema,
  currency: priceCurrencySchema,
  subtotalMinor: z.number().int(),
  discountMinor: z.number().int(),
  discountCode: z.string().nullable(),
  vatMinor: z.number().int(),
  totalMinor: z.number().int(),
  description: z.string(),
  agency: z.object({ id: z.uuid(), name: z.string() }),
  package: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  requestId: z.uuid().nullable(),
  phone: z.string().nullable(),
  invoiceId: z.uuid().nullable(),
  /** What the payment credited (the package's items), once SUCCEEDED. */
  credited: z.array(z.object({ name: z.string(), quantity: z.number().int(), unit: z.string() })),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  succeededAt: isoDateTime.nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const checkoutResultSchema = z.object({
  payment: paymentSchema,
  /** Where the browser goes next: the provider's page; null for a bank transfer. */
  redirectUrl: z.string().nullable(),
  /** For a bank transfer: where to pay and the reference to write on it. */
  bankTransfer: z.object({ reference: z.string(), instructions: z.string() }).nullable(),
});
export type CheckoutResult = z.infer<typeof checkoutResultSchema>;

/** The admin's view: who paid, the provider's reference and every event it sent. */
export const paymentEventSchema = z.object({
  id: z.uuid(),
  provider: paymentProviderSchema,
  /** What the notification or check said, in the provider's words. */
  kind: z.string(),
  outcome: z.string(),
  receivedAt: isoDateTime,
  /** The body as received (secrets never stored). */
  payload: z.unknown(),
});
export type PaymentEvent = z.infer<typeof paymentEventSchema>;
export const adminPaymentSchema = paymentSchema.extend({
  providerTxId: z.string().nullable(),
  payer: z.object({ id: z.uuid(), name: z.string(), email: z.string() }),
  bankReference: z.string().nullable(),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;
export const adminPaymentDetailSchema = z.object({
  payment: adminPaymentSchema,
  events: z.array(paymentEventSchema),
});
export type AdminPaymentDetail = z.infer<typeof adminPaymentDetailSchema>;
export const adminPaymentPageSchema = pageOf(adminPaymentSchema);

const dateParam = (what: string) =>
  z.iso.date({ error: `The ${what} is a date, e.g. 2026-12-31.` }).optional();
export const listPaymentsQuerySchema = pageQuerySchema.extend({
  status: paymentStatusSchema.optional(),
  provider: paymentProviderSchema.optional(),
  agencyId: z.uuid().optional(),
  /** Only payments held for an admin. */
  held: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  from: dateParam('start date'),
  to: dateParam('end date'),
});
export type ListPaymentsQuery = z.infer<typeof listPaymentsQuerySchema>;
export const myPaymentsQuerySchema = pageQuerySchema;

/** Admin actions on one payment. */
export const markReceivedInputSchema = z.object({
  bankReference: text()
    .trim()
    .min(3, "Enter the bank's reference.")
    .max(100, 'At most 100 characters.'),
});
export const refundInputSchema = z.object({ reason: reasonSchema });
export const cancelPaymentInputSchema = z.object({ reason: reasonSchema });
export const releaseInputSchema = z.object({ reason: reasonSchema });

/** An invoice or a credit note: numbers per year without gaps, in the payment's currency. */
export const invoiceSchema = z.object({
  id: z.uuid(),
  number: z.string(),
  kind: invoiceKindSchema,
  paymentId: z.uuid(),
  /** A credit note's invoice. */
  creditsInvoiceId: z.uuid().nullable(),
  issuedAt: isoDateTime,
  currency: priceCurrencySchema,
  seller: z.object({ name: z.string(), address: z.string(), tin: z.string() }),
  buyer: z.object({
    agencyId: z.uuid(),
    name: z.string(),
    address: z.string(),
    email: z.string(),
  }),
  lines: z.array(invoiceLineSchema),
  subtotalMinor: z.number().int(),
  discountMinor: z.number().int(),
  discountCode: z.string().nullable(),
  vatPercent: z.number(),
  vatMinor: z.number().int(),
  totalMinor: z.number().int(),
  /** The provider and method it was paid with, as words. */
  paidWith: z.string(),
});
export type Invoice = z.infer<typeof invoiceSchema>;
export const invoiceSummarySchema = invoiceSchema.pick({
  id: true,
  number: true,
  kind: true,
  paymentId: true,
  issuedAt: true,
  currency: true,
  totalMinor: true,
  buyer: true,
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;
export const invoicePageSchema = pageOf(invoiceSummarySchema);
export const listInvoicesQuerySchema = pageQuerySchema.extend({
  /** Admins only: one agency's. */
  agencyId: z.uuid().optional(),
  kind: invoiceKindSchema.optional(),
});
export type ListInvoicesQuery = z.infer<typeof listInvoicesQuerySchema>;

/** The sandbox provider's hosted page posts the payer's choice. */
export const SANDBOX_OUTCOMES = ['success', 'failure', 'cancel', 'approve_on_phone'] as const;
export const sandboxDecisionSchema = z.object({
  outcome: z.enum(SANDBOX_OUTCOMES),
  token: z.string().min(16).max(200),
});
