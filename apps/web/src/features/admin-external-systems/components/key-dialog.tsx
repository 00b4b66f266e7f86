import { OnceSecretDialog } from '@/components/once-secret-dialog';
import { config } from '@/lib/config';
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
  const example = `curl -H "X-API-Key: ${apiKey}" \\\n  "${config.apiUrl}/api/properties"`;
  return (
    <OnceSecretDialog
      title="Copy the API key now"
      intro={intro}
      warning="This key will not be shown again: we keep only a hash of it. Give it to the partner now."
      label="API key"
      copyLabel="Copy the API key"
      value={apiKey}
      onClose={onClose}
    >
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
    </OnceSecretDialog>
  );
}
