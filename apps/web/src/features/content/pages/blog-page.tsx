import { Link, useSearchParams } from 'react-router';
import { cn, focusRing, Spinner } from '@/components/ui';
import { LoadError } from '@/components/ui/load-error';
import { usePostCategories, usePosts } from '../api/content-queries';
import { BLOG_PAGE_SIZE, blogSearch } from '../content-endpoints';
import { LinkPager } from '../components/link-pager';
import { PostCard } from '../components/post-card';

/** The blog's address for a page and category (page 1 and no category left out). */
function blogHref(search: { page: number; category?: string }): string {
  const params = new URLSearchParams();
  if (search.category) params.set('category', search.category);
  if (search.page > 1) params.set('page', String(search.page));
  const query = params.toString();
  return query ? `/blog?${query}` : '/blog';
}

const chip = (active: boolean) =>
  cn(
    'inline-flex min-h-11 items-center rounded-full border px-4 text-sm',
    active
      ? 'border-emerald-700 bg-emerald-700 text-white'
      : 'border-gray-300 bg-white text-gray-800 hover:border-emerald-600',
    focusRing,
  );

/**
 * /blog: published posts, newest first, paged by the server (?page) and filtered by category
 * (?category): both in the address, as links, so every page is drawn on the server and
 * shareable. The RSS feed is linked from the page's <head> by the web server.
 */
export function BlogPage() {
  const [params] = useSearchParams();
  const search = blogSearch(params);
  const posts = usePosts(search);
  const categories = usePostCategories();

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8 sm:py-10">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight text-gray-900">Blog</h1>
        <p className="text-gray-700">
          News, guides for buyers and renters, and advice on land and titles.{' '}
          <a href="/blog/rss.xml" className="text-emerald-700 underline">
            RSS feed
          </a>
        </p>
      </header>

      {categories.data && categories.data.length > 0 && (
        <nav aria-label="Categories">
          <ul className="flex flex-wrap gap-2">
            <li>
              <Link
                to={blogHref({ page: 1 })}
                aria-current={!search.category ? 'page' : undefined}
                className={chip(!search.category)}
              >
                All posts
              </Link>
            </li>
            {categories.data.map((c) => (
              <li key={c.name}>
                <Link
                  to={blogHref({ page: 1, category: c.name })}
                  aria-current={search.category === c.name ? 'page' : undefined}
                  className={chip(search.category === c.name)}
                >
                  {c.name} <span className="sr-only">(</span>
                  <span className="ml-1 opacity-80">{c.count}</span>
                  <span className="sr-only"> posts)</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}

      {posts.isPending ? (
        <div className="min-h-dvh">
          <Spinner label="Loading the posts…" />
        </div>
      ) : posts.isError && !posts.data ? (
        <LoadError
          error={posts.error}
          retrying={posts.isFetching}
          onRetry={() => void posts.refetch()}
        />
      ) : posts.data.data.length === 0 ? (
        <p className="text-gray-700">
          {search.category ? `No posts in “${search.category}” yet.` : 'No posts yet.'}
        </p>
      ) : (
        <>
          <ul
            aria-label="Posts"
            aria-busy={posts.isPlaceholderData}
            className={cn('grid gap-4 sm:grid-cols-2', posts.isPlaceholderData && 'opacity-60')}
          >
            {posts.data.data.map((post) => (
              <li key={post.id} className="flex">
                <PostCard post={post} />
              </li>
            ))}
          </ul>
          <LinkPager
            page={search.page}
            pageSize={BLOG_PAGE_SIZE}
            total={posts.data.total}
            href={(page) => blogHref({ ...search, page })}
          />
        </>
      )}
    </div>
  );
}
