import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { AdminNodeDetail } from '@afrinest/contract';
import { Alert, Button, Card } from '@/components/ui';
import { getErrorMessage } from '@/lib/api-client';
import { useDeleteGeoNode } from '@/features/geo/api/delete-geo-node';

/** Delete a place nothing refers to; the server says what refers to it otherwise. */
export function GeoDeleteCard({ node }: { node: AdminNodeDetail }) {
  const [confirming, setConfirming] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const remove = useDeleteGeoNode();
  const navigate = useNavigate();

  const confirm = async () => {
    setRefusal(null);
    try {
      await remove.mutateAsync(node.id);
      toast.success(`${node.name} deleted.`);
      navigate(node.parentId ? `/admin/geo?node=${node.parentId}` : '/admin/geo');
    } catch (e) {
      setConfirming(false);
      setRefusal(getErrorMessage(e, 'Could not delete the place.'));
    }
  };

  return (
    <Card title="Delete">
      <div className="flex flex-col gap-3">
        {refusal && <Alert variant="error">{refusal}</Alert>}
        {confirming ? (
          <div
            role="group"
            aria-label="Confirm deletion"
            className="flex flex-wrap items-center gap-3"
          >
            <p className="text-sm text-gray-900">Delete {node.name} for good?</p>
            <Button variant="danger" onClick={() => void confirm()} loading={remove.isPending}>
              Yes, delete {node.name}
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Keep it
            </Button>
          </div>
        ) : (
          <div>
            <Button variant="danger" onClick={() => setConfirming(true)}>
              Delete {node.name}
            </Button>
          </div>
        )}
        <p className="text-xs text-gray-600">
          Only a place that nothing lies in or refers to can be deleted.
        </p>
      </div>
    </Card>
  );
}
