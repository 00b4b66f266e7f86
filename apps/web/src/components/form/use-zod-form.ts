import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { FieldValues, UseFormProps, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

export type ZodFormSchema = z.ZodType<FieldValues, FieldValues>;

export type UseZodFormOptions<TSchema extends ZodFormSchema> = Omit<
  UseFormProps<z.input<TSchema>, unknown, z.output<TSchema>>,
  'resolver'
>;

export type ZodForm<TSchema extends ZodFormSchema> = UseFormReturn<
  z.input<TSchema>,
  unknown,
  z.output<TSchema>
>;

/**
 * react-hook-form bound to a zod schema (usually one from @afrinest/contract),
 * so the browser checks exactly what the API checks, with the same messages.
 * Validates as the user types (mode 'onChange'); callers may override the mode.
 * onSubmit receives the schema's parsed output (trimmed, coerced, defaulted).
 */
export function useZodForm<TSchema extends ZodFormSchema>(
  schema: TSchema,
  options?: UseZodFormOptions<TSchema>,
): ZodForm<TSchema> {
  return useForm<z.input<TSchema>, unknown, z.output<TSchema>>({
    mode: 'onChange',
    ...options,
    resolver: zodResolver(schema),
  });
}
