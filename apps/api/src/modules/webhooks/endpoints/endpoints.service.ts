import type { z } from 'zod';
import {
  WEBHOOK_OLD_SECRET_HOURS,
  WEBHOOK_TEST_EVENT,
  WebhookMessages,
  type listWebhookEndpointsQuerySchema,
  type Page,
  type WebhookActionResult,
  type WebhookEndpoint,
  type webhookEndpointInputSchema,
  type WebhookEndpointWithSecret,
  type WebhookEventType,
} from '@afrinest/contract';
import type { AuthUser } from '../../../platform/auth/auth-user';
import type { AuditService } from '../../audit/audit.service';
import { diffOf } from '../../commerce/catalogue/catalogue.dto';
import type { DeliveryRepository } from '../delivery/delivery.repository';
import { newSecret, secretHint } from '../delivery/signer';
import type { SsrfGuard } from '../delivery/ssrf-guard';
import {
  agencyUnknown,
  endpointDisabled,
  endpointNotFound,
  httpsRequired,
  urlNotAllowed,
} from '../webhooks-errors';
import type {
  EndpointsRepository,
  EndpointValues,
  EndpointWithFigures,
} from './endpoints.repository';

type EndpointForm = z.output<typeof webhookEndpointInputSchema>;
type EndpointQuery = z.output<typeof listWebhookEndpointsQuerySchema>;

/** What an audit entry keeps of an endpoint: never its secret. */
const AUDITED: (keyof WebhookEndpoint)[] = [
  'url',
  'description',
  'events',
  'agencyId',
  'active',
  'disabledReason',
  'secretHint',
];

export interface EndpointsServiceDeps {
  repo: EndpointsRepository;
  deliveries: DeliveryRepository;
  audit: AuditService;
  guard: SsrfGuard;
  requireHttps: boolean;
  agencyNames: (ids: readonly string[]) => Promise<Map<string, string>>;
  now: () => Date;
  /** Asks for a dispatch round soon (a queued test event). */
  wake: () => Promise<void>;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Webhook endpoints as admins manage them (issue 45): every write audited. */
export function createEndpointsService(deps: EndpointsServiceDeps) {
  const { repo, audit } = deps;

  async function toDtos(rows: EndpointWithFigures[]): Promise<WebhookEndpoint[]> {
    const agencyIds = [...new Set(rows.flatMap((r) => (r.agencyId ? [r.agencyId] : [])))];
    const names = agencyIds.length ? await deps.agencyNames(agencyIds) : new Map();
    const now = deps.now();
    return rows.map((r) => ({
      id: r.id,
      url: r.url,
      description: r.description,
      events: r.events as WebhookEventType[],
      agencyId: r.agencyId,
      agency: r.agencyId ? { id: r.agencyId, name: names.get(r.agencyId) ?? '' } : null,
      active: r.active,
      disabledReason: r.disabledReason as WebhookEndpoint['disabledReason'],
      disabledAt: iso(r.disabledAt),
      failingSince: iso(r.failingSince),
      secretHint: secretHint(r.secret),
      previousSecretUntil:
        r.previousSecretUntil && r.previousSecretUntil > now ? iso(r.previousSecretUntil) : null,
      pending: r.pending,
      lastAttempt:
        r.lastAttemptAt && r.lastOutcome
          ? {
              at: r.lastAttemptAt.toISOString(),
              outcome: r.lastOutcome as 'SUCCEEDED' | 'FAILED',
            }
          : null,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    }));
  }
  const dtoOf = async (id: string) => {
    const row = await repo.byId(id);
    if (!row) throw endpointNotFound();
    return (await toDtos([row]))[0]!;
  };

  /** The address rules the schema cannot know: https where required, no private addresses. */
  async function checkForm(input: EndpointForm) {
    const url = new URL(input.url);
    if (deps.requireHttps && url.protocol !== 'https:') throw httpsRequired();
    if (!deps.guard.allowedAtSave(url.hostname)) throw urlNotAllowed();
    if (input.agencyId && !(await deps.agencyNames([input.agencyId])).has(input.agencyId))
      throw agencyUnknown();
  }

  const valuesOf = (input: EndpointForm): EndpointValues => ({
    url: input.url,
    description: input.description,
    events: [...new Set(input.events)].sort(),
    agencyId: input.agencyId,
    active: input.active,
  });

  async function record(
    actor: AuthUser,
    action: string,
    before: WebhookEndpoint | null,
    after: WebhookEndpoint | null,
  ) {
    await audit.record({
      actorId: actor.id,
      action,
      entity: 'webhook_endpoint',
      entityId: (after ?? before)!.id,
      ...diffOf(before, after, AUDITED),
    });
  }

  return {
    toDtos,
    async list(q: EndpointQuery): Promise<Page<WebhookEndpoint>> {
      const { rows, total } = await repo.search(q);
      return { data: await toDtos(rows), total, page: q.page, pageSize: q.pageSize };
    },

    get: dtoOf,

    /** The secret is in this answer only. */
    async create(actor: AuthUser, input: EndpointForm): Promise<WebhookEndpointWithSecret> {
      await checkForm(input);
      const secret = newSecret();
      const values = valuesOf(input);
      if (!values.active)
        Object.assign(values, { disabledReason: 'ADMIN', disabledAt: deps.now() });
      const row = await repo.insert(values, secret, actor.id);
      const endpoint = await dtoOf(row.id);
      await record(actor, 'webhook.create', null, endpoint);
      return { endpoint, secret };
    },

    async update(actor: AuthUser, id: string, input: EndpointForm): Promise<WebhookEndpoint> {
      const before = await dtoOf(id);
      await checkForm(input);
      const now = deps.now();
      const values = valuesOf(input);
      // Turning on clears why it was off (and, for a failing one, since when it failed).
      if (input.active && !before.active)
        Object.assign(values, { disabledReason: null, disabledAt: null, failingSince: null });
      if (!input.active && before.active)
        Object.assign(values, { disabledReason: 'ADMIN', disabledAt: now });
      if (!(await repo.update(id, values, now))) throw endpointNotFound();
      const after = await dtoOf(id);
      await record(actor, 'webhook.update', before, after);
      if (after.active && !before.active) await deps.wake();
      return after;
    },

    async remove(actor: AuthUser, id: string): Promise<void> {
      const before = await dtoOf(id);
      if (!(await repo.remove(id))) throw endpointNotFound();
      await record(actor, 'webhook.delete', before, null);
    },

    /** A new secret; the old one signs beside it for WEBHOOK_OLD_SECRET_HOURS. */
    async rotateSecret(actor: AuthUser, id: string): Promise<WebhookEndpointWithSecret> {
      const row = await repo.byId(id);
      if (!row) throw endpointNotFound();
      const before = (await toDtos([row]))[0]!;
      const now = deps.now();
      const secret = newSecret();
      await repo.update(
        id,
        {
          secret,
          previousSecret: row.secret,
          previousSecretUntil: new Date(now.getTime() + WEBHOOK_OLD_SECRET_HOURS * 3_600_000),
        },
        now,
      );
      const endpoint = await dtoOf(id);
      await record(actor, 'webhook.rotate_secret', before, endpoint);
      return { endpoint, secret };
    },

    /** A `webhook.test` event to this endpoint only. */
    async sendTest(actor: AuthUser, id: string): Promise<WebhookActionResult> {
      const endpoint = await dtoOf(id);
      if (!endpoint.active) throw endpointDisabled();
      const now = deps.now();
      const eventId = await deps.deliveries.insertDirectEvent(
        WEBHOOK_TEST_EVENT,
        {
          endpointId: id,
          message: 'A test event from the admin screens.',
          sentAt: now.toISOString(),
        },
        now,
      );
      await deps.deliveries.queue(eventId, id, now);
      await audit.record({
        actorId: actor.id,
        action: 'webhook.test',
        entity: 'webhook_endpoint',
        entityId: id,
        before: null,
        after: { eventId },
      });
      await deps.wake();
      return { ok: true, message: WebhookMessages.TEST_SENT };
    },
  };
}
export type EndpointsService = ReturnType<typeof createEndpointsService>;
