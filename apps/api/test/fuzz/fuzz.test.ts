/**
 * The API fuzzer (issue 39): for every operation of /openapi.json, requests built from the
 * operation's own schema with one thing broken at a time (NUL and invalid UTF-8 text, numbers
 * in every spelling and size, wrong types, missing and extra fields, overlong text, malformed
 * path parameters, wrong content types, broken JSON and multipart, bad bearer tokens), sent as
 * an allowed role so protected operations are reached too. No answer may be a 5xx, and every
 * error must be {error:{code,message}}.
 *
 * CI runs a small fixed sample (FUZZ_REQUESTS=4 per operation, FUZZ_SEED=39). A longer pass:
 *   FUZZ_REQUESTS=200 FUZZ_SEED=7 npx vitest run apps/api/test/fuzz/fuzz.test.ts
 * (add DATABASE_URL and REDIS_URL as .ci/run does to fuzz the real servers). FUZZ_ONLY="PUT
 * /properties" keeps operations whose "METHOD /path" contains the text, FUZZ_KINDS=body,field
 * the kinds named in cases.ts, FUZZ_LOG=1 prints one line a request. Each operation draws from
 * its own seeded stream, so a failure replays with the same seed and filters.
 */
import type { Role } from '@afrinest/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helper';
import { buildCase, kindsFor } from './cases';
import { problemWith } from './check';
import { createFixtures, hintsOf, pathIdOf, type Fixtures } from './fixtures';
import { operationsOf, routeUrlOf, type Operation } from './operations';
import { createRng, hashText, type Rng } from './prng';

const SEED = Number(process.env.FUZZ_SEED ?? 39);
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 4);
const ONLY = process.env.FUZZ_ONLY ?? '';
const KINDS = process.env.FUZZ_KINDS?.split(',');
const LOG = process.env.FUZZ_LOG === '1';
const ROLES: Role[] = ['USER', 'AGENT', 'SUPER_AGENT', 'ASSISTANT_ADMIN', 'AFRI_ADMIN'];

/** Operations that end the caller's session: the role signs in again after each. */
const ENDS_SESSION = /\/logout$|\/change-password$/;
/** Deletions go last, so the fixtures they remove serve every other operation first. */
const order = (op: Operation) => (op.method === 'DELETE' ? 1 : 0);

describe('fuzzing every operation of /openapi.json', () => {
  let ctx: TestContext;
  let fixtures: Fixtures;
  let operations: Operation[];

  beforeAll(async () => {
    ctx = await createTestApp({ RATE_LIMIT_MAX: '1000000', AUTH_RATE_LIMIT_MAX: '1000000' });
    fixtures = await createFixtures(ctx);
    const doc = await ctx.app.inject({ method: 'GET', url: '/openapi.json' });
    operations = operationsOf(doc.json())
      .filter((op) => op.key.includes(ONLY))
      .sort((a, b) => order(a) - order(b));
  });
  afterAll(() => ctx.close());

  /** A role the operation lets in (or none, sometimes, for public ones). */
  const roleFor = (op: Operation, rng: Rng): Role | null => {
    const key = `${op.method} ${routeUrlOf(op.path)}`;
    const access = ctx.app.routeTable.find((r) => `${r.method} ${r.url}` === key)?.access;
    if (access === undefined || access === 'public') return rng.pick([null, ...ROLES]);
    return rng.pick(access === 'user' ? ROLES : ROLES.filter((r) => access.includes(r)));
  };

  /**
   * Undoes what would lock later requests out: a website state other than NORMAL (MAINTENANCE
   * refuses everyone but admins), and a session the operation ended.
   */
  const restore = async (op: Operation, role: Role | null) => {
    if (op.path === '/api/admin/website-state' && op.method === 'PUT')
      await ctx.app.inject({
        method: 'PUT',
        url: op.path,
        headers: { authorization: `Bearer ${fixtures.tokens.get('AFRI_ADMIN')}` },
        payload: { state: 'NORMAL', description: '' },
      });
    if (role && ENDS_SESSION.test(op.path)) await fixtures.renew(role);
  };

  it(
    `answers ${REQUESTS} malformed requests per operation (seed ${SEED}) without a 5xx, errors in the shape`,
    { timeout: 60_000 + REQUESTS * 40_000 },
    async () => {
      expect(operations.length).toBeGreaterThan(ONLY ? 0 : 100);
      const context = { hints: hintsOf(fixtures), pathId: pathIdOf(fixtures) };
      const failures: string[] = [];
      for (const op of operations) {
        const rng = createRng(hashText(`${SEED}:${op.key}`));
        const kinds = kindsFor(op).filter((k) => !KINDS || KINDS.includes(k));
        if (kinds.length === 0) continue;
        const start = rng.below(kinds.length);
        for (let i = 0; i < REQUESTS; i++) {
          const role = roleFor(op, rng);
          const req = buildCase(op, kinds[(start + i) % kinds.length]!, { ...context, rng });
          const bearer = role ? `Bearer ${fixtures.tokens.get(role)}` : undefined;
          const authorization = req.authorization ?? bearer;
          const res = await ctx.app.inject({
            method: req.method as 'GET',
            url: req.url,
            headers: { ...req.headers, ...(authorization ? { authorization } : {}) },
            ...(req.payload ? { payload: req.payload } : {}),
          });
          // FUZZ_LOG=1: one line a request, to see how deep the draws reach (statuses by kind).
          if (LOG) console.log(res.statusCode, op.key, role ?? 'anonymous', req.label);
          const problem = problemWith(res);
          if (problem)
            failures.push(
              `${op.key} as ${role ?? 'anonymous'} [${req.label}] ${problem}\n` +
                `  ${req.method} ${req.url.slice(0, 300)}\n` +
                `  body ${JSON.stringify(req.payload?.toString('latin1').slice(0, 300))}\n` +
                `  answer ${res.body.slice(0, 300)}`,
            );
          await restore(op, role);
        }
      }
      expect(failures, `seed ${SEED}: ${failures.length} bad answers`).toEqual([]);
    },
  );
});
