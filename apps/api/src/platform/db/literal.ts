import { sql, type SQL } from 'drizzle-orm';

/**
 * A value written into the statement rather than sent as a parameter: an enum value the contract
 * checked (a status, kind, currency…) or a row count. A prepared read may keep a generic plan
 * (ADR 0030), and a generic plan can use a partial index (`status = 'ACTIVE'`) or a LIMIT's size
 * only when it sees the value; prices, points and ids stay parameters. A text is quoted as SQL
 * quotes it (standard_conforming_strings, on since PostgreSQL 9.1), so even an unchecked one
 * stays a text; a number must be an integer.
 */
export function literal(value: string | number): SQL {
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) throw new Error(`not an integer: ${value}`);
    return sql.raw(String(value));
  }
  return sql.raw(`'${value.replace(/'/g, "''")}'`);
}

/** A list of literals, comma-separated (for `in (…)`). */
export const literals = (list: string[]): SQL => sql.join(list.map(literal), sql`, `);

/**
 * Integers (and nulls) as one int[] parameter: a list whose length varies keeps one statement
 * text, so a prepared read stays one (ADR 0030).
 */
export const intArray = (values: (number | null)[]): SQL =>
  sql`${`{${values.map((v) => (v === null ? 'NULL' : String(v))).join(',')}}`}::int[]`;

/**
 * Texts as one text[] parameter (each element quoted as an array literal quotes it, so any text
 * stays one element): like `intArray`, a list whose length varies keeps one statement text.
 */
export const textArray = (values: string[]): SQL =>
  sql`${`{${values.map((v) => `"${v.replace(/[\\"]/g, '\\$&')}"`).join(',')}}`}::text[]`;
