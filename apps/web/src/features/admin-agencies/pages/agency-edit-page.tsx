import { Link, useParams } from 'react-router';
import { toast } from 'sonner';
import { Messages, type AgencyInput } from '@afrinest/contract';
import { Alert, Button, Card, Spinner } from '@/components/ui';
import { getErrorMessage, toApiError } from '@/lib/api-client';
import { useAdminAgency } from '@/features/admin-agencies/api/get-admin-agency';
import { useUpdateAgency } from '@/features/admin-agencies/api/update-agency';
import { smallLinkClass } from '@/features/admin-agencies/agency-labels';
import { showApiErrors } from '@/features/admin-agencies/components/api-errors';
import { AgencyFormView, type AgencyForm } from '@/features/admin-agencies/components/agency-form';
import { AgencyStatusCard } from '@/features/admin-agencies/components/agency-status-card';
import { InviteAgentCard } from '@/features/admin-agencies/components/invite-agent-card';
import { AgencyAgentsList } from '@/features/admin-agencies/components/agency-agents-list';

/** /admin/broker-agencies/{id}/edit: details, status with reason, agents and invitations. */
export function AgencyEditPage() {
  const { id = '' } = useParams();
  const agency = useAdminAgency(id);
  const update = useUpdateAgency();

  const submit = async (values: AgencyInput, form: AgencyForm) => {
    try {
      const saved = await update.mutateAsync({ id, input: values });
      toast.success(`${saved.name} saved.`);
    } catch (e) {
      showApiErrors(form, e, 'Could not save the agency.');
    }
  };

  const heading = (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-2xl font-semibold text-gray-900">
        {agency.data ? `Edit ${agency.data.name}` : 'Edit agency'}
      </h1>
      <Link to="/admin/broker-agencies" className={smallLinkClass}>
        All agencies
      </Link>
    </div>
  );
  if (agency.isPending)
    return (
      <div className="flex flex-col gap-6">
        {heading}
        <Spinner label="Loading the agency…" />
      </div>
    );
  if (agency.isError) {
    // A missing or malformed id cannot be fixed by trying again.
    const status = toApiError(agency.error).status;
    const missing = status === 404 || status === 400;
    return (
      <div className="flex flex-col gap-6">
        {heading}
        <Alert
          variant="error"
          action={
            missing ? undefined : (
              <Button variant="secondary" size="sm" onClick={() => void agency.refetch()}>
                Try again
              </Button>
            )
          }
        >
          {missing
            ? 'This agency does not exist.'
            : getErrorMessage(agency.error, Messages.FAILED_DATA)}
        </Alert>
      </div>
    );
  }

  const a = agency.data;
  return (
    <div className="flex flex-col gap-6">
      {heading}
      <Card title="Details">
        {/* A fresh form once saved values come back; a refetch of the same ones keeps edits. */}
        <AgencyFormView key={a.updatedAt} agency={a} onSubmit={submit} />
      </Card>
      <AgencyStatusCard key={`${a.status}-${a.statusReason ?? ''}`} agency={a} />
      <Card title="Agents">
        <AgencyAgentsList agencyId={a.id} agencyName={a.name} />
      </Card>
      <InviteAgentCard agency={a} />
    </div>
  );
}
