import type { z } from 'zod';
import {
  contentStatusSchema,
  STANDING_PAGES,
  type ContentKind,
  type ContentPage,
  type ContentSummary,
  type ContentVersion,
  type contentInputSchema,
  type contentUpdateSchema,
  type Page,
} from '@afrinest/contract';
import type { AuthUser } from '../../../platform/auth/auth-user';
import type { AuditService } from '../../audit/audit.service';
import { diffOf } from '../../commerce/catalogue/catalogue.dto';
import type {
  ContentRepository,
  ContentSearch,
  ContentValues,
  ContentWithAuthor,
} from './content.repository';
import { toContentPageDto, toContentSummaryDto, toVersionDto } from './content.dto';
import type { MediaUrl } from '../../media/media.dto';
import {
  imageNotFound,
  pageNotFound,
  slugTaken,
  standingDelete,
  standingSlug,
  staleVersion,
  versionNotFound,
} from './content-errors';
import { renderMarkdown } from './markdown';
import { isUniqueViolation, unlessTaken } from '../../../platform/db/unique-violation';

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
  coverImageId: input.coverImageId,
});

const isStanding = (slug: string) => (STANDING_PAGES as readonly string[]).includes(slug);

/** Content pages (issue 44): admins write and version them; the public reads published ones. */
export function createContentService(deps: {
  repo: ContentRepository;
  audit: AuditService;
  /** Storage key → public URL, for cover images. */
  url: MediaUrl;
}) {
  const { repo, audit, url } = deps;
  const toDto = (row: ContentWithAuthor) => toContentPageDto(row, url);

  /** A cover must be an uploaded content image (400, shown under the field). */
  async function assertCover(input: ContentForm) {
    if (input.coverImageId && !(await repo.imageExists(input.coverImageId))) throw imageNotFound();
  }

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
    return toDto((await repo.byId(row.id))!);
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
      const data = rows.map((r) => toContentSummaryDto(r, url));
      return { data, total, page: q.page, pageSize: q.pageSize };
    },

    get: async (id: string): Promise<ContentPage> => toDto(await findOr404(id)),

    async create(actor: AuthUser, input: ContentForm): Promise<ContentPage> {
      if (await repo.slugTaken(input.slug)) throw slugTaken();
      await assertCover(input);
      const row = await saving(() => repo.insert(valuesOf(input), actor.id));
      const after = toDto((await repo.byId(row.id))!);
      await record(actor, 'content.create', null, after);
      return after;
    },

    /** The whole page sent back with the `version` read; a stale one changes nothing (409). */
    async update(actor: AuthUser, id: string, input: ContentEdit): Promise<ContentPage> {
      const current = await findOr404(id);
      if (current.version !== input.version) throw staleVersion();
      // The footer and the registration form link to these addresses.
      if (isStanding(current.slug) && input.slug !== current.slug) throw standingSlug();
      if (await repo.slugTaken(input.slug, id)) throw slugTaken();
      await assertCover(input);
      const after = await save(actor, id, input.version, valuesOf(input));
      await record(actor, 'content.update', toDto(current), after);
      return after;
    },

    /** Deletes a page or post with its history (audited); standing pages stay (400). */
    async remove(actor: AuthUser, id: string): Promise<void> {
      const current = await findOr404(id);
      if (isStanding(current.slug)) throw standingDelete();
      await repo.remove(id);
      const before = toDto(current);
      await audit.record({
        actorId: actor.id,
        action: 'content.delete',
        entity: 'content_page',
        entityId: id,
        ...diffOf(before, null, AUDITED),
      });
    },

    /** A body rendered and sanitised exactly as a save would, for the editor's preview. */
    preview: (body: string) => ({ html: renderMarkdown(body) }),

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
      const before = toDto(current);
      const status = contentStatusSchema.parse(old.status);
      const values = valuesOf({
        ...before,
        title: old.title,
        body: old.body,
        status,
        coverImageId: current.coverImageId,
      });
      const after = await save(actor, id, current.version, values);
      await record(actor, 'content.restore', before, after);
      return after;
    },

    /**
     * Standing content (the seed): inserted, with no author, only when its address is free, so
     * an admin's page is never overwritten. True when it was inserted.
     */
    async seedMissing(input: ContentForm): Promise<boolean> {
      if (await repo.slugTaken(input.slug)) return false;
      try {
        await repo.insert(valuesOf(input), null);
        return true;
      } catch (e) {
        // Another process seeding at the same time took the address first.
        if (isUniqueViolation(e)) return false;
        throw e;
      }
    },

    /** Whether any page of this kind exists (drafts too): the seed adds examples only to none. */
    hasAny: async (kind: ContentKind) =>
      (await repo.search({ kind, page: 1, pageSize: 1 })).total > 0,

    /** A published page by its address; a draft answers exactly as an unknown slug does. */
    async published(slug: string): Promise<ContentPage> {
      const row = await repo.bySlug(slug.toLowerCase());
      if (!row || row.status !== 'PUBLISHED') throw pageNotFound();
      return toDto(row);
    },
  };
}
export type ContentService = ReturnType<typeof createContentService>;
