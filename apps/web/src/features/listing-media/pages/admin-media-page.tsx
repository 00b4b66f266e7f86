import { useParams } from 'react-router';
import { MediaScreen } from '../components/media-screen';

/** /admin/properties/{id}/media: any listing's photos, uploaded and arranged on one page. */
export function AdminMediaPage() {
  const { id = '' } = useParams();
  return (
    <MediaScreen
      propertyId={id}
      view="arrange"
      heading={(title) => `Photos of ${title}`}
      canUpload
      links={[
        { to: `/properties/${id}`, label: 'View the public page' },
        { to: `/admin/properties/${id}/edit`, label: 'Edit the listing' },
        { to: '/admin/properties', label: 'Back to the properties' },
      ]}
    />
  );
}
