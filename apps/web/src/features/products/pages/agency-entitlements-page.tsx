import { Link, useParams } from 'react-router';
import { Badge, Card, cn, EmptyState, focusRing, Spinner } from '@/components/ui';
import { LoadError } from '@/components/ui/load-error';
import { toApiError } from '@/lib/api-client';
import { formatNumber } from '@/lib/format';
import { usePageTitle } from '@/lib/page-title';
import { usePublicEntitlements } from '@/features/products/api/get-public-entitlements';
import { BalancesTable } from '@/features/products/components/balances-table';

const linkClass = cn('font-medium text-emerald-800 underline underline-offset-2', focusRing);

/**
 * /agencies/{id}/entitlements (public): the agency's plan, verified badge, active listings and
 * agents; its own people and admins also get the full item breakdown (`breakdown` non-null).
 */
export function AgencyEntitlementsPage() {
  const { id = '' } = useParams();
  const query = usePublicEntitlements(id);
  usePageTitle(query.data ? `${query.data.agency.name}: plan` : undefined);

  if (query.isPending)
    return (
      <div className="mx-auto max-w-5xl px-4 py-10">
        <Spinner label="Loading the agency’s plan…" />
      </div>
    );
  if (query.isError) {
    // A missing agency and an id that is not one (400) read the same to a visitor.
    const status = toApiError(query.error).status;
    return status === 404 || status === 400 ? (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <h1 className="sr-only">Agency not found</h1>
        <EmptyState
          title="Agency not found"
          description="It may have been removed, or the link may be wrong."
          action={
            <Link to="/agents" className={linkClass}>
              Find an agent
            </Link>
          }
        />
      </div>
    ) : (
      <div className="mx-auto max-w-5xl px-4 py-10">
        <LoadError
          error={query.error}
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      </div>
    );
  }

  const e = query.data;
  const facts: [string, string][] = [
    ['Plan', e.plan ?? 'No plan'],
    ['Active listings', formatNumber(e.activeListings)],
    ['Agents', formatNumber(e.agents)],
  ];
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-6 sm:py-10">
      <header className="flex flex-col gap-2">
        <h1 className="flex flex-wrap items-center gap-2 text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">
          {e.agency.name}
          {e.verifiedBadge && <Badge tone="success">Verified agency</Badge>}
        </h1>
        <Link to={`/agencies/${encodeURIComponent(e.agency.id)}`} className={linkClass}>
          See the agency’s page
        </Link>
      </header>
      <dl className="grid gap-3 sm:grid-cols-3">
        {facts.map(([label, value]) => (
          <div key={label} className="rounded-md border border-gray-200 bg-white p-3">
            <dt className="text-sm text-gray-700">{label}</dt>
            <dd className="text-lg font-semibold text-gray-900">{value}</dd>
          </div>
        ))}
      </dl>
      {e.breakdown && (
        <Card title="Everything the agency holds">
          <p className="mb-3 text-sm text-gray-700">
            Shown to the agency’s own people and to admins only.
          </p>
          <BalancesTable caption={`Items of ${e.agency.name}`} rows={e.breakdown} />
        </Card>
      )}
    </div>
  );
}
