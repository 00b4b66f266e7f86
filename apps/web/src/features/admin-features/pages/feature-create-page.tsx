import { useNavigate } from 'react-router';
import { Card } from '@/components/ui';
import { useSaveFeature } from '../api/features-api';
import { FeatureForm } from '../components/feature-form';

/** /admin/features/new. */
export function FeatureCreatePage() {
  const navigate = useNavigate();
  const save = useSaveFeature();
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold text-gray-900">Add a feature</h1>
      <Card>
        <FeatureForm
          current={null}
          save={(input) => save.mutateAsync({ input })}
          onSaved={() => void navigate('/admin/features')}
          submitLabel="Add the feature"
        />
      </Card>
    </div>
  );
}
