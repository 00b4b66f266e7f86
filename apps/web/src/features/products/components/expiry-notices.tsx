import { useState } from 'react';
import { toast } from 'sonner';
import type { EntitlementNotice, RepublishResult } from '@afrinest/contract';
import { Alert } from '@/components/ui';
import { getErrorMessage } from '@/lib/api-client';
import { useDismissNotice } from '@/features/products/api/dismiss-notice';
import { useRepublishListings } from '@/features/products/api/republish-listings';
import { ExpiryNotice } from '@/features/products/components/expiry-notice';

const listings = (n: number) => `${n} listing${n === 1 ? '' : 's'}`;

/** "2 listings republished. 1 listing is still inactive: …" */
export function republishSummary(r: RepublishResult): string {
  const still = r.stillInactive
    ? ` ${listings(r.stillInactive)} ${r.stillInactive === 1 ? 'is' : 'are'} still inactive: free a slot or get more, then republish again.`
    : '';
  return `${listings(r.republished)} republished.${still}`;
}

/** The agency's notices (PACKAGE_EXPIRED), each with Republish and Dismiss; the last answer below. */
export function ExpiryNotices({ notices }: { notices: EntitlementNotice[] }) {
  const republish = useRepublishListings();
  const dismiss = useDismissNotice();
  const [answer, setAnswer] = useState<RepublishResult | null>(null);

  const runRepublish = async () => {
    setAnswer(null);
    try {
      const result = await republish.mutateAsync();
      // Said once, under the notices (role=status): a toast as well would say it twice.
      setAnswer(result);
    } catch (e) {
      toast.error(getErrorMessage(e, 'The listings could not be republished.'));
    }
  };
  const runDismiss = async (id: string) => {
    try {
      await dismiss.mutateAsync(id);
    } catch (e) {
      toast.error(getErrorMessage(e, 'The notice could not be dismissed.'));
    }
  };

  if (notices.length === 0 && !answer) return null;
  return (
    <section aria-label="Notices" className="flex flex-col gap-3">
      {notices.map((notice) => (
        <ExpiryNotice
          key={notice.id}
          notice={notice}
          republishing={republish.isPending}
          dismissing={dismiss.isPending && dismiss.variables === notice.id}
          onRepublish={() => void runRepublish()}
          onDismiss={() => void runDismiss(notice.id)}
        />
      ))}
      {answer && (
        <Alert variant={answer.stillInactive ? 'warning' : 'success'}>
          {republishSummary(answer)}
        </Alert>
      )}
    </section>
  );
}
