import { toast } from 'sonner';
import { itemInputSchema, type ItemInput } from '@afrinest/contract';
import { Form, FormError, useZodForm } from '@/components/form';
import { Button, ModalDialog } from '@/components/ui';
import { useCreateItem } from '@/features/admin-catalogue/api/create-item';
import { showApiErrors } from '@/features/admin-catalogue/components/api-errors';
import { ItemFields } from '@/features/admin-catalogue/components/item-fields';

const blank: ItemInput = {
  code: '',
  name: '',
  description: '',
  unit: '',
  kind: 'CONSUMABLE',
  status: 'ACTIVE',
};

/** "New item": the definition, checked as the admin types with the contract's itemInputSchema. */
export function NewItemDialog({ onClose }: { onClose(): void }) {
  const create = useCreateItem();
  const form = useZodForm(itemInputSchema, { defaultValues: blank });

  const submit = async (input: ItemInput) => {
    try {
      const created = await create.mutateAsync(input);
      toast.success(`“${created.name}” added to the catalogue.`);
      onClose();
    } catch (e) {
      showApiErrors(form, e, 'Could not add the item.');
    }
  };

  return (
    <ModalDialog title="New item" busy={create.isPending} onClose={onClose}>
      <Form
        form={form}
        onSubmit={submit}
        aria-label="New item"
        className="flex max-h-[70vh] flex-col gap-4 overflow-y-auto"
      >
        <ItemFields />
        <FormError />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" disabled={create.isPending} onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            Add the item
          </Button>
        </div>
      </Form>
    </ModalDialog>
  );
}
