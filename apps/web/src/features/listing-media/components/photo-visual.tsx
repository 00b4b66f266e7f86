import { UploadMessages, type MediaItem } from '@afrinest/contract';
import { Spinner } from '@/components/ui';
import { PhotoImage } from './photo-image';
import { photoAlt } from './photo-labels';

/**
 * What a tile shows of its photo: the image once READY; a spinner while PROCESSING (the page
 * polls until it is done); the reason when it FAILED (the tile then offers Delete).
 */
export function PhotoVisual({ photo, index }: { photo: MediaItem; index: number }) {
  if (photo.status === 'READY') return <PhotoImage photo={photo} alt={photoAlt(photo, index)} />;
  if (photo.status === 'PROCESSING')
    return (
      <div className="flex aspect-[4/3] w-full flex-col items-center justify-center gap-2 bg-gray-100 text-sm text-gray-800">
        <Spinner announce={false} />
        <span>Processing…</span>
      </div>
    );
  return (
    <div className="flex aspect-[4/3] w-full items-center justify-center bg-red-50 p-3 text-center text-sm text-red-900">
      {photo.error ?? UploadMessages.PROCESSING_FAILED}
    </div>
  );
}
