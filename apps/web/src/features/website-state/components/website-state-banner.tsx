import type { WebsiteState } from '@afrinest/contract';
import {
  websiteStateDefaultNotices,
  websiteStateLabels,
} from '@/features/website-state/state-labels';

export interface WebsiteStateBannerProps {
  websiteState: WebsiteState;
  /** Admins see the banner in MAINTENANCE too (everyone else gets the full screen). */
  isAdmin: boolean;
}

/** A strip above the page for every state but NORMAL. */
export function WebsiteStateBanner({ websiteState, isAdmin }: WebsiteStateBannerProps) {
  const { state, description } = websiteState;
  if (state === 'NORMAL') return null;
  const notice = description.trim() || websiteStateDefaultNotices[state];
  return (
    <div
      role="status"
      data-testid="website-state-banner"
      data-state={state}
      className="border-b border-amber-300 bg-amber-50 px-4 py-2 text-center text-sm text-amber-900"
    >
      {isAdmin && (
        <span className="mr-1 font-semibold">
          {websiteStateLabels[state]} mode is on (admin view):
        </span>
      )}
      {notice}
    </div>
  );
}
