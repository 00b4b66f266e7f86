import type { Database } from '../../platform/db/client';
import type { EventOutbox } from '../../platform/events/outbox';
import { createListingEvents } from '../../platform/events/listing-events';
import type { Jobs } from '../../platform/jobs/jobs';
import type { App } from '../../platform/http/types';
import type { AuditService } from '../audit/audit.service';
import type { GeoService } from '../geo/geo.service';
import type { UsersService } from '../users/users.service';
import { createFeaturesRepository } from './features/features.repository';
import { featuresRoutes } from './features/features.routes';
import { createFeaturesService } from './features/features.service';
import { listingsBulkRoutes } from './bulk/bulk.routes';
import { listingsHomeRoutes } from './home/home.routes';
import { createListingsHomeService } from './home/home.service';
import { createListingsBulkService } from './bulk/bulk.service';
import { listingsImportRoutes } from './import/import.routes';
import { createListingsImportService } from './import/import.service';
import { createListingsMapRepository } from './map/map.repository';
import { listingsMapRoutes } from './map/map.routes';
import { createListingsMapService } from './map/map.service';
import { createListingsPlacesRepository } from './places/places.repository';
import { listingsPlacesRoutes } from './places/places.routes';
import { createListingsPlacesService } from './places/places.service';
import { createListingsSearchRepository } from './search/search.repository';
import { createListingsSitemapRepository } from './sitemap/sitemap.repository';
import { listingsSitemapRoutes } from './sitemap/sitemap.routes';
import { createListingsSitemapService } from './sitemap/sitemap.service';
import { createListingsRepository } from './crud/listings.repository';
import { listingsRoutes } from './crud/listings.routes';
import { promotionRoutes } from './crud/promotion.routes';
import { createListingsService, type ListingsDeps } from './crud/listings.service';
import { plotsRoutes } from './search/plots.routes';
import { searchRoutes } from './search/search.routes';
import type { PublicReadCache } from './public-read-cache';
import type { Mailer } from '../../platform/mail/mailer';
import { createExpiryRepository } from './expiry/expiry.repository';
import { listingExpiryRoutes } from './expiry/expiry.routes';
import { createListingExpiry } from './expiry/expiry.service';

/** Builds the listings area (listings, plots, features) for the composition root. */
export function createListingsModule(
  database: Database,
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
    entitlements: ListingsDeps['entitlements'];
    /** Product events (issue 45) and the web address their listing URLs point at. */
    outbox: EventOutbox;
    webUrl: string;
    /** Listing expiry (issue 46): the "still available" mails and the period's settings. */
    expiry: {
      mailer: Mailer;
      onMailError: (e: unknown) => void;
      product: string;
      timeZone: string;
      days: number;
      noticeDays: number;
    };
  },
) {
  const { reads } = deps;
  // Public reads (search, map, places, sitemap) may go to a replica: `database.read`.
  const { db, read } = database;
  const featuresRepo = createFeaturesRepository(db);
  const listings = createListingsService({
    ...deps,
    repo: createListingsRepository(db),
    search: createListingsSearchRepository(read),
    features: featuresRepo,
    changed: reads.bump,
    events: createListingEvents(deps.outbox, deps.webUrl),
  });
  const features = createFeaturesService({
    repo: featuresRepo,
    audit: deps.audit,
    changed: reads.bump,
  });
  const bulk = createListingsBulkService({ listings, audit: deps.audit });
  const sitemap = createListingsSitemapService({
    repo: createListingsSitemapRepository(read),
  });
  const map = createListingsMapService({ repo: createListingsMapRepository(read, db) });
  const places = createListingsPlacesService({
    repo: createListingsPlacesRepository(read),
  });
  const importer = createListingsImportService({ listings, ...deps, features: featuresRepo });
  const home = createListingsHomeService(listings);
  const listingExpiry = createListingExpiry({
    ...deps.expiry,
    repo: createExpiryRepository(db),
    deactivate: (exec, id, note) => listings.deactivateIn(exec, id, note),
    db,
    changed: reads.bump,
    webUrl: deps.webUrl,
  });
  return { listings, features, bulk, sitemap, map, places, importer, home, reads, listingExpiry };
}
export type ListingsModule = ReturnType<typeof createListingsModule>;

/** The map grid's pending changes folded in (docs/search.md): every minute. */
export const MAP_GRID_FOLD_QUEUE = 'listings.map-grid-fold';

/** Listing expiry (issue 46): notices and INACTIVE listings, every hour. */
export const LISTING_EXPIRY_QUEUE = 'listings.expiry';

/** Declares the listings area's jobs; the caller starts the jobs. */
export function defineListingsJobs(jobs: Jobs, m: ListingsModule) {
  jobs.define(MAP_GRID_FOLD_QUEUE, async () => {
    await m.map.fold();
  });
  jobs.every(MAP_GRID_FOLD_QUEUE, '* * * * *');
  jobs.define(LISTING_EXPIRY_QUEUE, async () => {
    await m.listingExpiry.run();
  });
  jobs.every(LISTING_EXPIRY_QUEUE, '23 * * * *');
}

export function listingsAreaRoutes(app: App, m: ListingsModule): void {
  featuresRoutes(app, m.features);
  searchRoutes(app, m.listings, m.reads);
  listingsRoutes(app, m.listings);
  promotionRoutes(app, m.listings);
  listingsHomeRoutes(app, m.home, m.reads);
  listingsBulkRoutes(app, m.bulk);
  listingsImportRoutes(app, m.importer);
  plotsRoutes(app, m.listings, m.reads);
  listingsMapRoutes(app, m.map, m.reads);
  listingsPlacesRoutes(app, m.places, m.reads);
  listingsSitemapRoutes(app, m.sitemap);
  listingExpiryRoutes(app, m.listingExpiry);
}
