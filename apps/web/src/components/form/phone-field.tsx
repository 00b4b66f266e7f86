import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { TextField, type TextFieldProps } from './text-field';

/** How numbers may be typed: the contract's phone rule (local Ugandan or international). */
export const PHONE_HINT = 'Type it as you write it (0772 123456), or with + and the country code.';

export type PhoneFieldProps<TFieldValues extends FieldValues = FieldValues> = Omit<
  TextFieldProps<TFieldValues>,
  'type' | 'hint'
> & {
  /** What the number is for; the typing hint follows it. */
  hint?: ReactNode;
};

/**
 * The one phone field: a number typed the way people write it at home is as good as one in
 * international format; the contract's phone rule (checked as they type) stores it as E.164.
 */
export function PhoneField<TFieldValues extends FieldValues = FieldValues>({
  hint,
  placeholder = '0772 123456',
  autoComplete = 'tel',
  ...props
}: PhoneFieldProps<TFieldValues>) {
  return (
    <TextField<TFieldValues>
      type="tel"
      inputMode="tel"
      placeholder={placeholder}
      autoComplete={autoComplete}
      hint={
        <>
          {hint && <>{hint} </>}
          {PHONE_HINT}
        </>
      }
      {...props}
    />
  );
}
