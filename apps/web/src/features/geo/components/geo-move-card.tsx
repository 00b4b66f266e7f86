import { useState } from 'react';
import { toast } from 'sonner';
import type { AdminNodeDetail, LocationSelection, SelectionKey } from '@afrinest/contract';
import { LocationPicker, trimmed } from '@/components/location-picker';
import { Alert, Button, Card } from '@/components/ui';
import { toApiError } from '@/lib/api-client';
import { useUpdateGeoNode } from '@/features/geo/api/update-geo-node';
import { levelNames, parentLevelOf } from '@/features/geo/geo-labels';

/** Where the place lies now, as the picker shows it (an area's own id is not its parent). */
function currentParent(node: AdminNodeDetail): LocationSelection {
  if (node.level === 'continent' || node.level === 'country') return {};
  const parent = trimmed(node.place.selection, parentLevelOf[node.level]);
  if (node.level === 'area')
    parent.areaId = node.parentId === node.place.selection.cityId ? null : node.parentId;
  return parent;
}

/** Move a place (and everything inside it) under another parent. */
export function GeoMoveCard({ node }: { node: AdminNodeDetail }) {
  const [parent, setParent] = useState(() => currentParent(node));
  const [errors, setErrors] = useState<Partial<Record<SelectionKey, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const update = useUpdateGeoNode();
  if (node.level === 'continent' || node.level === 'country') return null;

  const move = async () => {
    setErrors({});
    setFailure(null);
    try {
      const moved = await update.mutateAsync({ id: node.id, parent });
      toast.success(`${moved.name} moved to ${moved.place.label}.`);
    } catch (e) {
      const error = toApiError(e);
      const fields = (error.details as { fields?: Record<string, string[]> } | undefined)?.fields;
      if (fields)
        setErrors(
          Object.fromEntries(
            Object.entries(fields).map(([k, m]) => [k.replace(/^parent\./, ''), m[0]]),
          ),
        );
      else setFailure(error.message);
    }
  };

  return (
    <Card title="Move">
      <div className="flex flex-col gap-4">
        <p className="text-sm text-gray-700">Everything inside {node.name} moves with it.</p>
        {failure && <Alert variant="error">{failure}</Alert>}
        <LocationPicker
          label={`New place of this ${levelNames[node.level].one.toLowerCase()}`}
          value={parent}
          onChange={setParent}
          deepest={parentLevelOf[node.level]}
          includeDisabled
          defaultToUganda={false}
          errors={errors}
        />
        <div>
          <Button variant="secondary" onClick={() => void move()} loading={update.isPending}>
            Move {node.name} here
          </Button>
        </div>
      </div>
    </Card>
  );
}
