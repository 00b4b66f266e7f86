import {
  IMPORT_COLUMNS,
  readImportRow,
  toCsv,
  type FieldErrors,
  type ImportColumn,
  type ImportRowValues,
} from '@afrinest/contract';
import type { Sheet, SheetRow } from './read-sheet';

/** Which file column (index) feeds each listing field; null: not in the file. */
export type ColumnMapping = Record<ImportColumn, number | null>;

/** A row as the preview shows it: its values by field and what the shared rules say of them. */
export interface CheckedRow {
  line: number;
  cells: string[];
  values: ImportRowValues;
  errors: FieldErrors | null;
}

export function valuesOf(cells: readonly string[], mapping: ColumnMapping): ImportRowValues {
  const values: ImportRowValues = {};
  for (const column of IMPORT_COLUMNS) {
    const index = mapping[column];
    if (index != null && cells[index]) values[column] = cells[index];
  }
  return values;
}

/** Every row read with the contract's readImportRow, as the server will read it. */
export function checkRows(rows: readonly SheetRow[], mapping: ColumnMapping): CheckedRow[] {
  return rows.map(({ line, cells }) => {
    const values = valuesOf(cells, mapping);
    const check = readImportRow(values);
    return { line, cells, values, errors: check.ok ? null : check.errors };
  });
}

/** "price: Enter a number. · title: At least 5 characters." */
export const errorText = (errors: FieldErrors): string =>
  Object.entries(errors)
    .map(([field, messages]) => `${field}: ${messages.join(' ')}`)
    .join(' · ');

/** The failed rows as the file had them, plus an "errors" column, to fix and import again. */
export function failedRowsCsv(
  sheet: Sheet,
  failed: readonly { line: number; errors: FieldErrors }[],
): string {
  const byLine = new Map(sheet.rows.map((r) => [r.line, r.cells]));
  return toCsv([
    [...sheet.headers, 'errors'],
    ...failed.map(({ line, errors }) => [
      ...sheet.headers.map((_, i) => byLine.get(line)?.[i] ?? ''),
      errorText(errors),
    ]),
  ]);
}
