import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui';

export interface CopyButtonProps {
  text: string;
  /** Names the button for screen readers: "Copy the secret", "Copy the API key". */
  label: string;
  /** The toasts, where the thing copied deserves its own name ("Link copied."). */
  copiedMessage?: string;
  failedMessage?: string;
}

/** Copies a secret, key or link to the clipboard; when the browser refuses, says to select it instead. */
export function CopyButton({
  text,
  label,
  copiedMessage = 'Copied.',
  failedMessage = 'Could not copy. Select the text and copy it instead.',
}: CopyButtonProps) {
  const [copying, setCopying] = useState(false);
  const copy = async () => {
    setCopying(true);
    try {
      await navigator.clipboard.writeText(text);
      toast.success(copiedMessage);
    } catch {
      toast.error(failedMessage);
    } finally {
      setCopying(false);
    }
  };
  return (
    <Button
      variant="secondary"
      size="sm"
      aria-label={label}
      loading={copying}
      onClick={() => void copy()}
    >
      Copy
    </Button>
  );
}
