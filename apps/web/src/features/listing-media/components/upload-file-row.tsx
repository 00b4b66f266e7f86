import { Button, cn, Spinner } from '@/components/ui';
import { formatBytes } from '@/lib/format-bytes';
import type { UploadEntry } from './use-upload-queue';

export interface UploadFileRowProps {
  entry: UploadEntry;
  onRemove(): void;
  onRetry(): void;
}

/** What the row says about its file, in words (the bar shows the same as a number). */
function statusText({ phase, progress, message }: UploadEntry): string {
  switch (phase) {
    case 'chosen':
      return 'Ready to upload';
    case 'waiting':
      return 'Waiting…';
    case 'sending':
      return `Uploading… ${Math.round(progress * 100)}%`;
    case 'processing':
      return 'Processing…';
    case 'ready':
      return 'Ready';
    default:
      return message ?? '';
  }
}

const hasBar = (phase: UploadEntry['phase']) =>
  phase === 'waiting' || phase === 'sending' || phase === 'processing' || phase === 'ready';
const isBad = (phase: UploadEntry['phase']) =>
  phase === 'refused' || phase === 'error' || phase === 'failed';

/** One chosen photo: its preview, name and size, how its upload goes, and what can be done. */
export function UploadFileRow({ entry, onRemove, onRetry }: UploadFileRowProps) {
  const { file, phase, progress, previewUrl } = entry;
  const percent = Math.round(Math.min(1, Math.max(0, progress)) * 100);
  const text = statusText(entry);
  return (
    <li aria-label={file.name} className="flex gap-3 rounded-md border border-gray-200 p-2">
      <div className="h-16 w-20 shrink-0 overflow-hidden rounded bg-gray-100">
        {previewUrl && <img src={previewUrl} alt="" className="h-full w-full object-cover" />}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex items-baseline justify-between gap-2 text-sm">
          <span className="truncate font-medium text-gray-900">{file.name}</span>
          <span className="shrink-0 text-gray-700">{formatBytes(file.size)}</span>
        </div>
        {hasBar(phase) && (
          <div
            role="progressbar"
            aria-label={file.name}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={text}
            className="h-2 w-full overflow-hidden rounded-full bg-gray-200"
          >
            <div
              className={cn(
                'h-full transition-[width]',
                phase === 'ready' ? 'bg-emerald-700' : 'bg-sky-700',
              )}
              style={{ width: `${percent}%` }}
            />
          </div>
        )}
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p
            aria-live="polite"
            className={cn(
              'flex items-center gap-1 text-sm',
              isBad(phase) ? 'text-red-800' : 'text-gray-700',
            )}
          >
            {phase === 'processing' && <Spinner size="sm" announce={false} />}
            {text}
          </p>
          <div className="flex gap-1">
            {phase === 'error' && (
              <Button
                size="sm"
                variant="secondary"
                onClick={onRetry}
                aria-label={`Try ${file.name} again`}
              >
                Try again
              </Button>
            )}
            {(phase === 'chosen' || phase === 'refused' || phase === 'error') && (
              <Button
                size="sm"
                variant="ghost"
                onClick={onRemove}
                aria-label={`Remove ${file.name}`}
              >
                Remove
              </Button>
            )}
          </div>
        </div>
      </div>
    </li>
  );
}
