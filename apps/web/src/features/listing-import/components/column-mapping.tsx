import { IMPORT_COLUMNS, IMPORT_COLUMN_INFO, type ImportColumn } from '@afrinest/contract';
import { inputClass } from '@/components/form/field-shell';
import type { ColumnMapping as Mapping } from '@/features/listing-import/lib/check-rows';

export interface ColumnMappingProps {
  headers: readonly string[];
  mapping: Mapping;
  onChange: (column: ImportColumn, index: number | null) => void;
}

const NOT_IN_FILE = '';

/** One select per listing field: which column of the file feeds it (matched by name at first). */
export function ColumnMapping({ headers, mapping, onChange }: ColumnMappingProps) {
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {IMPORT_COLUMNS.map((column) => {
        const info = IMPORT_COLUMN_INFO[column];
        const id = `import-map-${column}`;
        const missing = info.required && mapping[column] == null;
        return (
          <div key={column} className="flex flex-col gap-1">
            <label htmlFor={id} className="text-sm font-medium text-gray-900">
              {info.label}
              {info.required && (
                <span className="text-red-700">
                  <span aria-hidden="true"> *</span>
                  <span className="sr-only"> (required)</span>
                </span>
              )}
            </label>
            <select
              id={id}
              className={inputClass}
              value={mapping[column] ?? NOT_IN_FILE}
              aria-invalid={missing || undefined}
              aria-describedby={`${id}-hint`}
              onChange={(e) =>
                onChange(column, e.target.value === NOT_IN_FILE ? null : Number(e.target.value))
              }
            >
              <option value={NOT_IN_FILE}>— not in the file —</option>
              {headers.map((header, index) => (
                <option key={index} value={index}>
                  {header}
                </option>
              ))}
            </select>
            <p
              id={`${id}-hint`}
              className={missing ? 'text-xs text-red-700' : 'text-xs text-gray-600'}
            >
              {missing
                ? `Required: choose the column with the ${info.label.toLowerCase()}.`
                : info.hint}
            </p>
          </div>
        );
      })}
    </div>
  );
}
