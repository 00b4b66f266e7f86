import { Link } from 'react-router';
import { Card } from '@/components/ui';
import { smallLinkClass } from '@/features/admin-catalogue/catalogue-labels';
import { PackageItemsEditor } from '@/features/admin-catalogue/components/package-items-editor';
import { PackageLoadState } from '@/features/admin-catalogue/components/package-load-state';
import { PackagePicker } from '@/features/admin-catalogue/components/package-picker';
import { useChosenPackage } from '@/features/admin-catalogue/use-chosen-package';

/** /admin/package-item-management: choose a package, then compose its items and quantities. */
export function PackageItemManagementPage() {
  const { packageId, pkg, choose } = useChosenPackage();
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-semibold text-gray-900">Package items</h1>
          <p className="text-sm text-gray-700">
            What a package grants: each item with its quantity. Agencies that hold the package get
            these at their next period.
          </p>
        </div>
        {packageId && (
          <Link
            to={`/admin/enhanced-package-management?packageId=${packageId}`}
            className={smallLinkClass}
          >
            Prices and details
          </Link>
        )}
      </div>
      <PackagePicker value={packageId} current={pkg.data} onChange={choose} />
      {packageId === '' ? (
        <p className="text-sm text-gray-700">Choose a package to see and change its items.</p>
      ) : pkg.data ? (
        <Card title={`Items of ${pkg.data.name}`}>
          {/* A fresh editor for each package chosen. */}
          <PackageItemsEditor
            key={pkg.data.id}
            pkg={pkg.data}
            reload={async () => (await pkg.refetch({ throwOnError: true })).data}
          />
        </Card>
      ) : (
        <PackageLoadState pkg={pkg} />
      )}
    </div>
  );
}
