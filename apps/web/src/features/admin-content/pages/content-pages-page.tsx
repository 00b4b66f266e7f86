import { Link } from 'react-router';
import { useContentPages } from '@/features/admin-content/api/get-content-pages';
import { primaryLinkClass } from '@/features/admin-content/content-labels';
import { ContentPagesFilters } from '@/features/admin-content/components/content-pages-filters';
import { ContentPagesTable } from '@/features/admin-content/components/content-pages-table';
import { useContentPagesParams } from '@/features/admin-content/use-content-pages-params';

/** /admin/content-pages: every page, blog post and help article, filtered and paged on the server. */
export function ContentPagesPage() {
  const { query, update } = useContentPagesParams();
  const pages = useContentPages(query);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-semibold text-gray-900">Content pages</h1>
          <p className="text-sm text-gray-700">
            The standing pages (about, terms, privacy…), blog posts and help articles. Every save
            keeps a version you can compare and restore.
          </p>
        </div>
        <Link to="/admin/content-pages/new" className={primaryLinkClass}>
          New page
        </Link>
      </div>
      <ContentPagesFilters filters={query} onChange={update} />
      <ContentPagesTable
        page={pages.data}
        pageIndex={query.page - 1}
        pageSize={query.pageSize}
        onPageChange={(index) => update({ page: index + 1 }, true)}
        isLoading={pages.isFetching}
        error={pages.isError ? pages.error : undefined}
        onRetry={() => void pages.refetch()}
      />
    </div>
  );
}
