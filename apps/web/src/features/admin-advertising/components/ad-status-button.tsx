import { toast } from 'sonner';
import type { AdStatus } from '@afrinest/contract';
import { Button } from '@/components/ui';
import { toApiError } from '@/lib/api-client';
import { useSetAdStatus } from '@/features/admin-advertising/api/save-ad';

export interface AdStatusButtonProps {
  ad: { id: string; name: string; status: AdStatus };
  size?: 'sm' | 'md';
}

/** Pause an active ad (it stops showing at once) or resume a paused one. */
export function AdStatusButton({ ad, size = 'sm' }: AdStatusButtonProps) {
  const change = useSetAdStatus();
  const pausing = ad.status === 'ACTIVE';
  const toggle = async () => {
    try {
      await change.mutateAsync({ id: ad.id, status: pausing ? 'PAUSED' : 'ACTIVE' });
      toast.success(pausing ? `${ad.name} is paused.` : `${ad.name} is active again.`);
    } catch (e) {
      toast.error(toApiError(e).message);
    }
  };
  return (
    <Button
      variant="secondary"
      size={size}
      loading={change.isPending}
      aria-label={`${pausing ? 'Pause' : 'Resume'} ${ad.name}`}
      onClick={() => void toggle()}
    >
      {pausing ? 'Pause' : 'Resume'}
    </Button>
  );
}
