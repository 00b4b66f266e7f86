import { Link, useParams } from 'react-router';
import { Badge, Spinner } from '@/components/ui';
import { LoadError } from '@/components/ui/load-error';
import { useAd } from '@/features/admin-advertising/api/get-ad';
import { statusLabels, textLinkClass } from '@/features/admin-advertising/ad-labels';
import { AdEditor } from '@/features/admin-advertising/components/ad-editor';
import { AdStats } from '@/features/admin-advertising/components/ad-stats';
import { AdStatusButton } from '@/features/admin-advertising/components/ad-status-button';

function Header({ title }: { title: string }) {
  return (
    <div className="flex flex-col gap-1">
      <Link to="/admin/advertisements" className={`text-sm ${textLinkClass} underline`}>
        All advertisements
      </Link>
      <h1 className="text-2xl font-semibold text-gray-900">{title}</h1>
    </div>
  );
}

/** /admin/advertisements/new: an ad, its image and where and when it shows. */
export function NewAdvertisementPage() {
  return (
    <div className="flex flex-col gap-6">
      <Header title="New advertisement" />
      <AdEditor />
    </div>
  );
}

/** /admin/advertisements/{id}/edit: the ad, pause or resume, its previews and its figures. */
export function EditAdvertisementPage() {
  const { id = '' } = useParams();
  const ad = useAd(id);
  return (
    <div className="flex flex-col gap-6">
      <Header title={ad.data ? `Edit “${ad.data.name}”` : 'Edit advertisement'} />
      {ad.isPending ? (
        <Spinner label="Loading the advertisement…" />
      ) : ad.isError ? (
        <LoadError error={ad.error} retrying={ad.isFetching} onRetry={() => void ad.refetch()} />
      ) : (
        <>
          <div className="flex flex-wrap items-center gap-3">
            <Badge tone={ad.data.status === 'ACTIVE' ? 'success' : 'neutral'}>
              {statusLabels[ad.data.status]}
            </Badge>
            {ad.data.live ? (
              <Badge tone="info">Showing today</Badge>
            ) : (
              <span className="text-sm text-gray-700">Not showing today.</span>
            )}
            <AdStatusButton ad={ad.data} />
          </div>
          <AdStats adId={ad.data.id} name={ad.data.name} />
          {/* The editor starts anew when the ad is saved elsewhere (a pause here): its form
              holds the saved status. */}
          <AdEditor key={`${ad.data.id}:${ad.data.updatedAt}`} ad={ad.data} />
        </>
      )}
    </div>
  );
}
