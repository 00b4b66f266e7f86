import { useId } from 'react';
import { useController } from 'react-hook-form';
import type { Package } from '@afrinest/contract';
import { FieldShell, inputClass } from '@/components/form/field-shell';
import { Spinner } from '@/components/ui';
import { formatQuantity } from '@/features/admin-entitlements/entitlement-labels';

/** "30 days", or that it does not end. */
const validityOf = (p: Package) =>
  p.validityDays === null ? 'does not end' : `lasts ${p.validityDays} days`;

/** What a package gives, in words: "10 listings, 500 MB, WhatsApp routing". */
export const packageContents = (p: Package): string =>
  p.items
    .map((i) => (i.kind === 'FEATURE' ? i.name : `${i.name} ${formatQuantity(i, i.quantity)}`))
    .join(', ') || 'no items yet';

export interface PackageSelectProps {
  name: string;
  packages: readonly Package[] | undefined;
}

/** A whole package, chosen by name; what it holds and how long it lasts are shown under it. */
export function PackageSelect({ name, packages }: PackageSelectProps) {
  const id = useId();
  const {
    field: { ref, onBlur, onChange, value: current },
    fieldState,
  } = useController({ name });
  if (!packages) return <Spinner label="Loading the packages…" />;
  const chosen = packages.find((p) => p.id === current);
  const error = fieldState.error?.message;
  return (
    <FieldShell
      id={id}
      label="Package"
      hint={chosen ? `Gives ${packageContents(chosen)}; ${validityOf(chosen)}.` : undefined}
      hintId={`${id}-hint`}
      error={error}
      errorId={`${id}-error`}
      required
    >
      <select
        id={id}
        required
        name={name}
        ref={ref}
        value={(current as string | undefined) ?? ''}
        onBlur={onBlur}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={
          [chosen && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined
        }
        className={inputClass}
      >
        <option value="">Choose a package</option>
        {packages.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name}
            {p.visibility === 'PRIVATE' ? ' (private)' : ''}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
