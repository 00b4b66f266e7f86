import { useId } from 'react';
import { useFormContext } from 'react-hook-form';

/**
 * The honeypot of a public form: a `website` field people never see nor hear (off screen, hidden
 * from screen readers, out of the tab order), which form-filling robots fill. The API answers
 * such a submission as sent and keeps nothing.
 */
export function HoneypotField() {
  const { register } = useFormContext<{ website: string }>();
  const id = useId();
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={id}>Website</label>
      <input id={id} type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
    </div>
  );
}
