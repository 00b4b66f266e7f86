import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui';

export interface CopyButtonProps {
  text: string;
  /** Names the button for screen readers: "Copy the pay link for Kampala Homes". */
  label: string;
}

/** Copies a link to the clipboard, to paste into WhatsApp or an email. */
export function CopyButton({ text, label }: CopyButtonProps) {
  const [copying, setCopying] = useState(false);
  const copy = async () => {
    setCopying(true);
    try {
      await navigator.clipboard.writeText(text);
      toast.success('Link copied.');
    } catch {
      toast.error('Could not copy the link. Select it and copy it instead.');
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
