import { and, asc, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { ContentKind } from '@afrinest/contract';
import type { Db } from '../../../platform/db/client';
import { users } from '../../users/users.schema';
import { contentImages, contentPages } from '../content.schema';
import {
  authorJoin,
  containsPattern,
  coverJoin,
  summaryColumnsOf,
  withAuthor,
  type ContentSummaryRow,
} from './content.repository';

const published = eq(contentPages.status, 'PUBLISHED');
const ofKind = (kind: ContentKind) => and(published, eq(contentPages.kind, kind));

/** What the public reads: published pages only, drafts never (every query filters on it). */
export function createContentPublicRepository(db: Db) {
  const summaries = (where: SQL | undefined) =>
    db
      .select(summaryColumnsOf())
      .from(contentPages)
      .leftJoin(users, authorJoin)
      .leftJoin(contentImages, coverJoin)
      .where(where);

  return {
    /** Published posts, newest first, optionally of one category (any letter case). */
    async posts(q: { category?: string; page: number; pageSize: number }) {
      const where = and(
        ofKind('POST'),
        q.category ? sql`lower(${contentPages.category}) = ${q.category.toLowerCase()}` : undefined,
      );
      const rows = await summaries(where)
        .orderBy(desc(contentPages.publishedAt), asc(contentPages.id))
        .limit(q.pageSize)
        .offset((q.page - 1) * q.pageSize);
      const [n] = await db.select({ n: count() }).from(contentPages).where(where);
      return { rows: rows.map(withAuthor), total: n?.n ?? 0 };
    },

    async postCategories(): Promise<{ name: string; count: number }[]> {
      return db
        .select({ name: contentPages.category, count: count() })
        .from(contentPages)
        .where(and(ofKind('POST'), sql`${contentPages.category} <> ''`))
        .groupBy(contentPages.category)
        .orderBy(asc(contentPages.category));
    },

    /**
     * Published help articles; with words, those holding every word in their title, summary or
     * body, the ones with words in the title first. ILIKE: plain SQL that runs on PGlite and
     * PostgreSQL alike, and a few dozen articles need no index.
     */
    async help(words: string[]): Promise<ContentSummaryRow[]> {
      const text = sql`${contentPages.title} || ' ' || ${contentPages.summary} || ' ' || ${contentPages.body}`;
      const patterns = words.map(containsPattern);
      // Words found in the title, as a number (a bare 0 would read as a column position).
      const inTitle = patterns.map(
        (p) => sql`(case when ${contentPages.title} ilike ${p} then 1 else 0 end)`,
      );
      const rows = await summaries(
        and(ofKind('HELP'), ...patterns.map((p) => ilike(text, p))),
      ).orderBy(
        ...(inTitle.length ? [desc(sql.join(inTitle, sql` + `))] : []),
        asc(contentPages.title),
        asc(contentPages.id),
      );
      return rows.map(withAuthor);
    },

    /** Every published page, post and help article: sitemap entries and the RSS feed. */
    async sitemap() {
      return db
        .select({
          kind: contentPages.kind,
          slug: contentPages.slug,
          updatedAt: contentPages.updatedAt,
        })
        .from(contentPages)
        .where(published)
        .orderBy(asc(contentPages.kind), asc(contentPages.slug));
    },
  };
}
export type ContentPublicRepository = ReturnType<typeof createContentPublicRepository>;
