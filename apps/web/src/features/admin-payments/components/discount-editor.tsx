import { useState } from 'react';
import { toast } from 'sonner';
import { CommerceErrorCode, type Discount, type DiscountInput } from '@afrinest/contract';
import { Form, FormError, useZodForm } from '@/components/form';
import { showApiErrors } from '@/components/form/show-api-errors';
import { Alert, Button } from '@/components/ui';
import { toApiError } from '@/lib/api-client';
import { useCreateDiscount } from '@/features/admin-payments/api/create-discount';
import { useUpdateDiscount } from '@/features/admin-payments/api/update-discount';
import { DiscountFields } from '@/features/admin-payments/components/discount-fields';
import {
  blankDiscount,
  discountFormSchema,
  discountToForm,
} from '@/features/admin-payments/discount-form-values';

export interface DiscountEditorProps {
  /** The code being edited, as read; none for a new one. */
  discount?: Discount;
  /** Reads the code again after someone else saved it (409 STALE_VERSION). */
  reload(id: string): Promise<Discount | undefined>;
  onDone(): void;
}

/**
 * A new discount code (POST) or an edit of one (PUT with the version it was read at), checked
 * as typed with the contract's discountInputSchema. A stale version says so with the API's
 * message; Reload shows the latest saved code, to change again.
 */
export function DiscountEditor({ discount, reload, onDone }: DiscountEditorProps) {
  const create = useCreateDiscount();
  const update = useUpdateDiscount();
  const [base, setBase] = useState(discount);
  const [stale, setStale] = useState<string>();
  const [reloading, setReloading] = useState(false);
  const form = useZodForm(discountFormSchema, {
    defaultValues: discount ? discountToForm(discount) : blankDiscount,
  });

  const submit = async (input: DiscountInput) => {
    setStale(undefined);
    try {
      const saved = base
        ? await update.mutateAsync({ id: base.id, input: { ...input, version: base.version } })
        : await create.mutateAsync(input);
      toast.success(`${saved.code} ${base ? 'saved' : 'added'}.`);
      onDone();
    } catch (e) {
      const error = toApiError(e);
      if (error.code === CommerceErrorCode.STALE_VERSION) setStale(error.message);
      else if (error.code === CommerceErrorCode.CODE_TAKEN)
        form.setError('code', { message: error.message });
      else showApiErrors(form, e, 'Could not save the discount code.');
    }
  };

  const runReload = async () => {
    if (!base) return;
    setReloading(true);
    try {
      const fresh = await reload(base.id);
      if (!fresh) throw new Error('This code is no longer listed here. Close and search for it.');
      setBase(fresh);
      setStale(undefined);
      form.reset(discountToForm(fresh));
    } catch (e) {
      toast.error(toApiError(e).message);
    } finally {
      setReloading(false);
    }
  };

  const busy = form.formState.isSubmitting;
  return (
    <Form
      form={form}
      onSubmit={submit}
      aria-label={base ? `Edit ${base.code}` : 'New discount code'}
      className="flex flex-col gap-4"
    >
      <DiscountFields />
      {stale !== undefined && (
        <Alert
          variant="error"
          action={
            <Button
              variant="secondary"
              size="sm"
              loading={reloading}
              onClick={() => void runReload()}
            >
              Reload
            </Button>
          }
        >
          {stale} Reloading shows the code as they saved it; then make your change again.
        </Alert>
      )}
      <FormError />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" disabled={busy} onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" loading={busy}>
          {base ? 'Save the code' : 'Add the code'}
        </Button>
      </div>
    </Form>
  );
}
