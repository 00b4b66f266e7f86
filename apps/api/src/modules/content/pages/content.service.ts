import type { z } from 'zod';
import {
  contentStatusSchema,
  type ContentPage,
  type ContentSummary,
  type ContentVersion,
  type contentInputSchema,
  type contentUpdateSchema,
  type Page,
} from '@afrinest/contract';
import type { AuthUser } from '../../platform/auth/auth-user';
import type { AuditService } from '../audit/audit.service';
import { diffOf } from '../commerce/catalogue/catalogue.dto';
import type { ContentRepository, ContentSearch, ContentValues } from './content.repository';
import { toContentPageDto, toContentSummaryDto, toVersionDto } from './content.dto';
import { pageNotFound, slugTaken, staleVersion, versionNotFound } from './content-errors';
import { renderMarkdown } from './markdown';
import { unlessTaken } from '../../platform/db/unique-violation';

type ContentForm = z.output<typeof contentInputSchema>;
type ContentEdit = z.output<typeof contentUpdateSchema>;

/** Bodies are left out of the audit: the version history keeps every one of them. */
const AUDITED: (keyof ContentPage)[] = [
  'kind',
  'slug',
  'title',
  'summary',
  'seoTitle',
  'seoDescription',
  'category',
  'status',
  'needsReview',
  'version',
  'publishedAt',
];

/** What a save stores: the form with its body rendered and sanitised once, here. */
const valuesOf = (input: ContentForm): ContentValues => ({
  kind: input.kind,
  slug: input.slug,
  title: input.title,
  summary: input.summary,
  body: input.body,
  html: renderMarkdown(input.body),
  seoTitle: input.seoTitle,
  seoDescription: input.seoDescription,
  category: input.category,
  status: input.status,
  needsReview: input.needsReview,
});

/** Content pages (issue 44): admins write and version them; the public reads published ones. */
export function createContentService(deps: { repo: ContentRepository; audit: AuditService }) {
  const { repo, audit } = deps;

  async function findOr404(id: string) {
    const row = await repo.byId(id);
    if (!row) throw pageNotFound();
    return row;
  }

  /** Saves, turning a unique-index refusal (taken meanwhile) into 409. */
  const saving = <T>(write: () => Promise<T>) => unlessTaken(write, slugTaken);

  /** Writes a save over `version` and answers the page as it now is (409 when someone was first). */
  async function save(actor: AuthUser, id: string, version: number, values: ContentValues) {
    const row = await saving(() => repo.update(id, version, values, actor.id));
    if (!row) throw staleVersion();
    return toContentPageDto((await repo.byId(row.id))!);
  }

  async function record(
    actor: AuthUser,
    action: string,
    before: ContentPage | null,
    after: ContentPage,
  ) {
    await audit.record({
      actorId: actor.id,
      action,
      entity: 'content_page',
      entityId: after.id,
      ...diffOf(before, after, AUDITED),
    });
  }

  return {
    async list(q: ContentSearch): Promise<Page<ContentSummary>> {
      const { rows, total } = await repo.search(q);
      return { data: rows.map(toContentSummaryDto), total, page: q.page, pageSize: q.pageSize };
    },

    get: async (id: string): Promise<ContentPage> => toContentPageDto(await findOr404(id)),

    async create(actor: AuthUser, input: ContentForm): Promise<ContentPage> {
      if (await repo.slugTaken(input.slug)) throw slugTaken();
      const row = await saving(() => repo.insert(valuesOf(input), actor.id));
      const after = toContentPageDto((await repo.byId(row.id))!);
      await record(actor, 'content.create', null, after);
      return after;
    },

    /** The whole page sent back with the `version` read; a stale one changes nothing (409). */
    async update(actor: AuthUser, id: string, input: ContentEdit): Promise<ContentPage> {
      const current = await findOr404(id);
      if (current.version !== input.version) throw staleVersion();
      if (await repo.slugTaken(input.slug, id)) throw slugTaken();
      const after = await save(actor, id, input.version, valuesOf(input));
      await record(actor, 'content.update', toContentPageDto(current), after);
      return after;
    },

    /** Newest first; a missing page is a 404, not an empty history. */
    async versions(id: string): Promise<Omit<ContentVersion, 'body'>[]> {
      await findOr404(id);
      return (await repo.versions(id)).map(toVersionDto);
    },

    async version(id: string, version: number): Promise<ContentVersion> {
      await findOr404(id);
      const row = await repo.version(id, version);
      if (!row) throw versionNotFound();
      return { ...toVersionDto(row), body: row.body };
    },

    /** Brings back a version's title, body and status as a new version; history is never rewritten. */
    async restore(actor: AuthUser, id: string, version: number): Promise<ContentPage> {
      const current = await findOr404(id);
      const old = await repo.version(id, version);
      if (!old) throw versionNotFound();
      const before = toContentPageDto(current);
      const status = contentStatusSchema.parse(old.status);
      const values = valuesOf({ ...before, title: old.title, body: old.body, status });
      const after = await save(actor, id, current.version, values);
      await record(actor, 'content.restore', before, after);
      return after;
    },

    /** A published page by its address; a draft answers exactly as an unknown slug does. */
    async published(slug: string): Promise<ContentPage> {
      const row = await repo.bySlug(slug.toLowerCase());
      if (!row || row.status !== 'PUBLISHED') throw pageNotFound();
      return toContentPageDto(row);
    },
  };
}
export type ContentService = ReturnType<typeof createContentService>;
