import { z } from 'zod';
import {
  discountInputSchema,
  discountKindSchema,
  priceCurrencySchema,
  priceFromMinor,
  type Discount,
} from '@afrinest/contract';

/** A number box's value: NaN when empty, which means "none" (no percent, no cap). */
const typedNumber = z
  .union([z.number(), z.nan()])
  .nullable()
  .transform((v) => (v === null || Number.isNaN(v) ? null : v));
/** A datetime-local box's value (the admin's own time), sent as an ISO instant; empty is none. */
const localDateTime = z.string().transform((v) => {
  if (!v) return null;
  const at = new Date(v);
  return Number.isNaN(at.getTime()) ? v : at.toISOString();
});

/**
 * The discount form as typed, turned into the contract's discountInputSchema and checked by it
 * (the same rules and messages as the API, on the same field names). Only the kind's own value
 * is sent: a percent for PERCENT, the amounts for FIXED.
 */
export const discountFormSchema = z
  .object({
    code: z.string(),
    description: z.string(),
    kind: discountKindSchema,
    percent: typedNumber,
    amounts: z.array(z.object({ currency: priceCurrencySchema, amount: z.string() })),
    validFrom: localDateTime,
    validUntil: localDateTime,
    maxRedemptions: typedNumber,
    maxPerAgency: typedNumber,
    packageIds: z.array(z.string()),
    active: z.boolean(),
  })
  .transform((v) => ({
    ...v,
    percent: v.kind === 'PERCENT' ? v.percent : null,
    amounts: v.kind === 'FIXED' ? v.amounts : [],
  }))
  .pipe(discountInputSchema);
export type DiscountFormValues = z.input<typeof discountFormSchema>;

export const blankDiscount: DiscountFormValues = {
  code: '',
  description: '',
  kind: 'PERCENT',
  percent: null,
  amounts: [],
  validFrom: '',
  validUntil: '',
  maxRedemptions: null,
  maxPerAgency: null,
  packageIds: [],
  active: true,
};

/** An instant as a datetime-local box shows it, in the admin's own time ("2026-12-01T09:30"). */
export function toLocalDateTime(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}T${two(d.getHours())}:${two(d.getMinutes())}`;
}

/** A saved discount as the form edits it: amounts in major units, times in local time. */
export const discountToForm = (d: Discount): DiscountFormValues => ({
  code: d.code,
  description: d.description,
  kind: d.kind,
  percent: d.percent,
  amounts: d.amounts.map((a) => ({
    currency: a.currency,
    amount: priceFromMinor(a.amountMinor, a.currency),
  })),
  validFrom: toLocalDateTime(d.validFrom),
  validUntil: toLocalDateTime(d.validUntil),
  maxRedemptions: d.maxRedemptions,
  maxPerAgency: d.maxPerAgency,
  packageIds: d.packageIds,
  active: d.active,
});
