import { useId } from 'react';
import { Link } from 'react-router';
import { FilterField, useTypedFilter } from '@/components/form';
import { inputClass } from '@/components/form/field-shell';
import { useTableUrlState } from '@/components/data-table';
import { useAdminFeatures } from '../api/features-api';
import { FeaturesTable } from '../components/features-table';

// Features have no sort of their own (the API lists them by category and name).
const noSort = { safeParse: () => ({ data: 'name' as const }) };

/** /admin/features: the amenities agents tick on listings; search, add, rename, (de)activate. */
export function FeaturesPage() {
  const id = useId();
  const { params, page, pageSize, update } = useTableUrlState(noSort, 'name');
  const q = params.get('q') || undefined;
  const [text, setText] = useTypedFilter(q, (next) => update({ q: next }));
  const features = useAdminFeatures({ q, page, pageSize });
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-semibold text-gray-900">Features</h1>
          <p className="text-sm text-gray-700">
            What agents tick on a listing. A feature listings use cannot be deleted: deactivate it
            so it is no longer offered.
          </p>
        </div>
        <Link
          to="/admin/features/new"
          className="inline-flex min-h-10 items-center rounded-md bg-emerald-700 px-4 text-sm font-semibold text-white hover:bg-emerald-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700"
        >
          Add a feature
        </Link>
      </div>
      <form role="search" aria-label="Find features" onSubmit={(e) => e.preventDefault()}>
        <FilterField id={`${id}-q`} label="Feature name">
          <input
            id={`${id}-q`}
            type="search"
            value={text}
            maxLength={100}
            placeholder="e.g. Borehole"
            onChange={(e) => setText(e.target.value)}
            className={`${inputClass} max-w-md`}
          />
        </FilterField>
      </form>
      <FeaturesTable
        page={features.data}
        pageIndex={page - 1}
        pageSize={pageSize}
        onPageChange={(index) => update({ page: index + 1 }, true)}
        isLoading={features.isFetching}
        error={features.isError ? features.error : undefined}
        onRetry={() => void features.refetch()}
      />
    </div>
  );
}
