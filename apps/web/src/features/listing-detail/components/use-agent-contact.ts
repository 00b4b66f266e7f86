import type { MouseEvent } from 'react';
import type { ContactChannel, Listing } from '@afrinest/contract';
import { useAgent } from '../api/get-agent';
import { useContactAgent } from '../api/contact-agent';

/**
 * The listing's agent and what a tap on their WhatsApp or Call link does, for the contact card
 * and the phone's contact bar alike. The links carry the agent's own numbers (they work without
 * JavaScript and on a long press); a tap records the lead for this listing and opens the link the
 * API answers, whose WhatsApp message names the listing. The new tab is opened at the tap
 * itself, so no pop-up blocker stops it.
 */
export function useAgentContact(listing: Listing) {
  const agent = useAgent(listing.agent?.id ?? null);
  const contact = useContactAgent();
  const profile = agent.data;

  const onContact = (channel: ContactChannel) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!profile) return;
    event.preventDefault();
    const fallback = event.currentTarget.href;
    const tab = channel === 'WHATSAPP' ? window.open('', '_blank') : null;
    const open = (url: string) => {
      if (tab) {
        tab.opener = null;
        tab.location.href = url;
      } else window.location.assign(url);
    };
    contact.mutate(
      { agentId: profile.id, channel, listingId: listing.id },
      { onSuccess: (answer) => open(answer.url), onError: () => open(fallback) },
    );
  };
  return { agent, profile, onContact };
}
