import type { EntitlementNotice } from '@afrinest/contract';
import { Alert, Button } from '@/components/ui';
import { useFormat } from '@/lib/format-preferences';

export interface ExpiryNoticeProps {
  notice: EntitlementNotice;
  republishing: boolean;
  dismissing: boolean;
  onRepublish(): void;
  onDismiss(): void;
}

/** A period ended and listings over the remaining slots were made inactive: say so, offer the way back. */
export function ExpiryNotice({
  notice,
  republishing,
  dismissing,
  onRepublish,
  onDismiss,
}: ExpiryNoticeProps) {
  const { date } = useFormat();
  return (
    <Alert
      variant="warning"
      title={`Package ended · ${date(notice.createdAt)}`}
      action={
        <div className="flex flex-wrap gap-2">
          <Button size="sm" loading={republishing} disabled={dismissing} onClick={onRepublish}>
            Republish
          </Button>
          <Button
            size="sm"
            variant="secondary"
            loading={dismissing}
            disabled={republishing}
            onClick={onDismiss}
          >
            Dismiss
          </Button>
        </div>
      }
    >
      {notice.message}
    </Alert>
  );
}
