import { toast } from 'sonner';
import type { AdminNodeDetail } from '@afrinest/contract';
import { Badge, Button, Card } from '@/components/ui';
import { getErrorMessage } from '@/lib/api-client';
import { useUpdateGeoNode } from '@/features/geo/api/update-geo-node';

/** A country is offered in every location picker only while enabled. */
export function GeoCountryCard({ node }: { node: AdminNodeDetail }) {
  const update = useUpdateGeoNode();
  if (node.level !== 'country') return null;
  const enabled = node.enabled === true;
  const toggle = async () => {
    try {
      await update.mutateAsync({ id: node.id, enabled: !enabled });
      toast.success(`${node.name} ${enabled ? 'disabled' : 'enabled'}.`);
    } catch (e) {
      toast.error(getErrorMessage(e, 'Could not change the country.'));
    }
  };
  return (
    <Card title="Availability">
      <div className="flex flex-col gap-3">
        <p className="text-sm text-gray-700">
          <Badge tone={enabled ? 'success' : 'neutral'}>{enabled ? 'Enabled' : 'Disabled'}</Badge>{' '}
          {enabled
            ? 'People can choose it for listings, agencies and profiles.'
            : 'Hidden from everyone but admins.'}
        </p>
        <div>
          <Button
            variant={enabled ? 'danger' : 'primary'}
            onClick={() => void toggle()}
            loading={update.isPending}
          >
            {enabled ? `Disable ${node.name}` : `Enable ${node.name}`}
          </Button>
        </div>
      </div>
    </Card>
  );
}
