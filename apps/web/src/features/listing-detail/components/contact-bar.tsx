import type { Listing } from '@afrinest/contract';
import { cn } from '@/components/ui';
import { actionStyles } from './action-styles';
import { useAgentContact } from './use-agent-contact';

/**
 * Call and WhatsApp always within a thumb's reach on a phone: a bar that sticks to the bottom of
 * the screen while the listing scrolls by and comes to rest above the site's footer, never over
 * it (hidden from lg up, where the contact card sticks beside the page). Drawn once the agent's
 * numbers are known: the same on the server and in the first render (none yet).
 */
export function ContactBar({ listing }: { listing: Listing }) {
  const { profile, onContact } = useAgentContact(listing);
  if (!profile || (!profile.whatsappUrl && !profile.phoneUrl)) return null;
  return (
    <aside
      aria-label="Call or WhatsApp the agent"
      className="sticky bottom-0 z-30 -mx-4 border-t border-gray-200 bg-white/95 px-4 py-3 shadow-[0_-2px_8px_rgba(0,0,0,0.08)] lg:hidden"
    >
      <div className="mx-auto flex max-w-6xl gap-3">
        {profile.phoneUrl && (
          <a
            href={profile.phoneUrl}
            className={cn(actionStyles.secondary, 'flex-1')}
            onClick={onContact('PHONE')}
          >
            Call<span className="sr-only"> {profile.name}</span>
          </a>
        )}
        {profile.whatsappUrl && (
          <a
            href={profile.whatsappUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={cn(actionStyles.primary, 'flex-1')}
            onClick={onContact('WHATSAPP')}
          >
            WhatsApp<span className="sr-only"> {profile.name} (opens in a new tab)</span>
          </a>
        )}
      </div>
    </aside>
  );
}
