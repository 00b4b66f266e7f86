import { Link } from 'react-router';
import { useAds } from '@/features/admin-advertising/api/get-ads';
import { primaryLinkClass, textLinkClass } from '@/features/admin-advertising/ad-labels';
import { AdsFilters } from '@/features/admin-advertising/components/ads-filters';
import { AdsTable } from '@/features/admin-advertising/components/ads-table';
import { useAdsParams } from '@/features/admin-advertising/use-ads-params';

/**
 * /admin/advertisements: every ad with its impressions, clicks and click rate over a range of
 * days, filtered and paged on the server; pause or resume in the row, the chart and previews on
 * the ad's own page.
 */
export function AdvertisementsPage() {
  const { query, rangeError, update } = useAdsParams();
  const ads = useAds(query, !rangeError);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-semibold text-gray-900">Advertisements</h1>
          <p className="text-sm text-gray-700">
            Ads in the home banner, between search results, beside listings and on the plots page.
            Impressions count when half an ad was in view; clicks go through our redirect.{' '}
            <Link to="/admin/advertisements/enquiries" className={textLinkClass}>
              Advertising enquiries
            </Link>
          </p>
        </div>
        <Link to="/admin/advertisements/new" className={primaryLinkClass}>
          New advertisement
        </Link>
      </div>
      <AdsFilters filters={query} onChange={update} rangeError={rangeError} />
      <AdsTable
        page={ads.data}
        pageIndex={query.page - 1}
        pageSize={query.pageSize}
        onPageChange={(index) => update({ page: index + 1 }, true)}
        isLoading={ads.isFetching}
        error={ads.isError ? ads.error : undefined}
        onRetry={() => void ads.refetch()}
      />
    </div>
  );
}
