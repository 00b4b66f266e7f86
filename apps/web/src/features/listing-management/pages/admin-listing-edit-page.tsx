import { Link, useNavigate, useParams } from 'react-router';
import { ListingEdit } from '../components/listing-edit';
import { textLinkClass } from '../labels';

/** /admin/properties/{id}/edit: any listing; the admin may move it to another agency's agent. */
export function AdminListingEditPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold text-gray-900">Edit a listing</h1>
        <div className="flex flex-wrap gap-4">
          <Link to="/admin/properties" className={textLinkClass}>
            Back to the properties
          </Link>
          <Link to={`/admin/properties/${id}/media`} className={textLinkClass}>
            Photos
          </Link>
        </div>
      </div>
      <ListingEdit id={id} agentChoice="admin" onSaved={() => void navigate('/admin/properties')} />
    </div>
  );
}
