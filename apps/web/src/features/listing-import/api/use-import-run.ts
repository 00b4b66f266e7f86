import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { IMPORT_MAX_ROWS, WHOLE_ROW, type FieldErrors } from '@afrinest/contract';
import { getErrorMessage } from '@/lib/api-client';
import { importListings } from './import-listings';

/** A row that did not become a listing, with why (by column; "row" for the whole row). */
export interface FailedRow {
  line: number;
  errors: FieldErrors;
}
export type ImportRun =
  | { phase: 'idle' }
  | { phase: 'running'; sent: number; total: number }
  | { phase: 'finished'; saved: number; failed: FailedRow[]; sent: number; total: number };

export interface RowToSend {
  line: number;
  values: Parameters<typeof importListings>[0]['rows'][number]['values'];
}

/**
 * Sends the rows in batches of IMPORT_MAX_ROWS, one after another, and tracks the progress.
 * A batch the server refuses as a whole (network, session, limits) stops the run: its rows and
 * the rest are reported as not imported, never sent twice.
 */
export function useImportRun() {
  const [run, setRun] = useState<ImportRun>({ phase: 'idle' });
  const mutation = useMutation({ mutationFn: importListings });

  async function start(rows: readonly RowToSend[], alreadyFailed: readonly FailedRow[]) {
    const failed: FailedRow[] = [...alreadyFailed];
    let saved = 0;
    let sent = 0;
    setRun({ phase: 'running', sent: 0, total: rows.length });
    for (let from = 0; from < rows.length; from += IMPORT_MAX_ROWS) {
      const batch = rows.slice(from, from + IMPORT_MAX_ROWS);
      try {
        const result = await mutation.mutateAsync({
          rows: batch.map((r) => ({ row: r.line, values: r.values })),
        });
        saved += result.saved;
        for (const r of result.results)
          if (!r.ok) failed.push({ line: r.row, errors: r.errors ?? {} });
      } catch (e) {
        const message = getErrorMessage(e, 'The import stopped: these rows were not sent.');
        toast.error(message);
        for (const r of rows.slice(from))
          failed.push({ line: r.line, errors: { [WHOLE_ROW]: [message] } });
        break;
      }
      sent += batch.length;
      setRun({ phase: 'running', sent, total: rows.length });
    }
    failed.sort((a, b) => a.line - b.line);
    setRun({ phase: 'finished', saved, failed, sent, total: rows.length });
  }

  return { run, start, reset: () => setRun({ phase: 'idle' }) };
}
