import {
  ListingsErrorCode,
  ListingsMessages,
  type Feature,
  type FeatureInput,
  type Page,
} from '@afrinest/contract';
import { conflict, notFound } from '../../../platform/http/errors';
import type { AuditService } from '../../audit/audit.service';
import type { AuthUser } from '../../users/users.service';
import { slugify } from '../../geo/geo-names';
import type { FeaturesRepository } from './features.repository';
import { toFeatureDto } from '../crud/listings.dto';

/**
 * The features and amenities list admins keep (admin features screens); every change audited.
 * Listings show their features' names, so an edit or removal starts the public reads over.
 */
export function createFeaturesService(deps: {
  repo: FeaturesRepository;
  audit: AuditService;
  changed: () => Promise<void>;
}) {
  const { repo, audit } = deps;
  async function findOr404(id: string) {
    const row = await repo.findById(id);
    if (!row) throw notFound(ListingsMessages.FEATURE_NOT_FOUND);
    return row;
  }
  async function assertFree(slug: string, exceptId?: string) {
    const taken = await repo.findBySlug(slug);
    if (taken && taken.id !== exceptId) throw conflict(ListingsMessages.FEATURE_TAKEN);
  }
  const record = (actor: AuthUser, action: string, id: string, before: unknown, after: unknown) =>
    audit.record({
      actorId: actor.id,
      action,
      entity: 'feature',
      entityId: id,
      before: before as Record<string, unknown> | null,
      after: after as Record<string, unknown> | null,
    });

  return {
    async active(): Promise<{ data: Feature[] }> {
      return { data: (await repo.active()).map(toFeatureDto) };
    },
    async list(q: { q?: string; page: number; pageSize: number }): Promise<Page<Feature>> {
      const { rows, total } = await repo.search(q);
      return { data: rows.map(toFeatureDto), total, page: q.page, pageSize: q.pageSize };
    },
    get: async (id: string) => toFeatureDto(await findOr404(id)),
    async create(actor: AuthUser, input: FeatureInput): Promise<Feature> {
      const slug = slugify(input.name);
      await assertFree(slug);
      const row = await repo.insert({ ...input, slug });
      await record(actor, 'feature.create', row.id, null, toFeatureDto(row));
      return toFeatureDto(row);
    },
    async update(actor: AuthUser, id: string, input: FeatureInput): Promise<Feature> {
      const before = await findOr404(id);
      const slug = slugify(input.name);
      await assertFree(slug, id);
      const row = await repo.update(id, { ...input, slug });
      await deps.changed();
      await record(actor, 'feature.update', id, toFeatureDto(before), toFeatureDto(row!));
      return toFeatureDto(row!);
    },
    /** Only an unused feature is deleted; one listings use is deactivated instead (409). */
    async remove(actor: AuthUser, id: string): Promise<void> {
      const before = await findOr404(id);
      if (await repo.inUse(id))
        throw conflict(ListingsMessages.FEATURE_IN_USE, ListingsErrorCode.FEATURE_IN_USE);
      await repo.remove(id);
      await deps.changed();
      await record(actor, 'feature.delete', id, toFeatureDto(before), null);
    },
    /** Demo and first-start seed: by slug, created once. */
    async ensure(name: string, category: string): Promise<string> {
      const slug = slugify(name);
      const found = await repo.findBySlug(slug);
      if (found) return found.id;
      return (await repo.insert({ name, slug, category, active: true })).id;
    },
  };
}
export type FeaturesService = ReturnType<typeof createFeaturesService>;
