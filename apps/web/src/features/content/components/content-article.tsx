import type { ReactNode } from 'react';
import type { ContentPage } from '@afrinest/contract';
import { ContentBody } from '@/components/content-body';
import { useFormat } from '@/lib/format-preferences';
import { usePageTitle } from '@/lib/page-title';
import { ContentCover } from './content-cover';

export interface ContentArticleProps {
  page: ContentPage;
  /** The line under the title: "Last updated …" by default. */
  meta?: ReactNode;
  /** Above the title (a post's way back to the blog). */
  before?: ReactNode;
  children?: ReactNode;
}

/** The line under a standing page's title: when it last changed. */
export function LastUpdated({ page }: { page: ContentPage }) {
  const format = useFormat();
  return (
    <>
      Last updated <time dateTime={page.updatedAt}>{format.date(page.updatedAt)}</time>
    </>
  );
}

/**
 * A standing page, post or help article: title, summary, the date line, the cover photo if it
 * has one, and the body as the API rendered it. Its SEO title names the browser tab.
 */
export function ContentArticle({ page, meta, before, children }: ContentArticleProps) {
  usePageTitle(page.seoTitle || page.title);
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8 sm:py-10">
      <header className="flex flex-col gap-2">
        {before}
        <h1 className="text-3xl font-bold tracking-tight text-gray-900">{page.title}</h1>
        {page.summary && <p className="text-lg text-gray-700">{page.summary}</p>}
        <p className="text-sm text-gray-600">{meta ?? <LastUpdated page={page} />}</p>
      </header>
      {page.coverImage && (
        <ContentCover
          photo={page.coverImage}
          alt={page.coverImage.caption?.trim() || ''}
          priority
        />
      )}
      <ContentBody html={page.html} />
      {children}
    </article>
  );
}
