import type { Db } from '../../../platform/db/client';
import type { App } from '../../../platform/http/types';
import type { Mailer } from '../../../platform/mail/mailer';
import type { AuditService } from '../../audit/audit.service';
import type { MediaUrl } from '../../media/media.dto';
import { createAdServing } from './ad-serving.service';
import { adServingRoutes } from './ad-serving.routes';
import { createAdsRepository } from './ads.repository';
import { adsAdminRoutes } from './ads.routes';
import { createAdsService } from './ads.service';
import { createEnquiriesRepository } from './enquiries/enquiries.repository';
import { enquiriesRoutes } from './enquiries/enquiries.routes';
import { createEnquiriesService } from './enquiries/enquiries.service';

export interface AdsModuleDeps {
  audit: AuditService;
  mailer: Mailer;
  onMailError: (e: unknown) => void;
  /** A stored image's public address. */
  url: MediaUrl;
  apiUrl: string;
  webUrl: string;
  product: string;
  timeZone: string;
  now?: () => Date;
  random?: () => number;
}

/**
 * Advertisements (issue 44): admins' ads, serving and counting, and the "advertise with us"
 * enquiries. Serving keeps each slot's live ads for seconds; every admin write forgets them.
 */
export function createAdsModule(db: Db, deps: AdsModuleDeps) {
  const now = deps.now ?? (() => new Date());
  const repo = createAdsRepository(db);
  const adServing = createAdServing({
    repo,
    url: deps.url,
    apiUrl: deps.apiUrl,
    timeZone: deps.timeZone,
    now,
    random: deps.random ?? Math.random,
  });
  const ads = createAdsService({
    repo,
    audit: deps.audit,
    url: deps.url,
    timeZone: deps.timeZone,
    now,
    changed: adServing.forget,
  });
  const adEnquiries = createEnquiriesService({
    repo: createEnquiriesRepository(db),
    audit: deps.audit,
    mailer: deps.mailer,
    webUrl: deps.webUrl,
    product: deps.product,
    onMailError: deps.onMailError,
  });
  return { ads, adServing, adEnquiries };
}
export type AdsModule = ReturnType<typeof createAdsModule>;

export function adsAreaRoutes(app: App, m: AdsModule) {
  adsAdminRoutes(app, m.ads);
  adServingRoutes(app, m.adServing);
  enquiriesRoutes(app, m.adEnquiries);
}
