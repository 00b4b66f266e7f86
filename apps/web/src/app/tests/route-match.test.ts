import { describe, expect, test } from 'vitest';
import { appRoutes } from '@/app/routes';
import { APP_ROUTE_PATHS, matchAppRoute } from '@/app/route-match';

describe('the route matcher the web server answers 404 with', () => {
  test('knows every route of the table, in its order', () => {
    expect(APP_ROUTE_PATHS).toEqual(appRoutes.map((route) => route.path));
  });

  test('reads parameters decoded and leaves unknown paths unmatched', () => {
    expect(matchAppRoute('/brokers/x%20y')).toEqual({
      path: '/brokers/:id',
      params: { id: 'x y' },
    });
    expect(matchAppRoute('/properties/%FF')).toEqual({
      path: '/properties/:id',
      params: { id: '%FF' },
    });
    expect(matchAppRoute('/nowhere')).toBeNull();
    expect(matchAppRoute('/agencies')).toBeNull();
  });
});
