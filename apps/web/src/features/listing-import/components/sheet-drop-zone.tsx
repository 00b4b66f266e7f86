import { useState, type DragEvent } from 'react';
import { cn } from '@/components/ui';

export interface SheetDropZoneProps {
  onFile: (file: File) => void;
  disabled?: boolean;
}

/** Pick a CSV or XLSX file, or drop it here. The file stays in the browser until import. */
export function SheetDropZone({ onFile, disabled }: SheetDropZoneProps) {
  const [over, setOver] = useState(false);
  const drop = (e: DragEvent<HTMLElement>) => {
    e.preventDefault();
    setOver(false);
    const file = e.dataTransfer.files[0];
    if (file && !disabled) onFile(file);
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
        'flex flex-col items-center gap-2 rounded-lg border-2 border-dashed px-4 py-8 text-center',
        over ? 'border-emerald-700 bg-emerald-50' : 'border-gray-300 bg-gray-50',
      )}
    >
      <label
        className={cn(
          'inline-flex min-h-11 cursor-pointer items-center rounded-md bg-emerald-700 px-4 text-sm font-semibold text-white hover:bg-emerald-800',
          'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-sky-700',
        )}
      >
        Choose a CSV or XLSX file
        <input
          type="file"
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          className="sr-only"
          disabled={disabled}
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) onFile(file);
            e.target.value = '';
          }}
        />
      </label>
      <p className="text-sm text-gray-700">or drop it here. The first row names the columns.</p>
    </div>
  );
}
