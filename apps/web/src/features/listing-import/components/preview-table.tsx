import { useState } from 'react';
import { IMPORT_PREVIEW_ROWS, type ImportRowValues } from '@afrinest/contract';
import { Badge } from '@/components/ui';
import { errorText, type CheckedRow } from '@/features/listing-import/lib/check-rows';

export interface PreviewTableProps {
  rows: readonly CheckedRow[];
}

const placeOf = (v: ImportRowValues) =>
  [v.area, v.city, v.district, v.region].filter(Boolean).join(', ') ||
  (v.latitude && v.longitude ? `${v.latitude}, ${v.longitude}` : '—');

/** The first rows as they will be imported, each with what is wrong with it; counts cover all. */
export function PreviewTable({ rows }: PreviewTableProps) {
  const [onlyErrors, setOnlyErrors] = useState(false);
  const bad = rows.filter((r) => r.errors).length;
  const shown = (onlyErrors ? rows.filter((r) => r.errors) : rows).slice(0, IMPORT_PREVIEW_ROWS);
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-gray-800" aria-live="polite">
          {rows.length} {rows.length === 1 ? 'row' : 'rows'}: {rows.length - bad} ready, {bad} with
          errors
          {shown.length < (onlyErrors ? bad : rows.length) &&
            ` (the first ${shown.length} are shown)`}
          .
        </p>
        <label className="flex items-center gap-2 text-sm text-gray-800">
          <input
            type="checkbox"
            checked={onlyErrors}
            onChange={(e) => setOnlyErrors(e.target.checked)}
            className="h-4 w-4"
          />
          Only rows with errors
        </label>
      </div>
      <div className="overflow-x-auto">
        <table className="min-w-full text-left text-sm">
          <caption className="sr-only">Preview of the rows to import</caption>
          <thead className="border-b border-gray-300 text-gray-700">
            <tr>
              <th scope="col" className="px-2 py-2">
                Row
              </th>
              <th scope="col" className="px-2 py-2">
                Title
              </th>
              <th scope="col" className="px-2 py-2">
                Kind
              </th>
              <th scope="col" className="px-2 py-2">
                Price
              </th>
              <th scope="col" className="px-2 py-2">
                Place
              </th>
              <th scope="col" className="px-2 py-2">
                Check
              </th>
            </tr>
          </thead>
          <tbody>
            {shown.map(({ line, values, errors }) => (
              <tr key={line} className="border-b border-gray-100 align-top">
                <td className="px-2 py-2 text-gray-700">{line}</td>
                <td className="px-2 py-2 text-gray-900">{values.title ?? '—'}</td>
                <td className="px-2 py-2">
                  {[values.kind, values.purpose].filter(Boolean).join(' · ') || '—'}
                </td>
                <td className="px-2 py-2 whitespace-nowrap">
                  {values.price ? `${values.currency ?? 'UGX'} ${values.price}` : '—'}
                </td>
                <td className="px-2 py-2">{placeOf(values)}</td>
                <td className="px-2 py-2">
                  {errors ? (
                    <span className="text-red-800">{errorText(errors)}</span>
                  ) : (
                    <Badge tone="success">Ready</Badge>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
