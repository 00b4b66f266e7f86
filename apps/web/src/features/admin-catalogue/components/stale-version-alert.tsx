import { CommerceMessages } from '@afrinest/contract';
import { Alert, Button } from '@/components/ui';

export interface StaleVersionAlertProps {
  /** The server's message, if it sent one. */
  message?: string;
  reloading: boolean;
  onReload(): void;
}

/**
 * A save refused because someone else saved first (409 STALE_VERSION). Reload reads the latest
 * version; the values typed here stay in the form, to be checked and saved again.
 */
export function StaleVersionAlert({ message, reloading, onReload }: StaleVersionAlertProps) {
  return (
    <Alert
      variant="error"
      action={
        <Button variant="secondary" size="sm" loading={reloading} onClick={onReload}>
          Reload
        </Button>
      }
    >
      {message || CommerceMessages.STALE_VERSION} What you typed here is kept.
    </Alert>
  );
}
