import {
  AGENT_ROLES,
  ADMIN_ROLES,
  featuredInputSchema,
  idParamsSchema,
  listingFeaturesInputSchema,
  listingIdParamsSchema,
  listingInputSchema,
  listingManageQuerySchema,
  listingPageSchema,
  listingDetailSchema,
  listingSchema,
  listingStatusInputSchema,
  statusHistorySchema,
  viewResponseSchema,
} from '@afrinest/contract';
import { ADMIN } from '../../../platform/auth/access';
import type { App } from '../../../platform/http/types';
import type { ListingsService } from './listings.service';
import { visitorOf } from './visitor';

const MANAGERS = [...AGENT_ROLES, ...ADMIN_ROLES];

/**
 * Listings (SPEC §7): create, view, /properties/{id} (GET, PUT, DELETE), status with history,
 * features of a listing, and the agent and admin lists. The public search is in search/.
 */
export function listingsRoutes(app: App, s: ListingsService) {
  const tags = ['listings'];
  const params = listingIdParamsSchema;
  const manage = { access: MANAGERS };

  app.post(
    '/api/properties',
    {
      schema: {
        tags,
        summary:
          "Create a listing (ACTIVE at once) for the caller's agency, or for an agent (admins)",
        body: listingInputSchema,
        response: { 201: listingSchema },
      },
      config: manage,
    },
    async (request, reply) => reply.code(201).send(await s.create(request.user!, request.body)),
  );
  app.post(
    '/api/properties/:id/view',
    {
      schema: {
        tags,
        summary: 'Count a view (once per visitor per day)',
        params,
        response: { 200: viewResponseSchema },
      },
      config: { access: 'public' },
    },
    (request) => s.view(request.user, request.params.id, visitorOf(request)),
  );
  app.get(
    '/properties/:id',
    {
      schema: {
        tags,
        summary: 'One listing with its photos',
        params,
        response: { 200: listingDetailSchema },
      },
      config: { access: 'public', apiScope: 'listings:read' },
    },
    (request) => s.get(request.user, request.params.id),
  );
  app.put(
    '/properties/:id',
    {
      schema: {
        tags,
        summary: 'Edit a listing (own agency; admins any)',
        params,
        body: listingInputSchema,
        response: { 200: listingSchema },
      },
      config: manage,
    },
    (request) => s.update(request.user!, request.params.id, request.body),
  );
  app.delete(
    '/properties/:id',
    {
      schema: { tags, summary: 'Delete a listing (kept for history, hidden everywhere)', params },
      config: manage,
    },
    async (request, reply) => {
      await s.remove(request.user!, request.params.id);
      return reply.code(204).send();
    },
  );
  app.post(
    '/properties/:id/features',
    {
      schema: {
        tags,
        summary: "Replace a listing's features",
        params,
        body: listingFeaturesInputSchema,
        response: { 200: listingSchema },
      },
      config: manage,
    },
    (request) => s.setFeatures(request.user!, request.params.id, request.body.features),
  );
  app.put(
    '/api/properties/:id/status',
    {
      schema: {
        tags,
        summary: 'Change the status (allowed transitions only; recorded in the history)',
        params,
        body: listingStatusInputSchema,
        response: { 200: listingSchema },
      },
      config: manage,
    },
    (request) =>
      s.setStatus(request.user!, request.params.id, request.body.status, request.body.note),
  );
  app.get(
    '/api/properties/:id/status-history',
    {
      schema: {
        tags,
        summary: 'Status history: who, when, from, to',
        params,
        response: { 200: statusHistorySchema },
      },
      config: manage,
    },
    (request) => s.history(request.user!, request.params.id),
  );
  app.get(
    '/api/agent/properties',
    {
      schema: {
        tags,
        summary: "My agency's listings, every status",
        querystring: listingManageQuerySchema,
        response: { 200: listingPageSchema },
      },
      config: { access: AGENT_ROLES },
    },
    (request) => s.agencyListings(request.user!, request.query),
  );
  app.get(
    '/api/admin/properties',
    {
      schema: {
        tags,
        summary: 'All listings, every status',
        querystring: listingManageQuerySchema,
        response: { 200: listingPageSchema },
      },
      config: { access: ADMIN },
    },
    (request) => s.adminListings(request.query),
  );
  app.get(
    '/api/admin/broker/agencies/:id/properties',
    {
      schema: {
        tags,
        summary: "One agency's listings, every status (404 for an unknown agency)",
        params: idParamsSchema,
        querystring: listingManageQuerySchema,
        response: { 200: listingPageSchema },
      },
      config: { access: ADMIN },
    },
    (request) => s.adminAgencyListings(request.params.id, request.query),
  );
  app.put(
    '/api/admin/properties/:id/featured',
    {
      schema: {
        tags,
        summary: 'Feature a listing until a time, or stop (audited)',
        params,
        body: featuredInputSchema,
        response: { 200: listingSchema },
      },
      config: { access: ADMIN },
    },
    (request) =>
      s.setFeatured(
        request.user!,
        request.params.id,
        request.body.until ? new Date(request.body.until) : null,
      ),
  );
}
