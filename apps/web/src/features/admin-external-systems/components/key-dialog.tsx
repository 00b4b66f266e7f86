import { useEffect, useId, useRef } from 'react';
import { Button, ModalDialog } from '@/components/ui';
import { config } from '@/lib/config';
import { CopyButton } from '@/components/copy-button';
import { textLinkClass } from '@/features/admin-external-systems/system-labels';

export interface KeyDialogProps {
  apiKey: string;
  /** Said above the key: created, or rotated (the old key stopped working). */
  intro: string;
  onClose(): void;
}

/**
 * The API key, the only time it shows (it is stored hashed), with how a partner calls the API
 * with it and where the reference is.
 */
export function KeyDialog({ apiKey, intro, onClose }: KeyDialogProps) {
  const inputId = useId();
  const noteId = useId();
  const done = useRef<HTMLButtonElement>(null);
  useEffect(() => done.current?.focus(), []);
  const example = `curl -H "X-API-Key: ${apiKey}" \\\n  "${config.apiUrl}/api/properties"`;
  return (
    <ModalDialog title="Copy the API key now" busy={false} onClose={onClose} describedBy={noteId}>
      <div id={noteId} className="flex flex-col gap-2 text-sm text-gray-700">
        <p>{intro}</p>
        <p className="font-medium text-gray-900">
          This key will not be shown again: we keep only a hash of it. Give it to the partner now.
        </p>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={inputId} className="text-sm font-medium text-gray-900">
          API key
        </label>
        <div className="flex items-center gap-2">
          <input
            id={inputId}
            readOnly
            value={apiKey}
            onFocus={(e) => e.currentTarget.select()}
            className="min-w-0 flex-1 rounded-md border border-gray-300 px-2 py-1.5 font-mono text-sm"
          />
          <CopyButton text={apiKey} label="Copy the API key" />
        </div>
      </div>
      <section aria-label="How to call the API" className="flex flex-col gap-1 text-sm">
        <h3 className="font-medium text-gray-900">How to call the API</h3>
        <p className="text-gray-700">
          Send the key in the <code>X-API-Key</code> header (or as{' '}
          <code>Authorization: Bearer</code>):
        </p>
        <pre className="overflow-x-auto rounded-md bg-gray-50 p-3 font-mono text-xs text-gray-900">
          {example}
        </pre>
        <a
          href={`${config.apiUrl}/docs`}
          target="_blank"
          rel="noreferrer"
          className={textLinkClass}
        >
          API documentation
        </a>
      </section>
      <div className="flex justify-end">
        <Button ref={done} onClick={onClose}>
          I have copied it
        </Button>
      </div>
    </ModalDialog>
  );
}
