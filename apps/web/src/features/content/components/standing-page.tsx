import type { ContentPage } from '@afrinest/contract';
import { useFormat } from '@/lib/format-preferences';
import { useContentPage } from '../api/content-queries';
import { ContentArticle } from './content-article';
import { QueryState } from './query-state';

/** "Version 3, updated 3 December 2026": which terms a user accepted, and when they changed. */
function VersionLine({ page }: { page: ContentPage }) {
  const format = useFormat();
  return (
    <>
      Version {page.version}, updated{' '}
      <time dateTime={page.updatedAt}>{format.date(page.updatedAt)}</time>
    </>
  );
}

/**
 * A standing page (about, terms, privacy) as the admin published it. The legal documents show
 * their version: registration records which version someone accepted.
 */
export function StandingPage({ slug, legal = false }: { slug: string; legal?: boolean }) {
  const page = useContentPage(slug);
  if (!page.data) return <QueryState query={page} loading="Loading the page…" />;
  return (
    <ContentArticle page={page.data} meta={legal ? <VersionLine page={page.data} /> : undefined} />
  );
}
