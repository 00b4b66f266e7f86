import { z } from 'zod';
import {
  adjustInputSchema,
  AGENT_ROLES,
  agentEntitlementsSchema,
  agencyGrantInputSchema,
  agentGrantInputSchema,
  allocationInputSchema,
  extendInputSchema,
  giftInputSchema,
  ledgerOperationSchema,
  operationsResultSchema,
  recomputeResultSchema,
  republishResultSchema,
  reverseInputSchema,
  SUPER_AGENT_ROLES,
  subscriptionSchema,
} from '@afrinest/contract';
import { ADMIN } from '../../../platform/auth/access';
import type { App } from '../../../platform/http/types';
import type { CommerceModule } from '../commerce.module';

const agencyParams = z.object({ agencyId: z.uuid() });
const idParams = z.object({ id: z.uuid() });

/** The ledger's writes (issue 41): the admin's tools and the agent area's. */
export function entitlementWriteRoutes(app: App, m: CommerceModule) {
  const tags = ['entitlements'];
  const admin = { access: ADMIN };
  const reads = m.entitlementReads;
  const opsOf = async (written: { operationId: string }[]) => ({
    operations: await reads.operations(written.map((w) => w.operationId)),
  });
  const oneOp = async (w: { operationId: string }) => (await reads.operations([w.operationId]))[0]!;

  app.post(
    '/api/admin/entitlements/agency-grants',
    {
      schema: {
        tags,
        summary: 'Give an item to one or several agencies (audited; idempotent by key)',
        body: agencyGrantInputSchema,
        response: { 201: operationsResultSchema },
      },
      config: admin,
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await opsOf(await m.entitlementAdmin.agencyGrants(request.user!, request.body))),
  );
  app.post(
    '/api/admin/entitlements/agent-grants',
    {
      schema: {
        tags,
        summary: "Give an item to agents, into each agent's own bucket (audited)",
        body: agentGrantInputSchema,
        response: { 201: operationsResultSchema },
      },
      config: admin,
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await opsOf(await m.entitlementAdmin.agentGrants(request.user!, request.body))),
  );
  app.post(
    '/api/admin/entitlements/gifts',
    {
      schema: {
        tags,
        summary: 'Gift a package or an item at no price; super agents are mailed (audited)',
        body: giftInputSchema,
        response: { 201: operationsResultSchema },
      },
      config: admin,
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await opsOf(await m.entitlementAdmin.gifts(request.user!, request.body))),
  );
  app.post(
    '/api/admin/entitlements/operations/:id/reverse',
    {
      schema: {
        tags,
        summary: 'Reverse what is unused of a grant, once (audited)',
        params: idParams,
        body: reverseInputSchema,
        response: { 200: ledgerOperationSchema },
      },
      config: admin,
    },
    async (request) =>
      oneOp(
        await m.entitlementAdmin.reverse(request.user!, request.params.id, request.body.reason),
      ),
  );
  app.post(
    '/api/admin/entitlements/agencies/:agencyId/adjust',
    {
      schema: {
        tags,
        summary: "Adjust the agency's pool of an item with a reason (audited)",
        params: agencyParams,
        body: adjustInputSchema,
        response: { 200: ledgerOperationSchema },
      },
      config: admin,
    },
    async (request) =>
      oneOp(await m.entitlementAdmin.adjust(request.user!, request.params.agencyId, request.body)),
  );
  app.post(
    '/api/admin/entitlements/agencies/:agencyId/recompute',
    {
      schema: {
        tags,
        summary: 'Check the cached balances against the ledger and set them to it (audited)',
        params: agencyParams,
        response: { 200: recomputeResultSchema },
      },
      config: admin,
    },
    (request) => m.entitlementAdmin.recompute(request.user!, request.params.agencyId),
  );
  app.post(
    '/api/admin/subscriptions/:id/extend',
    {
      schema: {
        tags,
        summary: 'Extend a period and the grants ending with it (audited)',
        params: idParams,
        body: extendInputSchema,
        response: { 200: subscriptionSchema },
      },
      config: admin,
    },
    async (request) =>
      reads.subscription(
        await m.entitlementAdmin.extend(request.user!, request.params.id, request.body),
      ),
  );
  app.post(
    '/api/admin/subscriptions/:id/end',
    {
      schema: {
        tags,
        summary: 'End a period now: its grants end and the expiry runs (audited)',
        params: idParams,
        body: reverseInputSchema,
        response: { 200: subscriptionSchema },
      },
      config: admin,
    },
    async (request) =>
      reads.subscription(
        await m.entitlementAdmin.endPeriod(request.user!, request.params.id, request.body.reason),
      ),
  );

  app.put(
    '/api/agent/entitlements/allocations',
    {
      schema: {
        tags,
        summary: 'Set what one agent of my agency holds of an item (SUPER_AGENT)',
        body: allocationInputSchema,
        response: { 200: agentEntitlementsSchema },
      },
      config: { access: SUPER_AGENT_ROLES },
    },
    async (request) => {
      await m.agentEntitlements.allocate(request.user!, request.body);
      return reads.agentView(request.user!);
    },
  );
  app.post(
    '/api/agent/entitlements/republish',
    {
      schema: {
        tags,
        summary: 'Publish again, while slots last, the listings an ended period made inactive',
        response: { 200: republishResultSchema },
      },
      config: { access: AGENT_ROLES },
    },
    (request) => m.agentEntitlements.republish(request.user!),
  );
  app.post(
    '/api/agent/entitlements/notices/:id/dismiss',
    {
      schema: {
        tags,
        summary: 'Dismiss a notice of my agency',
        params: idParams,
        response: { 204: z.null() },
      },
      config: { access: AGENT_ROLES },
    },
    async (request, reply) => {
      await m.agentEntitlements.dismiss(request.user!, request.params.id);
      return reply.code(204).send(null);
    },
  );
}
