import { useMemo } from 'react';
import { z } from 'zod';
import { paymentProviderSchema, paymentStatusSchema } from '@afrinest/contract';
import { useTableUrlState, type SortSchema } from '@/components/data-table';
import type { PaymentsQuery } from '@/features/admin-payments/api/get-admin-payments';

/** The API lists payments newest first: the shared URL state's sort is unused. */
const noSort: SortSchema<'none'> = { safeParse: () => ({ data: 'none' }) };
const uuid = z.uuid();
const day = z.iso.date();

/** The filters as the address bar holds them (what the filter bar shows). */
export interface PurchaseFilters {
  status?: string;
  provider?: string;
  agencyId?: string;
  held: boolean;
  from?: string;
  to?: string;
}

/**
 * Filters, page and the open payment (?payment=) in the address bar, so a link or a reload shows
 * the same list and detail. `query` is what GET /api/admin/payments is sent; `datesProblem`
 * says why it is not sent (a start after the end).
 */
export function usePurchasesParams() {
  const { params, page, pageSize, update } = useTableUrlState(noSort, 'none');
  const filters = useMemo(
    (): PurchaseFilters => ({
      status: paymentStatusSchema.safeParse(params.get('status')).data,
      provider: paymentProviderSchema.safeParse(params.get('provider')).data,
      agencyId: uuid.safeParse(params.get('agencyId')).data,
      held: params.get('held') === 'true',
      from: day.safeParse(params.get('from')).data,
      to: day.safeParse(params.get('to')).data,
    }),
    [params],
  );
  const query = useMemo(
    (): PaymentsQuery => ({
      page,
      pageSize,
      status: paymentStatusSchema.safeParse(filters.status).data,
      provider: paymentProviderSchema.safeParse(filters.provider).data,
      agencyId: filters.agencyId,
      held: filters.held ? 'true' : undefined,
      from: filters.from,
      to: filters.to,
    }),
    [filters, page, pageSize],
  );
  const datesProblem =
    filters.from && filters.to && filters.from > filters.to
      ? 'The start date is after the end date.'
      : undefined;
  const paymentId = uuid.safeParse(params.get('payment')).data;
  return { filters, query, datesProblem, paymentId, update };
}
