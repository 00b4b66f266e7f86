import { Link } from 'react-router';
import { useEnquiries } from '@/features/admin-advertising/api/enquiries';
import { textLinkClass } from '@/features/admin-advertising/ad-labels';
import { EnquiriesTable } from '@/features/admin-advertising/components/enquiries-table';
import { useEnquiriesParams } from '@/features/admin-advertising/use-enquiries-params';

/** /admin/advertisements/enquiries: "advertise with us" messages, newest first. */
export function AdvertEnquiriesPage() {
  const { query, update } = useEnquiriesParams();
  const enquiries = useEnquiries(query);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <Link to="/admin/advertisements" className={`text-sm ${textLinkClass} underline`}>
          All advertisements
        </Link>
        <h1 className="text-2xl font-semibold text-gray-900">Advertising enquiries</h1>
        <p className="text-sm text-gray-700">
          Sent from the advertise-with-us page. Reply by email, then mark the enquiry answered.
        </p>
      </div>
      <div className="flex flex-col gap-1 sm:max-w-xs">
        <label htmlFor="enquiry-status" className="text-sm font-medium text-gray-900">
          Show
        </label>
        <select
          id="enquiry-status"
          value={query.status ?? ''}
          onChange={(e) => update({ status: e.target.value || undefined })}
          className="block min-h-11 w-full rounded-md border border-gray-400 bg-white px-3 py-2 text-base text-gray-900"
        >
          <option value="">All</option>
          <option value="NEW">New</option>
          <option value="ANSWERED">Answered</option>
        </select>
      </div>
      <EnquiriesTable
        page={enquiries.data}
        pageIndex={query.page - 1}
        pageSize={query.pageSize}
        onPageChange={(index) => update({ page: index + 1 }, true)}
        isLoading={enquiries.isFetching}
        error={enquiries.isError ? enquiries.error : undefined}
        onRetry={() => void enquiries.refetch()}
      />
    </div>
  );
}
