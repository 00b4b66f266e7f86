import { DEFAULT_ENQUIRY_TEMPLATE, type LeadRouting } from '@afrinest/contract';

/**
 * Click-to-chat and call links (ADR 0009). WhatsApp's documented form is
 * https://wa.me/<digits>?text=<url-encoded message>; the number goes without its "+".
 */
export const whatsappUrl = (e164: string, message: string) =>
  `https://wa.me/${e164.replace(/^\+/, '')}?text=${encodeURIComponent(message)}`;
export const telUrl = (e164: string) => `tel:${e164}`;

/** What an enquiry is about: a listing, or the page of the agency or of an agent. */
export type EnquirySubject =
  | { kind: 'listing'; title: string; link: string }
  | { kind: 'agency'; name: string; link: string }
  | { kind: 'agent'; name: string; link: string };

/** People are greeted by their first name on WhatsApp ("Hello David"), agencies by theirs. */
export const firstName = (name: string) => name.trim().split(/\s+/)[0] || name;

/**
 * {listing}'s words: the listing's title, or the page of whoever is written to as "your
 * profile" / "your page" — never "Hello David Mugisha, I saw David Mugisha's profile".
 */
function subjectWords(about: EnquirySubject, agent: string | null): string {
  if (about.kind === 'listing') return about.title;
  if (about.kind === 'agent')
    return agent === about.name ? 'your profile' : `${about.name}'s profile`;
  return agent === null ? 'your page' : `the ${about.name} page`;
}

/**
 * The agency's template with its placeholders filled; unknown braces are left as typed. The
 * message goes to `agent` (a person's full name), or to the agency itself when null.
 */
export function enquiryMessage(
  template: string | null,
  v: { agency: string; agent: string | null; about: EnquirySubject },
): string {
  return (template ?? DEFAULT_ENQUIRY_TEMPLATE)
    .replaceAll('{agency}', v.agency)
    .replaceAll('{agent}', v.agent ? firstName(v.agent) : v.agency)
    .replaceAll('{listing}', subjectWords(v.about, v.agent))
    .replaceAll('{link}', v.about.link);
}

export interface RoutableAgent {
  id: string;
  role: string;
  areasServed: string[];
}

/**
 * Which agent an agency-level enquiry goes to. LISTING_AGENT: the listing's agent when known,
 * else the SUPER_AGENT (who runs the team); ROUND_ROBIN: the next agent in turn; BY_AREA: the
 * first agent serving a place of the visitor's area chain, else round-robin.
 */
export function pickAgent(
  routing: LeadRouting,
  agents: RoutableAgent[],
  opts: { listingAgentId?: string; areaChainIds: string[]; turn: () => Promise<number> },
): Promise<RoutableAgent | null> | RoutableAgent | null {
  if (agents.length === 0) return null;
  const byTurn = async () => agents[(await opts.turn()) % agents.length]!;
  if (routing === 'LISTING_AGENT') {
    const listed = agents.find((a) => a.id === opts.listingAgentId);
    return listed ?? agents.find((a) => a.role === 'SUPER_AGENT') ?? agents[0]!;
  }
  if (routing === 'BY_AREA') {
    const local = agents.find((a) => a.areasServed.some((id) => opts.areaChainIds.includes(id)));
    if (local) return local;
  }
  return byTurn();
}
