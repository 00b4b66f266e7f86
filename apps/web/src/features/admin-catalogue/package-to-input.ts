import {
  priceFromMinor,
  type Package,
  type PackageInput,
  type PackageUpdate,
  type PriceInput,
} from '@afrinest/contract';

/** Stored prices (minor units) as the admin types them (major units, as text). */
export const pricesToInput = (pkg: Package): PriceInput[] =>
  pkg.prices.map((p) => ({
    currency: p.currency,
    amount: priceFromMinor(p.amountMinor, p.currency),
  }));

/**
 * The whole package as PUT /api/admin/packages/{id} takes it back, with the version it was read
 * at: each package screen changes its own part and sends the rest as it was read.
 */
export function packageToUpdate(pkg: Package, change: Partial<PackageInput> = {}): PackageUpdate {
  return {
    code: pkg.code,
    name: pkg.name,
    description: pkg.description,
    validityDays: pkg.validityDays,
    visibility: pkg.visibility,
    position: pkg.position,
    status: pkg.status,
    items: pkg.items.map((i) => ({ itemId: i.itemId, quantity: i.quantity })),
    prices: pricesToInput(pkg),
    ...change,
    version: pkg.version,
  };
}
