import { z } from 'zod';

/**
 * The shared rules every request text and number is built from (issue 39): what PostgreSQL's
 * columns can hold, so bad input is a 400 at validation, never a 500 from the database.
 */

/** PostgreSQL's text cannot hold U+0000: every text the API takes in refuses it. */
export const NUL_MESSAGE = 'Text cannot contain NUL characters.';
export const hasNoNul = (s: string) => !s.includes('\u0000');
/**
 * Half a surrogate pair (JSON's "\udfff") is no character UTF-8 can write: jsonb refused it (a
 * 500) and text columns kept U+FFFD instead. (A regular expression: older browsers lack
 * String.prototype.isWellFormed.)
 */
export const BROKEN_TEXT_MESSAGE = 'Text cannot contain broken characters.';
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const isWellFormed = (s: string) => !LONE_SURROGATE.test(s);
/** A text as a request carries it (body, query or path): no NUL, no half surrogate pair. */
export const text = () =>
  z.string().refine(hasNoNul, NUL_MESSAGE).refine(isWellFormed, BROKEN_TEXT_MESSAGE);

/** The largest value of an `integer` (int4) column. */
export const INT4_MAX = 2_147_483_647;
/** Pages past this are refused: a page's offset stays small enough for any statement's int. */
export const PAGE_MAX = 10_000;
/** The largest area (in any unit) and price (in minor units) a listing or a filter may name. */
export const SIZE_MAX = 1e9;
export const AMOUNT_MAX = Number.MAX_SAFE_INTEGER;

/** Query-string numbers are written out in decimal: no hex, exponents, spaces or empty values. */
const INTEGER_TEXT = /^[+-]?\d{1,20}$/;
const DECIMAL_TEXT = /^[+-]?(?:\d{1,20}(?:\.\d{0,20})?|\.\d{1,20})$/;
const fromText = (pattern: RegExp) => (v: unknown) =>
  typeof v === 'string' && pattern.test(v) ? Number(v) : v;

/**
 * A whole number from a query string: decimal digits with an optional sign, read into `schema`
 * (which says the bounds and the messages); any other text fails as `schema`'s "not a number".
 */
export const queryInt = <T extends z.ZodType<number, number>>(schema: T) =>
  z.preprocess(fromText(INTEGER_TEXT), schema);
/** A decimal from a query string: digits with an optional sign and decimal point. */
export const queryDecimal = <T extends z.ZodType<number, number>>(schema: T) =>
  z.preprocess(fromText(DECIMAL_TEXT), schema);

/**
 * Degrees nearer 0 than a millionth (11 cm) are 0: PostgreSQL's trigonometry refuses the
 * underflow tinier ones cause (5e-324 answered a 500), and every coordinate kept then prints in
 * plain decimals (JavaScript writes 1e-7), as query strings need.
 */
export const nearZeroAsZero = (n: number) => (Math.abs(n) < 1e-6 ? 0 : n);
