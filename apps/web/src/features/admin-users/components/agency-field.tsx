import { useId, useState } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import type { UpdateAdminUserInput } from '@afrinest/contract';
import { FieldErrorText, inputClass } from '@/components/form/field-shell';
import { Button } from '@/components/ui';
import { useAgencyName } from '@/features/admin-users/api/get-agency-name';
import { useSearchAgencies } from '@/features/admin-users/api/search-agencies';

/**
 * The user's agency, chosen by typing part of its name and shown by name; "No agency" clears
 * it. The API checks the id against the agencies table, so a stale choice is refused there.
 */
export function AgencyField() {
  const id = useId();
  const form = useFormContext<UpdateAdminUserInput>();
  const { errors } = useFormState({ name: 'agencyId' });
  const agencyId = form.watch('agencyId') || null;
  const name = useAgencyName(agencyId);
  const [text, setText] = useState('');
  const q = text.trim();
  const matches = useSearchAgencies(q);
  const choose = (next: string) => {
    form.setValue('agencyId', next, { shouldDirty: true, shouldValidate: true });
    setText('');
  };

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-semibold text-gray-900">Agency</legend>
      <div className="flex flex-wrap items-center gap-2 text-sm" aria-live="polite">
        <span>
          Now:{' '}
          <strong>
            {!agencyId
              ? 'No agency'
              : name.isError
                ? 'An agency that no longer exists'
                : (name.data ?? '…')}
          </strong>
        </span>
        {agencyId && (
          <Button variant="ghost" size="sm" onClick={() => choose('')}>
            No agency
          </Button>
        )}
      </div>
      <label htmlFor={id} className="text-sm font-medium text-gray-900">
        Find an agency by name
      </label>
      <input
        id={id}
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder="e.g. Kampala Homes"
        maxLength={200}
        className={inputClass}
        aria-describedby={`${id}-hint`}
      />
      <p id={`${id}-hint`} className="text-xs text-gray-600">
        The agency this user works for. Agents and super agents belong to one agency.
      </p>
      {q && matches.data && (
        <ul aria-label="Matching agencies" className="flex flex-wrap gap-2">
          {matches.data.data.length === 0 && <li className="text-sm">No agency has that name.</li>}
          {matches.data.data.map((a) => (
            <li key={a.id}>
              <Button variant="secondary" size="sm" onClick={() => choose(a.id)}>
                {a.name}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <FieldErrorText id={`${id}-error`} message={errors.agencyId?.message as string | undefined} />
    </fieldset>
  );
}
