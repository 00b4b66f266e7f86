import { useParams } from 'react-router';
import { AgentMediaTabs } from '../components/agent-media-tabs';
import { MediaScreen } from '../components/media-screen';

/** /agent/properties/{id}/media: the agency's listing's photos (another agency's answers 403). */
export function AgentMediaPage() {
  const { id = '' } = useParams();
  return (
    <MediaScreen
      propertyId={id}
      view="overview"
      heading={(title) => `Photos of ${title}`}
      nav={<AgentMediaTabs />}
      canUpload
      links={[
        {
          to: `/agent/properties/${id}/media-edit`,
          label: 'Arrange and caption',
          needsPhotos: true,
        },
        { to: `/properties/${id}`, label: 'View the public page' },
        { to: `/agent/properties/${id}/edit`, label: 'Edit the listing' },
      ]}
    />
  );
}
