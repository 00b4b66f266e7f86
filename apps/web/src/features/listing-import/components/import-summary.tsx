import { Link } from 'react-router';
import { Alert, Button } from '@/components/ui';
import type { FailedRow } from '@/features/listing-import/api/use-import-run';
import { errorText } from '@/features/listing-import/lib/check-rows';

export interface ImportSummaryProps {
  saved: number;
  failed: readonly FailedRow[];
  onDownloadFailed: () => void;
  onAgain: () => void;
}

const linkClass =
  'inline-flex min-h-10 items-center rounded-md bg-emerald-700 px-4 text-sm font-semibold text-white hover:bg-emerald-800 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700';

/** What the import did: saved and failed counts, each failed row with its reasons. */
export function ImportSummary({ saved, failed, onDownloadFailed, onAgain }: ImportSummaryProps) {
  return (
    <div className="flex flex-col gap-4">
      <Alert variant={failed.length ? 'warning' : 'success'} title="Import finished">
        {saved} saved, {failed.length} failed.
      </Alert>
      {failed.length > 0 && (
        <div className="flex flex-col gap-2">
          <h3 className="text-sm font-semibold text-gray-900">Rows not imported</h3>
          <ul className="flex max-h-80 flex-col gap-1 overflow-y-auto text-sm">
            {failed.map(({ line, errors }) => (
              <li key={line}>
                <span className="font-medium">Row {line}:</span>{' '}
                <span className="text-red-800">{errorText(errors)}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <Link to="/agent/properties" className={linkClass}>
          Go to my listings
        </Link>
        {failed.length > 0 && (
          <Button variant="secondary" onClick={onDownloadFailed}>
            Download failed rows as CSV
          </Button>
        )}
        <Button variant="ghost" onClick={onAgain}>
          Import another file
        </Button>
      </div>
    </div>
  );
}
