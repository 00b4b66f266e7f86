import { randomUUID } from 'node:crypto';
import {
  ErrorCode,
  GeoMessages,
  areaKindSchema,
  cityKindSchema,
  levelOfKey,
  parentKeyOf,
  selectionKeys,
  type AdminNode,
  type AdminNodeDetail,
  type AdminNodesPage,
  type CreateGeoNode,
  type GeoLevel,
  type LocationSelection,
  type UpdateGeoNode,
} from '@afrinest/contract';
import { AppError, badRequest, conflict, notFound } from '../../platform/http/errors';
import type { AuditService } from '../audit/audit.service';
import type { GeoService } from './geo.service';
import {
  childrenOf,
  pgErrorCode,
  type AdminNodeRow,
  type GeoAdminRepository,
} from './geo-admin.repository';
import { normalizeName, slugify } from './geo-names';
import { parentColumns, parentValues, plural, selectionUpTo } from './geo-admin-rules';

/** "an area", "a city", "a sub-region". */
const withArticle = (level: GeoLevel) => {
  const word = level === 'subregion' ? 'sub-region' : level;
  return `${/^[aeiou]/.test(word) ? 'an' : 'a'} ${word}`;
};

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const toAdminNode = (r: AdminNodeRow): AdminNode => ({
  id: r.id,
  level: r.level,
  name: r.name,
  slug: r.slug,
  latitude: r.latitude,
  longitude: r.longitude,
  parentId: r.parent_id,
  kind: r.kind,
  enabled: r.enabled,
  iso2: r.iso2,
  childCounts: r.child_counts,
});

const fieldError = (field: string, message: string) =>
  badRequest('Some fields are not valid.', { fields: { [field]: [message] } });

/** Admin changes to the tree: checked against the chain, audited with before and after. */
export function createGeoAdminService(deps: {
  repo: GeoAdminRepository;
  geo: GeoService;
  audit: AuditService;
  /** Listings show place names and chains and count per place: they start over (ADR 0021). */
  placesChanged: () => Promise<void>;
}) {
  const { repo, geo, audit } = deps;

  async function detail(id: string): Promise<AdminNodeDetail> {
    const node = await geo.node(id);
    const row = node && (await repo.one(node.level, id));
    if (!row) throw notFound(GeoMessages.NOT_FOUND);
    return { ...toAdminNode(row), place: await geo.hierarchy(id) };
  }

  /** The parent chain of a new or moved node, checked; 400 naming the level that does not fit. */
  async function checkedParent(level: GeoLevel, parent: LocationSelection | undefined) {
    const selection = selectionUpTo(level, parent ?? {});
    const result = await geo.validate(selection, { enabledOnly: false });
    if (!result.valid) {
      const key = selectionKeys.find((k) => selection[k] && result.invalidLevel === levelOfKey[k]);
      throw fieldError(`parent.${key ?? 'countryId'}`, result.message ?? 'Not valid.');
    }
    return selection;
  }

  const write = async (what: () => Promise<void>, name: string, level: GeoLevel) => {
    try {
      await what();
    } catch (e) {
      if (pgErrorCode(e) === '23505')
        throw conflict(`${GeoMessages.DUPLICATE} (${name}, ${level})`, ErrorCode.CONFLICT);
      throw e;
    }
  };

  const record = (
    actorId: string,
    action: string,
    level: GeoLevel,
    id: string,
    before: unknown,
    after: unknown,
  ) =>
    audit.record({
      actorId,
      action: `geo.${level}.${action}`,
      entity: `geo_${level}`,
      entityId: id,
      before,
      after,
    });

  return {
    detail,

    async list(q: {
      level: GeoLevel;
      parentId?: string;
      q?: string;
      page: number;
      pageSize: number;
    }): Promise<AdminNodesPage> {
      let parents: { column: string; id: string | null }[] = [];
      if (q.parentId) {
        const parent = await geo.node(q.parentId);
        if (!parent) throw notFound(GeoMessages.NOT_FOUND);
        const columns = parentColumns(q.level, parent.level);
        if (!columns)
          throw fieldError(
            'query.level',
            `${capitalised(withArticle(q.level))} does not lie directly under ${withArticle(parent.level)}.`,
          );
        parents = columns.map(([column, value]) => ({
          column,
          id: value === 'id' ? parent.id : null,
        }));
      }
      const { rows, total } = await repo.page({
        level: q.level,
        parents,
        q: q.q ? normalizeName(q.q) : undefined,
        offset: (q.page - 1) * q.pageSize,
        limit: q.pageSize,
      });
      return { data: rows.map(toAdminNode), total, page: q.page, pageSize: q.pageSize };
    },

    async create(actorId: string, input: CreateGeoNode): Promise<AdminNodeDetail> {
      const id = randomUUID();
      const values: Record<string, unknown> = {
        id,
        name: input.name,
        slug: slugify(input.name),
        nameNorm: normalizeName(input.name),
        latitude: input.latitude ?? null,
        longitude: input.longitude ?? null,
      };
      if (input.level === 'country') {
        const c = input.country!;
        const continent = await geo.node(c.continentId);
        if (continent?.level !== 'continent')
          throw fieldError('country.continentId', 'Unknown continent.');
        Object.assign(values, c);
      } else {
        const parent = await checkedParent(input.level, input.parent);
        Object.assign(values, parentValues(input.level, parent));
        if (input.level === 'city' || input.level === 'area') values.kind = input.kind;
      }
      await write(() => repo.insert(input.level, values), input.name, input.level);
      await deps.placesChanged();
      const after = await detail(id);
      await record(actorId, 'create', input.level, id, null, after);
      return after;
    },

    async update(actorId: string, id: string, input: UpdateGeoNode): Promise<AdminNodeDetail> {
      const before = await detail(id);
      const level = before.level;
      const values: Record<string, unknown> = {};
      if (input.name !== undefined)
        Object.assign(values, {
          name: input.name,
          slug: slugify(input.name),
          nameNorm: normalizeName(input.name),
        });
      if (input.latitude !== undefined || input.longitude !== undefined) {
        if ((input.latitude == null) !== (input.longitude == null))
          throw fieldError(
            input.latitude == null ? 'latitude' : 'longitude',
            'Give both coordinates, or neither.',
          );
        Object.assign(values, {
          latitude: input.latitude ?? null,
          longitude: input.longitude ?? null,
        });
      }
      if (input.enabled !== undefined) {
        if (level !== 'country')
          throw fieldError('enabled', 'Only countries are enabled or disabled.');
        values.enabled = input.enabled;
      }
      if (input.kind !== undefined) {
        const kinds = level === 'city' ? cityKindSchema : level === 'area' ? areaKindSchema : null;
        if (!kinds?.safeParse(input.kind).success)
          throw fieldError(
            'kind',
            level === 'city'
              ? 'Choose city, municipality or town.'
              : level === 'area'
                ? 'Choose division or neighbourhood.'
                : `A ${level} has no kind.`,
          );
        values.kind = input.kind;
      }
      if (input.parent !== undefined) {
        if (level === 'continent' || level === 'country')
          throw fieldError('parent', 'Continents and countries do not move.');
        // The parent the level hangs from is named, as for a new node: a city moved without its
        // region kept the old one beside the new district, which the foreign key refused (500).
        const key = parentKeyOf[level];
        if (!input.parent[key])
          throw fieldError(`parent.${key}`, `Choose the ${levelOfKey[key]} it belongs to.`);
        const parent = await checkedParent(level, input.parent);
        // An area cannot move into itself or into an area inside it.
        if (level === 'area' && parent.areaId) {
          const target = await geo.hierarchy(parent.areaId);
          if (target.chain.some((link) => link.id === id))
            throw fieldError(
              'parent.areaId',
              'An area cannot move into itself or an area inside it.',
            );
        }
        Object.assign(values, parentValues(level, parent));
      }
      if (Object.keys(values).length === 0) return before;
      await write(() => repo.update(level, id, values), input.name ?? before.name, level);
      await deps.placesChanged();
      const after = await detail(id);
      await record(actorId, 'update', level, id, before, after);
      return after;
    },

    /** Deletes a node nothing refers to; otherwise 409 saying what refers to it. */
    async remove(actorId: string, id: string): Promise<void> {
      const before = await detail(id);
      const references = childrenOf[before.level]
        .map(([child]) => ({ kind: child, count: before.childCounts[child] ?? 0 }))
        .filter((r) => r.count > 0);
      const refused = (what: string) =>
        new AppError(
          409,
          ErrorCode.CONFLICT,
          `${before.name} ${GeoMessages.HAS_REFERENCES}: ${what}.`,
          { references },
        );
      if (references.length > 0)
        throw refused(references.map((r) => `${r.count} ${plural(r.kind, r.count)}`).join(', '));
      try {
        await repo.remove(before.level, id);
      } catch (e) {
        // Records of other areas (listings, agencies) that point here, added after the check.
        if (pgErrorCode(e) === '23503') throw refused('other records');
        throw e;
      }
      await deps.placesChanged();
      await record(actorId, 'delete', before.level, id, before, null);
    },
  };
}
export type GeoAdminService = ReturnType<typeof createGeoAdminService>;
