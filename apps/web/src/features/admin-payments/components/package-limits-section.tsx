import { useState } from 'react';
import { toast } from 'sonner';
import type { PackageLimit } from '@afrinest/contract';
import { Button, ConfirmDialog } from '@/components/ui';
import { getErrorMessage } from '@/lib/api-client';
import { useRemovePackageLimit } from '@/features/admin-payments/api/remove-package-limit';
import { AddPackageLimitForm } from '@/features/admin-payments/components/add-package-limit-form';
import { PackageLimitDialog } from '@/features/admin-payments/components/package-limit-dialog';
import { cellClass, headCellClass, tableClass } from '@/features/admin-payments/payment-labels';

/** Every package's limit (a short list), each changed or removed; a limit added for another. */
export function PackageLimitsSection({ limits }: { limits: readonly PackageLimit[] }) {
  const remove = useRemovePackageLimit();
  const [editing, setEditing] = useState<PackageLimit>();
  const [removing, setRemoving] = useState<PackageLimit>();

  const confirmRemove = async (limit: PackageLimit) => {
    try {
      await remove.mutateAsync(limit.packageId);
      toast.success(`${limit.packageName} may be bought without a limit.`);
    } catch (e) {
      toast.error(getErrorMessage(e, 'Could not remove the limit.'));
    } finally {
      setRemoving(undefined);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      {limits.length === 0 ? (
        <p className="text-sm text-gray-700">No package is limited: any may be bought any time.</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-gray-200">
          <table className={tableClass}>
            <caption className="sr-only">Package limits</caption>
            <thead className="bg-gray-50">
              <tr>
                <th scope="col" className={headCellClass}>
                  Package
                </th>
                <th scope="col" className={headCellClass}>
                  Limit per agency
                </th>
                <th scope="col" className={headCellClass}>
                  Actions
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-200 bg-white">
              {limits.map((l) => (
                <tr key={l.packageId}>
                  <td className={cellClass}>{l.packageName}</td>
                  <td className={cellClass}>
                    {l.maxPurchases} purchase(s) in {l.periodDays} days
                  </td>
                  <td className={cellClass}>
                    <div className="flex flex-wrap gap-2">
                      <Button
                        variant="secondary"
                        size="sm"
                        aria-label={`Edit the limit for ${l.packageName}`}
                        onClick={() => setEditing(l)}
                      >
                        Edit
                      </Button>
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={`Remove the limit for ${l.packageName}`}
                        onClick={() => setRemoving(l)}
                      >
                        Remove
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <AddPackageLimitForm limits={limits} />
      {editing && <PackageLimitDialog limit={editing} onClose={() => setEditing(undefined)} />}
      {removing && (
        <ConfirmDialog
          title={`Remove the limit for ${removing.packageName}?`}
          confirmLabel="Remove the limit"
          danger
          busy={remove.isPending}
          onConfirm={() => void confirmRemove(removing)}
          onCancel={() => setRemoving(undefined)}
        >
          Agencies may then buy {removing.packageName} as often as they like.
        </ConfirmDialog>
      )}
    </div>
  );
}
