import { contentKindSchema, type ContentSummary, type Faq, type Page } from '@afrinest/contract';
import type { MediaUrl } from '../../media/media.dto';
import { toContentSummaryDto } from './content.dto';
import type { ContentPublicRepository } from './content-public.repository';
import type { ContentService } from './content.service';
import { parseFaq } from './faq';

/** At most this many words of a help search count: a pasted paragraph searches as its start. */
const MAX_SEARCH_WORDS = 8;

/** The public reads of content (issue 44): the blog, help, the FAQ and the sitemap. */
export function createContentPublicService(deps: {
  repo: ContentPublicRepository;
  pages: Pick<ContentService, 'published'>;
  url: MediaUrl;
}) {
  const { repo, pages, url } = deps;
  const summary = (r: Parameters<typeof toContentSummaryDto>[0]) => toContentSummaryDto(r, url);

  return {
    async posts(q: {
      category?: string;
      page: number;
      pageSize: number;
    }): Promise<Page<ContentSummary>> {
      const { rows, total } = await repo.posts(q);
      return { data: rows.map(summary), total, page: q.page, pageSize: q.pageSize };
    },

    postCategories: () => repo.postCategories(),

    /** Topics (an article's category) in alphabetical order; with words, in order of their best match. */
    async help(q?: string) {
      const words = (q ?? '').split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS);
      const articles = (await repo.help(words)).map(summary);
      const topics = new Map<string, ContentSummary[]>();
      for (const a of articles) topics.set(a.category, [...(topics.get(a.category) ?? []), a]);
      const grouped = [...topics].map(([topic, list]) => ({ topic, articles: list }));
      return words.length ? grouped : grouped.sort((a, b) => a.topic.localeCompare(b.topic));
    },

    /** The published faq page with its questions read from it (404 while it is a draft). */
    async faq(): Promise<Faq> {
      const page = await pages.published('faq');
      return { page, topics: parseFaq(page.body) };
    },

    async sitemap() {
      return (await repo.sitemap()).map((r) => ({
        kind: contentKindSchema.parse(r.kind),
        slug: r.slug,
        updatedAt: r.updatedAt.toISOString(),
      }));
    },
  };
}
export type ContentPublicService = ReturnType<typeof createContentPublicService>;
