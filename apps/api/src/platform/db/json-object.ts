import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * A JSON object written by PostgreSQL from SQL values, one key per field in this order: the
 * `row_to_json` of a one-row select, which writes no spaces (`json_build_object` writes
 * `"key" : value, …`, a tenth more bytes on a result card). A nested object is another
 * `jsonObject` (a json value is embedded as it is). Numbers are written as PostgreSQL prints
 * them (a double in its shortest exact form), so they parse to the same values as the driver's.
 */
export function jsonObject(fields: Record<string, AnyColumn | SQL>): SQL {
  const values = Object.entries(fields).map(
    ([key, value]) => sql`${value} as ${sql.identifier(key)}`,
  );
  return sql`(select row_to_json(o) from (select ${sql.join(values, sql`, `)}) o)`;
}

/** A timestamp as JavaScript's `toISOString` writes it (UTC, milliseconds cut, not rounded). */
export const isoTime = (value: AnyColumn | SQL) =>
  sql`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
