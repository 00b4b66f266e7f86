import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  ilike,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { ContentKind, ContentStatus } from '@afrinest/contract';
import type { Db } from '../../../platform/db/client';
import { users } from '../../users/users.schema';
import { contentImages, contentPages, contentPageVersions } from '../content.schema';
import type { ContentImageRow } from '../images/content-image.dto';

export type ContentRow = typeof contentPages.$inferSelect;
/** What an admin's save sets; the rest (version, times, author) the repository keeps. */
export type ContentValues = Pick<
  typeof contentPages.$inferInsert,
  | 'kind'
  | 'slug'
  | 'title'
  | 'summary'
  | 'body'
  | 'html'
  | 'seoTitle'
  | 'seoDescription'
  | 'category'
  | 'status'
  | 'needsReview'
  | 'coverImageId'
>;
/** A page with what its answer shows beside it: the author's name and the cover image. */
export type ContentWithAuthor = ContentRow & {
  authorName: string | null;
  cover: ContentImageRow | null;
};
export type ContentSummaryRow = Omit<ContentWithAuthor, 'body' | 'html'>;

export interface ContentSearch {
  q?: string;
  kind?: ContentKind;
  status?: ContentStatus;
  page: number;
  pageSize: number;
}

/** `%text%` for ILIKE, with the user's own % and _ taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
/** Published now unless it was published before (the first publication's time stays). */
const publishedAtFor = (status: string): SQL | null =>
  status === 'PUBLISHED' ? sql`coalesce(${contentPages.publishedAt}, now())` : null;

/** A page's answer: the page, its author's name and its cover image (left joins, no N+1). */
export const pageColumns = { page: contentPages, authorName: users.name, cover: contentImages };
export const summaryColumnsOf = () => {
  const { body: _body, html: _html, ...page } = getTableColumns(contentPages);
  return { page, authorName: users.name, cover: contentImages };
};
export const authorJoin = eq(users.id, contentPages.authorId);
export const coverJoin = eq(contentImages.id, contentPages.coverImageId);

export const withAuthor = <T>(r: {
  page: T;
  authorName: string | null;
  cover: ContentImageRow | null;
}) => ({ ...r.page, authorName: r.authorName, cover: r.cover });

/** Content pages and every saved version of them. */
export function createContentRepository(db: Db) {
  async function one(where: SQL): Promise<ContentWithAuthor | undefined> {
    const [row] = await db
      .select(pageColumns)
      .from(contentPages)
      .leftJoin(users, authorJoin)
      .leftJoin(contentImages, coverJoin)
      .where(where);
    return row && withAuthor(row);
  }

  return {
    async search(s: ContentSearch): Promise<{ rows: ContentSummaryRow[]; total: number }> {
      const pattern = s.q ? containsPattern(s.q) : undefined;
      const where = and(
        pattern
          ? or(ilike(contentPages.title, pattern), ilike(contentPages.slug, pattern))
          : undefined,
        s.kind ? eq(contentPages.kind, s.kind) : undefined,
        s.status ? eq(contentPages.status, s.status) : undefined,
      );
      // Bodies stay in the database: a list shows none of them.
      const rows = await db
        .select(summaryColumnsOf())
        .from(contentPages)
        .leftJoin(users, authorJoin)
        .leftJoin(contentImages, coverJoin)
        .where(where)
        .orderBy(desc(contentPages.updatedAt), asc(contentPages.id))
        .limit(s.pageSize)
        .offset((s.page - 1) * s.pageSize);
      const [n] = await db.select({ n: count() }).from(contentPages).where(where);
      return { rows: rows.map(withAuthor), total: n?.n ?? 0 };
    },
    byId: (id: string) => one(eq(contentPages.id, id)),
    bySlug: (slug: string) => one(eq(contentPages.slug, slug)),
    async slugTaken(slug: string, exceptId?: string): Promise<boolean> {
      const [row] = await db
        .select({ id: contentPages.id })
        .from(contentPages)
        .where(
          and(eq(contentPages.slug, slug), exceptId ? ne(contentPages.id, exceptId) : undefined),
        )
        .limit(1);
      return !!row;
    },

    /** A new page at version 1, with its first version row (no author: seeded). */
    async insert(values: ContentValues, authorId: string | null): Promise<ContentRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(contentPages)
          .values({
            ...values,
            authorId,
            publishedAt: values.status === 'PUBLISHED' ? new Date() : null,
          })
          .returning();
        await tx.insert(contentPageVersions).values({
          pageId: row!.id,
          version: 1,
          title: row!.title,
          body: row!.body,
          status: row!.status,
          savedBy: authorId,
        });
        return row!;
      });
    },

    /**
     * Saves only while the page is still at `version`, bumps it and keeps the save as a version
     * row, all or nothing; undefined when someone saved first.
     */
    async update(id: string, version: number, values: ContentValues, savedBy: string) {
      return db.transaction(async (tx) => {
        const publishedAt = publishedAtFor(values.status);
        const [row] = await tx
          .update(contentPages)
          .set({
            ...values,
            ...(publishedAt ? { publishedAt } : {}),
            version: sql`${contentPages.version} + 1`,
            updatedAt: new Date(),
          })
          .where(and(eq(contentPages.id, id), eq(contentPages.version, version)))
          .returning();
        if (!row) return undefined;
        await tx.insert(contentPageVersions).values({
          pageId: id,
          version: row.version,
          title: row.title,
          body: row.body,
          status: row.status,
          savedBy,
        });
        return row;
      });
    },

    /** Whether an uploaded content image exists (a cover must name one). */
    async imageExists(id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: contentImages.id })
        .from(contentImages)
        .where(eq(contentImages.id, id));
      return !!row;
    },

    /** Removes a page and, with it, its versions. */
    async remove(id: string): Promise<void> {
      await db.delete(contentPages).where(eq(contentPages.id, id));
    },

    /** A page's versions, newest first, without their bodies. */
    async versions(pageId: string) {
      return db
        .select({
          version: contentPageVersions.version,
          title: contentPageVersions.title,
          status: contentPageVersions.status,
          savedAt: contentPageVersions.savedAt,
          savedById: contentPageVersions.savedBy,
          savedByName: users.name,
        })
        .from(contentPageVersions)
        .leftJoin(users, eq(users.id, contentPageVersions.savedBy))
        .where(eq(contentPageVersions.pageId, pageId))
        .orderBy(desc(contentPageVersions.version));
    },
    async version(pageId: string, version: number) {
      const [row] = await db
        .select({
          version: contentPageVersions.version,
          title: contentPageVersions.title,
          body: contentPageVersions.body,
          status: contentPageVersions.status,
          savedAt: contentPageVersions.savedAt,
          savedById: contentPageVersions.savedBy,
          savedByName: users.name,
        })
        .from(contentPageVersions)
        .leftJoin(users, eq(users.id, contentPageVersions.savedBy))
        .where(
          and(eq(contentPageVersions.pageId, pageId), eq(contentPageVersions.version, version)),
        );
      return row;
    },
  };
}
export type ContentRepository = ReturnType<typeof createContentRepository>;
