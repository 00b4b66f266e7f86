import { z } from 'zod';
import { text } from './primitives';
import { pageOf, pageQuerySchema, textFilter } from './paging';
import {
  packagePriceSchema,
  priceCurrencySchema,
  priceInputSchema,
  versionSchema,
} from './commerce-catalogue';
import { CURRENCIES } from './preference-values';
import { CommerceMessages } from './commerce-values';
import { DISCOUNT_KINDS, PAYMENT_REQUEST_STATUSES } from './commerce-payment-values';

/**
 * What admins set around checkout (issue 42): discount codes, purchase limits, custom payment
 * requests and the billing settings (VAT, seller details, bank transfer instructions).
 * Paths: /api/admin/discounts, /api/admin/purchase-limits/*, /api/admin/payment-requests,
 * /api/payments/requests/{id} (the payer's), /api/admin/settings/billing.
 */
export const discountKindSchema = z.enum(DISCOUNT_KINDS);
const isoDateTime = z.iso.datetime();
const count = (what: string, max: number) =>
  z
    .number({ error: `Enter ${what}.` })
    .int('A whole number.')
    .min(1, 'At least 1.')
    .max(max, `At most ${max}.`);

export const discountInputSchema = z
  .object({
    code: text()
      .trim()
      .toUpperCase()
      .min(3, 'At least 3 characters.')
      .max(30, 'At most 30 characters.')
      .regex(/^[A-Z0-9][A-Z0-9_-]*$/, 'Capital letters, digits, _ and - only, e.g. LAUNCH20.'),
    description: text().trim().min(2, 'Say what it is for.').max(200, 'At most 200 characters.'),
    kind: discountKindSchema,
    /** PERCENT: how much off, 1 to 100. */
    percent: z
      .number({ error: 'Enter a percentage.' })
      .int('A whole percentage.')
      .min(1, 'At least 1%.')
      .max(100, 'At most 100%.')
      .nullable(),
    /** FIXED: the amount off per currency (never converted); other currencies get none. */
    amounts: z
      .array(priceInputSchema)
      .max(CURRENCIES.length)
      .refine(
        (a) => new Set(a.map((p) => p.currency)).size === a.length,
        CommerceMessages.PRICE_DUPLICATE,
      ),
    validFrom: isoDateTime.nullable(),
    validUntil: isoDateTime.nullable(),
    /** Redemptions by every agency together; null: no cap. */
    maxRedemptions: count('a number of uses', 1_000_000).nullable(),
    maxPerAgency: count('a number of uses', 1_000).nullable(),
    /** The packages it applies to; empty: every package. */
    packageIds: z
      .array(z.uuid())
      .max(100)
      .refine((a) => new Set(a).size === a.length, 'Each package once.'),
    active: z.boolean(),
  })
  .superRefine((d, ctx) => {
    if (d.kind === 'PERCENT' && d.percent === null)
      ctx.addIssue({ code: 'custom', message: 'Enter a percentage.', path: ['percent'] });
    if (d.kind === 'FIXED' && d.amounts.length === 0)
      ctx.addIssue({
        code: 'custom',
        message: 'Enter the amount off in at least one currency.',
        path: ['amounts'],
      });
    if (d.validFrom && d.validUntil && d.validUntil <= d.validFrom)
      ctx.addIssue({
        code: 'custom',
        message: 'The end comes after the start.',
        path: ['validUntil'],
      });
  });
export type DiscountInput = z.input<typeof discountInputSchema>;
export const discountUpdateSchema = discountInputSchema.and(z.object({ version: versionSchema }));
export type DiscountUpdate = z.input<typeof discountUpdateSchema>;

export const discountSchema = z.object({
  id: z.uuid(),
  code: z.string(),
  description: z.string(),
  kind: discountKindSchema,
  percent: z.number().int().nullable(),
  amounts: z.array(packagePriceSchema),
  validFrom: isoDateTime.nullable(),
  validUntil: isoDateTime.nullable(),
  maxRedemptions: z.number().int().nullable(),
  maxPerAgency: z.number().int().nullable(),
  packageIds: z.array(z.uuid()),
  active: z.boolean(),
  /** Payments that used it and were not failed, cancelled or expired. */
  redemptions: z.number().int(),
  version: z.number().int(),
  createdAt: isoDateTime,
});
export type Discount = z.infer<typeof discountSchema>;
export const discountPageSchema = pageOf(discountSchema);
export const listDiscountsQuerySchema = pageQuerySchema.extend({ q: textFilter(30) });

/** Per package: at most `maxPurchases` purchases per agency in any `periodDays` days. */
export const packageLimitInputSchema = z.object({
  maxPurchases: count('a number of purchases', 1_000),
  periodDays: count('a number of days', 3660),
});
export const packageLimitSchema = packageLimitInputSchema.extend({
  packageId: z.uuid(),
  packageName: z.string(),
});
export type PackageLimit = z.infer<typeof packageLimitSchema>;
/** Per agency: what it may spend in a calendar month, per currency. */
export const spendCeilingInputSchema = z.object({ ceiling: priceInputSchema });
export const spendCeilingSchema = z.object({
  agencyId: z.uuid(),
  agencyName: z.string(),
  currency: priceCurrencySchema,
  ceilingMinor: z.number().int(),
  /** Succeeded and pending payments this calendar month, in that currency. */
  spentThisMonthMinor: z.number().int(),
});
export type SpendCeiling = z.infer<typeof spendCeilingSchema>;
export const purchaseLimitsSchema = z.object({
  packages: z.array(packageLimitSchema),
  ceilings: pageOf(spendCeilingSchema),
});
export type PurchaseLimits = z.infer<typeof purchaseLimitsSchema>;

export const paymentRequestStatusSchema = z.enum(PAYMENT_REQUEST_STATUSES);
export const paymentRequestInputSchema = z.object({
  agencyId: z.uuid({ error: 'Choose an agency.' }),
  description: text().trim().min(3, 'Say what it is for.').max(300, 'At most 300 characters.'),
  price: priceInputSchema,
  dueDate: z.iso.date({ error: 'Enter a due date.' }),
  /** A package it grants when paid; null: a payment for something else (a custom deal). */
  packageId: z.uuid().nullable(),
});
export type PaymentRequestInput = z.input<typeof paymentRequestInputSchema>;
export const paymentRequestSchema = z.object({
  id: z.uuid(),
  agency: z.object({ id: z.uuid(), name: z.string() }),
  description: z.string(),
  currency: priceCurrencySchema,
  amountMinor: z.number().int(),
  dueDate: z.iso.date(),
  package: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  status: paymentRequestStatusSchema,
  /** The payment that paid it. */
  paymentId: z.uuid().nullable(),
  /** The web page the payer opens: /pay/{id}. */
  payUrl: z.string(),
  createdAt: isoDateTime,
});
export type PaymentRequest = z.infer<typeof paymentRequestSchema>;
export const paymentRequestPageSchema = pageOf(paymentRequestSchema);
export const listPaymentRequestsQuerySchema = pageQuerySchema.extend({
  status: paymentRequestStatusSchema.optional(),
  agencyId: z.uuid().optional(),
});

/** Settings key 'billing': what invoices and checkout read. */
export const billingSettingsSchema = z.object({
  vatPercent: z
    .number({ error: 'Enter the VAT rate.' })
    .min(0, 'At least 0%.')
    .max(50, 'At most 50%.')
    .multipleOf(0.01, 'At most two decimals.'),
  sellerName: text().trim().min(2, 'Enter the seller name.').max(120, 'At most 120 characters.'),
  sellerAddress: text().trim().max(300, 'At most 300 characters.'),
  /** Uganda's Tax Identification Number (10 digits) or another country's. */
  sellerTin: text().trim().max(30, 'At most 30 characters.'),
  /** Bank name, account and branch for transfers; empty: bank transfer is not offered. */
  bankTransferInstructions: text().trim().max(1000, 'At most 1000 characters.'),
});
export type BillingSettings = z.infer<typeof billingSettingsSchema>;
