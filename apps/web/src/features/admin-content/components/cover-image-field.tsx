import { useId, useRef, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import type { ContentImage, ContentInput } from '@afrinest/contract';
import { inputClass } from '@/components/form/field-shell';
import { ListingPicture } from '@/components/photo';
import { Button } from '@/components/ui';
import { getErrorMessage } from '@/lib/api-client';
import { uploadContentImage } from '@/features/admin-content/api/upload-content-image';

export interface CoverImageFieldProps {
  /** The cover as saved, shown until another is uploaded. */
  initial: ContentImage | null;
}

/**
 * The cover photo: uploaded at once (with its progress) through the media pipeline, which
 * answers the image's id; the form saves that id with the page.
 */
export function CoverImageField({ initial }: CoverImageFieldProps) {
  const id = useId();
  const { setValue } = useFormContext<ContentInput>();
  const [image, setImage] = useState(initial);
  const [alt, setAlt] = useState(initial?.caption ?? '');
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string>();
  const fileInput = useRef<HTMLInputElement>(null);

  const choose = (image: ContentImage | null) => {
    setImage(image);
    setValue('coverImageId', image?.id ?? null, { shouldDirty: true });
  };

  const upload = async (file: File) => {
    setFailure(undefined);
    setProgress(0);
    try {
      choose(await uploadContentImage({ file, alt: alt.trim(), onProgress: setProgress }));
    } catch (e) {
      setFailure(getErrorMessage(e, 'Could not upload the photo.'));
    } finally {
      setProgress(null);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  return (
    <fieldset className="flex flex-col gap-3 rounded-md border border-gray-300 p-3">
      <legend className="px-1 text-sm font-medium text-gray-900">Cover photo</legend>
      {image ? (
        <ListingPicture
          photo={image}
          alt={image.caption ?? ''}
          sizes="(min-width: 640px) 320px, 100vw"
          maxWidth={640}
          className="aspect-video w-full max-w-xs overflow-hidden rounded-md"
        />
      ) : (
        <p className="text-sm text-gray-600">No cover photo.</p>
      )}
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-alt`} className="text-sm font-medium text-gray-900">
          What the photo shows (alt text)
        </label>
        <input
          id={`${id}-alt`}
          value={alt}
          maxLength={200}
          onChange={(e) => setAlt(e.target.value)}
          className={inputClass}
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-file`} className="text-sm font-medium text-gray-900">
          {image ? 'Replace the photo' : 'Upload a photo'}
        </label>
        <input
          ref={fileInput}
          id={`${id}-file`}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif,image/heic"
          disabled={progress !== null}
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) void upload(file);
          }}
          className="text-sm"
        />
      </div>
      {progress !== null && (
        <progress
          aria-label="Uploading the photo"
          value={Math.round(progress * 100)}
          max={100}
          className="w-full"
        />
      )}
      {failure && (
        <p role="alert" className="text-sm text-red-700">
          {failure}
        </p>
      )}
      {image && (
        <div>
          <Button variant="ghost" size="sm" onClick={() => choose(null)}>
            Remove the cover photo
          </Button>
        </div>
      )}
    </fieldset>
  );
}
