import type { JsonSchema, Operation } from './operations';
import type { Rng } from './prng';
import { BAD_TEXTS, badValues, concrete, overlongText, Raw, sample, type Hints } from './values';

/** One request the fuzzer sends: what it changed (label) and the request itself. */
export interface FuzzRequest {
  label: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: Buffer;
  /** Replaces the role's bearer (a malformed authorization header). */
  authorization?: string;
}

export interface CaseContext {
  rng: Rng;
  /** Valid values for body and query fields by name (ids of the fixtures, places…). */
  hints: Hints;
  /** A real id for a path parameter of an operation, when the fixtures have one. */
  pathId: (op: Operation, param: string) => string | undefined;
}

/**
 * What a request breaks: a path parameter, a query value, one body field, a required field
 * (left out), an unknown field (added), the whole body or its content type, the bearer; or
 * nothing: every value at its bounds (edge) or ordinary (valid), to reach the service's rules.
 */
type Kind = 'path' | 'query' | 'field' | 'missing' | 'extra' | 'body' | 'auth' | 'edge' | 'valid';

/** The kinds that apply to an operation, in a fixed order. */
export function kindsFor(op: Operation): Kind[] {
  const kinds: Kind[] = [];
  if (op.params.some((p) => p.in === 'path')) kinds.push('path');
  if (op.params.some((p) => p.in === 'query')) kinds.push('query');
  if (op.body) kinds.push('field', 'missing');
  kinds.push('extra');
  if (op.method !== 'GET') kinds.push('body');
  kinds.push('auth', 'edge', 'valid');
  return kinds;
}

interface Draft {
  path: Record<string, string>;
  query: [string, string][];
  body: unknown;
  contentType?: string;
  bodyBytes?: Buffer;
  authorization?: string;
}

const JSON_TYPE = 'application/json';
const enc = (v: unknown) => encodeURIComponent(String(v));
const one = (v: unknown) => JSON.stringify(v instanceof Raw ? v.label : v)?.slice(0, 80);

/** A request for `op`: a valid-looking base (so it reaches the service) with one thing broken. */
export function buildCase(op: Operation, kind: Kind, c: CaseContext): FuzzRequest {
  const { rng } = c;
  const edge = kind === 'edge';
  const opts = { rng, hints: c.hints, edge };
  const draft: Draft = { path: {}, query: [], body: undefined };
  const query = op.params.filter((p) => p.in === 'query');
  const inQuery = new Set(
    query.filter((p) => p.required || rng.chance(edge ? 0.7 : 0.3)).map((p) => p.name),
  );
  // A point is lat and lng together: one alone is refused before the service is reached.
  if (inQuery.has('lat') || inQuery.has('lng')) ['lat', 'lng'].forEach((n) => inQuery.add(n));
  for (const p of op.params) {
    if (p.in === 'path') draft.path[p.name] = enc(c.pathId(op, p.name) ?? sample(p.schema, opts));
    if (p.in === 'query' && inQuery.has(p.name))
      for (const v of [sample(p.schema, opts, p.name)].flat()) draft.query.push([p.name, enc(v)]);
  }
  if (op.body) draft.body = sample(op.body, opts);
  const label = mutate(op, kind, draft, rng);
  return toRequest(op, draft, label);
}

function mutate(op: Operation, kind: Kind, d: Draft, rng: Rng): string {
  switch (kind) {
    case 'path': {
      const name = rng.pick(Object.keys(d.path));
      d.path[name] = rng.chance(0.2) ? overlongText(rng) : rng.pick(BAD_TEXTS);
      return `path.${name}=${one(d.path[name])}`;
    }
    case 'query': {
      const p = rng.pick(op.params.filter((x) => x.in === 'query'));
      const value = rng.chance(0.15) ? overlongText(rng) : rng.pick(BAD_TEXTS);
      d.query = d.query.filter(([k]) => k !== p.name);
      const shape = rng.below(4);
      if (shape === 0) d.query.push([p.name, value], [p.name, value]);
      else if (shape === 1) d.query.push([`${p.name}[a]`, value]);
      else d.query.push([p.name, value]);
      return `query.${shape === 1 ? `${p.name}[a]` : p.name}=${one(value)}${shape === 0 ? ' (twice)' : ''}`;
    }
    case 'field': {
      const leaves = leavesOf(op.body!, d.body, []);
      if (leaves.length === 0) return mutate(op, 'body', d, rng);
      const leaf = rng.pick(leaves);
      const bad = rng.pick(badValues(leaf.schema));
      d.body = setAt(d.body, leaf.at, bad);
      return `body.${leaf.at.join('.') || '(root)'}=${one(bad)}`;
    }
    case 'missing': {
      const required = requiredPaths(op.body!, []);
      const queryRequired = op.params.filter((p) => p.in === 'query' && p.required);
      if (queryRequired.length && (required.length === 0 || rng.chance(0.3))) {
        const p = rng.pick(queryRequired);
        d.query = d.query.filter(([k]) => k !== p.name);
        return `query.${p.name} missing`;
      }
      if (required.length === 0) return mutate(op, 'extra', d, rng);
      const at = rng.pick(required);
      d.body = removeAt(d.body, at);
      return `body.${at.join('.')} missing`;
    }
    case 'extra': {
      const extra = rng.pick([
        ['fuzzExtra', 1],
        ['__proto__', '1'],
        ['constructor', { prototype: { polluted: true } }],
        ['id', '00000000-0000-0000-0000-000000000000'],
        ['role', 'AFRI_ADMIN'],
      ] as const);
      if (op.body && isObject(d.body) && rng.chance(0.7)) {
        const key = extra[0] === '__proto__' ? '__proto__' : extra[0];
        if (key === '__proto__') {
          d.contentType = JSON_TYPE;
          d.bodyBytes = Buffer.from(
            JSON.stringify(d.body).replace(/^\{/, '{"__proto__":{"polluted":true},'),
          );
        } else (d.body as Record<string, unknown>)[key] = extra[1];
        return `body.${key} extra`;
      }
      const [key, value] = rng.pick([
        ['fuzzExtra', '1'],
        ['__proto__', '1'],
        ['constructor[prototype][polluted]', '1'],
        ['__proto__[polluted]', '1'],
      ] as const);
      d.query.push([key, value]);
      return `query.${key} extra`;
    }
    case 'body':
      return breakBody(d, rng);
    case 'auth':
      d.authorization = rng.pick([
        'Bearer',
        'Bearer ',
        `Bearer ${'a'.repeat(9_000)}`,
        'Bearer a.b.c',
        'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.',
        'Basic Zm9vOmJhcg==',
        'bearer %FF',
        'Bearer \u00ff\u00fe',
      ]);
      return `authorization=${one(d.authorization)}`;
    case 'edge':
      return 'boundary values';
    case 'valid':
      return 'valid values';
  }
}

/** The whole body broken: not JSON, not UTF-8, not the type it claims, or too big. */
function breakBody(d: Draft, rng: Rng): string {
  const text = JSON.stringify(d.body ?? {});
  const options: [string, string | undefined, Buffer][] = [
    ['truncated JSON', JSON_TYPE, Buffer.from(text.slice(0, Math.max(1, text.length >> 1)))],
    ['empty JSON body', JSON_TYPE, Buffer.alloc(0)],
    ['JSON null body', JSON_TYPE, Buffer.from('null')],
    ['JSON array body', JSON_TYPE, Buffer.from('[1,2]')],
    ['JSON string body', JSON_TYPE, Buffer.from('"x"')],
    ['trailing comma', JSON_TYPE, Buffer.from('{"a":1,}')],
    ['single quotes', JSON_TYPE, Buffer.from("{'a':1}")],
    [
      'invalid UTF-8 body',
      JSON_TYPE,
      Buffer.concat([Buffer.from('{"a":"'), Buffer.from([0xff, 0xc0, 0x80]), Buffer.from('"}')]),
    ],
    ['UTF-8 byte-order mark', JSON_TYPE, Buffer.from(`\ufeff${text}`)],
    ['deep nesting', JSON_TYPE, Buffer.from(`${'['.repeat(5_000)}${']'.repeat(5_000)}`)],
    ['body over 1 MB', JSON_TYPE, Buffer.from(`{"a":"${'x'.repeat(1_100_000)}"}`)],
    ['JSON as UTF-16', 'application/json; charset=utf-16le', Buffer.from(text, 'utf16le')],
    ['JSON as text/plain', 'text/plain', Buffer.from(text)],
    ['JSON as XML', 'application/xml', Buffer.from(text)],
    ['form-encoded', 'application/x-www-form-urlencoded', Buffer.from('a=1&b=%FF')],
    ['multipart without boundary', 'multipart/form-data', Buffer.from('--x\r\n\r\n')],
    [
      'multipart cut off',
      'multipart/form-data; boundary=x',
      Buffer.from('--x\r\nContent-Disposition: form-da'),
    ],
    ['multipart garbage', 'multipart/form-data; boundary=x', Buffer.from(text)],
    [
      'multipart with a JSON file',
      'multipart/form-data; boundary=x',
      Buffer.from(
        '--x\r\nContent-Disposition: form-data; name="files"; filename="a.jpg"\r\n' +
          `Content-Type: image/jpeg\r\n\r\n${text}\r\n--x\r\n` +
          'Content-Disposition: form-data; name="latitude[]"\r\n\r\n1e400\r\n--x--\r\n',
      ),
    ],
    ['no content-type', undefined, Buffer.from(text)],
    ['octet-stream', 'application/octet-stream', Buffer.from([0, 1, 2, 0xff])],
  ];
  const [label, type, bytes] = rng.pick(options);
  d.contentType = type;
  d.bodyBytes = bytes;
  return label;
}

interface Leaf {
  at: (string | number)[];
  schema: JsonSchema;
}

/** Every place in a sampled body that a bad value can go, with the schema it must meet there. */
function leavesOf(schema: JsonSchema, value: unknown, at: (string | number)[]): Leaf[] {
  const s = concrete(schema);
  const here: Leaf[] = [{ at, schema: s }];
  if (isObject(value) && s.properties)
    return [
      ...here,
      ...Object.entries(s.properties).flatMap(([k, prop]) =>
        k in value ? leavesOf(prop, value[k], [...at, k]) : [{ at: [...at, k], schema: prop }],
      ),
    ];
  if (Array.isArray(value) && s.items)
    return [...here, ...value.flatMap((v, i) => leavesOf(s.items!, v, [...at, i]))];
  return here;
}

function requiredPaths(schema: JsonSchema, at: string[]): string[][] {
  const s = concrete(schema);
  return Object.entries(s.properties ?? {}).flatMap(([k, prop]) => [
    ...(s.required?.includes(k) ? [[...at, k]] : []),
    ...requiredPaths(prop, [...at, k]),
  ]);
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function setAt(root: unknown, at: (string | number)[], value: unknown): unknown {
  if (at.length === 0) return value;
  const [head, ...rest] = at;
  if (Array.isArray(root)) {
    const copy: unknown[] = [...root];
    copy[Number(head)] = setAt(copy[Number(head)], rest, value);
    return copy;
  }
  const copy: Record<string, unknown> = { ...(isObject(root) ? root : {}) };
  copy[String(head)] = setAt(copy[String(head)], rest, value);
  return copy;
}

function removeAt(root: unknown, at: string[]): unknown {
  if (!isObject(root)) return root;
  const [head, ...rest] = at;
  const copy = { ...root };
  if (rest.length === 0) delete copy[head!];
  else copy[head!] = removeAt(copy[head!], rest);
  return copy;
}

/** JSON text with each Raw value spliced in as its own bytes. */
function serialize(body: unknown): Buffer {
  const raws: Raw[] = [];
  const text = JSON.stringify(body, (_k, v: unknown) => {
    if (!(v instanceof Raw)) return v;
    raws.push(v);
    return `@@RAW${raws.length - 1}@@`;
  });
  const parts = text.split(/"@@RAW(\d+)@@"/);
  return Buffer.concat(
    parts.map((part, i) => (i % 2 ? raws[Number(part)]!.bytes : Buffer.from(part, 'utf8'))),
  );
}

function toRequest(op: Operation, d: Draft, label: string): FuzzRequest {
  const path = op.path.replace(/\{(\w+)\}/g, (_m, name: string) => d.path[name] ?? '');
  const query = d.query.map(([k, v]) => `${k}=${v}`).join('&');
  const headers: Record<string, string> = {};
  let payload: Buffer | undefined;
  if (d.bodyBytes) payload = d.bodyBytes;
  else if (d.body !== undefined) payload = serialize(d.body);
  if (payload) {
    const type = d.bodyBytes ? d.contentType : JSON_TYPE;
    if (type) headers['content-type'] = type;
  }
  return {
    label,
    method: op.method,
    url: query ? `${path}?${query}` : path,
    headers,
    payload,
    authorization: d.authorization,
  };
}
