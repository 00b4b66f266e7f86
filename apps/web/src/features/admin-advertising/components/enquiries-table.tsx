import { toast } from 'sonner';
import { AD_SLOTS, type AdEnquiry } from '@afrinest/contract';
import {
  createDataTableColumnHelper,
  DataTable,
  type PagedTableProps,
  pagedTableProps,
} from '@/components/data-table';
import { Badge, Button } from '@/components/ui';
import { toApiError } from '@/lib/api-client';
import { useSetEnquiryStatus } from '@/features/admin-advertising/api/enquiries';
import { slotLabel, textLinkClass } from '@/features/admin-advertising/ad-labels';

const column = createDataTableColumnHelper<AdEnquiry>();
const sentAt = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const slotOrder = (slots: AdEnquiry['slots']) => AD_SLOTS.filter((s) => slots.includes(s));

/** A reply in the admin's own mail program, the subject already written. */
const mailto = (e: AdEnquiry) =>
  `mailto:${encodeURIComponent(e.email)}?subject=${encodeURIComponent('Your advertising enquiry')}`;

function AnsweredButton({ enquiry }: { enquiry: AdEnquiry }) {
  const change = useSetEnquiryStatus();
  const answered = enquiry.status === 'ANSWERED';
  const toggle = async () => {
    try {
      await change.mutateAsync({ id: enquiry.id, status: answered ? 'NEW' : 'ANSWERED' });
      toast.success(answered ? 'Marked as new.' : 'Marked as answered.');
    } catch (e) {
      toast.error(toApiError(e).message);
    }
  };
  return (
    <Button
      variant="secondary"
      size="sm"
      loading={change.isPending}
      aria-label={`${answered ? 'Mark as new' : 'Mark as answered'}: ${enquiry.name}`}
      onClick={() => void toggle()}
    >
      {answered ? 'Mark as new' : 'Mark answered'}
    </Button>
  );
}

const columns = column.columns([
  column.accessor('name', {
    header: 'From',
    enableSorting: false,
    cell: ({ row: { original: e } }) => (
      <div className="flex min-w-44 flex-col">
        <span className="font-medium text-gray-900">{e.name}</span>
        {e.company && <span className="text-xs text-gray-700">{e.company}</span>}
        <a href={mailto(e)} className={`text-sm ${textLinkClass}`}>
          {e.email}
        </a>
        {e.phone && <span className="text-xs text-gray-700">{e.phone}</span>}
      </div>
    ),
  }),
  column.accessor('message', {
    header: 'Message',
    enableSorting: false,
    cell: ({ row: { original: e } }) => (
      <div className="flex max-w-prose min-w-60 flex-col gap-1">
        <p className="whitespace-pre-line text-sm text-gray-800">{e.message}</p>
        {e.slots.length > 0 && (
          <p className="text-xs text-gray-700">
            Interested in: {slotOrder(e.slots).map(slotLabel).join(', ')}
          </p>
        )}
      </div>
    ),
  }),
  column.accessor('createdAt', {
    header: 'Sent',
    enableSorting: false,
    cell: (c) => <span className="whitespace-nowrap">{sentAt.format(new Date(c.getValue()))}</span>,
  }),
  column.accessor('status', {
    header: 'Status',
    enableSorting: false,
    cell: (c) => (
      <Badge tone={c.getValue() === 'NEW' ? 'warning' : 'success'}>
        {c.getValue() === 'NEW' ? 'New' : 'Answered'}
      </Badge>
    ),
  }),
  column.display({
    id: 'actions',
    header: 'Actions',
    cell: ({ row }) => <AnsweredButton enquiry={row.original} />,
  }),
]);

/** Enquiries, one server page at a time, with a reply link and "mark answered". */
export function EnquiriesTable(props: PagedTableProps<AdEnquiry>) {
  return (
    <DataTable
      caption="Advertising enquiries"
      columns={columns}
      {...pagedTableProps(props)}
      emptyMessage="No enquiries here."
      getRowLabel={(e) => e.name}
    />
  );
}
