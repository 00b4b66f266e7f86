import type { Cache } from '../../../platform/cache/cache';
import type { Db } from '../../../platform/db/client';
import type { App } from '../../../platform/http/types';
import type { AuditService } from '../../audit/audit.service';

export interface ExternalSystemsModuleDeps {
  audit: AuditService;
  /** Per-key rate limits are counted here (Redis when set). */
  cache: Cache;
  agencyNames: (ids: readonly string[]) => Promise<Map<string, string>>;
  now?: () => Date;
}

/**
 * External systems (issue 45, ADR 0045): partners' API keys (hashed, scoped, expiring,
 * rate-limited, revocable), the principal a key acts as, and the partner listing upsert by the
 * partner's own id.
 */
export function createExternalSystemsModule(_db: Db, _deps: ExternalSystemsModuleDeps) {
  return {};
}
export type ExternalSystemsModule = ReturnType<typeof createExternalSystemsModule>;

export function externalSystemsAreaRoutes(_app: App, _m: ExternalSystemsModule) {}
