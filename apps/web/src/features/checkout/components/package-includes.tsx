import type { PackageItem } from '@afrinest/contract';
import { quantityText } from '@/features/checkout/lib/package-text';

/** What a package gives, one item a line: "Listing slots · 10 listings", "Photo storage · 2 GB". */
export function PackageIncludes({ items }: { items: readonly PackageItem[] }) {
  if (items.length === 0) return null;
  return (
    <ul aria-label="Included" className="flex flex-col gap-1 text-sm text-gray-900">
      {items.map((item) => (
        <li key={item.itemId} className="flex justify-between gap-3 border-b border-gray-100 py-1">
          <span>{item.name}</span>
          <span className="text-right font-medium">{quantityText(item)}</span>
        </li>
      ))}
    </ul>
  );
}
