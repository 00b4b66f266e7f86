import type { z } from 'zod';
import {
  areaSchema,
  areasQuerySchema,
  autocompleteQuerySchema,
  citiesQuerySchema,
  citySchema,
  countriesQuerySchema,
  countrySchema,
  districtSchema,
  districtsQuerySchema,
  geoIdParamSchema,
  geoListOf,
  locationSelectionSchema,
  placeSchema,
  regionSchema,
  regionsQuerySchema,
  reverseQuerySchema,
  reverseResponseSchema,
  subRegionSchema,
  subRegionsQuerySchema,
  validateResponseSchema,
  type GeoLevel,
} from '@afrinest/contract';
import type { App } from '../../platform/http/types';
import type { GeoService } from './geo.service';

const tags = ['geo'];
const open = { access: 'public' } as const;

/** The public geography calls of SPEC §7: lists, single places, chains, search, reverse, validate. */
export function geoRoutes(app: App, geo: GeoService) {
  app.get(
    '/api/geo/countries',
    {
      schema: {
        tags,
        summary: 'Countries, enabled only unless includeDisabled (limit 100, at most 500)',
        description: 'include=continent,regions embeds each country’s continent and regions.',
        querystring: countriesQuerySchema,
        response: { 200: geoListOf(countrySchema) },
      },
      config: open,
    },
    (request) => geo.countries(request.query),
  );

  const list = <Q extends z.ZodType, T extends z.ZodType>(
    path: string,
    summary: string,
    querystring: Q,
    item: T,
    handler: (q: z.output<Q>) => Promise<{ data: z.output<T>[] }>,
  ) =>
    app.get(
      path,
      { schema: { tags, summary, querystring, response: { 200: geoListOf(item) } }, config: open },
      (request) => handler(request.query as z.output<Q>),
    );
  list('/api/geo/regions', "A country's regions", regionsQuerySchema, regionSchema, (q) =>
    geo.regions(q.countryId, q.limit),
  );
  list(
    '/api/geo/sub-regions',
    "A region's sub-regions",
    subRegionsQuerySchema,
    subRegionSchema,
    (q) => geo.subRegions(q.regionId, q.limit),
  );
  list(
    '/api/geo/districts',
    "A region's (or sub-region's) districts",
    districtsQuerySchema,
    districtSchema,
    (q) => geo.districts(q.regionId, q.subRegionId, q.limit),
  );
  list(
    '/api/geo/cities',
    "A region's (or district's) cities and towns",
    citiesQuerySchema,
    citySchema,
    (q) => geo.cities(q.regionId, q.districtId, q.limit),
  );
  list(
    '/api/geo/areas',
    "A city's areas (or those inside one area)",
    areasQuerySchema,
    areaSchema,
    (q) => geo.areas(q.cityId, q.parentId, q.limit),
  );

  const one = <T extends z.ZodType>(
    path: string,
    item: T,
    load: (id: string) => Promise<z.output<T>>,
  ) =>
    app.get(
      path,
      {
        schema: { tags, summary: 'One place', params: geoIdParamSchema, response: { 200: item } },
        config: open,
      },
      // The generic item schema hides the answer's type from Fastify; the schema still checks it.
      (request) => load(request.params.id) as never,
    );
  one('/api/geo/regions/:id', regionSchema, geo.region);
  one('/api/geo/sub-regions/:id', subRegionSchema, geo.subRegion);
  one('/api/geo/districts/:id', districtSchema, geo.district);
  one('/api/geo/cities/:id', citySchema, geo.city);
  one('/api/geo/areas/:id', areaSchema, geo.area);

  const chain = (path: string, level?: GeoLevel) =>
    app.get(
      path,
      {
        schema: {
          tags,
          summary: `A ${level ?? 'place'} with its whole chain up to the continent`,
          params: geoIdParamSchema,
          response: { 200: placeSchema },
        },
        config: open,
      },
      (request) => geo.hierarchy(request.params.id, level),
    );
  chain('/api/geo/hierarchy/:id');
  for (const level of ['city', 'district', 'subregion', 'region'] as const)
    chain(`/api/geo/hierarchy/${level}/:id`, level);

  app.get(
    '/api/geo/autocomplete',
    {
      schema: {
        tags,
        summary: 'Places across every level by prefix, forgiving typos, best first, with chains',
        querystring: autocompleteQuerySchema,
        response: { 200: geoListOf(placeSchema) },
      },
      config: open,
    },
    (request) => geo.autocomplete(request.query),
  );

  app.get(
    '/api/geo/reverse',
    {
      schema: {
        tags,
        summary: 'The nearest neighbourhood (3 km) or city (50 km) to a point; 404 beyond',
        querystring: reverseQuerySchema,
        response: { 200: reverseResponseSchema },
      },
      config: open,
    },
    (request) => geo.reverse(request.query.lat, request.query.lng),
  );

  app.get(
    '/api/geo/validate',
    {
      schema: {
        tags,
        summary: 'Whether the ids form one chain, and which level does not fit',
        querystring: locationSelectionSchema,
        response: { 200: validateResponseSchema },
      },
      config: open,
    },
    (request) => geo.validate(request.query),
  );
}
