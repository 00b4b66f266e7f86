import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { CommerceMessages } from '@afrinest/contract';
import { cn, focusRing } from '@/components/ui';
import type { DetailsValues } from '@/features/admin-catalogue/details-schema';

/**
 * Archive or restore the package (its status), inside the details <Form>. An archived package
 * is no longer sold or granted; agencies keep what they hold. The FREE package cannot be archived.
 */
export function ArchiveCheckbox({ locked }: { locked: boolean }) {
  const id = useId();
  const form = useFormContext<DetailsValues>();
  const status = useWatch({ control: form.control, name: 'status' });
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          checked={status === 'ARCHIVED'}
          disabled={locked}
          aria-describedby={`${id}-hint`}
          className={cn('mt-0.5 h-5 w-5 shrink-0 cursor-pointer accent-emerald-700', focusRing)}
          onChange={(e) =>
            form.setValue('status', e.target.checked ? 'ARCHIVED' : 'ACTIVE', {
              shouldDirty: true,
              shouldValidate: true,
            })
          }
        />
        <label htmlFor={id} className="cursor-pointer text-sm text-gray-900">
          Archived: no longer sold or granted
        </label>
      </div>
      <p id={`${id}-hint`} className="pl-8 text-xs text-gray-600">
        {locked
          ? CommerceMessages.FREE_PACKAGE_LOCKED
          : 'Agencies keep what they already hold. Untick to restore it.'}
      </p>
    </div>
  );
}
