import { Link, useParams } from 'react-router';
import { useFormat } from '@/lib/format-preferences';
import { useContentPage } from '../api/content-queries';
import { ContentArticle } from '../components/content-article';
import { ContentNotFound } from '../components/content-not-found';
import { QueryState } from '../components/query-state';

const BACK = { to: '/blog', label: 'All posts' };

/** /blog/{slug}: one post with its date, category and cover (another kind of page: not found). */
export function BlogPostPage() {
  const { slug = '' } = useParams();
  const post = useContentPage(slug);
  const format = useFormat();
  if (!post.data) return <QueryState query={post} loading="Loading the post…" back={BACK} />;
  if (post.data.kind !== 'POST') return <ContentNotFound back={BACK} />;
  const p = post.data;
  const date = p.publishedAt ?? p.updatedAt;
  return (
    <ContentArticle
      page={p}
      before={
        <nav aria-label="Breadcrumb" className="text-sm">
          <Link to="/blog" className="text-emerald-700 underline">
            Blog
          </Link>
        </nav>
      }
      meta={
        <>
          <time dateTime={date}>{format.date(date)}</time>
          {p.category && (
            <>
              {' · '}
              <Link
                to={`/blog?category=${encodeURIComponent(p.category)}`}
                className="text-emerald-700 underline"
              >
                {p.category}
              </Link>
            </>
          )}
          {p.author && <> · {p.author.name}</>}
        </>
      }
    />
  );
}
