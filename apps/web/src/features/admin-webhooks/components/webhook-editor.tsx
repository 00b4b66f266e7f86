import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import {
  WebhookErrorCode,
  type WebhookEndpoint,
  type WebhookEndpointInput,
} from '@afrinest/contract';
import { CheckboxField, Form, FormError, TextField, useZodForm } from '@/components/form';
import { showApiErrors } from '@/components/form/show-api-errors';
import { Button } from '@/components/ui';
import { toApiError } from '@/lib/api-client';
import { useCreateWebhook, useUpdateWebhook } from '@/features/admin-webhooks/api/save-webhook';
import { AgencyField } from '@/features/admin-webhooks/components/agency-field';
import { EventsField } from '@/features/admin-webhooks/components/events-field';
import { SecretDialog } from '@/features/admin-webhooks/components/secret-dialog';
import {
  blankWebhook,
  webhookFormSchema,
  webhookToForm,
  type WebhookFormValues,
} from '@/features/admin-webhooks/webhook-form-values';

export interface WebhookEditorProps {
  /** The endpoint as read; none for a new one. */
  endpoint?: WebhookEndpoint;
}

/**
 * A new endpoint (POST, then its secret once) or an edit (PUT of the whole endpoint), checked as
 * typed with the contract's webhookEndpointInputSchema.
 */
export function WebhookEditor({ endpoint }: WebhookEditorProps) {
  const navigate = useNavigate();
  const create = useCreateWebhook();
  const update = useUpdateWebhook();
  const [created, setCreated] = useState<{ id: string; secret: string }>();
  const form = useZodForm(webhookFormSchema, {
    defaultValues: endpoint ? webhookToForm(endpoint) : blankWebhook(),
  });

  const submit = async (input: WebhookEndpointInput) => {
    try {
      if (endpoint) {
        const saved = await update.mutateAsync({ id: endpoint.id, input });
        toast.success('The endpoint was saved.');
        form.reset(webhookToForm(saved));
      } else {
        const answer = await create.mutateAsync(input);
        toast.success('The endpoint was added.');
        setCreated({ id: answer.endpoint.id, secret: answer.secret });
      }
    } catch (e) {
      const error = toApiError(e);
      // A refused address is about the URL box, whatever the status.
      if (error.code === WebhookErrorCode.URL_NOT_ALLOWED)
        form.setError('url', { message: error.message });
      else showApiErrors(form, e, 'Could not save the endpoint.');
    }
  };

  return (
    <>
      <Form
        form={form}
        onSubmit={submit}
        aria-label={endpoint ? `Edit ${endpoint.url}` : 'New webhook endpoint'}
        className="flex flex-col gap-4"
      >
        <TextField<WebhookFormValues>
          name="url"
          label="URL"
          type="url"
          inputMode="url"
          hint="Where the events are POSTed; https:// in production."
          required
        />
        <TextField<WebhookFormValues>
          name="description"
          label="Description"
          hint="For you: whose system this is, what it does with the events."
        />
        <EventsField />
        <AgencyField />
        <CheckboxField<WebhookFormValues>
          name="active"
          label="Active"
          hint="A disabled endpoint gets no events until it is turned on again."
        />
        <FormError />
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="submit" loading={form.formState.isSubmitting}>
            {endpoint ? 'Save the endpoint' : 'Add the endpoint'}
          </Button>
        </div>
      </Form>
      {created && (
        <SecretDialog
          secret={created.secret}
          intro="The endpoint was added. Its deliveries are signed with this secret."
          onClose={() => void navigate(`/admin/webhooks/${created.id}/edit`, { replace: true })}
        />
      )}
    </>
  );
}
