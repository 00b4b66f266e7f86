import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Messages } from '@afrinest/contract';
import { Alert, Button, Spinner } from '@/components/ui';
import { getErrorMessage, toApiError } from '@/lib/api-client';
import { smallLinkClass } from '@/features/admin-users/user-labels';

export interface AdminUserPageFrameProps {
  /** The user's id, from the address. */
  id: string;
  title: string;
  /** The other page of this user, linked beside "All users". */
  sibling: { page: 'edit' | 'info'; label: string };
  /** The query that loads the user; the frame shows its loading and failure. */
  query: { isPending: boolean; isError: boolean; error: unknown; refetch(): unknown };
  /** The page itself, shown once the query has succeeded. */
  children: ReactNode;
}

/**
 * Heading, links and the loading and error states shared by /admin/users/{id}/edit and
 * /admin/users/{id}/info. An id that is not a user (404, or 400 for a malformed one) cannot be
 * fixed by trying again, so it gets no retry button.
 */
export function AdminUserPageFrame({
  id,
  title,
  sibling,
  query,
  children,
}: AdminUserPageFrameProps) {
  const heading = (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-2xl font-semibold text-gray-900">{title}</h1>
      <div className="flex gap-2">
        <Link to={`/admin/users/${id}/${sibling.page}`} className={smallLinkClass}>
          {sibling.label}
        </Link>
        <Link to="/admin/users" className={smallLinkClass}>
          All users
        </Link>
      </div>
    </div>
  );

  if (query.isPending)
    return (
      <div className="flex flex-col gap-6">
        {heading}
        <Spinner label="Loading the user…" />
      </div>
    );
  if (query.isError) {
    const status = toApiError(query.error).status;
    const missing = status === 404 || status === 400;
    return (
      <div className="flex flex-col gap-6">
        {heading}
        <Alert
          variant="error"
          action={
            missing ? undefined : (
              <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
                Try again
              </Button>
            )
          }
        >
          {missing
            ? 'This user does not exist.'
            : getErrorMessage(query.error, Messages.FAILED_DATA)}
        </Alert>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      {heading}
      {children}
    </div>
  );
}
