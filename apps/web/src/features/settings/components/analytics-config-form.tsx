import { useEffect } from 'react';
import {
  updateAnalyticsConfigSchema,
  type AnalyticsConfig,
  type UpdateAnalyticsConfig,
} from '@afrinest/contract';
import { CheckboxField, Form, SaveButton, TextField, useZodForm } from '@/components/form';

export interface AnalyticsConfigFormProps {
  current: AnalyticsConfig;
  onSubmit(values: UpdateAnalyticsConfig): Promise<void>;
}

export function AnalyticsConfigForm({ current, onSubmit }: AnalyticsConfigFormProps) {
  const form = useZodForm(updateAnalyticsConfigSchema, {
    defaultValues: { measurementId: current.measurementId, isEnabled: current.isEnabled },
  });

  // Whether an id is required depends on the box: check the id again whenever it is ticked.
  const isEnabled = form.watch('isEnabled');
  const { trigger } = form;
  useEffect(() => {
    void trigger('measurementId');
  }, [isEnabled, trigger]);

  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      aria-label="Google Analytics settings"
      className="flex flex-col gap-4"
    >
      <TextField<UpdateAnalyticsConfig>
        name="measurementId"
        label="GA4 measurement id"
        placeholder="G-XXXXXXXXXX"
        hint="Found in Google Analytics under Admin → Data streams. Leave empty to remove it."
        autoComplete="off"
        spellCheck={false}
      />
      <CheckboxField<UpdateAnalyticsConfig>
        name="isEnabled"
        label="Track visits with Google Analytics"
        hint="Administrators are never tracked."
      />
      <SaveButton>Save settings</SaveButton>
    </Form>
  );
}
