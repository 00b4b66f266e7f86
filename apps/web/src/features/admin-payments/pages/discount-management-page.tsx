import { useCallback, useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Discount } from '@afrinest/contract';
import { useTableUrlState, type SortSchema } from '@/components/data-table';
import { FilterField, useTypedFilter } from '@/components/form';
import { inputClass } from '@/components/form/field-shell';
import { Button, Card } from '@/components/ui';
import {
  getDiscountsQueryOptions,
  useDiscounts,
  type DiscountsQuery,
} from '@/features/admin-payments/api/get-discounts';
import { DiscountEditor } from '@/features/admin-payments/components/discount-editor';
import { DiscountsTable } from '@/features/admin-payments/components/discounts-table';
import { PageHeader } from '@/features/admin-payments/components/page-header';

/** The API lists codes itself: the shared URL state's sort is unused. */
const noSort: SortSchema<'none'> = { safeParse: () => ({ data: 'none' }) };

/** /admin/discount-management: discount codes searched and paged on the server; add or edit one. */
export function DiscountManagementPage() {
  const id = useId();
  const queryClient = useQueryClient();
  const { params, page, pageSize, update } = useTableUrlState(noSort, 'none');
  const q = params.get('q') || undefined;
  const query: DiscountsQuery = { page, pageSize, q };
  const discounts = useDiscounts(query);
  const [text, setText] = useTypedFilter(q, (next) => update({ q: next }));
  // undefined: no editor; null: a new code; a discount: editing it.
  const [editing, setEditing] = useState<Discount | null>();
  const edit = useCallback((d: Discount) => setEditing(d), []);

  /** The code as saved now: the current page read again past the cache. */
  const reload = async (discountId: string) => {
    const fresh = await queryClient.fetchQuery({
      ...getDiscountsQueryOptions(query),
      staleTime: 0,
    });
    return fresh.data.find((d) => d.id === discountId);
  };

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Discount codes">
        Codes buyers type at checkout: a percentage or a fixed amount off, for a time, a number of
        uses and some or all packages.
      </PageHeader>
      {editing !== undefined ? (
        <Card title={editing ? `Edit ${editing.code}` : 'New discount code'}>
          <DiscountEditor
            key={editing?.id ?? 'new'}
            discount={editing ?? undefined}
            reload={reload}
            onDone={() => setEditing(undefined)}
          />
        </Card>
      ) : (
        <div>
          <Button onClick={() => setEditing(null)}>New discount code</Button>
        </div>
      )}
      <div role="search" aria-label="Find discount codes" className="sm:w-72">
        <FilterField id={`${id}-q`} label="Code or description">
          <input
            id={`${id}-q`}
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder="e.g. LAUNCH"
            maxLength={30}
            className={inputClass}
          />
        </FilterField>
      </div>
      <DiscountsTable
        page={discounts.data}
        pageIndex={page - 1}
        pageSize={pageSize}
        onPageChange={(index) => update({ page: index + 1 }, true)}
        isLoading={discounts.isFetching}
        error={discounts.isError ? discounts.error : undefined}
        onRetry={() => void discounts.refetch()}
        onEdit={edit}
      />
    </div>
  );
}
