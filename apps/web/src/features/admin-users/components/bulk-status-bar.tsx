import { useId, useState } from 'react';
import { toast } from 'sonner';
import { bulkUserStatusSchema, type UserStatus } from '@afrinest/contract';
import { inputClass } from '@/components/form/field-shell';
import { Alert, Button, cn } from '@/components/ui';
import { getErrorMessage } from '@/lib/api-client';
import { useBulkUserStatus } from '@/features/admin-users/api/bulk-user-status';
import { countOf } from '@/features/admin-users/user-labels';

export interface BulkStatusBarProps {
  selectedIds: string[];
  /** After a change went through: the table starts a fresh selection. */
  onDone(): void;
}

/**
 * Suspend or reactivate the selected users (issue 3: bulk selection). A suspension needs a
 * reason, which the users see; the server applies all or none.
 */
export function BulkStatusBar({ selectedIds, onDone }: BulkStatusBarProps) {
  const id = useId();
  const mutation = useBulkUserStatus();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const count = selectedIds.length;
  if (count === 0) return null;

  const apply = async (status: UserStatus) => {
    setFailure(null);
    // The contract's schema, as the server checks it: a reason of 3+ characters to suspend.
    const input = bulkUserStatusSchema.safeParse({
      ids: selectedIds,
      status,
      ...(status === 'SUSPENDED' ? { reason } : {}),
    });
    if (!input.success) {
      const issue = input.error.issues.find((i) => i.path[0] === 'reason') ?? input.error.issues[0];
      setReasonError(issue?.message ?? null);
      return;
    }
    setReasonError(null);
    try {
      const result = await mutation.mutateAsync(input.data);
      toast.success(
        `${countOf(result.updated, 'user')} ${status === 'SUSPENDED' ? 'suspended' : 'reactivated'}.`,
      );
      setReason('');
      onDone();
    } catch (e) {
      setFailure(getErrorMessage(e, 'Could not change the selected users.'));
    }
  };

  return (
    <section
      aria-label="Bulk actions"
      className="flex flex-col gap-3 rounded-lg border border-emerald-300 bg-emerald-50 p-3 sm:p-4"
    >
      <p className="text-sm font-semibold text-gray-900" aria-live="polite">
        {countOf(count, 'user')} selected
      </p>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-reason`} className="text-sm font-medium text-gray-900">
          Reason for suspending
        </label>
        <textarea
          id={`${id}-reason`}
          rows={2}
          maxLength={500}
          value={reason}
          onChange={(e) => {
            setReason(e.target.value);
            if (reasonError) setReasonError(null);
          }}
          aria-invalid={reasonError ? true : undefined}
          aria-describedby={`${id}-hint${reasonError ? ` ${id}-error` : ''}`}
          className={cn(inputClass, 'min-h-16')}
        />
        <p id={`${id}-hint`} className="text-xs text-gray-700">
          Shown to the users when they next use the site. Not needed to reactivate.
        </p>
        {reasonError && (
          <p id={`${id}-error`} className="text-sm text-red-700">
            {reasonError}
          </p>
        )}
      </div>
      {failure && <Alert variant="error">{failure}</Alert>}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="danger"
          loading={mutation.isPending && mutation.variables?.status === 'SUSPENDED'}
          disabled={mutation.isPending}
          onClick={() => void apply('SUSPENDED')}
        >
          Suspend {countOf(count, 'user')}
        </Button>
        <Button
          variant="secondary"
          loading={mutation.isPending && mutation.variables?.status === 'ACTIVE'}
          disabled={mutation.isPending}
          onClick={() => void apply('ACTIVE')}
        >
          Reactivate {countOf(count, 'user')}
        </Button>
      </div>
    </section>
  );
}
