import { useState } from 'react';
import { useNavigate } from 'react-router';
import { catalogueStatusSchema, itemKindSchema, packageVisibilitySchema } from '@afrinest/contract';
import { Button } from '@/components/ui';
import { useAdminItems } from '@/features/admin-catalogue/api/get-admin-items';
import { useAdminPackages } from '@/features/admin-catalogue/api/get-admin-packages';
import {
  catalogueStatusLabels,
  itemKindLabels,
  visibilityShortLabels,
} from '@/features/admin-catalogue/catalogue-labels';
import { CatalogueFilters } from '@/features/admin-catalogue/components/catalogue-filters';
import { ItemsTable } from '@/features/admin-catalogue/components/items-table';
import { NewItemDialog } from '@/features/admin-catalogue/components/new-item-dialog';
import { NewPackageDialog } from '@/features/admin-catalogue/components/new-package-dialog';
import { PackagesTable } from '@/features/admin-catalogue/components/packages-table';
import { useCatalogueListParams } from '@/features/admin-catalogue/use-catalogue-list-params';

const statusOptions = catalogueStatusSchema.options.map((s) => ({
  value: s,
  label: catalogueStatusLabels[s],
}));
const kindOptions = itemKindSchema.options.map((k) => ({ value: k, label: itemKindLabels[k] }));
const visibilityOptions = packageVisibilitySchema.options.map((v) => ({
  value: v,
  label: visibilityShortLabels[v],
}));

/** /admin/items-and-packages: the catalogue's items and packages, each searched and paged on the server. */
export function ItemsAndPackagesPage() {
  const { items, packages, updateItems, updatePackages } = useCatalogueListParams();
  const itemsPage = useAdminItems(items);
  const packagesPage = useAdminPackages(packages);
  const [dialog, setDialog] = useState<'item' | 'package' | null>(null);
  const navigate = useNavigate();
  const close = () => setDialog(null);

  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold text-gray-900">Items and packages</h1>
        <p className="text-sm text-gray-700">
          Items are what can be granted to an agency; packages bundle items with a validity and a
          price per currency.
        </p>
      </div>

      <section aria-labelledby="catalogue-items" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="catalogue-items" className="text-lg font-semibold text-gray-900">
            Items
          </h2>
          <Button onClick={() => setDialog('item')}>New item</Button>
        </div>
        <CatalogueFilters
          name="Find items"
          searchLabel="Item name or code"
          placeholder="e.g. Featured days"
          q={items.q}
          choices={[
            { key: 'status', label: 'Status', value: items.status, options: statusOptions },
            { key: 'kind', label: 'Kind', value: items.kind, options: kindOptions },
          ]}
          onChange={updateItems}
        />
        <ItemsTable
          page={itemsPage.data}
          pageIndex={items.page - 1}
          pageSize={items.pageSize}
          onPageChange={(index) => updateItems({ page: index + 1 }, true)}
          isLoading={itemsPage.isFetching}
          error={itemsPage.isError ? itemsPage.error : undefined}
          onRetry={() => void itemsPage.refetch()}
        />
      </section>

      <section aria-labelledby="catalogue-packages" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="catalogue-packages" className="text-lg font-semibold text-gray-900">
            Packages
          </h2>
          <Button onClick={() => setDialog('package')}>New package</Button>
        </div>
        <CatalogueFilters
          name="Find packages"
          searchLabel="Package name or code"
          placeholder="e.g. Pro"
          q={packages.q}
          choices={[
            { key: 'status', label: 'Status', value: packages.status, options: statusOptions },
            {
              key: 'visibility',
              label: 'Visibility',
              value: packages.visibility,
              options: visibilityOptions,
            },
          ]}
          onChange={updatePackages}
        />
        <PackagesTable
          page={packagesPage.data}
          pageIndex={packages.page - 1}
          pageSize={packages.pageSize}
          onPageChange={(index) => updatePackages({ page: index + 1 }, true)}
          isLoading={packagesPage.isFetching}
          error={packagesPage.isError ? packagesPage.error : undefined}
          onRetry={() => void packagesPage.refetch()}
        />
      </section>

      {dialog === 'item' && <NewItemDialog onClose={close} />}
      {dialog === 'package' && (
        // A new package has no price or item yet: its prices and details screen comes next.
        <NewPackageDialog
          onClose={close}
          onCreated={(p) => void navigate(`/admin/enhanced-package-management?packageId=${p.id}`)}
        />
      )}
    </div>
  );
}
