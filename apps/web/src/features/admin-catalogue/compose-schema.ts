import { z } from 'zod';
import { itemKindSchema, quantitySchema } from '@afrinest/contract';
import { fromTypedAmount } from '@/features/admin-catalogue/quantity-units';

/**
 * One item of a package as the compose screen edits it: `amount` in the unit the admin types
 * (MB for photo storage), checked with the contract's quantity rule both as typed and as sent.
 */
const rowSchema = z
  .object({
    itemId: z.uuid(),
    code: z.string(),
    name: z.string(),
    unit: z.string(),
    kind: itemKindSchema,
    amount: z.number({ error: 'Enter a quantity.' }),
  })
  .superRefine((row, ctx) => {
    const typed = quantitySchema.safeParse(row.amount);
    const sent = typed.success ? quantitySchema.safeParse(fromTypedAmount(row, row.amount)) : typed;
    if (!sent.success)
      ctx.addIssue({ code: 'custom', path: ['amount'], message: sent.error.issues[0]?.message });
  });
export type ComposeRow = z.input<typeof rowSchema>;

/** The items of a package, parsed into what PUT /api/admin/packages/{id} takes (bytes, 1 for a feature). */
export const composeSchema = z
  .object({ items: z.array(rowSchema).max(50, 'At most 50 items.') })
  .transform(({ items }) => ({
    items: items.map((r) => ({
      itemId: r.itemId,
      quantity: r.kind === 'FEATURE' ? 1 : fromTypedAmount(r, r.amount),
    })),
  }));
export type ComposeValues = z.input<typeof composeSchema>;
