import {
  ErrorCode,
  isAdminRole,
  isLoginOpen,
  isRegistrationOpen,
  Messages,
  websiteStateValueSchema,
  type Role,
  type UpdateWebsiteState,
  type WebsiteState,
} from '@afrinest/contract';
import { AppError, forbidden } from '../../platform/http/errors';
import type { Cache } from '../../platform/cache/cache';
import type { AuditService } from '../audit/audit.service';
import type { WebsiteStateRepository, WebsiteStateRow } from './website-state.repository';

const CACHE_KEY = 'website-state';
/** Every request consults the state; a short cache keeps that off the database. */
const CACHE_TTL_MS = 2_000;
/**
 * And this process keeps what it read for a second, so a request costs no look-up of the shared
 * cache (a network round trip where it is Redis). An admin's change reaches this process at once
 * and every other within a second and the shared cache's TTL.
 */
const LOCAL_TTL_MS = 1_000;
const MAINTENANCE_DEFAULT = 'We are carrying out maintenance. Please check back soon.';

const toDto = (row: WebsiteStateRow | undefined): WebsiteState => ({
  state: websiteStateValueSchema.catch('NORMAL').parse(row?.state ?? 'NORMAL'),
  description: row?.description ?? '',
  updated_at: (row?.updatedAt ?? new Date()).toISOString(),
});

export function createWebsiteStateService(deps: {
  repo: WebsiteStateRepository;
  cache: Cache;
  audit: AuditService;
  now?: () => number;
}) {
  const { repo, cache, audit, now = Date.now } = deps;
  let kept: { state: WebsiteState; until: number } | undefined;
  let reading: Promise<WebsiteState> | undefined;
  /** Advanced by every change here: a read begun before it keeps nothing. */
  let version = 0;

  /** The shared cache's copy, else the database's (then shared for CACHE_TTL_MS). */
  async function read(): Promise<WebsiteState> {
    const readAt = version;
    const hit = await cache.get<WebsiteState>(CACHE_KEY);
    const state = hit ?? toDto(await repo.get());
    if (readAt === version) {
      if (!hit) await cache.set(CACHE_KEY, state, CACHE_TTL_MS);
      kept = { state, until: now() + LOCAL_TTL_MS };
    }
    return state;
  }

  /**
   * The state as this process last read it, if within LOCAL_TTL_MS. Else read once for all who
   * ask meanwhile: when the copy goes stale, the concurrent requests share one read (they all
   * queried the database at each expiry before).
   */
  async function current(): Promise<WebsiteState> {
    if (kept && kept.until > now()) return kept.state;
    if (!reading) {
      const shared: Promise<WebsiteState> = read().finally(() => {
        if (reading === shared) reading = undefined;
      });
      reading = shared;
    }
    return reading;
  }

  const maintenance = (s: WebsiteState) =>
    new AppError(503, ErrorCode.MAINTENANCE, s.description || MAINTENANCE_DEFAULT, undefined, {
      'retry-after': '300',
    });

  return {
    current,

    async update(actorId: string, input: UpdateWebsiteState): Promise<WebsiteState> {
      const before = await current();
      const saved = toDto(await repo.save({ ...input, updatedBy: actorId }));
      version += 1;
      kept = undefined;
      reading = undefined;
      await cache.del(CACHE_KEY);
      await audit.record({
        actorId,
        action: 'website-state.update',
        entity: 'website_state',
        entityId: '1',
        before,
        after: saved,
      });
      return saved;
    },

    /**
     * The one guard for requests: MAINTENANCE answers 503 and ONLY_ADMIN 403 to all but admins.
     * Sign-in and registration make their own, finer checks below.
     */
    async assertRequestAllowed(role: Role | null): Promise<void> {
      if (isAdminRole(role)) return;
      const s = await current();
      if (s.state === 'MAINTENANCE') throw maintenance(s);
      if (s.state === 'ONLY_ADMIN') throw forbidden(Messages.ONLY_ADMIN, ErrorCode.ONLY_ADMIN);
    },

    /** Admins may always sign in (they must be able to lift the state again). */
    async assertLoginAllowed(role: Role | null): Promise<void> {
      if (isAdminRole(role)) return;
      const s = await current();
      if (s.state === 'MAINTENANCE') throw maintenance(s);
      if (s.state === 'ONLY_ADMIN') throw forbidden(Messages.ONLY_ADMIN, ErrorCode.ONLY_ADMIN);
      if (!isLoginOpen(s.state)) throw forbidden(Messages.LOGIN_DISABLED, ErrorCode.LOGIN_DISABLED);
    },

    async assertRegistrationAllowed(): Promise<void> {
      const s = await current();
      if (s.state === 'MAINTENANCE') throw maintenance(s);
      if (!isRegistrationOpen(s.state))
        throw forbidden(Messages.REGISTRATION_DISABLED, ErrorCode.REGISTRATION_DISABLED);
    },
  };
}
export type WebsiteStateService = ReturnType<typeof createWebsiteStateService>;
