import { useMemo, useState } from 'react';
import { matchImportColumns, type ImportColumn } from '@afrinest/contract';
import { Alert, Button, Card } from '@/components/ui';
import { importTemplateUrl } from '@/features/listing-import/api/template-url';
import { useImportRun } from '@/features/listing-import/api/use-import-run';
import { ColumnMapping } from '@/features/listing-import/components/column-mapping';
import { ImportSummary } from '@/features/listing-import/components/import-summary';
import { PreviewTable } from '@/features/listing-import/components/preview-table';
import { ProgressBar } from '@/features/listing-import/components/progress-bar';
import { SheetDropZone } from '@/features/listing-import/components/sheet-drop-zone';
import {
  checkRows,
  failedRowsCsv,
  type ColumnMapping as Mapping,
} from '@/features/listing-import/lib/check-rows';
import { downloadText } from '@/features/listing-import/lib/download-text';
import { readSheetFile, SheetError, type Sheet } from '@/features/listing-import/lib/read-sheet';

type Reading = { fileName: string; fraction: number } | null;

/**
 * /agent/properties/import (issue 6): read a CSV or XLSX file in the browser, map its columns,
 * preview every row with the shared rules, then send the good rows in batches with progress.
 */
export function ListingImportPage() {
  const [sheet, setSheet] = useState<Sheet | null>(null);
  const [reading, setReading] = useState<Reading>(null);
  const [readError, setReadError] = useState<string | null>(null);
  const [mapping, setMapping] = useState<Mapping | null>(null);
  const { run, start, reset } = useImportRun();

  const checked = useMemo(
    () => (sheet && mapping ? checkRows(sheet.rows, mapping) : []),
    [sheet, mapping],
  );
  const good = checked.filter((r) => !r.errors);

  async function open(file: File) {
    reset();
    setReadError(null);
    setSheet(null);
    setReading({ fileName: file.name, fraction: 0 });
    try {
      const read = await readSheetFile(file, (fraction) =>
        setReading({ fileName: file.name, fraction }),
      );
      setMapping(matchImportColumns(read.headers));
      setSheet(read);
    } catch (e) {
      setReadError(e instanceof SheetError ? e.message : 'The file could not be read.');
    } finally {
      setReading(null);
    }
  }
  const remap = (column: ImportColumn, index: number | null) =>
    setMapping((m) => (m ? { ...m, [column]: index } : m));
  const startImport = () =>
    void start(
      good.map((r) => ({ line: r.line, values: r.values })),
      checked.flatMap((r) => (r.errors ? [{ line: r.line, errors: r.errors }] : [])),
    );
  const startOver = () => {
    reset();
    setSheet(null);
    setMapping(null);
  };

  const busy = reading !== null || run.phase === 'running';
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold text-gray-900">Import listings</h1>
        <p className="text-sm text-gray-700">
          Add many listings at once from a spreadsheet (CSV or XLSX). Start from the{' '}
          <a
            href={importTemplateUrl()}
            download
            className="font-medium text-emerald-800 underline hover:text-emerald-900"
          >
            template with example rows
          </a>
          . Prices are in whole currency units (250000000 for UGX 250M); places are names (region,
          district, city, area) or coordinates.
        </p>
      </div>

      {run.phase === 'finished' && sheet ? (
        <Card title="Result">
          <div className="mb-4">
            <ProgressBar
              label="Imported"
              fraction={run.sent / Math.max(1, run.total)}
              valueText={`${run.sent} of ${run.total} rows sent`}
            />
          </div>
          <ImportSummary
            saved={run.saved}
            failed={run.failed}
            onDownloadFailed={() =>
              downloadText(
                `${sheet.fileName.replace(/\.[^.]+$/, '')}-failed-rows.csv`,
                failedRowsCsv(sheet, run.failed),
              )
            }
            onAgain={startOver}
          />
        </Card>
      ) : (
        <Card title="1. Choose the file">
          <div className="flex flex-col gap-3">
            <SheetDropZone onFile={(file) => void open(file)} disabled={busy} />
            {reading && (
              <ProgressBar
                label={`Reading ${reading.fileName}`}
                fraction={reading.fraction}
                valueText={`${Math.round(reading.fraction * 100)}%`}
              />
            )}
            {readError && <Alert variant="error">{readError}</Alert>}
            {sheet && (
              <p className="text-sm text-gray-800">
                {sheet.fileName}: {sheet.headers.length} columns, {sheet.rows.length} rows.
              </p>
            )}
          </div>
        </Card>
      )}

      {sheet && mapping && run.phase !== 'finished' && (
        <>
          <Card title="2. Match the columns">
            <ColumnMapping headers={sheet.headers} mapping={mapping} onChange={remap} />
          </Card>
          <Card title="3. Check the rows">
            <PreviewTable rows={checked} />
          </Card>
          <Card title="4. Import">
            {run.phase === 'running' ? (
              <ProgressBar
                label="Importing"
                fraction={run.sent / Math.max(1, run.total)}
                valueText={`${run.sent} of ${run.total} rows`}
              />
            ) : (
              <div className="flex flex-wrap items-center gap-3">
                <Button onClick={startImport} disabled={good.length === 0}>
                  Import {good.length} {good.length === 1 ? 'row' : 'rows'}
                </Button>
                <p className="text-sm text-gray-700">
                  {checked.length - good.length > 0
                    ? `Rows with errors are not sent; fix them in the file, or download them after the import.`
                    : 'Every row is ready.'}
                </p>
              </div>
            )}
          </Card>
        </>
      )}
    </div>
  );
}
