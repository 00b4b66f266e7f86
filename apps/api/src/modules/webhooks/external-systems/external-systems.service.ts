import type { z } from 'zod';
import {
  ExternalSystemMessages,
  type ExternalSystem,
  type externalSystemInputSchema,
  type ExternalSystemWithKey,
  type listExternalSystemsQuerySchema,
  type Page,
} from '@afrinest/contract';
import type { AuthUser } from '../../../platform/auth/auth-user';
import type { AuditService } from '../../audit/audit.service';
import { diffOf } from '../../commerce/catalogue/catalogue.dto';
import { newApiKey } from './api-keys';
import { toSystemDto } from './external-systems.dto';
import { fieldRefused, systemNotFound } from './external-systems-errors';
import type {
  ExternalSystemsRepository,
  SystemRow,
  SystemValues,
} from './external-systems.repository';

type SystemForm = z.output<typeof externalSystemInputSchema>;
type SystemQuery = z.output<typeof listExternalSystemsQuerySchema>;

/** What an audit entry keeps of a system: the form's fields and the key's hint, never the key. */
const AUDITED: (keyof ExternalSystem)[] = [
  'name',
  'ownerName',
  'ownerEmail',
  'ownerPhone',
  'scopes',
  'agencyId',
  'expiresAt',
  'rateLimitPerMinute',
  'keyHint',
  'revokedAt',
];

export interface ExternalSystemsServiceDeps {
  repo: ExternalSystemsRepository;
  audit: AuditService;
  agencyNames: (ids: readonly string[]) => Promise<Map<string, string>>;
  agencyExists: (id: string) => Promise<boolean>;
  now: () => Date;
  /** Called after a key changes (revoke, rotate), so no cached state outlives it. */
  keyChanged: (systemId: string) => Promise<void>;
}

/** External systems as admins manage them (issue 45): every write audited. */
export function createExternalSystemsService(deps: ExternalSystemsServiceDeps) {
  const { repo, audit, now } = deps;

  async function dtosOf(rows: SystemRow[]): Promise<ExternalSystem[]> {
    const ids = [...new Set(rows.flatMap((r) => (r.agencyId ? [r.agencyId] : [])))];
    const names = ids.length ? await deps.agencyNames(ids) : new Map<string, string>();
    const at = now();
    return rows.map((r) => toSystemDto(r, names, at));
  }
  const dtoOf = async (row: SystemRow) => (await dtosOf([row]))[0]!;

  async function findOr404(id: string): Promise<SystemRow> {
    const row = await repo.byId(id);
    if (!row) throw systemNotFound();
    return row;
  }

  /** The form's values, checked: a known agency, an expiry in the future when it changes. */
  async function valuesOf(input: SystemForm, before: SystemRow | null): Promise<SystemValues> {
    if (input.agencyId && !(await deps.agencyExists(input.agencyId)))
      throw fieldRefused('agencyId', 'Choose an agency from the list.');
    const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
    const unchanged = before && before.expiresAt?.getTime() === expiresAt?.getTime();
    if (expiresAt && !unchanged && expiresAt.getTime() <= now().getTime())
      throw fieldRefused('expiresAt', ExternalSystemMessages.EXPIRY_PAST);
    return {
      name: input.name,
      ownerName: input.ownerName,
      ownerEmail: input.ownerEmail,
      ownerPhone: input.ownerPhone,
      // Kept once each, in a stable order, so an unchanged form audits as unchanged.
      scopes: [...new Set(input.scopes)].sort(),
      agencyId: input.agencyId,
      expiresAt,
      rateLimitPerMinute: input.rateLimitPerMinute,
    };
  }

  async function record(
    actor: AuthUser,
    action: string,
    before: ExternalSystem | null,
    after: ExternalSystem,
  ) {
    await audit.record({
      actorId: actor.id,
      action,
      entity: 'external_system',
      entityId: after.id,
      ...diffOf(before, after, AUDITED),
    });
  }

  return {
    async list(q: SystemQuery): Promise<Page<ExternalSystem>> {
      const { rows, total } = await repo.search({ ...q, q: q.q || undefined, now: now() });
      return { data: await dtosOf(rows), total, page: q.page, pageSize: q.pageSize };
    },

    get: async (id: string): Promise<ExternalSystem> => dtoOf(await findOr404(id)),

    /** The key is in this answer and nowhere else: only its SHA-256 is kept. */
    async create(actor: AuthUser, input: SystemForm): Promise<ExternalSystemWithKey> {
      const values = await valuesOf(input, null);
      const key = newApiKey();
      const row = await repo.insert({ ...values, keyHash: key.hash, keyHint: key.hint }, actor.id);
      const system = await dtoOf(row);
      await record(actor, 'external_system.create', null, system);
      return { system, apiKey: key.key };
    },

    async update(actor: AuthUser, id: string, input: SystemForm): Promise<ExternalSystem> {
      const before = await findOr404(id);
      const row = await repo.update(id, await valuesOf(input, before));
      if (!row) throw systemNotFound();
      const after = await dtoOf(row);
      await record(actor, 'external_system.update', await dtoOf(before), after);
      return after;
    },

    /** Refuses the key from the next call on; revoking again changes nothing. */
    async revoke(actor: AuthUser, id: string): Promise<ExternalSystem> {
      const before = await findOr404(id);
      if (before.revokedAt) return dtoOf(before);
      const row = await repo.update(id, { revokedAt: now() });
      await deps.keyChanged(id);
      const after = await dtoOf(row!);
      await record(actor, 'external_system.revoke', await dtoOf(before), after);
      return after;
    },

    /** A new key; the old one stops at once (its hash is gone, so it finds no system). */
    async rotate(actor: AuthUser, id: string): Promise<ExternalSystemWithKey> {
      const before = await findOr404(id);
      const key = newApiKey();
      const row = await repo.update(id, { keyHash: key.hash, keyHint: key.hint });
      if (!row) throw systemNotFound();
      await deps.keyChanged(id);
      const system = await dtoOf(row);
      await record(actor, 'external_system.rotate_key', await dtoOf(before), system);
      return { system, apiKey: key.key };
    },

    /** "API: <name>" for the audit log's actor column, by system id. */
    names: (ids: readonly string[]) => repo.names(ids),
  };
}
export type ExternalSystemsService = ReturnType<typeof createExternalSystemsService>;
