import { useController } from 'react-hook-form';
import { AgencyPicker } from '@/features/admin-payments/components/agency-picker';

/** The agency picker as a form field: the chosen id is the value, the schema checks it. */
export function AgencyField({ name }: { name: string }) {
  const { field, fieldState } = useController({ name });
  return (
    <AgencyPicker
      value={(field.value as string | undefined) || undefined}
      onChange={(id) => field.onChange(id ?? '')}
      error={fieldState.error?.message}
    />
  );
}
