import { useId, useState } from 'react';
import { UploadMessages } from '@afrinest/contract';
import { Alert, Button, focusRing } from '@/components/ui';
import { useListingMedia } from '../api/get-media';
import { placesLeft } from '../lib/check-files';
import { formatBytes } from '@/lib/format-bytes';
import { MediaDialog } from './media-dialog';
import { PhotoDropZone } from './photo-drop-zone';
import { UploadFileRow } from './upload-file-row';
import { isSendable, useUploadQueue } from './use-upload-queue';

export interface UploadDialogProps {
  propertyId: string;
  /** The listing's map position; null when it has none (then photos go without one). */
  position: { latitude: number; longitude: number } | null;
  onClose(): void;
  /** The upload client's 60 s by default; tests wait less. */
  timeoutMs?: number;
  /** How often a sent photo's processing is checked; 1.5 s by default. */
  pollMs?: number;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The upload popup: choose or drop photos, see them checked and previewed, send them (each in
 * its own request, two at a time, each with its progress bar) and follow them until ready.
 */
export function UploadDialog({
  propertyId,
  position,
  onClose,
  timeoutMs,
  pollMs,
}: UploadDialogProps) {
  const usage = useListingMedia(propertyId).data?.usage;
  const [tag, setTag] = useState(position !== null);
  const queue = useUploadQueue({
    propertyId,
    usage,
    position: tag ? position : null,
    timeoutMs,
    pollMs,
  });
  const tagId = useId();
  const tagHintId = useId();

  const sendable = queue.entries.filter(isSendable).length;
  const left = usage ? placesLeft(usage) : Number.POSITIVE_INFINITY;
  const tooMany = sendable > left;
  const sending = queue.entries.some((e) => e.phase === 'waiting' || e.phase === 'sending');

  return (
    <MediaDialog title="Upload photos" busy={sending} onClose={onClose} size="lg">
      {usage && (
        <p className="text-sm text-gray-700">
          This listing takes {plural(left, 'more photo', 'more photos')}, each up to{' '}
          {formatBytes(usage.maxFileBytes)}. The first photo of a listing is its cover; you can
          change the order afterwards.
        </p>
      )}
      <PhotoDropZone onFiles={queue.add} />
      <div className="flex flex-col gap-1">
        <div className="flex items-start gap-3">
          <input
            id={tagId}
            type="checkbox"
            checked={tag}
            disabled={position === null}
            aria-describedby={tagHintId}
            onChange={(e) => setTag(e.target.checked)}
            className={`mt-0.5 h-5 w-5 shrink-0 cursor-pointer accent-emerald-700 ${focusRing}`}
          />
          <label htmlFor={tagId} className="cursor-pointer text-sm text-gray-900">
            Tag the photos with the listing&rsquo;s location
          </label>
        </div>
        <p id={tagHintId} className="pl-8 text-xs text-gray-600">
          {position === null
            ? 'This listing has no map position yet, so the photos are sent without one.'
            : 'The photos are sent with the listing’s map position; nothing is read from the files.'}
        </p>
      </div>
      {tooMany && (
        <Alert variant="error">
          {UploadMessages.TOO_MANY_FILES} Remove {plural(sendable - left, 'photo', 'photos')} to
          send the rest.
        </Alert>
      )}
      {queue.entries.length > 0 && (
        <ul aria-label="Chosen photos" className="flex flex-col gap-2">
          {queue.entries.map((entry) => (
            <UploadFileRow
              key={entry.key}
              entry={entry}
              onRemove={() => queue.remove(entry.key)}
              onRetry={() => queue.retry(entry.key)}
            />
          ))}
        </ul>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          {sending ? 'Stop and close' : 'Close'}
        </Button>
        <Button disabled={sendable === 0 || tooMany} onClick={queue.sendAll}>
          {sendable > 0 ? `Upload ${plural(sendable, 'photo', 'photos')}` : 'Upload'}
        </Button>
      </div>
    </MediaDialog>
  );
}
