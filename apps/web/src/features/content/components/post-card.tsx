import { Link } from 'react-router';
import type { ContentSummary } from '@afrinest/contract';
import { useFormat } from '@/lib/format-preferences';
import { ContentCover } from './content-cover';

/** A card's width in the blog's grid: one column on phones, two from 640 px. */
const CARD_SIZES = '(min-width: 640px) 23rem, calc(100vw - 2rem)';

/** One post in the blog's list: cover (lazy: only as it nears the screen), title, date, summary. */
export function PostCard({ post }: { post: ContentSummary }) {
  const format = useFormat();
  const date = post.publishedAt ?? post.updatedAt;
  return (
    <article className="relative flex flex-col overflow-hidden rounded-lg border border-gray-200 bg-white">
      {post.coverImage ? (
        <ContentCover
          photo={post.coverImage}
          alt=""
          sizes={CARD_SIZES}
          className="aspect-video w-full bg-gray-100"
        />
      ) : (
        <div aria-hidden="true" className="aspect-video w-full bg-emerald-50" />
      )}
      <div className="flex flex-col gap-1 p-4">
        <p className="text-sm text-gray-600">
          <time dateTime={date}>{format.date(date)}</time>
          {post.category && <> · {post.category}</>}
        </p>
        <h2 className="text-lg font-semibold text-gray-900">
          {/* The whole card is the link (its ::after covers it); the title names it. */}
          <Link
            to={`/blog/${post.slug}`}
            className="after:absolute after:inset-0 hover:text-emerald-800 focus-visible:outline-2 focus-visible:outline-emerald-700"
          >
            {post.title}
          </Link>
        </h2>
        {post.summary && <p className="text-sm text-gray-700">{post.summary}</p>}
      </div>
    </article>
  );
}
