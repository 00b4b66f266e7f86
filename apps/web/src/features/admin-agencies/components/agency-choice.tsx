import { useId, useState } from 'react';
import { AgencyMatches } from '@/components/agency-picker';
import { inputClass } from '@/components/form/field-shell';
import { Button } from '@/components/ui';
import { useAdminAgencies } from '@/features/admin-agencies/api/get-admin-agencies';
import { useAdminAgency } from '@/features/admin-agencies/api/get-admin-agency';

export interface AgencyChoiceProps {
  label: string;
  /** The chosen agency's id, or undefined for none. */
  value: string | undefined;
  onChange(id: string | undefined): void;
}

/** Choose an agency by typing part of its name; the choice is shown by name with a Clear button. */
export function AgencyChoice({ label, value, onChange }: AgencyChoiceProps) {
  const id = useId();
  const [text, setText] = useState('');
  const chosen = useAdminAgency(value ?? '');
  const q = text.trim();
  const matches = useAdminAgencies({ q, page: 1, pageSize: 8 });

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-gray-900">
        {label}
      </label>
      {value && (
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span>
            Showing: <strong>{chosen.data?.name ?? '…'}</strong>
          </span>
          <Button variant="ghost" size="sm" onClick={() => onChange(undefined)}>
            All agencies
          </Button>
        </div>
      )}
      <input
        id={id}
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder="Type part of the agency’s name"
        maxLength={200}
        className={inputClass}
      />
      {q && matches.data && (
        <AgencyMatches
          agencies={matches.data.data}
          onChoose={(agencyId) => {
            onChange(agencyId);
            setText('');
          }}
        />
      )}
    </div>
  );
}
