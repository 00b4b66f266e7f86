import type { Db } from '../../../platform/db/client';
import type { AuditService } from '../../audit/audit.service';
import { createCatalogueRepository } from './catalogue.repository';
import { createItemsService } from './items.service';
import { createPackagesService } from './packages.service';

export { catalogueRoutes } from './catalogue.routes';

/** The catalogue for the commerce composition: items and packages, and what the ledger reads. */
export function createCatalogue(db: Db, deps: { audit: AuditService }) {
  const repo = createCatalogueRepository(db);
  const items = createItemsService({ repo, audit: deps.audit });
  const packages = createPackagesService({ repo, audit: deps.audit, items });
  return { items, packages };
}
export type Catalogue = ReturnType<typeof createCatalogue>;
