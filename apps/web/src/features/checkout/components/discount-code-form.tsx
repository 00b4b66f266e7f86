import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { quoteInputSchema, type QuoteInput } from '@afrinest/contract';
import { Form, TextField, useZodForm } from '@/components/form';
import { Button } from '@/components/ui';
import { toApiError } from '@/lib/api-client';
import { getQuoteQueryOptions } from '@/features/checkout/api/get-quote';

// The contract's own rule for a code (trimmed, upper-case, at most 30 characters).
const schema = z.object({ discountCode: quoteInputSchema.shape.discountCode });
type Values = z.input<typeof schema>;

/**
 * A discount code: Apply asks for the quote with it, and only a quote the API gave makes it the
 * order's code. A code it refuses shows the API's message under the field.
 */
export function DiscountCodeForm({
  order,
  applied,
  onApplied,
}: {
  order: QuoteInput;
  applied: string | undefined;
  onApplied(code: string | undefined): void;
}) {
  const queryClient = useQueryClient();
  const form = useZodForm(schema, { defaultValues: { discountCode: applied ?? '' } });

  const apply = async ({ discountCode }: { discountCode?: string }) => {
    if (!discountCode) return onApplied(undefined);
    try {
      await queryClient.fetchQuery(getQuoteQueryOptions({ ...order, discountCode }));
      onApplied(discountCode);
    } catch (e) {
      form.setError('discountCode', { message: toApiError(e).message });
    }
  };

  return (
    <Form form={form} onSubmit={apply} aria-label="Discount code" className="flex flex-col gap-2">
      <div className="flex items-start gap-2">
        <div className="grow">
          <TextField<Values>
            name="discountCode"
            label="Discount code"
            autoComplete="off"
            autoCapitalize="characters"
          />
        </div>
        <Button
          type="submit"
          variant="secondary"
          className="mt-6"
          loading={form.formState.isSubmitting}
        >
          Apply
        </Button>
      </div>
      {applied && (
        <p className="flex flex-wrap items-center gap-2 text-sm text-emerald-800">
          Code {applied} applied.
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              form.reset({ discountCode: '' });
              onApplied(undefined);
            }}
          >
            Remove
          </Button>
        </p>
      )}
    </Form>
  );
}
