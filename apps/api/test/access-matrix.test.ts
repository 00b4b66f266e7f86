import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@afrinest/contract';
import type { RouteEntry } from '../src/platform/auth/access';
import { createTestApp, ROLES, signInAs, type TestContext } from './helper';

/**
 * Walks every registered route (from the app's own route table, so a route added tomorrow is
 * covered tomorrow) for anonymous callers and every role, and checks the answer against the
 * route's declared access rule.
 */
describe('access matrix', () => {
  let ctx: TestContext;
  const tokens = new Map<Role, string>();

  beforeAll(async () => {
    ctx = await createTestApp();
    for (const role of ROLES) tokens.set(role, (await signInAs(ctx, role)).token);
  });
  afterAll(() => ctx.close());

  const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, randomUUID()).replace(/\*/g, 'x');
  const call = (route: RouteEntry, role: Role | null) =>
    ctx.app.inject({
      method: route.method as 'GET',
      url: concrete(route.url),
      headers: role ? { authorization: `Bearer ${tokens.get(role)}` } : {},
      ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
    });

  it('has routes to walk', () => {
    expect(ctx.app.routeTable.length).toBeGreaterThan(8);
    expect(ctx.app.routeTable.map((r) => `${r.method} ${r.url}`)).toContain(
      'PUT /api/admin/website-state',
    );
  });

  it('answers every route as its access rule says, for every role', async () => {
    const failures: string[] = [];
    for (const route of ctx.app.routeTable) {
      if (route.access === 'public') {
        // A public route does not tell callers apart by role: everyone gets the same kind of answer.
        const anonymous = (await call(route, null)).statusCode;
        for (const role of ROLES) {
          const status = (await call(route, role)).statusCode;
          if (Math.floor(status / 100) !== Math.floor(anonymous / 100))
            failures.push(
              `${route.method} ${route.url} ${role}: ${status} vs anonymous ${anonymous}`,
            );
        }
        continue;
      }
      const anonymous = await call(route, null);
      if (anonymous.statusCode !== 401)
        failures.push(
          `${route.method} ${route.url} anonymous: ${anonymous.statusCode}, expected 401`,
        );
      for (const role of ROLES) {
        const allowed = route.access === 'user' || route.access.includes(role);
        const res = await call(route, role);
        if (allowed && (res.statusCode === 401 || res.statusCode === 403))
          failures.push(`${route.method} ${route.url} ${role}: ${res.statusCode}, expected access`);
        if (!allowed && (res.statusCode !== 403 || res.json().error.code !== 'FORBIDDEN'))
          failures.push(`${route.method} ${route.url} ${role}: ${res.statusCode}, expected 403`);
      }
    }
    expect(failures).toEqual([]);
  });
});
