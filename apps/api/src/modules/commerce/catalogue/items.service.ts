import {
  catalogueStatusSchema,
  CommerceMessages,
  type Item,
  type ItemDetail,
  type ItemInput,
  type ItemUpdate,
  type ListItemsQuery,
  type Page,
} from '@afrinest/contract';
import type { AuthUser } from '../../../platform/auth/auth-user';
import type { AuditService } from '../../audit/audit.service';
import { codeTaken, fieldsError, itemNotFound, staleVersion } from './catalogue-errors';
import { diffOf, toItemDto } from './catalogue.dto';
import type { CatalogueRepository, ItemRow, ItemValues } from './catalogue.repository';
import { unlessTaken } from '../../../platform/db/unique-violation';

/** The item page lists the first holders, most left first; holdersTotal counts them all. */
export const HOLDERS_SHOWN = 50;

const AUDITED: (keyof Item)[] = ['code', 'name', 'description', 'unit', 'kind', 'status'];

/** Items (issue 41): what can be granted. Admin changes are versioned and audited. */
export function createItemsService(deps: { repo: CatalogueRepository; audit: AuditService }) {
  const { repo, audit } = deps;

  async function findOr404(id: string): Promise<ItemRow> {
    const row = await repo.itemById(id);
    if (!row) throw itemNotFound();
    return row;
  }

  const valuesOf = (input: ItemInput): ItemValues => ({
    code: input.code,
    name: input.name,
    description: input.description,
    unit: input.unit,
    kind: input.kind,
    status: input.status,
  });

  /** Saves, turning a unique-index refusal (taken meanwhile) into 409. */
  const saving = <T>(write: () => Promise<T>) => unlessTaken(write, codeTaken);

  async function record(actor: AuthUser, action: string, before: Item | null, after: Item) {
    const diff = diffOf(before, after, AUDITED);
    await audit.record({
      actorId: actor.id,
      action,
      entity: 'catalogue_item',
      entityId: after.id,
      before: diff.before,
      after: diff.after,
    });
  }

  return {
    async list(q: ListItemsQuery): Promise<Page<Item>> {
      const { rows, total } = await repo.searchItems(q);
      return { data: rows.map(toItemDto), total, page: q.page, pageSize: q.pageSize };
    },

    async get(id: string): Promise<Item> {
      return toItemDto(await findOr404(id));
    },

    /** The item, the packages that hold it and the agencies holding it now. */
    async detail(id: string): Promise<ItemDetail> {
      const item = toItemDto(await findOr404(id));
      const [packages, holders] = await Promise.all([
        repo.packagesHolding(id),
        repo.holders(id, HOLDERS_SHOWN),
      ]);
      return {
        item,
        packages: packages.map((p) => ({
          id: p.id,
          name: p.name,
          status: catalogueStatusSchema.parse(p.status),
          quantity: p.quantity,
        })),
        holders: holders.rows,
        holdersTotal: holders.total,
      };
    },

    async byId(id: string): Promise<Item> {
      return toItemDto(await findOr404(id));
    },
    async byCode(code: string): Promise<Item> {
      const row = await repo.itemByCode(code);
      if (!row) throw itemNotFound();
      return toItemDto(row);
    },
    /** The items found among `ids`, by id (unknown ids are simply absent). */
    async byIds(ids: readonly string[]): Promise<Map<string, Item>> {
      return new Map((await repo.itemsByIds(ids)).map((r) => [r.id, toItemDto(r)]));
    },

    async create(actor: AuthUser, input: ItemInput): Promise<Item> {
      if (await repo.itemCodeTaken(input.code)) throw codeTaken();
      const item = toItemDto(await saving(() => repo.insertItem(valuesOf(input))));
      await record(actor, 'catalogue.item.create', null, item);
      return item;
    },

    /** A stale `version` answers 409 and changes nothing; a built-in item keeps code and kind. */
    async update(actor: AuthUser, id: string, input: ItemUpdate): Promise<Item> {
      const row = await findOr404(id);
      if (row.version !== input.version) throw staleVersion();
      if (row.builtIn) {
        const refused: Record<string, string> = {};
        if (input.code !== row.code) refused.code = CommerceMessages.BUILT_IN_FIXED;
        if (input.kind !== row.kind) refused.kind = CommerceMessages.BUILT_IN_FIXED;
        if (Object.keys(refused).length) throw fieldsError(refused);
      }
      if (await repo.itemCodeTaken(input.code, id)) throw codeTaken();
      const updated = await saving(() => repo.updateItem(id, input.version, valuesOf(input)));
      // Someone saved between our read and our write: theirs stands.
      if (!updated) throw staleVersion();
      const after = toItemDto(updated);
      await record(actor, 'catalogue.item.update', toItemDto(row), after);
      return after;
    },
  };
}
export type ItemsService = ReturnType<typeof createItemsService>;
