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
}) {
  const { repo, cache, audit } = deps;

  async function current(): Promise<WebsiteState> {
    const hit = await cache.get<WebsiteState>(CACHE_KEY);
    if (hit) return hit;
    const state = toDto(await repo.get());
    await cache.set(CACHE_KEY, state, CACHE_TTL_MS);
    return state;
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
