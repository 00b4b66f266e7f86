import type { Db } from '../../platform/db/client';
import type { Jobs } from '../../platform/jobs/jobs';
import type { App } from '../../platform/http/types';
import type { AuditService } from '../audit/audit.service';
import type { GeoService } from '../geo/geo.service';
import type { UsersService } from '../users/users.service';
import { createFeaturesRepository } from './features.repository';
import { featuresRoutes } from './features.routes';
import { createFeaturesService } from './features.service';
import { listingsBulkRoutes } from './listings-bulk.routes';
import { listingsHomeRoutes } from './listings-home.routes';
import { createListingsHomeService } from './listings-home.service';
import { createListingsBulkService } from './listings-bulk.service';
import { listingsImportRoutes } from './listings-import.routes';
import { createListingsImportService } from './listings-import.service';
import { createListingsMapRepository } from './listings-map.repository';
import { listingsMapRoutes } from './listings-map.routes';
import { createListingsMapService } from './listings-map.service';
import { createListingsPlacesRepository } from './listings-places.repository';
import { listingsPlacesRoutes } from './listings-places.routes';
import { createListingsPlacesService } from './listings-places.service';
import { createListingsSearchRepository } from './listings-search.repository';
import { createListingsSitemapRepository } from './listings-sitemap.repository';
import { listingsSitemapRoutes } from './listings-sitemap.routes';
import { createListingsSitemapService } from './listings-sitemap.service';
import { createListingsRepository } from './listings.repository';
import { listingsRoutes } from './listings.routes';
import { createListingsService, type ListingsDeps } from './listings.service';
import { plotsRoutes } from './plots.routes';
import type { PublicReadCache } from './public-read-cache';

/** Builds the listings area (listings, plots, features) for the composition root. */
export function createListingsModule(
  db: Db,
  deps: {
    geo: GeoService;
    users: UsersService;
    audit: AuditService;
    hiddenAgencies: ListingsDeps['hiddenAgencies'];
    agencyRefs: ListingsDeps['agencyRefs'];
    /** Public search, featured, map and places answers (ADR 0021); writes here bump it. */
    reads: PublicReadCache;
    media: ListingsDeps['media'];
    assertCanWrite: ListingsDeps['assertCanWrite'];
  },
) {
  const { reads } = deps;
  const featuresRepo = createFeaturesRepository(db);
  const listings = createListingsService({
    ...deps,
    repo: createListingsRepository(db),
    search: createListingsSearchRepository(db),
    features: featuresRepo,
    changed: reads.bump,
  });
  const features = createFeaturesService({
    repo: featuresRepo,
    audit: deps.audit,
    changed: reads.bump,
  });
  const bulk = createListingsBulkService({ listings, audit: deps.audit });
  const sitemap = createListingsSitemapService({
    repo: createListingsSitemapRepository(db),
  });
  const map = createListingsMapService({ repo: createListingsMapRepository(db) });
  const places = createListingsPlacesService({
    repo: createListingsPlacesRepository(db),
  });
  const importer = createListingsImportService({ listings, ...deps, features: featuresRepo });
  const home = createListingsHomeService(listings);
  return { listings, features, bulk, sitemap, map, places, importer, home, reads };
}
export type ListingsModule = ReturnType<typeof createListingsModule>;

/** The map's renumbering (ADR 0037): nightly, when few listings are written (UTC). */
export const MAP_RENUMBER_QUEUE = 'listings.map-renumber';
const MAP_RENUMBER_CRON = '43 2 * * *';

/** Declares the listings area's jobs; the caller starts the jobs. */
export function defineListingsJobs(jobs: Jobs, m: ListingsModule) {
  jobs.define(MAP_RENUMBER_QUEUE, () => m.map.renumber(), { expireInSeconds: 600 });
  jobs.every(MAP_RENUMBER_QUEUE, MAP_RENUMBER_CRON);
}

export function listingsAreaRoutes(app: App, m: ListingsModule): void {
  featuresRoutes(app, m.features);
  listingsRoutes(app, m.listings, m.reads);
  listingsHomeRoutes(app, m.home, m.reads);
  listingsBulkRoutes(app, m.bulk);
  listingsImportRoutes(app, m.importer);
  plotsRoutes(app, m.listings, m.reads);
  listingsMapRoutes(app, m.map, m.reads);
  listingsPlacesRoutes(app, m.places, m.reads);
  listingsSitemapRoutes(app, m.sitemap);
}
