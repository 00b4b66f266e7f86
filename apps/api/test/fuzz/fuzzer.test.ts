import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildCase, kindsFor } from './cases';
import { problemWith } from './check';
import type { Operation } from './operations';
import { createRng } from './prng';

/** The fuzzer's own parts: its verdicts can fail, and a seed always draws the same requests. */
describe('the fuzzer', () => {
  const answer = (statusCode: number, body: string, type = 'application/json; charset=utf-8') =>
    ({
      statusCode,
      headers: { 'content-type': type },
      body,
      json: () => JSON.parse(body) as unknown,
    }) as unknown as LightMyRequestResponse;

  it('flags 5xx and errors outside the one shape', () => {
    const ok = '{"error":{"code":"NOT_FOUND","message":"Listing not found."}}';
    expect(problemWith(answer(404, ok))).toBeNull();
    expect(problemWith(answer(200, 'plain', 'text/plain'))).toBeNull();
    expect(problemWith(answer(500, ok))).toBe('answered 500');
    expect(problemWith(answer(400, 'Bad Request', 'text/plain'))).toMatch(/text\/plain/);
    expect(problemWith(answer(400, '{"statusCode":400,"message":"x"}'))).toMatch(/\{error\}/);
    expect(problemWith(answer(400, '{"error":{"code":"X"}}'))).toMatch(/message/);
    expect(problemWith(answer(400, '{"error":{"code":"X","message":"m","stack":"…"}}'))).toMatch(
      /stack/,
    );
  });

  const op: Operation = {
    method: 'PUT',
    path: '/things/{id}',
    key: 'PUT /things/{id}',
    params: [
      { in: 'path', name: 'id', required: true, schema: { type: 'string', format: 'uuid' } },
      { in: 'query', name: 'page', required: false, schema: { type: 'integer', minimum: 1 } },
    ],
    body: {
      type: 'object',
      properties: { name: { type: 'string', maxLength: 20 }, count: { type: 'integer' } },
      required: ['name'],
    },
    bodyRequired: true,
  };
  const draw = (seed: number) =>
    kindsFor(op).map((kind) =>
      buildCase(op, kind, { rng: createRng(seed), hints: () => undefined, pathId: () => 'x' }),
    );

  it('draws the same requests from the same seed, and others from another', () => {
    expect(draw(7)).toEqual(draw(7));
    expect(draw(7)).not.toEqual(draw(8));
  });

  it('breaks one thing a request, and says what', () => {
    const labels = draw(7).map((r) => r.label);
    expect(labels).toHaveLength(kindsFor(op).length);
    expect(labels.find((l) => l.startsWith('path.id='))).toBeDefined();
    expect(labels.find((l) => l.startsWith('query.page'))).toBeDefined();
    expect(labels).toContain('body.name missing');
    expect(labels.find((l) => l.startsWith('authorization='))).toBeDefined();
  });
});
