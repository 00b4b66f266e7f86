import { Column, sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** A JSON value that PostgreSQL writes as text (never SQL null: `null` is the text null). */
export class JsonSql {
  constructor(readonly text: SQL) {}
}

/**
 * A text column whose CHECK constraint keeps it a plain code (letters, digits, `_` and `-`: a
 * kind, a status, a currency, a slug): its JSON is its value between quotes, with nothing to
 * escape. `to_json` would look the value's type up again on every row (ADR 0032, amended
 * 2026-11-29). Only for columns with such a constraint: any other text may need escaping.
 */
export class JsonCode {
  constructor(readonly column: AnyColumn) {}
}
export const jsonCode = (column: AnyColumn) => new JsonCode(column);

/** The CHECK that makes a text column a plain code for `jsonCode` (null passes, as SQL's do). */
export const plainCode = (column: AnyColumn) => sql`${column} ~ '^[A-Za-z0-9_-]+$'`;

type Piece = string | SQL | AnyColumn;
type Value = AnyColumn | SQL | JsonSql | JsonCode;

/** Column types whose printed value is already JSON (a double prints in its shortest exact form). */
const PRINTED_AS_JSON = new Set(['PgInteger', 'PgBigInt53', 'PgDoublePrecision', 'PgJsonb']);

/**
 * The pieces that write one value as JSON text. A column is written by its type: numbers and
 * jsonb as they print, a boolean as `::text` prints it, a uuid or a code (`jsonCode`) between
 * quotes, a text through `to_json` (escaped); where it may be null, `null` instead. Anything else
 * (an expression) goes through `to_json`.
 */
function valuePieces(value: Value): Piece[] {
  if (value instanceof JsonSql) return [value.text];
  const orNull = (text: SQL) => sql`coalesce(${text}, 'null')`;
  /** Between quotes as it prints (a uuid, a code): nothing to escape. */
  const quoted = (column: AnyColumn): Piece[] =>
    column.notNull ? ['"', column, '"'] : [orNull(sql`'"' || ${column} || '"'`)];
  if (value instanceof JsonCode) return quoted(value.column);
  if (value instanceof Column) {
    const type = value.columnType;
    if (PRINTED_AS_JSON.has(type)) return [value.notNull ? value : orNull(sql`${value}::text`)];
    // `::text` prints true or false (concat() alone would print t or f).
    if (type === 'PgBoolean')
      return [value.notNull ? sql`${value}::text` : orNull(sql`${value}::text`)];
    if (type === 'PgUUID') return quoted(value);
    if (type === 'PgText' && value.notNull) return [sql`to_json(${value})`];
  }
  return [orNull(sql`to_json(${value})::text`)];
}

/**
 * A JSON object written by PostgreSQL, one key per field in this order, without spaces: one
 * `concat()` of the keys and the values' text (ADR 0032). Timed on 500 street markers, this
 * cost PostgreSQL about what sending the rows did; `row_to_json`, `||` and `json_build_object`
 * (which also writes `"key" : value, …`) cost more. A nested object is another `jsonObject`.
 * Keys are names of the code, never input.
 */
export function jsonObject(fields: Record<string, Value>): JsonSql {
  const pieces: Piece[] = [];
  Object.entries(fields).forEach(([key, value], i) => {
    if (!/^[A-Za-z][A-Za-z0-9]*$/.test(key)) throw new Error(`Not a JSON key of the code: ${key}`);
    pieces.push(`${i ? ',' : '{'}"${key}":`, ...valuePieces(value));
  });
  pieces.push(pieces.length ? '}' : '{}');
  // Neighbouring texts as one literal: fewer arguments (concat() takes at most 100).
  const args: (SQL | AnyColumn)[] = [];
  let text = '';
  for (const piece of pieces) {
    if (typeof piece === 'string') text += piece;
    else {
      if (text) args.push(sql.raw(`'${text}'`));
      args.push(piece);
      text = '';
    }
  }
  if (text) args.push(sql.raw(`'${text}'`));
  if (args.length > 100) throw new Error('A JSON object of more than 100 pieces.');
  return new JsonSql(sql`concat(${sql.join(args, sql`, `)})`);
}

/** A JSON value where `condition` holds, else null. */
export const jsonWhen = (condition: SQL, value: JsonSql) =>
  new JsonSql(sql`(case when ${condition} then ${value.text} else 'null' end)`);

/** A timestamp as JavaScript's `toISOString` writes it (UTC, milliseconds cut, not rounded). */
export const isoTime = (value: AnyColumn | SQL) =>
  sql`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** `isoTime` as a JSON string (null where there is no time): digits and signs, nothing to escape. */
export const jsonIsoTime = (value: AnyColumn | SQL) =>
  new JsonSql(sql`coalesce('"' || ${isoTime(value)} || '"', 'null')`);
