import { useNavigate, useParams } from 'react-router';
import { Alert, Card, Spinner } from '@/components/ui';
import { getErrorMessage } from '@/lib/api-client';
import { usePageTitle } from '@/lib/page-title';
import { useAdminFeature, useSaveFeature } from '../api/features-api';
import { FeatureForm } from '../components/feature-form';

/** /admin/features/{id}/edit: rename, recategorise, activate or deactivate. */
export function FeatureEditPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const feature = useAdminFeature(id);
  const save = useSaveFeature();
  usePageTitle(feature.data?.name);
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold text-gray-900">Edit a feature</h1>
      {feature.isPending ? (
        <Spinner label="Loading the feature…" />
      ) : feature.isError ? (
        <Alert variant="error">
          {getErrorMessage(feature.error, 'The feature could not be loaded.')}
        </Alert>
      ) : (
        <Card>
          <FeatureForm
            current={feature.data}
            save={(input) => save.mutateAsync({ id, input })}
            onSaved={() => void navigate('/admin/features')}
            submitLabel="Save the feature"
          />
        </Card>
      )}
    </div>
  );
}
