import {
  catalogueStatusSchema,
  itemKindSchema,
  packageVisibilitySchema,
  priceCurrencySchema,
  type Item,
  type Package,
  type PackageItem,
  type PackagePrice,
} from '@afrinest/contract';
import type { ItemRow, PackageItemRow, PackageRow, PriceRow } from './catalogue.repository';

/** Rows as the contract's itemSchema; the database only holds values the contract allows. */
export function toItemDto(r: ItemRow): Item {
  return {
    id: r.id,
    code: r.code,
    name: r.name,
    description: r.description,
    unit: r.unit,
    kind: itemKindSchema.parse(r.kind),
    status: catalogueStatusSchema.parse(r.status),
    builtIn: r.builtIn,
    version: r.version,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

export const toPackageItemDto = (r: PackageItemRow): PackageItem => ({
  itemId: r.itemId,
  code: r.code,
  name: r.name,
  unit: r.unit,
  kind: itemKindSchema.parse(r.kind),
  quantity: r.quantity,
});

export const toPriceDto = (r: PriceRow): PackagePrice => ({
  currency: priceCurrencySchema.parse(r.currency),
  amountMinor: r.amountMinor,
});

export function toPackageDto(r: PackageRow, items: PackageItemRow[], prices: PriceRow[]): Package {
  return {
    id: r.id,
    code: r.code,
    name: r.name,
    description: r.description,
    validityDays: r.validityDays,
    visibility: packageVisibilitySchema.parse(r.visibility),
    position: r.position,
    status: catalogueStatusSchema.parse(r.status),
    isFree: r.isFree,
    items: items.map(toPackageItemDto),
    prices: prices.map(toPriceDto),
    version: r.version,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

/** The fields of two snapshots that differ, before and after, as the audit log keeps them. */
export function diffOf<T extends object>(before: T | null, after: T | null, keys: (keyof T)[]) {
  const changed = keys.filter(
    (k) => JSON.stringify(before?.[k] ?? null) !== JSON.stringify(after?.[k] ?? null),
  );
  const pick = (v: T | null) =>
    v ? Object.fromEntries(changed.map((k) => [k, v[k] ?? null])) : null;
  return { before: pick(before), after: pick(after) };
}
