import { Link } from 'react-router';
import { toast } from 'sonner';
import { ListingsErrorCode, type Feature } from '@afrinest/contract';
import { createDataTableColumnHelper, DataTable } from '@/components/data-table';
import { Badge, Button } from '@/components/ui';
import { toApiError } from '@/lib/api-client';
import { useDeleteFeature, useSaveFeature } from '../api/features-api';

const column = createDataTableColumnHelper<Feature>();

const linkClass =
  'inline-flex min-h-9 items-center rounded-md border border-gray-300 bg-white px-3 text-sm font-medium text-gray-900 hover:bg-gray-50 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700';

/** Edit, (de)activate and delete one feature; a feature in use is deactivated, not deleted. */
function FeatureActions({ feature }: { feature: Feature }) {
  const save = useSaveFeature();
  const remove = useDeleteFeature();
  const toggle = async () => {
    try {
      const { name, category } = feature;
      await save.mutateAsync({
        id: feature.id,
        input: { name, category, active: !feature.active },
      });
      toast.success(`“${name}” ${feature.active ? 'deactivated' : 'activated'}.`);
    } catch (e) {
      toast.error(toApiError(e).message);
    }
  };
  const destroy = async () => {
    if (!window.confirm(`Delete the feature “${feature.name}”?`)) return;
    try {
      await remove.mutateAsync(feature.id);
      toast.success(`“${feature.name}” deleted.`);
    } catch (e) {
      const error = toApiError(e);
      // In use: the API's message already says to deactivate it instead.
      toast.error(
        error.code === ListingsErrorCode.FEATURE_IN_USE
          ? error.message
          : `Not deleted: ${error.message}`,
      );
    }
  };
  return (
    <div className="flex flex-wrap gap-1">
      <Link
        to={`/admin/features/${feature.id}/edit`}
        className={linkClass}
        aria-label={`Edit ${feature.name}`}
      >
        Edit
      </Link>
      <Button size="sm" variant="secondary" loading={save.isPending} onClick={() => void toggle()}>
        {feature.active ? 'Deactivate' : 'Activate'}
      </Button>
      <Button
        size="sm"
        variant="ghost"
        loading={remove.isPending}
        aria-label={`Delete ${feature.name}`}
        onClick={() => void destroy()}
      >
        Delete
      </Button>
    </div>
  );
}

const columns = column.columns([
  column.accessor('name', { header: 'Feature', enableSorting: false }),
  column.accessor('category', { header: 'Category', enableSorting: false }),
  column.accessor('active', {
    header: 'Status',
    enableSorting: false,
    cell: (c) => (c.getValue() ? <Badge tone="success">Active</Badge> : <Badge>Inactive</Badge>),
  }),
  column.display({
    id: 'actions',
    header: 'Actions',
    cell: ({ row }) => <FeatureActions feature={row.original} />,
  }),
]);

export function FeaturesTable(props: {
  page: { data: Feature[]; total: number } | undefined;
  pageIndex: number;
  pageSize: number;
  onPageChange(pageIndex: number): void;
  isLoading: boolean;
  error: unknown;
  onRetry(): void;
}) {
  return (
    <DataTable
      caption="Features"
      columns={columns}
      data={props.page?.data ?? []}
      total={props.page?.total ?? 0}
      pageIndex={props.pageIndex}
      pageSize={props.pageSize}
      onPageChange={props.onPageChange}
      sorting={[]}
      onSortingChange={() => undefined}
      isLoading={props.isLoading}
      error={props.error}
      onRetry={props.onRetry}
      emptyMessage="No features match this search."
      getRowLabel={(f) => f.name}
    />
  );
}
