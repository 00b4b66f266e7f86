import { Link } from 'react-router';
import { loginFailureLabels, type LoginLog, type LoginLogSort } from '@afrinest/contract';
import {
  createDataTableColumnHelper,
  DataTable,
  serverTableProps,
  type ServerTableProps,
} from '@/components/data-table';
import { Badge } from '@/components/ui';

const formatDateTime = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'medium' });
const linkClass =
  'font-medium text-emerald-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700';

/** "Chrome on Android" from a user agent, for a narrow column; the full text is in the details. */
export function deviceOf(userAgent: string | null): string {
  if (!userAgent) return '—';
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /OPR\/|Opera/.test(userAgent)
      ? 'Opera'
      : /Chrome\//.test(userAgent)
        ? 'Chrome'
        : /Firefox\//.test(userAgent)
          ? 'Firefox'
          : /Safari\//.test(userAgent)
            ? 'Safari'
            : null;
  const system = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad/.test(userAgent)
      ? 'iOS'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS X/.test(userAgent)
          ? 'macOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : null;
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? (userAgent.length > 40 ? `${userAgent.slice(0, 39)}…` : userAgent);
}

export const reasonLabel = (reason: string | null) =>
  loginFailureLabels[reason ?? ''] ?? reason ?? 'Failed';

const column = createDataTableColumnHelper<LoginLog>();

// Column ids are the API's sort keys, so the table's sorting state is the request's sort.
const columns = column.columns([
  column.accessor('createdAt', {
    id: 'createdAt',
    header: 'When',
    sortDescFirst: true,
    cell: (c) => <span className="whitespace-nowrap">{formatDateTime(c.getValue())}</span>,
  }),
  column.accessor('email', {
    id: 'email',
    header: 'User',
    cell: ({ row }) => {
      const r = row.original;
      return (
        <div className="flex min-w-40 flex-col">
          {r.userId ? (
            <Link to={`/admin/users/${r.userId}/info`} className={linkClass}>
              {r.userName ?? r.email ?? r.userId}
            </Link>
          ) : (
            <span className="text-gray-700">No account</span>
          )}
          <span className="break-all text-gray-700">{r.email ?? 'email not read'}</span>
        </div>
      );
    },
  }),
  column.accessor('success', {
    id: 'success',
    header: 'Result',
    cell: ({ row }) =>
      row.original.success ? (
        <Badge tone="success">Signed in</Badge>
      ) : (
        <Badge tone="danger">{reasonLabel(row.original.reason)}</Badge>
      ),
  }),
  column.accessor('ip', { id: 'ip', header: 'IP address', cell: (c) => c.getValue() ?? '—' }),
  column.accessor('userAgent', {
    header: 'Device',
    enableSorting: false,
    cell: (c) => deviceOf(c.getValue()),
  }),
]);

export type LoginLogsTableProps = ServerTableProps<LoginLog, LoginLogSort>;

/** Sign-in attempts, one server page at a time; a row opens to the full device and account. */
export function LoginLogsTable(props: LoginLogsTableProps) {
  return (
    <DataTable
      caption="Sign-in attempts"
      columns={columns}
      {...serverTableProps(props)}
      emptyMessage="No sign-in attempts match these filters."
      getRowLabel={(r) => `${r.email ?? 'unknown'} at ${formatDateTime(r.createdAt)}`}
      renderExpanded={(row) => (
        <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[8rem_1fr]">
          <dt className="font-medium text-gray-700">User agent</dt>
          <dd className="break-all">{row.original.userAgent ?? '—'}</dd>
          <dt className="font-medium text-gray-700">Account id</dt>
          <dd className="break-all">{row.original.userId ?? 'No account with this email'}</dd>
          {!row.original.success && (
            <>
              <dt className="font-medium text-gray-700">Code</dt>
              <dd>{row.original.reason ?? '—'}</dd>
            </>
          )}
        </dl>
      )}
    />
  );
}
