import {
  AgenciesErrorCode,
  AgenciesMessages,
  leadRoutingSchema,
  type Agent,
  type ContactResult,
  type ContactChannel,
  type Listing,
  type PublicAgency,
  type PublicAgent,
} from '@afrinest/contract';
import { AppError, notFound } from '../../platform/http/errors';
import type { GeoService } from '../geo/geo.service';
import type { ListingsService } from '../listings/crud/listings.service';
import type { AgencyRow } from './agencies.repository';
import type { AgenciesService } from './agencies.service';
import type { AgentsService } from './agents.service';
import {
  enquiryMessage,
  pickAgent,
  telUrl,
  whatsappUrl,
  type EnquirySubject,
} from './contact-links';

/**
 * The public side: an agency's page with its agents, and 'Contact agent', which records a lead
 * (listing, agent, channel, time) and answers the WhatsApp or call link to open (ADR 0009).
 */
export function createContactService(deps: {
  agencies: AgenciesService;
  agents: AgentsService;
  geo: GeoService;
  listings: Pick<ListingsService, 'get' | 'countEnquiry'>;
  webUrl: string;
  product: string;
}) {
  const { agencies, agents, geo, listings } = deps;
  /** What an enquiry is about, and the page for {link} (contact-links.ts words it). */
  type About = EnquirySubject;
  const aboutAgency = (a: AgencyRow): About => ({
    kind: 'agency',
    name: a.name,
    link: `${deps.webUrl}/agencies/${a.id}`,
  });
  const aboutAgent = (a: Pick<Agent, 'id' | 'name'>): About => ({
    kind: 'agent',
    name: a.name,
    link: `${deps.webUrl}/brokers/${a.id}`,
  });
  const aboutListing = (l: Pick<Listing, 'id' | 'title'>): About => ({
    kind: 'listing',
    title: l.title,
    link: `${deps.webUrl}/properties/${l.id}`,
  });

  /**
   * The listing an enquiry names: in public view and this agency's (and this agent's, when one
   * agent is contacted). Anything else is 404, as a listing the visitor could not have seen.
   */
  async function listingOf(id: string, owner: { agencyId: string; agentId?: string }) {
    const listing = await listings.get(null, id).catch((e: unknown) => {
      if (e instanceof AppError && e.statusCode === 404)
        throw notFound(AgenciesMessages.LISTING_NOT_FOUND);
      throw e;
    });
    const mine =
      listing.agency?.id === owner.agencyId &&
      (!owner.agentId || listing.agent?.id === owner.agentId);
    if (!mine) throw notFound(AgenciesMessages.LISTING_NOT_FOUND);
    return listing;
  }

  /** The message and links for one agent (or the agency itself when agent is null). */
  function linksFor(
    agency: AgencyRow,
    agent: Pick<Agent, 'name' | 'phone' | 'whatsapp'> | null,
    about: About,
  ) {
    const message = enquiryMessage(agency.enquiryTemplate, {
      agency: agency.name,
      agent: agent?.name ?? null,
      about,
    });
    const wa = agent?.whatsapp ?? agency.whatsappNumbers[0] ?? null;
    const phone = agent?.phone ?? agency.phone ?? null;
    return {
      whatsappUrl: wa ? whatsappUrl(wa, message) : null,
      phoneUrl: phone ? telUrl(phone) : null,
    };
  }

  const toPublicAgent = (a: Agent, agency: AgencyRow): PublicAgent => {
    const { email: _e, active: _a, ...rest } = a;
    return { ...rest, ...linksFor(agency, a, aboutAgent(a)) };
  };

  async function publicAgencyRow(id: string): Promise<AgencyRow> {
    const row = await agencies.findById(id);
    // PENDING and SUSPENDED agencies are out of public view: the same answer as a missing one.
    if (!row || row.status !== 'ACTIVE') throw notFound(AgenciesMessages.AGENCY_NOT_FOUND);
    return row;
  }

  return {
    async publicAgency(id: string): Promise<PublicAgency> {
      const row = await publicAgencyRow(id);
      const [dto] = await agencies.toDtos([row]);
      const team = await agents.toDtos(await agents.activeOfAgency(id));
      return {
        id: row.id,
        name: row.name,
        slug: row.slug,
        logoUrl: row.logoUrl,
        description: row.description,
        phone: row.phone,
        email: row.email,
        addressLine: row.addressLine,
        place: dto!.place,
        verified: row.verified,
        ...linksFor(row, null, aboutAgency(row)),
        agents: team.map((a) => toPublicAgent(a, row)),
      };
    },

    async publicAgent(id: string): Promise<PublicAgent> {
      const agent = await agents.publicAgent(id);
      return toPublicAgent(agent, (await agencies.findById(agent.agencyId))!);
    },

    async directory(q: Parameters<AgentsService['directory']>[0]) {
      const page = await agents.directory(q);
      const byAgency = new Map<string, AgencyRow>();
      for (const a of page.data)
        if (!byAgency.has(a.agencyId))
          byAgency.set(a.agencyId, (await agencies.findById(a.agencyId))!);
      return { ...page, data: page.data.map((a) => toPublicAgent(a, byAgency.get(a.agencyId)!)) };
    },

    /** A visitor contacts one agent (about one of their listings, maybe): the lead is theirs. */
    async contactAgent(
      agentId: string,
      input: { channel: ContactChannel; listingId?: string },
    ): Promise<ContactResult> {
      const agent = await agents.publicAgent(agentId);
      const agency = (await agencies.findById(agent.agencyId))!;
      const listing = input.listingId
        ? await listingOf(input.listingId, { agencyId: agency.id, agentId: agent.id })
        : null;
      const links = linksFor(agency, agent, listing ? aboutListing(listing) : aboutAgent(agent));
      return record(agency, agent.id, { channel: input.channel, listing }, links);
    },

    /** A visitor contacts an agency: the agency's routing picks the agent who gets the lead. */
    async contactAgency(
      agencyId: string,
      input: { channel: ContactChannel; listingId?: string; areaId?: string },
    ): Promise<ContactResult> {
      const agency = await publicAgencyRow(agencyId);
      const listing = input.listingId
        ? await listingOf(input.listingId, { agencyId: agency.id })
        : null;
      const team = await agents.activeOfAgency(agencyId);
      const chain = input.areaId
        ? ((await geo.places([input.areaId])).get(input.areaId)?.chain ?? [])
        : [];
      const picked = await pickAgent(
        leadRoutingSchema.catch('LISTING_AGENT').parse(agency.leadRouting),
        team.map((a) => ({ id: a.id, role: a.role, areasServed: a.areasServed ?? [] })),
        {
          listingAgentId: listing?.agent?.id,
          areaChainIds: chain.map((l) => l.id),
          turn: () => agencies.nextRoundRobin(agencyId),
        },
      );
      // The agency's own numbers first (its WhatsApp desk), the routed agent's otherwise.
      const agentRow = picked ? team.find((a) => a.id === picked.id)! : null;
      const about = listing ? aboutListing(listing) : aboutAgency(agency);
      const agencyLinks = linksFor(agency, null, about);
      const agentLinks = agentRow ? linksFor(agency, agentRow, about) : agencyLinks;
      const links = {
        whatsappUrl: agencyLinks.whatsappUrl ?? agentLinks.whatsappUrl,
        phoneUrl: agencyLinks.phoneUrl ?? agentLinks.phoneUrl,
      };
      return record(agency, picked?.id ?? null, { channel: input.channel, listing }, links);
    },
  };

  async function record(
    agency: AgencyRow,
    agentId: string | null,
    input: { channel: ContactChannel; listing: Pick<Listing, 'id'> | null },
    links: { whatsappUrl: string | null; phoneUrl: string | null },
  ): Promise<ContactResult> {
    const url = input.channel === 'WHATSAPP' ? links.whatsappUrl : links.phoneUrl;
    if (!url) throw new AppError(409, AgenciesErrorCode.NO_CONTACT, AgenciesMessages.NO_CONTACT);
    await agencies.insertLead({
      agencyId: agency.id,
      agentId,
      listingId: input.listing?.id ?? null,
      channel: input.channel,
    });
    // The listing's own enquiry counter (shown to its agent beside the views).
    if (input.listing) await listings.countEnquiry(input.listing.id);
    return { url, agentId };
  }
}
export type ContactService = ReturnType<typeof createContactService>;
