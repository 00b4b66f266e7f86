import {
  AMOUNT_MAX,
  catalogueStatusSchema,
  CommerceErrorCode,
  CommerceMessages,
  FREE_PACKAGE_CODE,
  itemKindSchema,
  minorDigitsOf,
  priceToMinor,
  type CatalogueStatus,
  type ItemKind,
  type ListPackagesQuery,
  type Package,
  type PackageInput,
  type PackageUpdate,
  type Page,
} from '@afrinest/contract';
import type { AuthUser } from '../../../platform/auth/auth-user';
import type { AuditService } from '../../audit/audit.service';
import { codeTaken, fieldsError, packageNotFound, staleVersion } from './catalogue-errors';
import { diffOf, toPackageDto } from './catalogue.dto';
import type {
  CatalogueRepository,
  PackageContent,
  PackageRow,
  PackageValues,
} from './catalogue.repository';
import type { ItemsService } from './items.service';
import { unlessTaken } from '../../../platform/db/unique-violation';

/** What the ledger needs to grant a package: its window and each item's quantity. */
export interface PackageForGrant {
  id: string;
  name: string;
  validityDays: number | null;
  isFree: boolean;
  status: CatalogueStatus;
  items: {
    itemId: string;
    code: string;
    quantity: number;
    kind: ItemKind;
    status: CatalogueStatus;
  }[];
}

/** Not in the contract's priceInputSchema yet (reported): the listings' wording for a price. */

const AUDITED: (keyof Package)[] = [
  'code',
  'name',
  'description',
  'validityDays',
  'visibility',
  'position',
  'status',
  'items',
  'prices',
];

/**
 * Packages (issue 41): bundles of items with a validity and prices per currency. The package
 * row, its items and its prices change together, versioned and audited.
 */
export function createPackagesService(deps: {
  repo: CatalogueRepository;
  audit: AuditService;
  items: ItemsService;
}) {
  const { repo, audit, items } = deps;

  async function findOr404(id: string): Promise<PackageRow> {
    const row = await repo.packageById(id);
    if (!row) throw packageNotFound();
    return row;
  }

  async function toDtos(rows: PackageRow[]): Promise<Package[]> {
    const ids = rows.map((r) => r.id);
    const [itemRows, priceRows] = await Promise.all([repo.itemsOf(ids), repo.pricesOf(ids)]);
    return rows.map((r) =>
      toPackageDto(
        r,
        itemRows.filter((i) => i.packageId === r.id),
        priceRows.filter((p) => p.packageId === r.id),
      ),
    );
  }
  const toDto = async (row: PackageRow) => (await toDtos([row]))[0]!;

  const valuesOf = (input: PackageInput): PackageValues => ({
    code: input.code,
    name: input.name,
    description: input.description,
    validityDays: input.validityDays,
    visibility: input.visibility,
    position: input.position,
    status: input.status,
  });

  /**
   * The items and prices to store: every item must exist, an ARCHIVED one only if the package
   * already held it, and prices become minor units of their currency's exponent.
   */
  async function contentOf(
    input: PackageInput,
    held: ReadonlySet<string>,
  ): Promise<PackageContent> {
    const found = await items.byIds(input.items.map((i) => i.itemId));
    if (input.items.some((i) => !found.has(i.itemId)))
      throw fieldsError({ items: CommerceMessages.ITEM_NOT_FOUND });
    if (input.items.some((i) => found.get(i.itemId)!.status === 'ARCHIVED' && !held.has(i.itemId)))
      throw fieldsError({ items: CommerceMessages.ITEM_ARCHIVED }, CommerceErrorCode.ITEM_ARCHIVED);
    const prices = input.prices.map((p, index) => {
      const amountMinor = priceToMinor(p.amount, p.currency);
      const field = `prices.${index}.amount`;
      if (amountMinor === null)
        throw fieldsError({
          [field]: CommerceMessages.PRICE_DECIMALS.replace(
            '{digits}',
            String(minorDigitsOf(p.currency)),
          ),
        });
      // 15 digits and 2 decimals pass the schema but not a double's exact integers.
      if (amountMinor > AMOUNT_MAX)
        throw fieldsError({ [field]: CommerceMessages.PRICE_TOO_LARGE });
      return { currency: p.currency, amountMinor };
    });
    return { items: input.items.map((i) => ({ itemId: i.itemId, quantity: i.quantity })), prices };
  }

  /** The FREE package every agency holds stays ACTIVE, PRIVATE, open-ended and coded FREE. */
  function checkFreeLock(row: PackageRow, input: PackageInput) {
    if (!row.isFree) return;
    const refused: Record<string, string> = {};
    if (input.code !== FREE_PACKAGE_CODE) refused.code = CommerceMessages.FREE_PACKAGE_LOCKED;
    if (input.status !== 'ACTIVE') refused.status = CommerceMessages.FREE_PACKAGE_LOCKED;
    if (input.visibility !== 'PRIVATE') refused.visibility = CommerceMessages.FREE_PACKAGE_LOCKED;
    if (input.validityDays !== null) refused.validityDays = CommerceMessages.FREE_PACKAGE_LOCKED;
    if (Object.keys(refused).length)
      throw fieldsError(refused, CommerceErrorCode.FREE_PACKAGE_LOCKED);
  }

  /** Saves, turning a unique-index refusal (taken meanwhile) into 409. */
  const saving = <T>(write: () => Promise<T>) => unlessTaken(write, codeTaken);

  async function record(actor: AuthUser, action: string, before: Package | null, after: Package) {
    const diff = diffOf(before, after, AUDITED);
    await audit.record({
      actorId: actor.id,
      action,
      entity: 'catalogue_package',
      entityId: after.id,
      before: diff.before,
      after: diff.after,
    });
  }

  async function forGrantOf(row: PackageRow): Promise<PackageForGrant> {
    const rows = await repo.itemsOf([row.id]);
    return {
      id: row.id,
      name: row.name,
      validityDays: row.validityDays,
      isFree: row.isFree,
      status: catalogueStatusSchema.parse(row.status),
      items: rows.map((i) => ({
        itemId: i.itemId,
        code: i.code,
        quantity: i.quantity,
        kind: itemKindSchema.parse(i.kind),
        status: catalogueStatusSchema.parse(i.status),
      })),
    };
  }

  return {
    async list(q: ListPackagesQuery): Promise<Page<Package>> {
      const { rows, total } = await repo.searchPackages(q);
      return { data: await toDtos(rows), total, page: q.page, pageSize: q.pageSize };
    },

    /** The public, active packages of /pricing, in their order (a handful: one page). */
    async publicActive(): Promise<Package[]> {
      const { rows } = await repo.searchPackages({
        status: 'ACTIVE',
        visibility: 'PUBLIC',
        page: 1,
        pageSize: 100,
      });
      return toDtos(rows.filter((r) => !r.isFree));
    },

    async get(id: string): Promise<Package> {
      return toDto(await findOr404(id));
    },

    /** For the ledger: the package to grant, or 404 PACKAGE_NOT_FOUND. */
    async forGrant(id: string): Promise<PackageForGrant> {
      return forGrantOf(await findOr404(id));
    },
    /** For the ledger: the FREE package every agency holds (seeded by the migration). */
    async freePackage(): Promise<PackageForGrant> {
      const row = await repo.freePackage();
      if (!row) throw packageNotFound();
      return forGrantOf(row);
    },

    async create(actor: AuthUser, input: PackageInput): Promise<Package> {
      if (await repo.packageCodeTaken(input.code)) throw codeTaken();
      const content = await contentOf(input, new Set());
      const row = await saving(() => repo.insertPackage(valuesOf(input), content));
      const after = await toDto(row);
      await record(actor, 'catalogue.package.create', null, after);
      return after;
    },

    /** The whole package sent back with the `version` read; a stale one changes nothing (409). */
    async update(actor: AuthUser, id: string, input: PackageUpdate): Promise<Package> {
      const row = await findOr404(id);
      if (row.version !== input.version) throw staleVersion();
      checkFreeLock(row, input);
      if (await repo.packageCodeTaken(input.code, id)) throw codeTaken();
      const before = await toDto(row);
      const content = await contentOf(input, new Set(before.items.map((i) => i.itemId)));
      const updated = await saving(() =>
        repo.updatePackage(id, input.version, valuesOf(input), content),
      );
      // Someone saved between our read and our write: theirs stands.
      if (!updated) throw staleVersion();
      const after = await toDto(updated);
      await record(actor, 'catalogue.package.update', before, after);
      return after;
    },
  };
}
export type PackagesService = ReturnType<typeof createPackagesService>;
