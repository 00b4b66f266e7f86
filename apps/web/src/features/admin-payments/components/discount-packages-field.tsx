import { useController } from 'react-hook-form';
import { FieldErrorText } from '@/components/form/field-shell';
import { Spinner } from '@/components/ui';
import { useActivePackages } from '@/features/admin-payments/api/get-active-packages';
import type { DiscountFormValues } from '@/features/admin-payments/discount-form-values';

/** The packages a code applies to, ticked from the active ones; none ticked means every one. */
export function DiscountPackagesField() {
  const packages = useActivePackages();
  const { field, fieldState } = useController<DiscountFormValues, 'packageIds'>({
    name: 'packageIds',
  });
  const chosen = field.value;
  const listed = new Set(packages.data?.data.map((p) => p.id));
  // A package archived since keeps its tick until it is removed here.
  const others = chosen.filter((id) => packages.data && !listed.has(id));
  const toggle = (id: string, on: boolean) =>
    field.onChange(on ? [...chosen, id] : chosen.filter((x) => x !== id));

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-semibold text-gray-900">Packages it applies to</legend>
      <p className="text-xs text-gray-600">
        {chosen.length === 0 ? 'None ticked: every package.' : `${chosen.length} ticked.`}
      </p>
      {packages.isPending && <Spinner size="sm" label="Loading the packages…" />}
      {packages.isError && (
        <p role="alert" className="text-sm text-red-700">
          Could not load the packages.
        </p>
      )}
      <ul className="grid gap-1 sm:grid-cols-2">
        {packages.data?.data.map((p) => (
          <li key={p.id}>
            <label className="flex items-center gap-2 text-sm text-gray-900">
              <input
                type="checkbox"
                checked={chosen.includes(p.id)}
                onChange={(e) => toggle(p.id, e.target.checked)}
                className="h-5 w-5 accent-emerald-700"
              />
              {p.name}
            </label>
          </li>
        ))}
        {others.map((id) => (
          <li key={id}>
            <label className="flex items-center gap-2 text-sm text-gray-900">
              <input
                type="checkbox"
                checked
                onChange={() => toggle(id, false)}
                className="h-5 w-5 accent-emerald-700"
              />
              A package no longer active
            </label>
          </li>
        ))}
      </ul>
      <FieldErrorText id="discount-packages-error" message={fieldState.error?.message} />
    </fieldset>
  );
}
