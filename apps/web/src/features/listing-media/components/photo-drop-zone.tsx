import { useState, type DragEvent } from 'react';
import { PHOTO_ACCEPT } from '@afrinest/contract';
import { cn } from '@/components/ui';

export interface PhotoDropZoneProps {
  onFiles(files: File[]): void;
}

/** Choose photos (the button is the keyboard's way in), or drop them here from the desktop. */
export function PhotoDropZone({ onFiles }: PhotoDropZoneProps) {
  const [over, setOver] = useState(false);
  const drop = (e: DragEvent<HTMLElement>) => {
    e.preventDefault();
    setOver(false);
    const files = [...e.dataTransfer.files];
    if (files.length > 0) onFiles(files);
  };
  return (
    <div
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      className={cn(
        'flex flex-col items-center gap-2 rounded-lg border-2 border-dashed px-4 py-6 text-center',
        over ? 'border-emerald-700 bg-emerald-50' : 'border-gray-300 bg-gray-50',
      )}
    >
      <label
        className={cn(
          'inline-flex min-h-11 cursor-pointer items-center rounded-md bg-emerald-700 px-4 text-sm font-semibold text-white hover:bg-emerald-800',
          'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-sky-700',
        )}
      >
        Choose photos
        <input
          type="file"
          accept={PHOTO_ACCEPT}
          multiple
          className="sr-only"
          onChange={(e) => {
            const files = [...(e.target.files ?? [])];
            if (files.length > 0) onFiles(files);
            // The same file can be chosen again after it was removed.
            e.target.value = '';
          }}
        />
      </label>
      <p className="text-sm text-gray-700">
        or drop them here. JPEG, PNG, WebP or AVIF; on an iPhone, photos arrive as JPEG.
      </p>
    </div>
  );
}
