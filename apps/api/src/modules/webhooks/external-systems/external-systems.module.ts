import type { UserRecord } from '../../users/users-admin.service';
import type { AuthUser } from '../../../platform/auth/auth-user';
import type { Cache } from '../../../platform/cache/cache';
import type { Db } from '../../../platform/db/client';
import type { App } from '../../../platform/http/types';
import type { AuditService } from '../../audit/audit.service';
import { createExternalSystemsRepository } from './external-systems.repository';
import { externalSystemsAdminRoutes } from './external-systems.routes';
import { createExternalSystemsService } from './external-systems.service';
import { createKeyAuthenticator } from './key-auth';
import { partnerListingsRoutes } from './partner-listings.routes';
import { createPartnerListingsService, type PartnerListingsDeps } from './partner-listings.service';

export interface ExternalSystemsModuleDeps {
  audit: AuditService;
  /** Per-key rate limits are counted here (Redis when set). */
  cache: Cache;
  agencyNames: (ids: readonly string[]) => Promise<Map<string, string>>;
  agencyExists: (id: string) => Promise<boolean>;
  /** Bound late in app.ts: the listings and agencies areas are built before or after this one. */
  listings: PartnerListingsDeps['listings'];
  agents: PartnerListingsDeps['agents'];
  findAuthUser: (id: string) => Promise<AuthUser | null>;
  now?: () => Date;
}

/**
 * External systems (issue 45, ADR 0045): partners' API keys (hashed, scoped, expiring,
 * rate-limited, revocable), the principal a key acts as, and the partner listing upsert by the
 * partner's own id.
 */
export function createExternalSystemsModule(db: Db, deps: ExternalSystemsModuleDeps) {
  const now = deps.now ?? (() => new Date());
  const repo = createExternalSystemsRepository(db);
  const apiKeys = createKeyAuthenticator({ repo, cache: deps.cache, now });
  const externalSystems = createExternalSystemsService({
    repo,
    audit: deps.audit,
    agencyNames: deps.agencyNames,
    agencyExists: deps.agencyExists,
    now,
    keyChanged: apiKeys.forget,
  });
  const partnerListings = createPartnerListingsService({
    repo,
    listings: deps.listings,
    agents: deps.agents,
    findAuthUser: deps.findAuthUser,
    audit: deps.audit,
  });
  /**
   * The audit log's actors that are systems, as user-like records named "API: <name>", so the
   * audit list shows who wrote without knowing about keys.
   */
  async function auditActors(ids: readonly string[]): Promise<UserRecord[]> {
    const names = await repo.names(ids);
    return [...names].map(([id, name]) => ({
      id,
      email: '',
      name: `API: ${name}`,
      role: 'USER',
      agencyId: null,
      country: null,
      region: null,
      emailVerified: false,
      status: 'ACTIVE',
      suspendedReason: null,
      suspendedAt: null,
      createdAt: new Date(0),
    }));
  }
  return { externalSystems, apiKeys, partnerListings, auditActors };
}
export type ExternalSystemsModule = ReturnType<typeof createExternalSystemsModule>;

export function externalSystemsAreaRoutes(app: App, m: ExternalSystemsModule) {
  externalSystemsAdminRoutes(app, m.externalSystems);
  partnerListingsRoutes(app, m.partnerListings);
}
