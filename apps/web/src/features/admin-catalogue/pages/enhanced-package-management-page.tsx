import { useState } from 'react';
import { Link } from 'react-router';
import { Button, Card } from '@/components/ui';
import { smallLinkClass } from '@/features/admin-catalogue/catalogue-labels';
import { NewPackageDialog } from '@/features/admin-catalogue/components/new-package-dialog';
import { PackageDetailsForm } from '@/features/admin-catalogue/components/package-details-form';
import { PackageLoadState } from '@/features/admin-catalogue/components/package-load-state';
import { PackagePicker } from '@/features/admin-catalogue/components/package-picker';
import { useChosenPackage } from '@/features/admin-catalogue/use-chosen-package';

/**
 * /admin/enhanced-package-management: choose or create a package, then set its prices per
 * currency, validity, visibility, order and archive, with a preview of its pricing card.
 */
export function EnhancedPackageManagementPage() {
  const { packageId, pkg, choose } = useChosenPackage();
  const [creating, setCreating] = useState(false);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-semibold text-gray-900">Packages: prices and details</h1>
          <p className="text-sm text-gray-700">
            Prices are set per currency and never converted. Public packages are shown on the
            pricing page, in order.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {packageId && (
            <Link
              to={`/admin/package-item-management?packageId=${packageId}`}
              className={smallLinkClass}
            >
              Its items
            </Link>
          )}
          <Button onClick={() => setCreating(true)}>New package</Button>
        </div>
      </div>
      <PackagePicker value={packageId} current={pkg.data} onChange={choose} />
      {packageId === '' ? (
        <p className="text-sm text-gray-700">Choose a package, or add a new one.</p>
      ) : pkg.data ? (
        <Card title={pkg.data.name}>
          {/* A fresh form for each package chosen. */}
          <PackageDetailsForm
            key={pkg.data.id}
            pkg={pkg.data}
            reload={async () => (await pkg.refetch({ throwOnError: true })).data}
          />
        </Card>
      ) : (
        <PackageLoadState pkg={pkg} />
      )}
      {creating && (
        <NewPackageDialog onClose={() => setCreating(false)} onCreated={(p) => choose(p.id)} />
      )}
    </div>
  );
}
