import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Messages, type UpdateGeoNode } from '@afrinest/contract';
import { PlaceSearch } from '@/components/location-picker';
import { Alert, Badge, Card, Spinner } from '@/components/ui';
import { getErrorMessage } from '@/lib/api-client';
import { useGeoNode } from '@/features/geo/api/get-geo-node';
import { useUpdateGeoNode } from '@/features/geo/api/update-geo-node';
import { showApiErrors } from '@/components/form/show-api-errors';
import { GeoBreadcrumb } from '@/features/geo/components/geo-breadcrumb';
import { GeoCountryCard } from '@/features/geo/components/geo-country-card';
import { GeoDeleteCard } from '@/features/geo/components/geo-delete-card';
import {
  GeoDetailsFormView,
  type GeoDetailsForm,
} from '@/features/geo/components/geo-details-form';
import { GeoMoveCard } from '@/features/geo/components/geo-move-card';
import { childSummary, formatCentre, levelNames } from '@/features/geo/geo-labels';

/** /admin/geo/manage?id=…: rename, move, enable or disable, delete one place. */
export function GeoManagePage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const navigate = useNavigate();
  const node = useGeoNode(id);
  const update = useUpdateGeoNode();

  const heading = <h1 className="text-2xl font-semibold text-gray-900">Manage a place</h1>;
  const search = (
    <PlaceSearch
      label="Find the place to manage"
      includeDisabled
      onSelect={(place) => navigate(`/admin/geo/manage?id=${place.id}`)}
    />
  );
  if (!id)
    return (
      <div className="flex flex-col gap-6">
        {heading}
        <Card>{search}</Card>
      </div>
    );
  if (node.isPending) return <Spinner label="Loading the place…" />;
  if (node.isError)
    return (
      <div className="flex flex-col gap-6">
        {heading}
        <Alert variant="error">{getErrorMessage(node.error, Messages.FAILED_DATA)}</Alert>
        <Card>{search}</Card>
      </div>
    );
  const place = node.data;

  const save = async (values: UpdateGeoNode, form: GeoDetailsForm) => {
    try {
      const saved = await update.mutateAsync({ id: place.id, ...values });
      toast.success(`${saved.name} saved.`);
    } catch (e) {
      showApiErrors(form, e, 'Could not save the place.');
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold text-gray-900">
          {place.name} <Badge tone="info">{levelNames[place.level].one}</Badge>
        </h1>
        <GeoBreadcrumb chain={place.place.chain} />
        <dl className="grid gap-1 text-sm sm:grid-cols-[10rem_1fr]">
          <dt className="font-medium text-gray-700">Full name</dt>
          <dd>{place.place.label}</dd>
          <dt className="font-medium text-gray-700">Inside it</dt>
          <dd>
            {childSummary(place.childCounts)}{' '}
            <Link to={`/admin/geo?node=${place.id}`} className="text-sky-800 underline">
              Open in the tree
            </Link>
          </dd>
          <dt className="font-medium text-gray-700">Centre</dt>
          <dd>{formatCentre(place.latitude, place.longitude)}</dd>
        </dl>
      </div>
      <Card title="Name and centre">
        {/* A fresh form whenever what the server holds changes (after a save). */}
        <GeoDetailsFormView
          key={`${place.id}|${place.name}|${place.latitude}|${place.longitude}|${place.kind}`}
          node={place}
          onSubmit={save}
        />
      </Card>
      <GeoCountryCard node={place} />
      <GeoMoveCard key={`${place.id}|${place.parentId}`} node={place} />
      <GeoDeleteCard key={place.id} node={place} />
    </div>
  );
}
