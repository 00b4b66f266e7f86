import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import {
  API_RATE_LIMIT_MAX,
  type ExternalSystem,
  type ExternalSystemInput,
} from '@afrinest/contract';
import { Form, FormError, TextField, useZodForm } from '@/components/form';
import { showApiErrors } from '@/components/form/show-api-errors';
import { Button } from '@/components/ui';
import {
  useCreateExternalSystem,
  useUpdateExternalSystem,
} from '@/features/admin-external-systems/api/save-external-system';
import { AgencyField } from '@/features/admin-external-systems/components/agency-field';
import { KeyDialog } from '@/features/admin-external-systems/components/key-dialog';
import { ScopesField } from '@/features/admin-external-systems/components/scopes-field';
import {
  blankSystem,
  systemFormSchema,
  systemToForm,
  type SystemFormValues,
} from '@/features/admin-external-systems/system-form-values';

export interface SystemEditorProps {
  /** The system as read; none for a new one. */
  system?: ExternalSystem;
}

/**
 * A new external system (POST, then its key once) or an edit (PUT of the whole system), checked
 * as typed with the contract's externalSystemInputSchema.
 */
export function SystemEditor({ system }: SystemEditorProps) {
  const navigate = useNavigate();
  const create = useCreateExternalSystem();
  const update = useUpdateExternalSystem();
  const [created, setCreated] = useState<{ id: string; apiKey: string }>();
  const form = useZodForm(systemFormSchema, {
    defaultValues: system ? systemToForm(system) : blankSystem(),
  });

  const submit = async (input: ExternalSystemInput) => {
    try {
      if (system) {
        const saved = await update.mutateAsync({ id: system.id, input });
        toast.success(`${saved.name} saved.`);
        form.reset(systemToForm(saved));
      } else {
        const answer = await create.mutateAsync(input);
        toast.success(`${answer.system.name} added.`);
        setCreated({ id: answer.system.id, apiKey: answer.apiKey });
      }
    } catch (e) {
      showApiErrors(form, e, 'Could not save the external system.');
    }
  };

  return (
    <>
      <Form
        form={form}
        onSubmit={submit}
        aria-label={system ? `Edit ${system.name}` : 'New external system'}
        className="flex flex-col gap-4"
      >
        <TextField<SystemFormValues>
          name="name"
          label="Name"
          hint="The partner’s system, e.g. “Kampala Homes CRM”."
          required
        />
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField<SystemFormValues> name="ownerName" label="Owner’s name" required />
          <TextField<SystemFormValues>
            name="ownerEmail"
            label="Owner’s email"
            type="email"
            inputMode="email"
            required
          />
          <TextField<SystemFormValues> name="ownerPhone" label="Owner’s phone" type="tel" />
        </div>
        <ScopesField />
        <AgencyField />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField<SystemFormValues>
            name="expiresOn"
            label="Expires after"
            type="date"
            hint="The key stops working after this day. Empty: never."
          />
          <TextField<SystemFormValues>
            name="rateLimitPerMinute"
            label="Calls per minute"
            type="number"
            inputMode="numeric"
            min={1}
            max={API_RATE_LIMIT_MAX}
            hint="More calls in a minute are refused until the next."
            required
          />
        </div>
        <FormError />
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="submit" loading={form.formState.isSubmitting}>
            {system ? 'Save the external system' : 'Add the external system'}
          </Button>
        </div>
      </Form>
      {created && (
        <KeyDialog
          apiKey={created.apiKey}
          intro="The external system was added. Its calls carry this key."
          onClose={() =>
            void navigate(`/admin/external-systems/${created.id}/edit`, { replace: true })
          }
        />
      )}
    </>
  );
}
