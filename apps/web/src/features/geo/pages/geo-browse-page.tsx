import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { GEO_ADMIN_PAGE_SIZE, geoLevelSchema, Messages, type GeoLevel } from '@afrinest/contract';
import { PlaceSearch } from '@/components/location-picker';
import { Alert, Button, Card, Spinner } from '@/components/ui';
import { getErrorMessage } from '@/lib/api-client';
import { useGeoNode } from '@/features/geo/api/get-geo-node';
import { useGeoNodes } from '@/features/geo/api/get-geo-nodes';
import { GeoBreadcrumb } from '@/features/geo/components/geo-breadcrumb';
import { GeoChildrenTable } from '@/features/geo/components/geo-children-table';
import { childLevels, levelNames } from '@/features/geo/geo-labels';

const linkButton =
  'inline-flex min-h-11 items-center rounded-md bg-emerald-700 px-4 text-sm font-medium text-white hover:bg-emerald-800';

/**
 * /admin/geo: the tree, one level at a time. The world's continents first; open a place to see
 * what lies inside it (a region's sub-regions, districts and cities, in tabs), search its
 * children by name, or find any place by name. Paged on the server; the URL keeps the state.
 */
export function GeoBrowsePage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const nodeId = params.get('node') ?? undefined;
  const node = useGeoNode(nodeId);
  const levels: GeoLevel[] = node.data ? childLevels[node.data.level] : ['continent'];
  const asked = geoLevelSchema.safeParse(params.get('level')).data;
  const level = asked && levels.includes(asked) ? asked : levels[0]!;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const q = params.get('q') ?? '';
  // The search box follows the address bar (Back, a link) and keeps what is typed in between.
  const [text, setText] = useState(q);
  const [seenQ, setSeenQ] = useState(q);
  if (seenQ !== q) {
    setSeenQ(q);
    setText(q);
  }

  const update = (patch: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    setParams(next);
  };
  const list = useGeoNodes(
    {
      level,
      parentId: nodeId,
      q: q || undefined,
      page,
      pageSize: GEO_ADMIN_PAGE_SIZE,
    },
    !nodeId || Boolean(node.data),
  );

  if (nodeId && node.isError)
    return (
      <Alert variant="error" action={<Link to="/admin/geo">Back to the world</Link>}>
        {getErrorMessage(node.error, Messages.FAILED_DATA)}
      </Alert>
    );
  if (nodeId && !node.data) return <Spinner label="Loading the place…" />;

  const title = node.data ? node.data.name : 'Geography';
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold text-gray-900">{title}</h1>
        {node.data ? (
          <GeoBreadcrumb chain={node.data.place.chain} />
        ) : (
          <p className="text-sm text-gray-700">
            Every place a listing, agency or profile can be in: open a continent, then a country,
            down to the neighbourhoods.
          </p>
        )}
        <div className="flex flex-wrap gap-3">
          <Link
            to={nodeId ? `/admin/geo/create?parent=${nodeId}` : '/admin/geo/create'}
            className={linkButton}
          >
            Add a place{node.data ? ` in ${node.data.name}` : ''}
          </Link>
          {node.data && (
            <Link
              to={`/admin/geo/manage?id=${node.data.id}`}
              className="inline-flex min-h-11 items-center text-sm text-sky-800 underline"
            >
              Manage {node.data.name}
            </Link>
          )}
        </div>
      </div>

      <Card title="Find a place">
        <PlaceSearch
          label="Find any place by name"
          includeDisabled
          onSelect={(place) => navigate(`/admin/geo/manage?id=${place.id}`)}
        />
      </Card>

      <section aria-labelledby="geo-children" className="flex flex-col gap-3">
        <h2 id="geo-children" className="text-lg font-semibold text-gray-900">
          {node.data ? `Inside ${node.data.name}` : 'Continents'}
        </h2>
        {levels.length > 1 && (
          <div role="group" aria-label="Kind of place" className="flex flex-wrap gap-2">
            {levels.map((l) => (
              <Button
                key={l}
                size="sm"
                variant={l === level ? 'primary' : 'secondary'}
                aria-pressed={l === level}
                onClick={() => update({ level: l, page: undefined, q: undefined })}
              >
                {levelNames[l].many} ({node.data?.childCounts[l] ?? 0})
              </Button>
            ))}
          </div>
        )}
        <form
          role="search"
          className="flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            update({ q: text.trim() || undefined, page: undefined });
          }}
        >
          <label className="flex min-w-56 flex-1 flex-col gap-1 text-sm font-medium text-gray-900">
            Search {levelNames[level].many.toLowerCase()} by name
            <input
              type="search"
              value={text}
              onChange={(e) => setText(e.target.value)}
              className="block min-h-11 w-full rounded-md border border-gray-400 bg-white px-3 py-2 text-base sm:text-sm"
            />
          </label>
          <Button type="submit" variant="secondary">
            Search
          </Button>
        </form>
        <GeoChildrenTable
          page={list.data}
          caption={`${levelNames[level].many}${node.data ? ` in ${node.data.name}` : ''}`}
          pageIndex={page - 1}
          onPageChange={(index) => update({ page: String(index + 1) })}
          isLoading={list.isFetching}
          error={list.isError ? getErrorMessage(list.error, Messages.FAILED_DATA) : undefined}
          onRetry={() => void list.refetch()}
        />
      </section>
    </div>
  );
}
