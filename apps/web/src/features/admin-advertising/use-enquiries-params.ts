import { useMemo } from 'react';
import { AD_ENQUIRY_STATUSES } from '@afrinest/contract';
import { useTableUrlState, type SortSchema } from '@/components/data-table';
import type { EnquiriesQuery, EnquiryStatus } from '@/features/admin-advertising/api/enquiries';

const noSort: SortSchema<'none'> = { safeParse: () => ({ data: 'none' }) };
const isStatus = (v: string | null): v is EnquiryStatus =>
  (AD_ENQUIRY_STATUSES as readonly (string | null)[]).includes(v);

/** The status filter and the page in the address bar; junk falls back to "all". */
export function useEnquiriesParams() {
  const { params, page, pageSize, update } = useTableUrlState(noSort, 'none');
  const query = useMemo((): EnquiriesQuery => {
    const status = params.get('status');
    return { page, pageSize, status: isStatus(status) ? status : undefined };
  }, [params, page, pageSize]);
  return { query, update };
}
