import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import {
  agencyStatusInputSchema,
  agencyStatusSchema,
  type Agency,
  type AgencyStatusInput,
} from '@afrinest/contract';
import {
  Form,
  FormError,
  SaveButton,
  SelectField,
  TextareaField,
  useZodForm,
} from '@/components/form';
import { Badge, Card } from '@/components/ui';
import { getErrorMessage } from '@/lib/api-client';
import { useSetAgencyStatus } from '@/features/admin-agencies/api/set-agency-status';
import { agencyStatusLabels, agencyStatusTone } from '@/features/admin-agencies/agency-labels';

const options = agencyStatusSchema.options.map((s) => ({ value: s, label: agencyStatusLabels[s] }));

/**
 * Activate, suspend (with the reason the agency sees) or set back to pending. A suspended
 * agency and its agents leave public view and come back when it is activated again.
 */
export function AgencyStatusCard({ agency }: { agency: Agency }) {
  const setStatus = useSetAgencyStatus();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useZodForm(agencyStatusInputSchema, {
    defaultValues: { status: agency.status, reason: agency.statusReason ?? '' },
  });
  const status = form.watch('status');
  // Choosing "Suspended" asks for the reason at once.
  const { trigger } = form;
  const statusChanged = Boolean(form.formState.dirtyFields.status);
  useEffect(() => {
    if (statusChanged) void trigger('reason');
  }, [status, trigger, statusChanged]);

  const submit = async (input: AgencyStatusInput) => {
    setFailure(null);
    try {
      const saved = await setStatus.mutateAsync({ id: agency.id, input });
      toast.success(`${saved.name} is now ${agencyStatusLabels[saved.status].toLowerCase()}.`);
      form.reset({ status: saved.status, reason: saved.statusReason ?? '' });
    } catch (e) {
      setFailure(getErrorMessage(e, 'Could not change the status.'));
    }
  };

  return (
    <Card title="Status">
      <div className="mb-4 flex flex-wrap items-center gap-2 text-sm">
        <span>Now:</span>
        <Badge tone={agencyStatusTone[agency.status]}>{agencyStatusLabels[agency.status]}</Badge>
        {agency.status === 'SUSPENDED' && agency.statusReason && (
          <span className="text-gray-700">{agency.statusReason}</span>
        )}
      </div>
      <Form
        form={form}
        onSubmit={submit}
        aria-label="Agency status"
        className="flex flex-col gap-4"
      >
        <SelectField<AgencyStatusInput>
          name="status"
          label="New status"
          options={options}
          value={status}
          onChange={(e) =>
            form.setValue('status', e.target.value as AgencyStatusInput['status'], {
              shouldDirty: true,
              shouldValidate: true,
            })
          }
          required
        />
        {status === 'SUSPENDED' && (
          <TextareaField<AgencyStatusInput>
            name="reason"
            label="Reason for the suspension"
            hint="The agency sees this reason. Its page, agents and listings leave public view."
            rows={3}
            maxLength={500}
            required
          />
        )}
        <FormError message={failure} />
        <SaveButton>Change status</SaveButton>
      </Form>
    </Card>
  );
}
