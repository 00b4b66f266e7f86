import {
  favouriteIdsSchema,
  favouritePageSchema,
  favouriteParamsSchema,
  favouriteToggleSchema,
  idParamsSchema,
  pageQuerySchema,
} from '@afrinest/contract';
import { ADMIN } from '../../platform/auth/access';
import type { App } from '../../platform/http/types';
import type { FavouritesService } from './favourites.service';

/**
 * SPEC §7: "toggle /favorites/{propertyId}" (POST toggles, ADR 0013), my favourites, and
 * GET /api/admin/users/{id}/favourites.
 */
export function favouritesRoutes(app: App, s: FavouritesService) {
  const tags = ['favourites'];
  const user = { access: 'user' as const };
  app.post(
    '/favorites/:propertyId',
    {
      schema: {
        tags,
        summary: 'Save or unsave a listing; answers the new state',
        params: favouriteParamsSchema,
        response: { 200: favouriteToggleSchema },
      },
      config: user,
    },
    (request) => s.toggle(request.user!, request.params.propertyId),
  );
  app.get(
    '/favorites',
    {
      schema: {
        tags,
        summary: 'My favourites, newest first',
        querystring: pageQuerySchema,
        response: { 200: favouritePageSchema },
      },
      config: user,
    },
    (request) => s.mine(request.user!, request.query),
  );
  app.get(
    '/favorites/ids',
    {
      schema: {
        tags,
        summary: 'The ids of my favourites (for hearts on cards)',
        response: { 200: favouriteIdsSchema },
      },
      config: user,
    },
    (request) => s.ids(request.user!),
  );
  app.get(
    '/api/admin/users/:id/favourites',
    {
      schema: {
        tags,
        summary: "A user's favourites",
        params: idParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: favouritePageSchema },
      },
      config: { access: ADMIN },
    },
    (request) => s.ofUser(request.params.id, request.query),
  );
}
