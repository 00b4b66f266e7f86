import { useParams } from 'react-router';
import { AgentMediaTabs } from '../components/agent-media-tabs';
import { MediaScreen } from '../components/media-screen';

/** /agent/properties/{id}/media-edit: put the photos in order, choose the cover, caption them. */
export function AgentMediaEditPage() {
  const { id = '' } = useParams();
  return (
    <MediaScreen
      propertyId={id}
      view="arrange"
      heading={(title) => `Arrange photos of ${title}`}
      nav={<AgentMediaTabs />}
      canUpload={false}
      links={[
        { to: `/agent/properties/${id}/media`, label: 'Back to the photos' },
        { to: `/properties/${id}`, label: 'View the public page' },
        { to: `/agent/properties/${id}/edit`, label: 'Edit the listing' },
      ]}
    />
  );
}
