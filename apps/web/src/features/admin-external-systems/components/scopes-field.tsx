import { useId } from 'react';
import { useController } from 'react-hook-form';
import { AGENCY_SCOPES, API_SCOPE_DESCRIPTIONS, API_SCOPES } from '@afrinest/contract';
import type { SystemFormValues } from '@/features/admin-external-systems/system-form-values';

/** What the key may call, each scope with what it allows; agency scopes name the agency below. */
export function ScopesField() {
  const { field, fieldState } = useController<SystemFormValues, 'scopes'>({
    name: 'scopes',
    // Ticking an agency scope makes the agency required: the agency field is checked again.
    rules: { deps: ['agencyId'] },
  });
  const chosen = field.value;
  const id = useId();
  const errorId = `${id}-error`;
  const toggle = (value: string, on: boolean) =>
    field.onChange(on ? [...chosen, value] : chosen.filter((v) => v !== value));
  return (
    <fieldset
      className="flex flex-col gap-2"
      aria-describedby={fieldState.error ? errorId : undefined}
    >
      <legend className="text-sm font-medium text-gray-900">Scopes</legend>
      <div className="grid gap-2 md:grid-cols-2">
        {API_SCOPES.map((scope) => (
          <div key={scope} className="flex items-start gap-2 text-sm">
            <input
              id={`${id}-${scope}`}
              type="checkbox"
              checked={chosen.includes(scope)}
              onChange={(e) => toggle(scope, e.target.checked)}
              onBlur={field.onBlur}
              aria-describedby={`${id}-${scope}-about`}
              className="mt-0.5 h-5 w-5 shrink-0 cursor-pointer accent-emerald-700"
            />
            <div className="flex flex-col">
              <label htmlFor={`${id}-${scope}`} className="cursor-pointer font-mono text-gray-900">
                {scope}
              </label>
              <span id={`${id}-${scope}-about`} className="text-xs text-gray-600">
                {API_SCOPE_DESCRIPTIONS[scope]}
                {AGENCY_SCOPES.includes(scope) && ' For one agency.'}
              </span>
            </div>
          </div>
        ))}
      </div>
      {fieldState.error?.message && (
        <p id={errorId} className="text-sm text-red-700">
          {fieldState.error.message}
        </p>
      )}
    </fieldset>
  );
}
