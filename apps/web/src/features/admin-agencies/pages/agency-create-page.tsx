import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { AgencyInput } from '@afrinest/contract';
import { Card } from '@/components/ui';
import { useCreateAgency } from '@/features/admin-agencies/api/create-agency';
import { smallLinkClass } from '@/features/admin-agencies/agency-labels';
import { showApiErrors } from '@/features/admin-agencies/components/api-errors';
import { AgencyFormView, type AgencyForm } from '@/features/admin-agencies/components/agency-form';

/** /admin/broker-agencies/new: an agency added by an admin is ACTIVE at once. */
export function AgencyCreatePage() {
  const create = useCreateAgency();
  const navigate = useNavigate();

  const submit = async (values: AgencyInput, form: AgencyForm) => {
    try {
      const created = await create.mutateAsync(values);
      toast.success(`${created.name} added. Now invite its super agent.`);
      // The edit page is where its agents are invited.
      navigate(`/admin/broker-agencies/${created.id}/edit`);
    } catch (e) {
      showApiErrors(form, e, 'Could not add the agency.');
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-gray-900">Add an agency</h1>
        <Link to="/admin/broker-agencies" className={smallLinkClass}>
          All agencies
        </Link>
      </div>
      <Card>
        <AgencyFormView onSubmit={submit} />
      </Card>
    </div>
  );
}
