import type { z } from 'zod';
import { packageInputSchema, type Package } from '@afrinest/contract';
import { pricesToInput } from '@/features/admin-catalogue/package-to-input';

/** What the details screen edits: the contract's package input without its items. */
export const detailsSchema = packageInputSchema.omit({ items: true });
export type DetailsValues = z.input<typeof detailsSchema>;
export type Details = z.output<typeof detailsSchema>;

export const detailsOf = (pkg: Package): DetailsValues => ({
  code: pkg.code,
  name: pkg.name,
  description: pkg.description,
  validityDays: pkg.validityDays,
  visibility: pkg.visibility,
  position: pkg.position,
  status: pkg.status,
  prices: pricesToInput(pkg),
});
