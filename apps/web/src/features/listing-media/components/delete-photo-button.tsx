import { useState } from 'react';
import { toast } from 'sonner';
import type { MediaItem } from '@afrinest/contract';
import { Button } from '@/components/ui';
import { getErrorMessage } from '@/lib/api-client';
import { useDeleteMedia } from '../api/delete-media';
import { MediaDialog } from './media-dialog';

export interface DeletePhotoButtonProps {
  propertyId: string;
  photo: Pick<MediaItem, 'id' | 'originalName'>;
}

/** Delete, after a question: the photo and every size made of it are gone for good. */
export function DeletePhotoButton({ propertyId, photo }: DeletePhotoButtonProps) {
  const [asking, setAsking] = useState(false);
  const remove = useDeleteMedia(propertyId);
  const confirm = async () => {
    try {
      await remove.mutateAsync(photo.id);
      toast.success(`${photo.originalName} deleted.`);
      setAsking(false);
    } catch (e) {
      toast.error(getErrorMessage(e, 'The photo could not be deleted. Please try again.'));
    }
  };
  return (
    <>
      <Button
        size="sm"
        variant="ghost"
        aria-haspopup="dialog"
        aria-label={`Delete ${photo.originalName}`}
        onClick={() => setAsking(true)}
      >
        Delete
      </Button>
      {asking && (
        <MediaDialog
          title="Delete this photo?"
          busy={remove.isPending}
          onClose={() => setAsking(false)}
        >
          <p className="text-sm text-gray-800">
            {photo.originalName} and every size made of it will be removed from the listing for
            good. This cannot be undone.
          </p>
          <div className="flex flex-wrap justify-end gap-2">
            <Button
              variant="secondary"
              disabled={remove.isPending}
              onClick={() => setAsking(false)}
            >
              Keep it
            </Button>
            <Button variant="danger" loading={remove.isPending} onClick={() => void confirm()}>
              Delete the photo
            </Button>
          </div>
        </MediaDialog>
      )}
    </>
  );
}
