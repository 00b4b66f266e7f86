import { Column, Name, Param, SQL, StringChunk, Table } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

/** Drizzle's own keys on a table (Table.Symbol, not in its types). */
const TABLE_NAME = Symbol.for('drizzle:Name');
const TABLE_SCHEMA = Symbol.for('drizzle:Schema');
const tableKey = (table: unknown, key: symbol) => (table as Record<symbol, unknown>)[key];

const escapeName = (name: string) => `"${name.replace(/"/g, '""')}"`;
/** A column as drizzle writes it ("table"."column"), written once per column. */
const columnTexts = new WeakMap<Column, string>();
const columnText = (column: Column) => {
  let text = columnTexts.get(column);
  if (text === undefined) {
    text = `${escapeName(tableKey(column.table, TABLE_NAME) as string)}.${escapeName(column.name)}`;
    columnTexts.set(column, text);
  }
  return text;
};
/** A value drizzle sends as it is ($n): anything but an object, or a date. */
const isPlainValue = (value: unknown) =>
  value === null || typeof value !== 'object' || value instanceof Date;

/**
 * Writes a drizzle statement as its texts between its values (texts[i] before values[i], `text`
 * after the last), as drizzle's `buildQueryFromSourceParams` writes it. Only the kinds of chunk a
 * statement of `sql` templates holds are known here: texts, nested templates, lists, tables and
 * columns without a schema or a casing rule, bound and plain values. `chunk` answers false for
 * any other, and the caller leaves the statement to drizzle.
 */
class FlatWriter {
  text = '';
  readonly texts: string[] = [];
  readonly values: unknown[] = [];

  private value(value: unknown) {
    this.texts.push(this.text);
    this.values.push(value);
    this.text = '';
  }

  chunk(chunk: unknown): boolean {
    // Most frequent first: values, texts, templates, columns. A function may be an enum, which
    // drizzle writes by its name: left to drizzle.
    if (typeof chunk === 'function') return false;
    if (typeof chunk !== 'object' || chunk === null) {
      if (chunk !== undefined) this.value(chunk);
      return true;
    }
    if (chunk instanceof StringChunk) {
      const { value } = chunk;
      this.text += value.length === 1 ? value[0] : value.join('');
      return true;
    }
    if (chunk instanceof SQL) {
      if ((chunk as unknown as { shouldInlineParams: boolean }).shouldInlineParams) return false;
      for (const inner of chunk.queryChunks) if (!this.chunk(inner)) return false;
      return true;
    }
    if (chunk instanceof Column) {
      if (chunk.keyAsName || tableKey(chunk.table, TABLE_SCHEMA) !== undefined) return false;
      this.text += columnText(chunk);
      return true;
    }
    if (chunk instanceof Param) {
      if (!isPlainValue(chunk.value)) return false;
      const value: unknown =
        chunk.value === null ? null : chunk.encoder.mapToDriverValue(chunk.value as never);
      if (!isPlainValue(value)) return false;
      this.value(value);
      return true;
    }
    if (chunk instanceof Date) {
      this.value(chunk);
      return true;
    }
    if (chunk instanceof Table) {
      if (tableKey(chunk, TABLE_SCHEMA) !== undefined) return false;
      this.text += escapeName(tableKey(chunk, TABLE_NAME) as string);
      return true;
    }
    if (chunk instanceof Name) {
      this.text += escapeName(chunk.value);
      return true;
    }
    if (Array.isArray(chunk)) {
      this.text += '(';
      for (const [i, item] of chunk.entries()) {
        if (i) this.text += ', ';
        if (!this.chunk(item)) return false;
      }
      this.text += ')';
      return true;
    }
    return false;
  }
}

/**
 * A statement of `sql` templates as one flat template: its texts joined and its values in order,
 * which drizzle writes to the same text and parameters as the original without walking the
 * nested templates again (ADR 0035). Drizzle's writer checks each chunk of each template against
 * a dozen classes through their prototypes and writes each column afresh: a radius search (871
 * chunks, 109 values) took it 262 µs; flattened, 59 µs and 26 µs for drizzle to write the flat
 * template (a loop of 3,000 on this machine). The statement as it was when it holds a chunk the
 * writer does not know.
 */
export function flatSql(query: SQL): SQL {
  const writer = new FlatWriter();
  if (!writer.chunk(query)) return query;
  const chunks: unknown[] = [];
  writer.values.forEach((value, i) => chunks.push(new StringChunk(writer.texts[i]!), value));
  chunks.push(new StringChunk(writer.text));
  return new SQL(chunks as SQL['queryChunks']);
}

const dialect = new PgDialect();

/**
 * Throws when drizzle would write `flat` otherwise than `query` (text or values). The API's tests
 * run every statement through it (FLAT_SQL_CHECK, vitest.config.ts), so each statement the suite
 * sends is checked against drizzle's own writer.
 */
export function checkFlatSql(query: SQL, flat: SQL): void {
  const want = dialect.sqlToQuery(query);
  const got = dialect.sqlToQuery(flat);
  const same =
    got.sql === want.sql &&
    got.params.length === want.params.length &&
    got.params.every((value, i) => Object.is(value, want.params[i]));
  if (!same)
    throw new Error(`flatSql wrote another statement than drizzle:\n${got.sql}\n${want.sql}`);
}
