import { useEffect, useId } from 'react';
import { Button } from '@/components/ui';
import { UploadDialog } from './upload-dialog';
import { uploadSlot, useUploadSlotHolder } from './upload-slot';

export interface AddPhotosButtonProps {
  propertyId: string;
  position: { latitude: number; longitude: number } | null;
  /** The listing has the most photos it may have. */
  full: boolean;
}

/**
 * "Add photos" and the popup it opens. Only one upload popup is ever open (SPEC §4): the button
 * claims the page's single slot, and is unavailable while another popup holds it.
 */
export function AddPhotosButton({ propertyId, position, full }: AddPhotosButtonProps) {
  const me = useId();
  const holder = useUploadSlotHolder();
  const open = holder === me;
  // A page left with its popup open gives the slot back.
  useEffect(() => () => uploadSlot.release(me), [me]);
  return (
    <>
      <Button
        disabled={full || (holder !== null && !open)}
        aria-haspopup="dialog"
        onClick={() => uploadSlot.claim(me)}
      >
        Add photos
      </Button>
      {open && (
        <UploadDialog
          propertyId={propertyId}
          position={position}
          onClose={() => uploadSlot.release(me)}
        />
      )}
    </>
  );
}
