import { Link } from 'react-router';
import type { ItemDetail } from '@afrinest/contract';
import { Badge } from '@/components/ui';
import {
  catalogueStatusLabels,
  catalogueStatusTone,
  textLinkClass,
} from '@/features/admin-catalogue/catalogue-labels';
import { formatQuantity } from '@/features/admin-catalogue/quantity-units';

/** The packages that hold an item, each linked to the screen that composes its items. */
export function ItemPackagesList({ detail }: { detail: ItemDetail }) {
  if (detail.packages.length === 0)
    return <p className="text-sm text-gray-700">No package holds this item.</p>;
  return (
    <ul aria-label="Packages holding this item" className="flex flex-col divide-y divide-gray-200">
      {detail.packages.map((p) => (
        <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
          <Link to={`/admin/package-item-management?packageId=${p.id}`} className={textLinkClass}>
            {p.name}
          </Link>
          <span className="flex items-center gap-2">
            {formatQuantity(detail.item, p.quantity)}
            <Badge tone={catalogueStatusTone[p.status]}>{catalogueStatusLabels[p.status]}</Badge>
          </span>
        </li>
      ))}
    </ul>
  );
}
