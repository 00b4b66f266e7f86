import type { FormHTMLAttributes, ReactNode } from 'react';
import { FormProvider } from 'react-hook-form';
import type { FieldValues, SubmitHandler, UseFormReturn } from 'react-hook-form';

export interface FormProps<TInput extends FieldValues, TOutput extends FieldValues> extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'children'
> {
  /** The value returned by useZodForm. */
  form: UseFormReturn<TInput, unknown, TOutput>;
  /** Called only with valid, parsed values. */
  onSubmit: SubmitHandler<TOutput>;
  children: ReactNode;
}

/**
 * A <form> that shares its react-hook-form instance with the fields inside it.
 * noValidate: the schema's messages are shown inline instead of the browser's
 * bubbles, which differ per browser and language.
 */
export function Form<TInput extends FieldValues, TOutput extends FieldValues>({
  form,
  onSubmit,
  children,
  ...rest
}: FormProps<TInput, TOutput>) {
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit(onSubmit)} {...rest}>
        {children}
      </form>
    </FormProvider>
  );
}
