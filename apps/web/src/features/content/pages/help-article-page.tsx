import { Link, useParams } from 'react-router';
import { useContentPage } from '../api/content-queries';
import { ContentArticle } from '../components/content-article';
import { ContentNotFound } from '../components/content-not-found';
import { QueryState } from '../components/query-state';

const BACK = { to: '/help', label: 'All help topics' };

/** /help/{slug}: one help article (a page or post under another address is not found). */
export function HelpArticlePage() {
  const { slug = '' } = useParams();
  const page = useContentPage(slug);
  if (!page.data) return <QueryState query={page} loading="Loading the article…" back={BACK} />;
  if (page.data.kind !== 'HELP') return <ContentNotFound back={BACK} />;
  return (
    <ContentArticle
      page={page.data}
      before={
        <nav aria-label="Breadcrumb" className="text-sm">
          <Link to="/help" className="text-emerald-700 underline">
            Help
          </Link>
          {page.data.category && <span className="text-gray-600"> / {page.data.category}</span>}
        </nav>
      }
    />
  );
}
