import {
  discountKindSchema,
  paymentRequestStatusSchema,
  priceCurrencySchema,
  type Discount,
  type PaymentRequest,
} from '@afrinest/contract';
import type { DiscountWithUse } from './discounts.repository';
import type { PaymentRequestView } from './payment-requests.repository';

/** Rows as the contract's schemas; the database only holds values the contract allows. */
export const toDiscountDto = (r: DiscountWithUse): Discount => ({
  id: r.id,
  code: r.code,
  description: r.description,
  kind: discountKindSchema.parse(r.kind),
  percent: r.percent,
  amounts: r.amounts.map((a) => ({
    currency: priceCurrencySchema.parse(a.currency),
    amountMinor: a.amountMinor,
  })),
  validFrom: r.validFrom?.toISOString() ?? null,
  validUntil: r.validUntil?.toISOString() ?? null,
  maxRedemptions: r.maxRedemptions,
  maxPerAgency: r.maxPerAgency,
  packageIds: r.packageIds,
  active: r.active,
  redemptions: r.redemptions,
  version: r.version,
  createdAt: r.createdAt.toISOString(),
});

/** The page the payer opens: /pay/{id} on the web. */
export const payUrlOf = (webUrl: string, id: string) => `${webUrl}/pay/${id}`;

export const toPaymentRequestDto = (r: PaymentRequestView, webUrl: string): PaymentRequest => ({
  id: r.id,
  agency: { id: r.agencyId, name: r.agencyName },
  description: r.description,
  currency: priceCurrencySchema.parse(r.currency),
  amountMinor: r.amountMinor,
  dueDate: r.dueDate,
  package: r.packageId && r.packageName ? { id: r.packageId, name: r.packageName } : null,
  status: paymentRequestStatusSchema.parse(r.status),
  paymentId: r.paymentId,
  payUrl: payUrlOf(webUrl, r.id),
  createdAt: r.createdAt.toISOString(),
});
