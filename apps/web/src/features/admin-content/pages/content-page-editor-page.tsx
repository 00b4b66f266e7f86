import { Link, useParams } from 'react-router';
import { Spinner } from '@/components/ui';
import { LoadError } from '@/components/ui/load-error';
import { useContentPage } from '@/features/admin-content/api/get-content-page';
import { ContentPageEditor } from '@/features/admin-content/components/content-page-editor';

function Header({ title }: { title: string }) {
  return (
    <div className="flex flex-col gap-1">
      <Link to="/admin/content-pages" className="text-sm text-emerald-800 underline">
        All content pages
      </Link>
      <h1 className="text-2xl font-semibold text-gray-900">{title}</h1>
    </div>
  );
}

/** /admin/content-pages/new: a page, blog post or help article, saved first as a draft. */
export function NewContentPage() {
  return (
    <div className="flex flex-col gap-6">
      <Header title="New content page" />
      <ContentPageEditor />
    </div>
  );
}

/** /admin/content-pages/{id}/edit: the page, its preview and its history. */
export function EditContentPage() {
  const { id = '' } = useParams();
  const page = useContentPage(id);
  return (
    <div className="flex flex-col gap-6">
      <Header title={page.data ? `Edit “${page.data.title}”` : 'Edit content page'} />
      {page.isPending ? (
        <Spinner label="Loading the page…" />
      ) : page.isError ? (
        <LoadError
          error={page.error}
          retrying={page.isFetching}
          onRetry={() => void page.refetch()}
        />
      ) : (
        // A new page id (a link from another page) starts a new editor, not the old one's state.
        <ContentPageEditor key={page.data.id} page={page.data} />
      )}
    </div>
  );
}
