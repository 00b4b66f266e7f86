import { useId, useRef, useState } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { AD_SLOT_SIZES, type AdSlot, type ListingPhoto } from '@afrinest/contract';
import { ListingPicture } from '@/components/photo';
import { getErrorMessage } from '@/lib/api-client';
import type { AdFormValues } from '@/features/admin-advertising/ad-form-values';
import { uploadAdImage } from '@/features/admin-advertising/api/upload-ad-image';

export interface AdImageFieldProps {
  image: ListingPhoto | null;
  onImage(image: ListingPhoto): void;
  /** The chosen slot: its proportions are the ones asked for. */
  slot: AdSlot;
}

/**
 * The ad's image: uploaded at once (with its progress) through the media pipeline, which
 * answers the image's id; the form saves that id with the ad.
 */
export function AdImageField({ image, onImage, slot }: AdImageFieldProps) {
  const id = useId();
  const { setValue, control } = useFormContext<AdFormValues>();
  const { errors } = useFormState({ control, name: 'imageId' });
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string>();
  const fileInput = useRef<HTMLInputElement>(null);
  const { width, height } = AD_SLOT_SIZES[slot];
  const error = failure ?? errors.imageId?.message;

  const upload = async (file: File) => {
    setFailure(undefined);
    setProgress(0);
    try {
      const uploaded = await uploadAdImage({ file, onProgress: setProgress });
      onImage(uploaded);
      setValue('imageId', uploaded.id, { shouldDirty: true, shouldValidate: true });
    } catch (e) {
      setFailure(getErrorMessage(e, 'Could not upload the image.'));
    } finally {
      setProgress(null);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  return (
    <fieldset className="flex flex-col gap-3 rounded-md border border-gray-300 p-3">
      <legend className="px-1 text-sm font-medium text-gray-900">
        Image <span className="text-red-700">*</span>
      </legend>
      {image ? (
        <ListingPicture
          photo={image}
          alt="The uploaded image"
          sizes="(min-width: 640px) 480px, 100vw"
          maxWidth={1280}
          fit="contain"
          className="w-full max-w-md rounded-md bg-gray-100"
        />
      ) : (
        <p className="text-sm text-gray-700">No image yet.</p>
      )}
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-file`} className="text-sm font-medium text-gray-900">
          {image ? 'Replace the image' : 'Upload the image'}
        </label>
        <input
          ref={fileInput}
          id={`${id}-file`}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif"
          disabled={progress !== null}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) void upload(file);
          }}
          className="text-sm"
        />
        <p id={`${id}-hint`} className="text-xs text-gray-600">
          {width} × {height} px or larger at the same proportions: the slot shows it at those.
        </p>
      </div>
      {progress !== null && (
        <progress
          aria-label="Uploading the image"
          value={Math.round(progress * 100)}
          max={100}
          className="w-full"
        />
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
