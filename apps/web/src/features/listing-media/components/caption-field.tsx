import { useEffect, useId, useState } from 'react';
import { mediaUpdateSchema } from '@afrinest/contract';
import { cn, focusRing } from '@/components/ui';

export interface CaptionFieldProps {
  /** What the server holds. */
  caption: string | null;
  /** Names the field for screen readers ("Caption of photo 2: kitchen.jpg"). */
  label: string;
  /** Saves the caption (null clears it); rejects when the server refuses. */
  save(caption: string | null): Promise<unknown>;
}

type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

/** The caption's rule, checked as the agent types, by the schema the server checks it with. */
export function captionError(value: string): string | null {
  const result = mediaUpdateSchema.safeParse({ caption: value });
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

/** A photo's caption: checked as you type, saved on leaving the field or on Enter. */
export function CaptionField({ caption, label, save }: CaptionFieldProps) {
  const [value, setValue] = useState(caption ?? '');
  const [state, setState] = useState<SaveState>('idle');
  const id = useId();
  const messageId = useId();
  const error = captionError(value);

  // A caption changed elsewhere (a refetch) shows here, unless the agent is mid-edit.
  const [known, setKnown] = useState(caption);
  if (known !== caption) {
    setKnown(caption);
    if (state !== 'saving') setValue(caption ?? '');
  }

  useEffect(() => {
    if (state !== 'saved') return;
    const timer = setTimeout(() => setState('idle'), 3_000);
    return () => clearTimeout(timer);
  }, [state]);

  const commit = async () => {
    const next = value.trim() === '' ? null : value.trim();
    if (error || next === caption || state === 'saving') return;
    setState('saving');
    try {
      await save(next);
      setState('saved');
    } catch {
      setState('failed');
    }
  };

  const message = error ?? (state === 'saved' ? 'Saved' : state === 'failed' ? 'Not saved.' : '');
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-gray-800">
        Caption
      </label>
      <input
        id={id}
        type="text"
        value={value}
        aria-label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={messageId}
        placeholder="e.g. Kitchen with a view of the garden"
        onChange={(e) => {
          setValue(e.target.value);
          if (state !== 'saving') setState('idle');
        }}
        onBlur={() => void commit()}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            void commit();
          }
        }}
        className={cn(
          'min-h-10 rounded-md border px-2 text-sm text-gray-900',
          error ? 'border-red-600' : 'border-gray-300',
          focusRing,
        )}
      />
      <p
        id={messageId}
        aria-live="polite"
        className={cn(
          'min-h-4 text-xs',
          error || state === 'failed' ? 'text-red-800' : 'text-emerald-800',
        )}
      >
        {message}
      </p>
    </div>
  );
}
