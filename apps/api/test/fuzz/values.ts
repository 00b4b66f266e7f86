import type { JsonSchema } from './operations';
import type { Rng } from './prng';

/**
 * Values drawn from a JSON Schema: valid-looking ones (so a request gets past validation to the
 * service, where 500s hide) and malformed ones for one field at a time.
 */

/** Names whose valid value (or a maker of one) the fixtures know: a real agency, a place… */
export type Hints = (name: string) => unknown;

/** A JSON value written into the body as raw text or bytes (what JSON.stringify cannot write). */
export class Raw {
  constructor(
    readonly bytes: Buffer,
    readonly label: string,
  ) {}
}
const raw = (text: string) => new Raw(Buffer.from(text, 'latin1'), text);

export const uuidOf = (rng: Rng) => {
  const hex = (n: number) =>
    Array.from({ length: n }, () => '0123456789abcdef'[rng.below(16)]).join('');
  return `${hex(8)}-${hex(4)}-4${hex(3)}-${'89ab'[rng.below(4)]}${hex(3)}-${hex(12)}`;
};

/** The schema a value must meet, past null-or-X wrappers (nullable, anyOf with null). */
export function concrete(schema: JsonSchema): JsonSchema {
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) {
    const real = variants.filter((v) => v.type !== 'null');
    return concrete(real[0] ?? {});
  }
  if (schema.allOf?.length) return concrete(Object.assign({}, ...schema.allOf) as JsonSchema);
  return schema;
}

const typeOf = (s: JsonSchema) => (Array.isArray(s.type) ? s.type[0] : s.type);

const PAIRS = [
  ['lat', 'lng'],
  ['latitude', 'longitude'],
] as const;

/** Texts that meet the few patterns the contract has besides ids and emails. */
const byPattern: Record<string, string> = {
  '^[A-Z]{2}$': 'ZZ',
  '^[A-Z]{3}$': 'UGX',
  '^\\+\\d{1,4}$': '+256',
  '^(G-[A-Z0-9]{4,20})?$': 'G-FUZZ1234',
};

/** Texts of every script and width, for strings at their longest. */
const GLYPHS = ['a', 'Z', '7', ' ', 'é', 'ñ', '日', '🏠', 'ا', '—'];

export interface SampleOptions {
  rng: Rng;
  hints: Hints;
  /** Numbers at their bounds, strings and arrays at their longest. */
  edge: boolean;
}

export function sample(schema: JsonSchema, o: SampleOptions, name = ''): unknown {
  const s = concrete(schema);
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return o.rng.pick(s.enum);
  const hinted = typeOf(s) === 'array' ? undefined : o.hints(name);
  if (hinted !== undefined) {
    const value = typeof hinted === 'function' ? (hinted as () => unknown)() : hinted;
    return typeOf(s) === 'string' ? String(value) : value;
  }
  switch (typeOf(s)) {
    case 'object': {
      const out: Record<string, unknown> = {};
      const props = s.properties ?? {};
      for (const [key, prop] of Object.entries(props)) {
        if (s.required?.includes(key) || o.rng.chance(0.6)) out[key] = sample(prop, o, key);
      }
      // Coordinates come in pairs: one alone is refused before the service is reached.
      for (const pair of PAIRS)
        for (const [a, b] of [pair, [pair[1], pair[0]]])
          if (a in out && !(b in out) && props[b]) out[b] = sample(props[b], o, b);
      return out;
    }
    case 'array': {
      const min = s.minItems ?? 0;
      const max = Math.min(s.maxItems ?? 3, 50);
      const n = o.edge ? max : Math.min(max, min + o.rng.below(2));
      return Array.from({ length: n }, () => sample(s.items ?? {}, o, `${name}[]`));
    }
    case 'integer':
    case 'number':
      return sampleNumber(s, o);
    case 'boolean':
      return o.rng.chance(0.5);
    case 'string':
      return sampleString(s, o, name);
    default:
      return 'fuzz';
  }
}

function sampleNumber(s: JsonSchema, o: SampleOptions) {
  const integer = typeOf(s) === 'integer';
  const step = integer ? 1 : 0.5;
  const min = s.minimum ?? -1e6;
  const max = s.maximum ?? 1e6;
  const lo = s.exclusiveMinimum === true ? min + step : min;
  const hi = s.exclusiveMaximum === true ? max - step : max;
  if (o.edge) return o.rng.pick([lo, hi]);
  const mid = Math.max(lo, Math.min(hi, o.rng.pick([1, 2, 10, 25])));
  return integer ? Math.round(mid) : mid;
}

function sampleString(s: JsonSchema, o: SampleOptions, name: string) {
  if (s.format === 'uuid') return uuidOf(o.rng);
  if (s.format === 'email') return `fuzz-${o.rng.below(1e6)}@test.afrinest`;
  if (s.format === 'date-time') return new Date(Date.UTC(2030, 0, 1)).toISOString();
  if (s.pattern && byPattern[s.pattern]) return byPattern[s.pattern];
  const min = s.minLength ?? 1;
  const max = Math.min(s.maxLength ?? 40, 20_000);
  if (o.edge) return Array.from({ length: max }, () => o.rng.pick(GLYPHS)).join('');
  const text = `fuzz ${name}`.slice(0, max);
  return text.padEnd(Math.min(min, max), 'x');
}

/** Texts PostgreSQL refuses (NUL), lone surrogates that UTF-8 cannot carry, blanks, bidi marks. */
const BAD_STRINGS = ['a\u0000b', '\u0000', '\ud800', 'a\udfffz', '', '   ', '\u202e\u0301', '%00'];

/** Malformed JSON values for a field of `schema` (plus wrong types for any field). */
export function badValues(schema: JsonSchema): unknown[] {
  const s = concrete(schema);
  const wrongTypes: unknown[] = [null, true, [], {}, [[[]]], 'x', 0];
  switch (typeOf(s)) {
    case 'string':
      return [
        ...BAD_STRINGS,
        'x'.repeat((s.maxLength ?? 10_000) + 1),
        'x'.repeat(200_000),
        raw('"bad \xff\xfe utf-8"'),
        raw('"\xc0\x80"'),
        raw('"\\u0000"'),
        12,
        ...wrongTypes,
      ];
    case 'integer':
    case 'number':
      return [
        1e21,
        2_147_483_648,
        -2_147_483_649,
        raw('9007199254740993'),
        Number.MAX_SAFE_INTEGER,
        -Number.MAX_SAFE_INTEGER,
        1.7976931348623157e308,
        5e-324,
        -5e-324,
        -1,
        0.5,
        (s.maximum ?? 0) + 1,
        (s.minimum ?? 0) - 1,
        raw('1e400'),
        raw('-0'),
        raw('0x10'),
        raw('01'),
        '1',
        '1e3',
        '',
        ...wrongTypes,
      ];
    case 'array':
      return [
        Array.from({ length: (s.maxItems ?? 1000) + 1 }, () => 'a'),
        ['\u0000'],
        [null],
        [{}],
        'a,b',
        ...wrongTypes,
      ];
    case 'object':
      return [
        '{}',
        [],
        1,
        null,
        raw('{"__proto__":{"admin":true}}'),
        { constructor: { prototype: 1 } },
      ];
    case 'boolean':
      return ['true', 1, 0, 'yes', null, []];
    default:
      return wrongTypes;
  }
}

/**
 * Malformed texts for a query or path value, already percent-encoded as they go on the wire:
 * NUL, invalid UTF-8, numbers in every spelling JavaScript would read, and overlong text.
 */
export const BAD_TEXTS = [
  '%00',
  'a%00b',
  '%FF',
  '%C0%80',
  '%ED%A0%80',
  '%E0%A4%A',
  '%',
  '',
  '%20',
  '0x10',
  '1e3',
  '1e21',
  '1e400',
  '-1',
  '0',
  '-0',
  '0.5',
  '.5',
  '5e-324',
  '2147483648',
  '9007199254740991',
  '9007199254740993',
  '99999999999999999999999999',
  'NaN',
  'Infinity',
  '%2B1',
  '%201',
  '1,2,3',
  'null',
  'true',
  '[]',
  '%7B%7D',
  '..%2F..%2Fetc%2Fpasswd',
  '%F0%9F%8F%A0',
  "'%3B--",
];

export const overlongText = (rng: Rng) => 'a'.repeat(rng.pick([101, 500, 5_000, 60_000]));
