import { AGENCY_SCOPES, API_SCOPE_DESCRIPTIONS, API_SCOPES } from '@afrinest/contract';
import { CheckboxListField } from '@/components/form';
import type { SystemFormValues } from '@/features/admin-external-systems/system-form-values';

const OPTIONS = API_SCOPES.map((scope) => ({
  value: scope,
  label: scope,
  description: `${API_SCOPE_DESCRIPTIONS[scope]}${AGENCY_SCOPES.includes(scope) ? ' For one agency.' : ''}`,
}));

/** What the key may call, each scope with what it allows; agency scopes name the agency below. */
export function ScopesField() {
  return (
    <CheckboxListField<SystemFormValues>
      name="scopes"
      legend="Scopes"
      options={OPTIONS}
      // Ticking an agency scope makes the agency required: the agency field is checked again.
      deps={['agencyId']}
    />
  );
}
