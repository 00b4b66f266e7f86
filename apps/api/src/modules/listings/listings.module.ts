import type { Db } from '../../platform/db/client';
import type { App } from '../../platform/http/types';
import type { AuditService } from '../audit/audit.service';
import type { GeoService } from '../geo/geo.service';
import type { UsersService } from '../users/users.service';
import { createFeaturesRepository } from './features.repository';
import { featuresRoutes } from './features.routes';
import { createFeaturesService } from './features.service';
import { createListingsSearchRepository } from './listings-search.repository';
import { createListingsRepository } from './listings.repository';
import { listingsRoutes } from './listings.routes';
import { createListingsService, type ListingsDeps } from './listings.service';
import { plotsRoutes } from './plots.routes';

/** Builds the listings area (listings, plots, features) for the composition root. */
export function createListingsModule(
  db: Db,
  deps: {
    geo: GeoService;
    users: UsersService;
    audit: AuditService;
    hiddenAgencies: ListingsDeps['hiddenAgencies'];
    agencyRefs: ListingsDeps['agencyRefs'];
  },
) {
  const featuresRepo = createFeaturesRepository(db);
  const listings = createListingsService({
    ...deps,
    repo: createListingsRepository(db),
    search: createListingsSearchRepository(db),
    features: featuresRepo,
  });
  const features = createFeaturesService({ repo: featuresRepo, audit: deps.audit });
  return { listings, features };
}
export type ListingsModule = ReturnType<typeof createListingsModule>;

export function listingsAreaRoutes(app: App, m: ListingsModule): void {
  featuresRoutes(app, m.features);
  listingsRoutes(app, m.listings);
  plotsRoutes(app, m.listings);
}
