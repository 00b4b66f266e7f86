import { toast } from 'sonner';
import type { z } from 'zod';
import { featureInputSchema, type Feature, type FeatureInput } from '@afrinest/contract';
import {
  CheckboxField,
  Form,
  FormError,
  SaveButton,
  TextField,
  useZodForm,
} from '@/components/form';
import { Button } from '@/components/ui';
import { toApiError } from '@/lib/api-client';

type FeatureInputValues = z.input<typeof featureInputSchema>;

/** Name, category and whether agents may tick it; checked as the admin types. */
export function FeatureForm({
  current,
  save,
  onSaved,
  submitLabel,
}: {
  current: Feature | null;
  save(input: FeatureInput): Promise<Feature>;
  onSaved(feature: Feature): void;
  submitLabel: string;
}) {
  const form = useZodForm(featureInputSchema, {
    defaultValues: current
      ? { name: current.name, category: current.category, active: current.active }
      : { name: '', category: 'General', active: true },
  });
  return (
    <Form
      form={form}
      aria-label="Feature"
      className="flex max-w-xl flex-col gap-4"
      onSubmit={async (input) => {
        try {
          const saved = await save(input);
          toast.success(`“${saved.name}” saved.`);
          onSaved(saved);
        } catch (e) {
          const error = toApiError(e);
          const fields = (error.details as { fields?: Record<string, string[]> } | undefined)
            ?.fields;
          if (error.status === 400 && fields)
            for (const [key, messages] of Object.entries(fields))
              form.setError(key as 'name', { message: messages[0] });
          else if (error.status === 409) form.setError('name', { message: error.message });
          else form.setError('root', { message: error.message });
          toast.error(`Not saved: ${error.message}`);
        }
      }}
    >
      <TextField<FeatureInputValues> name="name" label="Name" required maxLength={60} />
      <TextField<FeatureInputValues>
        name="category"
        label="Category"
        hint="Groups features on the listing form, e.g. Security, Outdoor."
        maxLength={40}
      />
      <CheckboxField<FeatureInputValues>
        name="active"
        label="Active: agents can tick it on listings"
      />
      <FormError />
      {current ? (
        <SaveButton>{submitLabel}</SaveButton>
      ) : (
        <div>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {submitLabel}
          </Button>
        </div>
      )}
    </Form>
  );
}
