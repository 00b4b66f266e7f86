import { useId, useState } from 'react';
import {
  ContentErrorCode,
  LegalMessages,
  type LegalAccept,
  type LegalDocument,
} from '@afrinest/contract';
import { Button } from '@/components/ui';
import { getErrorMessage, toApiError } from '@/lib/api-client';

const documents: Record<LegalDocument, { label: string; href: string }> = {
  terms: { label: 'Terms of use', href: '/terms' },
  privacy: { label: 'Privacy notice', href: '/privacy' },
};

export interface LegalPromptProps {
  pending: LegalDocument[];
  versions: LegalAccept;
  accept(versions: LegalAccept): Promise<unknown>;
  onSignOut(): void;
}

/**
 * "We updated our terms": a notice at the top of every page until the user accepts or signs out.
 * In the page's flow, not a modal: it never covers what the user came to do (a half-filled form,
 * a payment), and the documents open in a new tab so this page stays.
 */
export function LegalPrompt({ pending, versions, accept, onSignOut }: LegalPromptProps) {
  const titleId = useId();
  const bodyId = useId();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();

  const runAccept = async () => {
    setBusy(true);
    setFailure(undefined);
    try {
      await accept(versions);
    } catch (e) {
      setFailure(
        toApiError(e).code === ContentErrorCode.STALE_LEGAL
          ? LegalMessages.STALE_LEGAL
          : getErrorMessage(e, 'Could not record your answer. Please try again.'),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="border-b border-amber-300 bg-amber-50 px-4 py-3">
      <section
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        className="mx-auto flex max-w-6xl flex-col gap-3"
      >
        <h2 id={titleId} className="text-base font-semibold text-gray-900">
          We updated our terms
        </h2>
        <div id={bodyId} className="flex flex-col gap-2 text-sm text-gray-800">
          <p>
            To keep using your account, please read what changed and accept it. Each opens in a new
            tab.
          </p>
          <ul className="list-disc pl-5">
            {pending.map((doc) => (
              <li key={doc}>
                <a
                  href={documents[doc].href}
                  target="_blank"
                  rel="noopener"
                  className="text-emerald-800 underline"
                >
                  {documents[doc].label}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        {failure && (
          <p
            role="alert"
            className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900"
          >
            {failure}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" disabled={busy} onClick={onSignOut}>
            Sign out
          </Button>
          <Button loading={busy} onClick={() => void runAccept()}>
            I accept
          </Button>
        </div>
      </section>
    </div>
  );
}
