import { useMemo } from 'react';
import { z } from 'zod';
import { EXTERNAL_SYSTEM_STATUSES } from '@afrinest/contract';
import { useTableUrlState, type SortSchema } from '@/components/data-table';
import type { ExternalSystemsQuery } from '@/features/admin-external-systems/api/get-external-systems';

/** The API lists systems in its own order: the shared URL state's sort is unused. */
const noSort: SortSchema<'none'> = { safeParse: () => ({ data: 'none' }) };
const status = z.enum(EXTERNAL_SYSTEM_STATUSES);

/** Search, status and the page in the address bar; junk falls back to "all". */
export function useSystemsParams() {
  const { params, page, pageSize, update } = useTableUrlState(noSort, 'none');
  const query = useMemo(
    (): ExternalSystemsQuery => ({
      page,
      pageSize,
      q: params.get('q') || undefined,
      status: status.safeParse(params.get('status')).data,
    }),
    [params, page, pageSize],
  );
  return { query, update };
}
