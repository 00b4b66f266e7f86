import { useId, useState } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import type { Country, UpdateProfileInput } from '@afrinest/contract';
import { FieldShell, inputClass } from '@/components/form/field-shell';
import { splitE164, toE164 } from '@/features/profile/phone-number';

export interface PhoneFieldProps {
  countries: Country[];
  /** The calling code to offer first (the person's country, else Uganda's). */
  defaultCallingCode: string;
}

/**
 * Phone in E.164 with a calling-code picker: people type their number the way they write it at
 * home (0772 123456) and the form stores +256772123456.
 */
export function PhoneField({ countries, defaultCallingCode }: PhoneFieldProps) {
  const { getValues, setValue } = useFormContext<UpdateProfileInput>();
  const { errors } = useFormState<UpdateProfileInput>({ name: 'phone' });
  const id = useId();
  const codes = [...new Set(countries.map((c) => c.callingCode))];
  const [initial] = useState(() => splitE164(getValues('phone') ?? '', codes));
  const [code, setCode] = useState(initial.callingCode ?? defaultCallingCode);
  const [national, setNational] = useState(initial.national);
  const error = errors.phone?.message;

  const update = (nextCode: string, nextNational: string) => {
    setCode(nextCode);
    setNational(nextNational);
    setValue('phone', toE164(nextCode, nextNational), { shouldDirty: true, shouldValidate: true });
  };

  return (
    <FieldShell
      id={id}
      label="Phone"
      hint="Optional. Agents call or WhatsApp you on this number."
      hintId={`${id}-hint`}
      error={error}
      errorId={`${id}-error`}
    >
      <div className="flex gap-2">
        {/* Fixed-width picker, the number takes the rest: both fit a 320 px phone screen. */}
        <div className="w-28 shrink-0">
          <select
            aria-label="Country calling code"
            value={code}
            onChange={(e) => update(e.target.value, national)}
            className={inputClass}
          >
            {countries.map((c) => (
              <option key={c.id} value={c.callingCode}>
                {c.iso2} {c.callingCode.startsWith('+') ? c.callingCode : `+${c.callingCode}`}
              </option>
            ))}
          </select>
        </div>
        <div className="min-w-0 flex-1">
          <input
            id={id}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            placeholder="0772 123456"
            value={national}
            onChange={(e) => update(code, e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={[`${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ')}
            className={inputClass}
          />
        </div>
      </div>
    </FieldShell>
  );
}
