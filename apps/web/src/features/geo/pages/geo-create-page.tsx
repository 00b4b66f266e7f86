import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Messages, type CreateGeoNode, type GeoLevel, type Place } from '@afrinest/contract';
import { useHierarchy } from '@/components/location-picker';
import { Alert, Card, Spinner } from '@/components/ui';
import { getErrorMessage } from '@/lib/api-client';
import { useCreateGeoNode } from '@/features/geo/api/create-geo-node';
import { showApiErrors } from '@/components/form/show-api-errors';
import { GeoCreateFormView, type GeoCreateForm } from '@/features/geo/components/geo-create-form';
import { childLevels } from '@/features/geo/geo-labels';

/** What one most often adds inside a place: a city in a region, an area in a city. */
const defaultLevel = (place: Place | undefined): Exclude<GeoLevel, 'continent'> => {
  if (!place) return 'area';
  const inside = childLevels[place.level];
  return inside[inside.length - 1] as Exclude<GeoLevel, 'continent'>;
};

/** /admin/geo/create: add a place at any level; ?parent=<id> starts inside that place. */
export function GeoCreatePage() {
  const [params] = useSearchParams();
  const parentId = params.get('parent');
  const parent = useHierarchy(parentId);
  const create = useCreateGeoNode();
  const navigate = useNavigate();

  const submit = async (values: CreateGeoNode, form: GeoCreateForm) => {
    try {
      const created = await create.mutateAsync(values);
      toast.success(`${created.name} added.`);
      navigate(`/admin/geo/manage?id=${created.id}`);
    } catch (e) {
      showApiErrors(form, e, 'Could not add the place.');
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold text-gray-900">Add a place</h1>
      <Card>
        {parentId && parent.isPending ? (
          <Spinner label="Loading the place…" />
        ) : parentId && parent.isError ? (
          <Alert variant="error">{getErrorMessage(parent.error, Messages.FAILED_DATA)}</Alert>
        ) : (
          <GeoCreateFormView
            initialLevel={defaultLevel(parent.data)}
            initialParent={parent.data?.selection ?? {}}
            onSubmit={submit}
          />
        )}
      </Card>
    </div>
  );
}
